package audit

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
	webhooktesting "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/testing"
)

// annotating is a plugin that annotates in both steps.
type annotating struct{ *admission.Handler }

func (annotating) Admit(_ context.Context, a admission.Attributes, _ admission.ObjectInterfaces) error {
	return a.AddAnnotation("mutating.example.com/seen", "yes")
}

func (annotating) Validate(_ context.Context, a admission.Attributes, _ admission.ObjectInterfaces) error {
	return a.AddAnnotation("validation.policy.admission.k8s.io/validation_failure", "[]")
}

func TestWithAudit(t *testing.T) {
	ctx := audit.WithAuditContext(context.Background())
	if err := audit.AuditContextFrom(ctx).Init(audit.RequestAuditConfig{Level: auditv1.LevelMetadata}, nil); err != nil {
		t.Fatal(err)
	}
	h := WithAudit(annotating{admission.NewHandler(admission.Create)})
	attr := webhooktesting.ConfigMapCreate("default", "cm", nil, false)
	if err := h.(admission.MutationInterface).Admit(ctx, attr, webhooktesting.ObjectInterfaces{}); err != nil {
		t.Fatal(err)
	}
	if err := h.(admission.ValidationInterface).Validate(ctx, attr, webhooktesting.ObjectInterfaces{}); err != nil {
		t.Fatal(err)
	}
	var got map[string]string
	audit.AuditContextFrom(ctx).VisitEvent(func(ev *auditv1.Event) { got = ev.Annotations })
	for _, key := range []string{"mutating.example.com/seen", "validation.policy.admission.k8s.io/validation_failure"} {
		if _, ok := got[key]; !ok {
			t.Errorf("got annotations %v; want %s", got, key)
		}
	}
}
