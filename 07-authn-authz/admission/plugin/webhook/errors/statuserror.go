// Package errors turns a webhook's denial into the error the client
// sees.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/errors.
package errors

import (
	"fmt"
	"net/http"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// ToStatusErr is the error of a webhook that answered allowed=false: the
// webhook's own status (code, reason, details) with its message
// prefixed `admission webhook "<name>" denied the request: `. A code
// below 400 (or none) becomes 400 Bad Request, as upstream.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/errors.ToStatusErr.
func ToStatusErr(webhookName string, result *metav1.Status) *apierrors.StatusError {
	deniedBy := fmt.Sprintf("admission webhook %q denied the request", webhookName)
	status := metav1.Status{Status: metav1.StatusFailure}
	if result != nil {
		status = *result
	}
	if status.Code < http.StatusBadRequest {
		status.Code = http.StatusBadRequest
	}
	if status.Status == "" || status.Status == metav1.StatusSuccess {
		status.Status = metav1.StatusFailure
	}
	switch {
	case status.Message != "":
		status.Message = deniedBy + ": " + status.Message
	case status.Reason != "":
		status.Message = deniedBy + ": " + string(status.Reason)
	default:
		status.Message = deniedBy + " without explanation"
	}
	return &apierrors.StatusError{ErrStatus: status}
}

// NewDryRunUnsupportedErr is the 400 of a dry-run request that reaches a
// webhook whose sideEffects are not None or NoneOnDryRun: calling it
// could change something although nothing may change.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/errors.NewDryRunUnsupportedErr.
func NewDryRunUnsupportedErr(webhookName string) *apierrors.StatusError {
	return apierrors.NewBadRequest(fmt.Sprintf("admission webhook %q does not support dry run", webhookName))
}
