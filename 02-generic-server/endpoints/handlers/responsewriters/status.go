package responsewriters

import (
	"errors"
	"net/http"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/protobuf"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// ErrorToAPIStatus turns an error into the Status to write. An error that
// carries a Status (errors.APIStatus, found through %w wrapping) is used
// as it is, with Status, Code, kind and apiVersion filled in when empty.
// An object protobuf cannot encode is 406 NotAcceptable. Any other error
// is a programming error or an unexpected failure: 500 with an empty
// reason and the error's text, and a log line.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.ErrorToAPIStatus
// (which matches the Status interface without unwrapping, and maps the
// storage package's errors, left out until stage 03 has them).
func ErrorToAPIStatus(err error) *metav1.Status {
	var statusErr apierrors.APIStatus
	switch {
	case errors.As(err, &statusErr):
		status := statusErr.Status()
		fillStatus(&status, err)
		return &status
	case protobuf.IsNotMarshalable(err):
		return newStatus(http.StatusNotAcceptable, metav1.StatusReasonNotAcceptable, err.Error())
	}
	klog.Errorf("apiserver received an error that is not an metav1.Status: %#+v: %v", err, err)
	return newStatus(http.StatusInternalServerError, metav1.StatusReasonUnknown, err.Error())
}

// fillStatus defaults a Status's Status and Code, and sets its type.
func fillStatus(status *metav1.Status, err error) {
	if len(status.Status) == 0 {
		status.Status = metav1.StatusFailure
	}
	switch status.Status {
	case metav1.StatusSuccess:
		if status.Code == 0 {
			status.Code = http.StatusOK
		}
	case metav1.StatusFailure:
		if status.Code == 0 {
			status.Code = http.StatusInternalServerError
		}
	default:
		klog.Errorf("apiserver received an error with wrong status field : %#+v", err)
		if status.Code == 0 {
			status.Code = http.StatusInternalServerError
		}
	}
	status.Kind = "Status"
	status.APIVersion = "v1"
}

func newStatus(code int32, reason metav1.StatusReason, message string) *metav1.Status {
	return &metav1.Status{
		TypeMeta: metav1.TypeMeta{Kind: "Status", APIVersion: "v1"},
		Status:   metav1.StatusFailure,
		Code:     code,
		Reason:   reason,
		Message:  message,
	}
}
