package rbac

import (
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// IsOnlyMutatingGCFields reports whether obj differs from old only in
// the fields the garbage collector changes (owner references,
// finalizers) and in managed fields: such an update needs no escalation
// check, so the collector can delete a role it could not have written.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac.IsOnlyMutatingGCFields,
// which compares with apimachinery's semantic equality; reflect.DeepEqual
// is stricter (nil and empty differ), which only means a check too many.
func IsOnlyMutatingGCFields(obj, old runtime.Object) bool {
	if old == nil || reflect.ValueOf(old).IsNil() {
		return false
	}
	copied := obj.DeepCopyObject()
	copiedMeta, err := meta.Accessor(copied)
	if err != nil {
		return false
	}
	oldMeta, err := meta.Accessor(old)
	if err != nil {
		return false
	}
	copiedMeta.SetOwnerReferences(oldMeta.GetOwnerReferences())
	copiedMeta.SetFinalizers(oldMeta.GetFinalizers())
	copiedMeta.SetSelfLink(oldMeta.GetSelfLink())
	copiedMeta.SetManagedFields(oldMeta.GetManagedFields())
	return reflect.DeepEqual(copied, old)
}
