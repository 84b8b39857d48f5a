package mutating

import (
	"slices"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// reinvocation remembers, during round 0, the IfNeeded webhooks that
// were called, and which of them saw the object before a later webhook
// changed it: those are called again, once.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/mutating.webhookReinvokeContext.
type reinvocation struct {
	// pending are the IfNeeded webhooks called since the last change.
	pending []string
	// again are those a later change invalidated.
	again []string
}

// invoked records that h was called and whether it changed the object.
// A change invalidates every IfNeeded webhook called before h.
func (r *reinvocation) invoked(h webhook.WebhookAccessor, changed bool) {
	if changed {
		r.again = append(r.again, r.pending...)
		r.pending = nil
	}
	if m, ok := h.GetMutatingWebhook(); ok && m.ReinvocationPolicy != nil &&
		*m.ReinvocationPolicy == admissionregistration.IfNeededReinvocationPolicy {
		r.pending = append(r.pending, h.GetUID())
	}
}

// needed reports whether round 1 is needed.
func (r *reinvocation) needed() bool { return len(r.again) > 0 }

// hooks returns, in calling order, the webhooks to call again.
func (r *reinvocation) hooks(all []webhook.WebhookAccessor) []webhook.WebhookAccessor {
	var out []webhook.WebhookAccessor
	for _, h := range all {
		if slices.Contains(r.again, h.GetUID()) {
			out = append(out, h)
		}
	}
	return out
}
