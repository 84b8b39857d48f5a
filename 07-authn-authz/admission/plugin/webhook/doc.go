// Package webhook has what the admission webhook plugins share about a
// webhook, whichever kind: WebhookAccessor reads a MutatingWebhook or a
// ValidatingWebhook through one interface, so matching and calling are
// written once.
//
// The plugins themselves are in mutating and validating; generic holds
// their common Webhook (which webhooks to call: predicates/rules,
// predicates/namespace, predicates/object), request builds the
// AdmissionReview, errors turns a denial into the client's error.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook.
// Left out: matchConditions (CEL), the cached client and selectors per
// webhook (ours are parsed per call), v1beta1 AdmissionReviews.
package webhook
