package audit

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
)

// auditHandler runs the chain, then records its annotations.
// Upstream: k8s.io/apiserver/pkg/admission.auditHandler.
type auditHandler struct {
	admission.Interface
}

var (
	_ admission.MutationInterface   = auditHandler{}
	_ admission.ValidationInterface = auditHandler{}
)

// WithAudit wraps i (the whole chain) so that after each step the
// request's admission annotations are in its audit event.
// Upstream: k8s.io/apiserver/pkg/admission.WithAudit.
func WithAudit(i admission.Interface) admission.Interface {
	if i == nil {
		return i
	}
	return auditHandler{Interface: i}
}

// Admit runs the mutating step and records the annotations.
// Upstream: k8s.io/apiserver/pkg/admission.(*auditHandler).Admit.
func (h auditHandler) Admit(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	mutator, ok := h.Interface.(admission.MutationInterface)
	if !ok || !h.Handles(a.GetOperation()) {
		return nil
	}
	if err := ensureAnnotationGetter(a); err != nil {
		return err
	}
	err := mutator.Admit(ctx, a, o)
	logAnnotations(ctx, a)
	return err
}

// Validate runs the validating step and records the annotations.
// Upstream: k8s.io/apiserver/pkg/admission.(*auditHandler).Validate.
func (h auditHandler) Validate(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	validator, ok := h.Interface.(admission.ValidationInterface)
	if !ok || !h.Handles(a.GetOperation()) {
		return nil
	}
	if err := ensureAnnotationGetter(a); err != nil {
		return err
	}
	err := validator.Validate(ctx, a, o)
	logAnnotations(ctx, a)
	return err
}

func ensureAnnotationGetter(a admission.Attributes) error {
	if _, ok := a.(admission.AnnotationsGetter); !ok {
		return fmt.Errorf("attributes must be an instance of privateAnnotationsGetter or AnnotationsGetter")
	}
	return nil
}

// logAnnotations adds the annotations to the audit event, if the request
// is audited.
func logAnnotations(ctx context.Context, a admission.Attributes) {
	if audit.AuditContextFrom(ctx) == nil {
		return
	}
	audit.AddAuditAnnotationsMap(ctx, a.(admission.AnnotationsGetter).GetAnnotations())
}
