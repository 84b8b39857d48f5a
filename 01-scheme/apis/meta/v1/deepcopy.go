package v1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Upstream, deepcopy-gen writes zz_generated.deepcopy.go: a DeepCopyInto,
// DeepCopy and (for runtime.Objects) DeepCopyObject per type, field by
// field. Here every DeepCopy is conversion.DeepCopy, one reflective walk.

// deepCopy copies *in; nil stays nil.
func deepCopy[T any](in *T) *T {
	if in == nil {
		return nil
	}
	return conversion.DeepCopy(in)
}

// DeepCopy returns an independent copy of in.
func (in *List) DeepCopy() *List { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *List) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *ListOptions) DeepCopy() *ListOptions { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *ListOptions) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *GetOptions) DeepCopy() *GetOptions { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *GetOptions) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *DeleteOptions) DeepCopy() *DeleteOptions { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *DeleteOptions) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *CreateOptions) DeepCopy() *CreateOptions { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *CreateOptions) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *UpdateOptions) DeepCopy() *UpdateOptions { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *UpdateOptions) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *PatchOptions) DeepCopy() *PatchOptions { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *PatchOptions) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *Status) DeepCopy() *Status { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *Status) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *APIVersions) DeepCopy() *APIVersions { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *APIVersions) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *APIGroupList) DeepCopy() *APIGroupList { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *APIGroupList) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *APIGroup) DeepCopy() *APIGroup { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *APIGroup) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *APIResourceList) DeepCopy() *APIResourceList { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *APIResourceList) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *Table) DeepCopy() *Table { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *Table) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *TableOptions) DeepCopy() *TableOptions { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *TableOptions) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *PartialObjectMetadata) DeepCopy() *PartialObjectMetadata { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *PartialObjectMetadata) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *PartialObjectMetadataList) DeepCopy() *PartialObjectMetadataList { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *PartialObjectMetadataList) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *WatchEvent) DeepCopy() *WatchEvent { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *WatchEvent) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *InternalEvent) DeepCopy() *InternalEvent { return deepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *InternalEvent) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopy returns an independent copy of in.
func (in *ObjectMeta) DeepCopy() *ObjectMeta { return deepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *ListMeta) DeepCopy() *ListMeta { return deepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *LabelSelector) DeepCopy() *LabelSelector { return deepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *OwnerReference) DeepCopy() *OwnerReference { return deepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *Time) DeepCopy() *Time { return deepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *MicroTime) DeepCopy() *MicroTime { return deepCopy(in) }
