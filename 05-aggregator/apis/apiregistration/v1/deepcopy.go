package v1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Upstream, deepcopy-gen writes zz_generated.deepcopy.go field by field.
// Here each is conversion.DeepCopy, one reflective walk.

// DeepCopy returns an independent copy of in.
func (in *APIService) DeepCopy() *APIService { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *APIService) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *APIServiceList) DeepCopy() *APIServiceList { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *APIServiceList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }
