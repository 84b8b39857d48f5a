// Package matchconditions evaluates matchConditions: CEL expressions that
// must all be true for a policy (or, upstream, a webhook) to concern a
// request. A false one skips the policy; an error follows the
// failurePolicy (Fail: the request is refused; Ignore: skipped).
//
// Stage 07 adds it with the admission policies. Upstream:
// k8s.io/apiserver/pkg/admission/plugin/webhook/matchconditions.
//
// Left out: the webhooks' use of it (our webhooks have no matchConditions
// yet) and its metrics.
package matchconditions
