package autoscaling

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Upstream, deepcopy-gen writes zz_generated.deepcopy.go with a
// DeepCopyInto, DeepCopy and DeepCopyObject per type, field by field. Here
// each is conversion.DeepCopy, one reflective walk.

// DeepCopy returns an independent copy of in.
func (in *Scale) DeepCopy() *Scale { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *Scale) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }
