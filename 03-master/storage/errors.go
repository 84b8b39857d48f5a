package storage

import (
	"errors"
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// The kinds of StorageError. Upstream: k8s.io/apiserver/pkg/storage.ErrCodeKeyNotFound.
const (
	ErrCodeKeyNotFound int = iota + 1
	ErrCodeKeyExists
	ErrCodeResourceVersionConflicts
	ErrCodeInvalidObj
	ErrCodeUnreachable
	ErrCodeTimeout
)

var errCodeToMessage = map[int]string{
	ErrCodeKeyNotFound:              "key not found",
	ErrCodeKeyExists:                "key exists",
	ErrCodeResourceVersionConflicts: "resource version conflicts",
	ErrCodeInvalidObj:               "invalid object",
	ErrCodeUnreachable:              "server unreachable",
	ErrCodeTimeout:                  "request timeout",
}

// StorageError is what the storage layer returns for the expected
// failures; the registry turns it into an API status with the Interpret*
// functions of package storage/errors.
// Upstream: k8s.io/apiserver/pkg/storage.StorageError.
type StorageError struct {
	// Code is one of the ErrCode constants.
	Code int
	// Key is the storage key involved.
	Key string
	// ResourceVersion is the revision the error was seen at.
	ResourceVersion int64
	// AdditionalErrorMsg adds detail, such as the failed precondition.
	AdditionalErrorMsg string
}

// Error renders the error as upstream does.
// Upstream: k8s.io/apiserver/pkg/storage.(*StorageError).Error.
func (e *StorageError) Error() string {
	return fmt.Sprintf("StorageError: %s, Code: %d, Key: %s, ResourceVersion: %d, AdditionalErrorMsg: %s",
		errCodeToMessage[e.Code], e.Code, e.Key, e.ResourceVersion, e.AdditionalErrorMsg)
}

// NewKeyNotFoundError: the key does not exist.
// Upstream: k8s.io/apiserver/pkg/storage.NewKeyNotFoundError.
func NewKeyNotFoundError(key string, rv int64) *StorageError {
	return &StorageError{Code: ErrCodeKeyNotFound, Key: key, ResourceVersion: rv}
}

// NewKeyExistsError: a create found the key taken.
// Upstream: k8s.io/apiserver/pkg/storage.NewKeyExistsError.
func NewKeyExistsError(key string, rv int64) *StorageError {
	return &StorageError{Code: ErrCodeKeyExists, Key: key, ResourceVersion: rv}
}

// NewResourceVersionConflictsError: the object changed since it was read.
// Upstream: k8s.io/apiserver/pkg/storage.NewResourceVersionConflictsError.
func NewResourceVersionConflictsError(key string, rv int64) *StorageError {
	return &StorageError{Code: ErrCodeResourceVersionConflicts, Key: key, ResourceVersion: rv}
}

// NewUnreachableError: etcd did not answer.
// Upstream: k8s.io/apiserver/pkg/storage.NewUnreachableError.
func NewUnreachableError(key string, rv int64) *StorageError {
	return &StorageError{Code: ErrCodeUnreachable, Key: key, ResourceVersion: rv}
}

// NewTimeoutError: the request ran out of time.
// Upstream: k8s.io/apiserver/pkg/storage.NewTimeoutError.
func NewTimeoutError(key, msg string) *StorageError {
	return &StorageError{Code: ErrCodeTimeout, Key: key, AdditionalErrorMsg: msg}
}

// NewInvalidObjError: the stored object failed a check (a precondition,
// a decode). Upstream: k8s.io/apiserver/pkg/storage.NewInvalidObjError.
func NewInvalidObjError(key, msg string) *StorageError {
	return &StorageError{Code: ErrCodeInvalidObj, Key: key, AdditionalErrorMsg: msg}
}

func isErrCode(err error, code int) bool {
	var e *StorageError
	return errors.As(err, &e) && e.Code == code
}

// IsNotFound reports a KeyNotFound StorageError.
// Upstream: k8s.io/apiserver/pkg/storage.IsNotFound.
func IsNotFound(err error) bool { return isErrCode(err, ErrCodeKeyNotFound) }

// IsExist reports a KeyExists StorageError.
// Upstream: k8s.io/apiserver/pkg/storage.IsExist.
func IsExist(err error) bool { return isErrCode(err, ErrCodeKeyExists) }

// IsConflict reports a ResourceVersionConflicts StorageError.
// Upstream: k8s.io/apiserver/pkg/storage.IsConflict.
func IsConflict(err error) bool { return isErrCode(err, ErrCodeResourceVersionConflicts) }

// IsInvalidObj reports an InvalidObj StorageError.
// Upstream: k8s.io/apiserver/pkg/storage.IsInvalidObj.
func IsInvalidObj(err error) bool { return isErrCode(err, ErrCodeInvalidObj) }

// IsUnreachable reports an Unreachable StorageError.
// Upstream: k8s.io/apiserver/pkg/storage.IsUnreachable.
func IsUnreachable(err error) bool { return isErrCode(err, ErrCodeUnreachable) }

// IsRequestTimeout reports a Timeout StorageError.
// Upstream: k8s.io/apiserver/pkg/storage.IsRequestTimeout.
func IsRequestTimeout(err error) bool { return isErrCode(err, ErrCodeTimeout) }

const tooLargeResourceVersionCauseMsg = "Too large resource version"

// NewTooLargeResourceVersionError is the 504 a read answers when it asks
// for a revision etcd has not reached yet; clients retry after
// retrySeconds. It is already an API status, as upstream's.
// Upstream: k8s.io/apiserver/pkg/storage.NewTooLargeResourceVersionError.
func NewTooLargeResourceVersionError(minimumResourceVersion, currentRevision uint64, retrySeconds int) error {
	err := apierrors.NewTimeoutError(fmt.Sprintf("Too large resource version: %d, current: %d",
		minimumResourceVersion, currentRevision), retrySeconds)
	err.ErrStatus.Details.Causes = []metav1.StatusCause{{
		Type:    metav1.CauseTypeResourceVersionTooLarge,
		Message: tooLargeResourceVersionCauseMsg,
	}}
	return err
}

// IsTooLargeResourceVersion reports the error of NewTooLargeResourceVersionError.
// Upstream: k8s.io/apiserver/pkg/storage.IsTooLargeResourceVersion.
func IsTooLargeResourceVersion(err error) bool {
	var se *apierrors.StatusError
	if !errors.As(err, &se) || se.ErrStatus.Reason != metav1.StatusReasonTimeout || se.ErrStatus.Details == nil {
		return false
	}
	for _, c := range se.ErrStatus.Details.Causes {
		if c.Type == metav1.CauseTypeResourceVersionTooLarge {
			return true
		}
	}
	return false
}

// InternalError is a storage failure that is nobody's fault but ours.
// Upstream: k8s.io/apiserver/pkg/storage.InternalError.
type InternalError struct {
	// Reason says what went wrong.
	Reason string
}

// Error returns the reason.
func (e InternalError) Error() string { return e.Reason }

// NewInternalError wraps err in an InternalError.
// Upstream: k8s.io/apiserver/pkg/storage.NewInternalError.
func NewInternalError(err error) InternalError { return InternalError{Reason: err.Error()} }

// NewInternalErrorf formats an InternalError.
// Upstream: k8s.io/apiserver/pkg/storage.NewInternalErrorf.
func NewInternalErrorf(format string, a ...any) InternalError {
	return InternalError{Reason: fmt.Sprintf(format, a...)}
}

// IsInternalError reports an InternalError.
// Upstream: k8s.io/apiserver/pkg/storage.IsInternalError.
func IsInternalError(err error) bool {
	var e InternalError
	return errors.As(err, &e)
}
