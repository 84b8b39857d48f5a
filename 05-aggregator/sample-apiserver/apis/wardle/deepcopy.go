package wardle

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Upstream, deepcopy-gen writes zz_generated.deepcopy.go, field by field.
// Here each DeepCopyObject is conversion.DeepCopy, one reflective walk.

// DeepCopyObject implements runtime.Object.
func (in *Flunder) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *FlunderList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *Fischer) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *FischerList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }
