// Package validating is the ValidatingAdmissionWebhook plugin: it calls
// the matching webhooks of every ValidatingWebhookConfiguration in
// parallel, on the object as it will be stored, and refuses the request
// if any of them denies it (or fails, under failurePolicy Fail).
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/validating.
// Left out: metrics and the failed-open audit annotations.
package validating
