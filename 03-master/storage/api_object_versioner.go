package storage

import (
	"fmt"
	"strconv"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// APIObjectVersioner keeps etcd revisions in metadata.resourceVersion, as
// decimal strings. Upstream: k8s.io/apiserver/pkg/storage.APIObjectVersioner.
type APIObjectVersioner struct{}

var _ Versioner = APIObjectVersioner{}

// UpdateObject sets obj's resourceVersion; 0 clears it.
// Upstream: k8s.io/apiserver/pkg/storage.APIObjectVersioner.UpdateObject.
func (APIObjectVersioner) UpdateObject(obj runtime.Object, resourceVersion uint64) error {
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return fmt.Errorf("update resourceVersion: %w", err)
	}
	versionString := ""
	if resourceVersion != 0 {
		versionString = strconv.FormatUint(resourceVersion, 10)
	}
	accessor.SetResourceVersion(versionString)
	return nil
}

// UpdateList sets a list's resourceVersion, continue and remainingItemCount.
// Upstream: k8s.io/apiserver/pkg/storage.APIObjectVersioner.UpdateList.
func (APIObjectVersioner) UpdateList(obj runtime.Object, resourceVersion uint64, nextKey string, count *int64) error {
	if resourceVersion == 0 {
		return fmt.Errorf("illegal resource version from storage: %d", resourceVersion)
	}
	listAccessor, err := meta.ListAccessor(obj)
	if err != nil {
		return fmt.Errorf("update list resourceVersion: %w", err)
	}
	listAccessor.SetResourceVersion(strconv.FormatUint(resourceVersion, 10))
	listAccessor.SetContinue(nextKey)
	listAccessor.SetRemainingItemCount(count)
	return nil
}

// PrepareObjectForStorage clears resourceVersion and selfLink: the
// revision is etcd's to give, and selfLink is never stored.
// Upstream: k8s.io/apiserver/pkg/storage.APIObjectVersioner.PrepareObjectForStorage.
func (APIObjectVersioner) PrepareObjectForStorage(obj runtime.Object) error {
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return fmt.Errorf("prepare for storage: %w", err)
	}
	accessor.SetResourceVersion("")
	accessor.SetSelfLink("")
	return nil
}

// ObjectResourceVersion parses obj's resourceVersion; "" is 0.
// Upstream: k8s.io/apiserver/pkg/storage.APIObjectVersioner.ObjectResourceVersion.
func (APIObjectVersioner) ObjectResourceVersion(obj runtime.Object) (uint64, error) {
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return 0, fmt.Errorf("read resourceVersion: %w", err)
	}
	version := accessor.GetResourceVersion()
	if len(version) == 0 {
		return 0, nil
	}
	return strconv.ParseUint(version, 10, 64)
}

// ParseResourceVersion parses a request's resourceVersion; "" and "0"
// are 0. Upstream returns a field.ErrorList-carrying InvalidError; we
// return a plain error and etcd3 answers 400 Bad Request with it, as
// upstream's etcd3 does.
// Upstream: k8s.io/apiserver/pkg/storage.APIObjectVersioner.ParseResourceVersion.
func (APIObjectVersioner) ParseResourceVersion(resourceVersion string) (uint64, error) {
	if resourceVersion == "" || resourceVersion == "0" {
		return 0, nil
	}
	version, err := strconv.ParseUint(resourceVersion, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("resourceVersion: Invalid value: %q: %w", resourceVersion, err)
	}
	return version, nil
}
