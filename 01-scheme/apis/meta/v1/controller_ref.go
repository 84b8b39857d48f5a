package v1

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"

// IsControlledBy reports whether obj's controller reference points at
// owner (by UID). Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.IsControlledBy.
func IsControlledBy(obj Object, owner Object) bool {
	ref := GetControllerOfNoCopy(obj)
	return ref != nil && ref.UID == owner.GetUID()
}

// GetControllerOf returns a copy of obj's controller reference, or nil.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.GetControllerOf.
func GetControllerOf(controllee Object) *OwnerReference {
	ref := GetControllerOfNoCopy(controllee)
	if ref == nil {
		return nil
	}
	cp := *ref
	cp.Controller = ptrCopy(ref.Controller)
	cp.BlockOwnerDeletion = ptrCopy(ref.BlockOwnerDeletion)
	return &cp
}

// GetControllerOfNoCopy returns obj's controller reference itself, or nil.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.GetControllerOfNoCopy.
func GetControllerOfNoCopy(controllee Object) *OwnerReference {
	refs := controllee.GetOwnerReferences()
	for i := range refs {
		if refs[i].Controller != nil && *refs[i].Controller {
			return &refs[i]
		}
	}
	return nil
}

// NewControllerRef returns a controller reference to owner, of kind gvk,
// that blocks the owner's foreground deletion.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.NewControllerRef.
func NewControllerRef(owner Object, gvk schema.GroupVersionKind) *OwnerReference {
	blockOwnerDeletion, isController := true, true
	return &OwnerReference{
		APIVersion:         gvk.GroupVersion().String(),
		Kind:               gvk.Kind,
		Name:               owner.GetName(),
		UID:                owner.GetUID(),
		BlockOwnerDeletion: &blockOwnerDeletion,
		Controller:         &isController,
	}
}

func ptrCopy[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}
