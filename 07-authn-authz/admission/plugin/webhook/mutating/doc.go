// Package mutating is the MutatingAdmissionWebhook plugin: it calls the
// matching webhooks of every MutatingWebhookConfiguration one after the
// other, each seeing the object as the previous ones patched it, applies
// each answer's JSON patch, and hands the result back to the handler as
// the internal object. A webhook with reinvocationPolicy IfNeeded is
// called once more, in the admission chain's second pass, when anything
// after it (a webhook, a mutating policy, a built-in plugin in the second
// pass) changed the object.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/mutating.
// Left out: the patch and mutation audit annotations, metrics.
package mutating
