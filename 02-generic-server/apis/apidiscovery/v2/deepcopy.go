package v2

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Upstream, deepcopy-gen writes zz_generated.deepcopy.go. Here each
// method is conversion.DeepCopy, one reflective walk, as in 01-scheme.

// DeepCopy returns an independent copy of in.
func (in *APIGroupDiscoveryList) DeepCopy() *APIGroupDiscoveryList { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *APIGroupDiscoveryList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *APIGroupDiscovery) DeepCopy() *APIGroupDiscovery { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *APIGroupDiscovery) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *APIVersionDiscovery) DeepCopy() *APIVersionDiscovery { return conversion.DeepCopy(in) }
