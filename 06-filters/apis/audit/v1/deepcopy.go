package v1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Upstream, deepcopy-gen writes zz_generated.deepcopy.go field by field.
// Here each is conversion.DeepCopy, one reflective walk.

// DeepCopy returns an independent copy of in.
func (in *Event) DeepCopy() *Event { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *Event) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *EventList) DeepCopy() *EventList { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *EventList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *Policy) DeepCopy() *Policy { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *Policy) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }
