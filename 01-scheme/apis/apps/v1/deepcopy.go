package v1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Upstream, deepcopy-gen writes zz_generated.deepcopy.go with a
// DeepCopyInto, DeepCopy and DeepCopyObject per type, field by field. Here
// each is conversion.DeepCopy, one reflective walk.

// DeepCopy returns an independent copy of in.
func (in *Deployment) DeepCopy() *Deployment { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *Deployment) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *DeploymentList) DeepCopy() *DeploymentList { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *DeploymentList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *ReplicaSet) DeepCopy() *ReplicaSet { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *ReplicaSet) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *ReplicaSetList) DeepCopy() *ReplicaSetList { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *ReplicaSetList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }
