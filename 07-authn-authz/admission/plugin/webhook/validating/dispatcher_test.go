package validating

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/testutil"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	webhooktesting "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/testing"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	utilwebhook "github.com/kube-rebuilt/apiserver/07-authn-authz/util/webhook"
)

func hook(name, url string, ca []byte, policy admissionregistration.FailurePolicyType) webhook.WebhookAccessor {
	none := admissionregistration.SideEffectClassNone
	timeout := int32(1)
	return webhook.NewValidatingWebhookAccessor("c/"+name+"/0", "c", &admissionregistration.ValidatingWebhook{
		Name:                    name,
		ClientConfig:            admissionregistration.WebhookClientConfig{URL: &url, CABundle: ca},
		Rules:                   webhooktesting.ConfigMapRule(),
		FailurePolicy:           &policy,
		SideEffects:             &none,
		TimeoutSeconds:          &timeout,
		AdmissionReviewVersions: []string{"v1"},
	})
}

// TestDispatchParallel checks all webhooks are called at once (three
// one-second-timeout slow ones take about one second, not three) and a
// denial wins over the others.
func TestDispatchParallel(t *testing.T) {
	s := webhooktesting.NewServer(t)
	w, err := generic.NewWebhook(admission.NewHandler(admission.Create), nil, nil, newValidatingDispatcher)
	if err != nil {
		t.Fatal(err)
	}
	d := &validatingDispatcher{cm: &utilwebhook.ClientManager{}, plugin: w}
	hooks := []webhook.WebhookAccessor{
		hook("slow1.example.com", s.URLFor("/slow"), s.CABundle, admissionregistration.Ignore),
		hook("slow2.example.com", s.URLFor("/slow"), s.CABundle, admissionregistration.Ignore),
		hook("slow3.example.com", s.URLFor("/slow"), s.CABundle, admissionregistration.Ignore),
		hook("allow.example.com", s.URLFor("/allow"), s.CABundle, admissionregistration.Fail),
		hook("deny.example.com", s.URLFor("/deny"), s.CABundle, admissionregistration.Fail),
	}
	start := time.Now()
	err = d.Dispatch(context.Background(), webhooktesting.ConfigMapCreate("default", "cm", nil, false), webhooktesting.ObjectInterfaces{}, hooks)
	if elapsed := time.Since(start); elapsed > 2*time.Second {
		t.Errorf("took %v; want about 1s (parallel calls)", elapsed)
	}
	status, ok := err.(*apierrors.StatusError)
	if !ok || status.ErrStatus.Code != 403 || !strings.Contains(status.Error(), `admission webhook "deny.example.com" denied the request: no way`) {
		t.Errorf("got %v; want deny.example.com's 403", err)
	}
	if got := len(s.Reviews()); got != 5 {
		t.Errorf("got %d calls; want 5", got)
	}
	// Each call is in the webhook series, as upstream counts it.
	for _, want := range []struct {
		series string
		labels map[string]string
	}{
		{"apiserver_admission_webhook_request_total", map[string]string{"name": "allow.example.com", "type": "validating", "operation": "CREATE", "code": "200", "rejected": "false"}},
		{"apiserver_admission_webhook_request_total", map[string]string{"name": "deny.example.com", "type": "validating", "operation": "CREATE", "code": "403", "rejected": "true"}},
		{"apiserver_admission_webhook_rejection_count", map[string]string{"name": "deny.example.com", "type": "validating", "operation": "CREATE", "error_type": "no_error", "rejection_code": "403"}},
		{"apiserver_admission_webhook_fail_open_count", map[string]string{"name": "slow1.example.com", "type": "validating"}},
	} {
		if sample, found, err := testutil.Find(want.series, want.labels); err != nil || !found || sample.Value != 1 {
			t.Errorf("%s%v: got %v %v %v; want 1", want.series, want.labels, sample.Value, found, err)
		}
	}
}

// TestNoMatch checks a webhook whose rules do not cover the request is
// not called.
func TestNoMatch(t *testing.T) {
	s := webhooktesting.NewServer(t)
	w, _ := generic.NewWebhook(admission.NewHandler(admission.Create), nil, nil, newValidatingDispatcher)
	d := &validatingDispatcher{cm: &utilwebhook.ClientManager{}, plugin: w}
	h := hook("deny.example.com", s.URLFor("/deny"), s.CABundle, admissionregistration.Fail)
	vh, _ := h.GetValidatingWebhook()
	vh.Rules[0].Resources = []string{"secrets"}
	err := d.Dispatch(context.Background(), webhooktesting.ConfigMapCreate("default", "cm", nil, false), webhooktesting.ObjectInterfaces{}, []webhook.WebhookAccessor{h})
	if err != nil || len(s.Reviews()) != 0 {
		t.Errorf("got %v and %d calls; want no error and no call", err, len(s.Reviews()))
	}
}
