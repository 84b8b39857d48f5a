package errors

import (
	"errors"
	"fmt"
	"net/http"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// APIStatus is any error that knows the Status to answer with.
// Upstream: k8s.io/apimachinery/pkg/api/errors.APIStatus.
type APIStatus interface {
	Status() metav1.Status
}

// StatusError is an error carrying a Status.
// Upstream: k8s.io/apimachinery/pkg/api/errors.StatusError.
type StatusError struct {
	ErrStatus metav1.Status
}

var _ APIStatus = &StatusError{}

// Error is the Status's message.
func (e *StatusError) Error() string { return e.ErrStatus.Message }

// Status returns the Status to write, with kind and apiVersion set.
func (e *StatusError) Status() metav1.Status {
	s := e.ErrStatus
	s.Kind, s.APIVersion = "Status", "v1"
	return s
}

func newStatus(code int32, reason metav1.StatusReason, message string, details *metav1.StatusDetails) *StatusError {
	return &StatusError{metav1.Status{
		Status: metav1.StatusFailure, Code: code, Reason: reason, Message: message, Details: details,
	}}
}

// NewNotFound: 404, `pods "web" not found`.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewNotFound.
func NewNotFound(qualifiedResource schema.GroupResource, name string) *StatusError {
	return newStatus(http.StatusNotFound, metav1.StatusReasonNotFound,
		fmt.Sprintf("%s %q not found", qualifiedResource.String(), name),
		&metav1.StatusDetails{Group: qualifiedResource.Group, Kind: qualifiedResource.Resource, Name: name})
}

// NewAlreadyExists: 409, `configmaps "c" already exists`.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewAlreadyExists.
func NewAlreadyExists(qualifiedResource schema.GroupResource, name string) *StatusError {
	return newStatus(http.StatusConflict, metav1.StatusReasonAlreadyExists,
		fmt.Sprintf("%s %q already exists", qualifiedResource.String(), name),
		&metav1.StatusDetails{Group: qualifiedResource.Group, Kind: qualifiedResource.Resource, Name: name})
}

// NewConflict: 409, an optimistic-concurrency failure (stale resourceVersion).
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewConflict.
func NewConflict(qualifiedResource schema.GroupResource, name string, err error) *StatusError {
	return newStatus(http.StatusConflict, metav1.StatusReasonConflict,
		fmt.Sprintf("Operation cannot be fulfilled on %s %q: %v", qualifiedResource.String(), name, err),
		&metav1.StatusDetails{Group: qualifiedResource.Group, Kind: qualifiedResource.Resource, Name: name})
}

// NewInvalid: 422, one cause per field error.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewInvalid.
func NewInvalid(qualifiedKind schema.GroupKind, name string, errs field.ErrorList) *StatusError {
	causes := make([]metav1.StatusCause, 0, len(errs))
	for _, e := range errs {
		causes = append(causes, metav1.StatusCause{Type: metav1.CauseType(e.Type), Message: e.ErrorBody(), Field: e.Field})
	}
	message := fmt.Sprintf("%s %q is invalid", qualifiedKind.String(), name)
	if agg := errs.ToAggregate(); agg != nil {
		message = fmt.Sprintf("%s: %v", message, agg)
	}
	return newStatus(http.StatusUnprocessableEntity, metav1.StatusReasonInvalid, message,
		&metav1.StatusDetails{Group: qualifiedKind.Group, Kind: qualifiedKind.Kind, Name: name, Causes: causes})
}

// NewBadRequest: 400 with the given message.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewBadRequest.
func NewBadRequest(reason string) *StatusError {
	return newStatus(http.StatusBadRequest, metav1.StatusReasonBadRequest, reason, nil)
}

// NewMethodNotSupported: 405, a verb the resource does not serve.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewMethodNotSupported.
func NewMethodNotSupported(qualifiedResource schema.GroupResource, action string) *StatusError {
	return newStatus(http.StatusMethodNotAllowed, metav1.StatusReasonMethodNotAllowed,
		fmt.Sprintf("%s is not supported on resources of kind %q", action, qualifiedResource.String()),
		&metav1.StatusDetails{Group: qualifiedResource.Group, Kind: qualifiedResource.Resource})
}

// NewUnsupportedMediaType: 415, a body (or patch type) the server cannot read.
func NewUnsupportedMediaType(message string) *StatusError {
	return newStatus(http.StatusUnsupportedMediaType, metav1.StatusReasonUnsupportedMediaType, message, nil)
}

// NewNotAcceptable: 406, no media type in Accept that the server can write.
func NewNotAcceptable(message string) *StatusError {
	return newStatus(http.StatusNotAcceptable, metav1.StatusReasonNotAcceptable, message, nil)
}

// NewRequestEntityTooLargeError: 413.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewRequestEntityTooLargeError.
func NewRequestEntityTooLargeError(message string) *StatusError {
	return newStatus(http.StatusRequestEntityTooLarge, metav1.StatusReasonRequestEntityTooLarge,
		"Request entity too large: "+message, nil)
}

// NewGone: 410, reason Gone.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewGone.
func NewGone(message string) *StatusError {
	return newStatus(http.StatusGone, metav1.StatusReasonGone, message, nil)
}

// NewResourceExpired: 410, reason Expired: a watch or continue token from a
// compacted revision ("too old resource version").
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewResourceExpired.
func NewResourceExpired(message string) *StatusError {
	return newStatus(http.StatusGone, metav1.StatusReasonExpired, message, nil)
}

// NewForbidden: 403.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewForbidden.
func NewForbidden(qualifiedResource schema.GroupResource, name string, err error) *StatusError {
	message := fmt.Sprintf("forbidden: %v", err)
	switch {
	case qualifiedResource.Empty():
	case name == "":
		message = fmt.Sprintf("%s is forbidden: %v", qualifiedResource.String(), err)
	default:
		message = fmt.Sprintf("%s %q is forbidden: %v", qualifiedResource.String(), name, err)
	}
	return newStatus(http.StatusForbidden, metav1.StatusReasonForbidden, message,
		&metav1.StatusDetails{Group: qualifiedResource.Group, Kind: qualifiedResource.Resource, Name: name})
}

// NewUnauthorized: 401.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewUnauthorized.
func NewUnauthorized(reason string) *StatusError {
	if reason == "" {
		reason = "not authorized"
	}
	return newStatus(http.StatusUnauthorized, metav1.StatusReasonUnauthorized, reason, nil)
}

// NewTooManyRequests: 429 with a Retry-After hint.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewTooManyRequests.
func NewTooManyRequests(message string, retryAfterSeconds int) *StatusError {
	return newStatus(http.StatusTooManyRequests, metav1.StatusReasonTooManyRequests, message,
		&metav1.StatusDetails{RetryAfterSeconds: int32(retryAfterSeconds)})
}

// NewServiceUnavailable: 503.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewServiceUnavailable.
func NewServiceUnavailable(reason string) *StatusError {
	return newStatus(http.StatusServiceUnavailable, metav1.StatusReasonServiceUnavailable, reason, nil)
}

// NewTimeoutError: 504.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewTimeoutError.
func NewTimeoutError(message string, retryAfterSeconds int) *StatusError {
	return newStatus(http.StatusGatewayTimeout, metav1.StatusReasonTimeout, "Timeout: "+message,
		&metav1.StatusDetails{RetryAfterSeconds: int32(retryAfterSeconds)})
}

// NewInternalError: 500, wrapping an unexpected error.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewInternalError.
func NewInternalError(err error) *StatusError {
	return newStatus(http.StatusInternalServerError, metav1.StatusReasonInternalError,
		fmt.Sprintf("Internal error occurred: %v", err),
		&metav1.StatusDetails{Causes: []metav1.StatusCause{{Message: err.Error()}}})
}

// ReasonForError returns the reason of an APIStatus error, or "Unknown".
// Upstream: k8s.io/apimachinery/pkg/api/errors.ReasonForError.
func ReasonForError(err error) metav1.StatusReason {
	var status APIStatus
	if errors.As(err, &status) {
		return status.Status().Reason
	}
	return metav1.StatusReasonUnknown
}

// IsNotFound reports a 404 NotFound.
func IsNotFound(err error) bool { return ReasonForError(err) == metav1.StatusReasonNotFound }

// IsAlreadyExists reports a 409 AlreadyExists.
func IsAlreadyExists(err error) bool { return ReasonForError(err) == metav1.StatusReasonAlreadyExists }

// IsConflict reports a 409 Conflict.
func IsConflict(err error) bool { return ReasonForError(err) == metav1.StatusReasonConflict }

// IsInvalid reports a 422 Invalid.
func IsInvalid(err error) bool { return ReasonForError(err) == metav1.StatusReasonInvalid }

// IsForbidden reports a 403 Forbidden (an authorizer or an admission
// plugin refused the request).
// Upstream: k8s.io/apimachinery/pkg/api/errors.IsForbidden.
func IsForbidden(err error) bool { return ReasonForError(err) == metav1.StatusReasonForbidden }

// IsBadRequest reports a 400 BadRequest.
func IsBadRequest(err error) bool { return ReasonForError(err) == metav1.StatusReasonBadRequest }

// IsGone reports a 410 Gone.
func IsGone(err error) bool { return ReasonForError(err) == metav1.StatusReasonGone }

// IsResourceExpired reports a 410 Expired.
func IsResourceExpired(err error) bool { return ReasonForError(err) == metav1.StatusReasonExpired }

// IsMethodNotSupported reports a 405.
func IsMethodNotSupported(err error) bool {
	return ReasonForError(err) == metav1.StatusReasonMethodNotAllowed
}

// NewApplyConflict is a 409 for a server-side apply that would change
// fields other managers own; causes name each manager and field.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewApplyConflict.
func NewApplyConflict(causes []metav1.StatusCause, message string) *StatusError {
	return &StatusError{ErrStatus: metav1.Status{
		Status:  metav1.StatusFailure,
		Code:    http.StatusConflict,
		Reason:  metav1.StatusReasonConflict,
		Details: &metav1.StatusDetails{Causes: causes},
		Message: message,
	}}
}
