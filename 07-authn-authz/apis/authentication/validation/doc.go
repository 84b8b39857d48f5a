// Package validation checks a TokenRequest as upstream does: a lifetime
// of at least ten minutes and at most 2^32 seconds, and attestations only
// for webhook-bound tokens. (TokenReview and SelfSubjectReview have no
// validation: their REST storage checks what it needs.)
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/apis/authentication/validation.
// Left out: the checks of webhook-bound tokens' audiences and attestations
// (no stage binds a token to a webhook configuration: such a reference is
// refused by the TokenRequest storage upstream when the feature is off).
package validation
