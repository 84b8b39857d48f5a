package errors

import (
	"fmt"
	"net/http"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// newServerTimeout is upstream's NewServerTimeout: a 500 with reason
// ServerTimeout and a retry hint, what an unreachable etcd turns into.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewServerTimeout.
func newServerTimeout(qualifiedResource schema.GroupResource, operation string, retryAfterSeconds int) *apierrors.StatusError {
	return &apierrors.StatusError{ErrStatus: metav1.Status{
		Status: metav1.StatusFailure,
		Code:   http.StatusInternalServerError,
		Reason: metav1.StatusReasonServerTimeout,
		Details: &metav1.StatusDetails{
			Group: qualifiedResource.Group, Kind: qualifiedResource.Resource, Name: operation,
			RetryAfterSeconds: int32(retryAfterSeconds),
		},
		Message: fmt.Sprintf("The %s operation against %s could not be completed at this time, please try again.",
			operation, qualifiedResource.String()),
	}}
}

// InterpretListError converts a list's storage error.
// Upstream: k8s.io/apiserver/pkg/storage/errors.InterpretListError.
func InterpretListError(err error, qualifiedResource schema.GroupResource) error {
	switch {
	case storage.IsNotFound(err):
		return apierrors.NewNotFound(qualifiedResource, "")
	case storage.IsUnreachable(err), storage.IsRequestTimeout(err):
		return newServerTimeout(qualifiedResource, "list", 2)
	case storage.IsInternalError(err):
		return apierrors.NewInternalError(err)
	default:
		return err
	}
}

// InterpretGetError converts a get's storage error.
// Upstream: k8s.io/apiserver/pkg/storage/errors.InterpretGetError.
func InterpretGetError(err error, qualifiedResource schema.GroupResource, name string) error {
	switch {
	case storage.IsNotFound(err):
		return apierrors.NewNotFound(qualifiedResource, name)
	case storage.IsUnreachable(err):
		return newServerTimeout(qualifiedResource, "get", 2)
	case storage.IsInternalError(err):
		return apierrors.NewInternalError(err)
	default:
		return err
	}
}

// InterpretCreateError converts a create's storage error.
// Upstream: k8s.io/apiserver/pkg/storage/errors.InterpretCreateError.
func InterpretCreateError(err error, qualifiedResource schema.GroupResource, name string) error {
	switch {
	case storage.IsExist(err):
		return apierrors.NewAlreadyExists(qualifiedResource, name)
	case storage.IsUnreachable(err):
		return newServerTimeout(qualifiedResource, "create", 2)
	case storage.IsInternalError(err):
		return apierrors.NewInternalError(err)
	default:
		return err
	}
}

// InterpretUpdateError converts an update's storage error; a failed
// precondition is a conflict, as upstream.
// Upstream: k8s.io/apiserver/pkg/storage/errors.InterpretUpdateError.
func InterpretUpdateError(err error, qualifiedResource schema.GroupResource, name string) error {
	switch {
	case storage.IsConflict(err), storage.IsExist(err), storage.IsInvalidObj(err):
		return apierrors.NewConflict(qualifiedResource, name, err)
	case storage.IsUnreachable(err):
		return newServerTimeout(qualifiedResource, "update", 2)
	case storage.IsNotFound(err):
		return apierrors.NewNotFound(qualifiedResource, name)
	case storage.IsInternalError(err):
		return apierrors.NewInternalError(err)
	default:
		return err
	}
}

// InterpretDeleteError converts a delete's storage error.
// Upstream: k8s.io/apiserver/pkg/storage/errors.InterpretDeleteError.
func InterpretDeleteError(err error, qualifiedResource schema.GroupResource, name string) error {
	switch {
	case storage.IsNotFound(err):
		return apierrors.NewNotFound(qualifiedResource, name)
	case storage.IsUnreachable(err):
		return newServerTimeout(qualifiedResource, "delete", 2)
	case storage.IsConflict(err), storage.IsExist(err), storage.IsInvalidObj(err):
		return apierrors.NewConflict(qualifiedResource, name, err)
	case storage.IsInternalError(err):
		return apierrors.NewInternalError(err)
	default:
		return err
	}
}

// InterpretWatchError converts a watch's storage error.
// Upstream: k8s.io/apiserver/pkg/storage/errors.InterpretWatchError.
func InterpretWatchError(err error, resource schema.GroupResource, name string) error {
	if storage.IsInternalError(err) {
		return apierrors.NewInternalError(err)
	}
	return err
}
