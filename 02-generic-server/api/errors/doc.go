// Package errors is the one error type of the API: a StatusError carries the
// metav1.Status that the server writes as the response body, so every
// failure, wherever it happens (decoding, validation, storage), reaches the
// client with upstream's HTTP code, reason and message. Constructors build
// each kind of error; predicates (IsNotFound ...) read the reason back.
//
// Stage 02 adds it. Upstream: k8s.io/apimachinery/pkg/api/errors.
// Left out: NewGenericServerResponse (a client-side helper), the
// suggest-retry helpers, and error wrapping of non-Status errors by reason.
package errors
