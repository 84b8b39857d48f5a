package negotiation

import (
	"fmt"
	"net/http"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// errNotAcceptable says no media type of the Accept header can be served.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.errNotAcceptable.
type errNotAcceptable struct {
	accepted []string
}

// NewNotAcceptableError returns the 406 error of a failed Accept
// negotiation; accepted lists what the server could have sent.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.NewNotAcceptableError.
func NewNotAcceptableError(accepted []string) error {
	return errNotAcceptable{accepted}
}

func (e errNotAcceptable) Error() string {
	return fmt.Sprintf("only the following media types are accepted: %v", strings.Join(e.accepted, ", "))
}

// Status is the 406 NotAcceptable Status the server answers with.
func (e errNotAcceptable) Status() metav1.Status {
	return failure(http.StatusNotAcceptable, metav1.StatusReasonNotAcceptable, e.Error())
}

// errUnsupportedMediaType says the Content-Type of a body is unknown.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.errUnsupportedMediaType.
type errUnsupportedMediaType struct {
	accepted []string
}

// NewUnsupportedMediaTypeError returns the 415 error of a body in a format
// the server cannot decode; accepted lists what it can.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.NewUnsupportedMediaTypeError.
func NewUnsupportedMediaTypeError(accepted []string) error {
	return errUnsupportedMediaType{accepted}
}

func (e errUnsupportedMediaType) Error() string {
	return fmt.Sprintf("the body of the request was in an unknown format - accepted media types include: %v", strings.Join(e.accepted, ", "))
}

// Status is the 415 UnsupportedMediaType Status the server answers with.
func (e errUnsupportedMediaType) Status() metav1.Status {
	return failure(http.StatusUnsupportedMediaType, metav1.StatusReasonUnsupportedMediaType, e.Error())
}

// failure builds a Failure Status without details, as upstream's: the
// real server's 406 and 415 bodies have no "details" field.
func failure(code int32, reason metav1.StatusReason, message string) metav1.Status {
	return metav1.Status{
		TypeMeta: metav1.TypeMeta{Kind: "Status", APIVersion: "v1"},
		Status:   metav1.StatusFailure,
		Code:     code,
		Reason:   reason,
		Message:  message,
	}
}
