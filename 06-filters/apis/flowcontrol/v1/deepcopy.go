package v1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Upstream, deepcopy-gen writes zz_generated.deepcopy.go field by field.
// Here each is conversion.DeepCopy, one reflective walk.

// DeepCopy returns an independent copy of in.
func (in *FlowSchema) DeepCopy() *FlowSchema { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *FlowSchema) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *FlowSchemaList) DeepCopy() *FlowSchemaList { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *FlowSchemaList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *PriorityLevelConfiguration) DeepCopy() *PriorityLevelConfiguration {
	return conversion.DeepCopy(in)
}

// DeepCopyObject implements runtime.Object.
func (in *PriorityLevelConfiguration) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *PriorityLevelConfigurationList) DeepCopy() *PriorityLevelConfigurationList {
	return conversion.DeepCopy(in)
}

// DeepCopyObject implements runtime.Object.
func (in *PriorityLevelConfigurationList) DeepCopyObject() runtime.Object {
	return conversion.DeepCopy(in)
}

// DeepCopy returns an independent copy of in.
func (in *PriorityLevelConfigurationSpec) DeepCopy() *PriorityLevelConfigurationSpec {
	return conversion.DeepCopy(in)
}
