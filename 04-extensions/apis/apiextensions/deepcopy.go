package apiextensions

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Upstream, deepcopy-gen writes zz_generated.deepcopy.go with a
// DeepCopyInto, DeepCopy and DeepCopyObject per type, field by field. Here
// each is conversion.DeepCopy, one reflective walk.

// DeepCopy returns an independent copy of in.
func (in *CustomResourceDefinition) DeepCopy() *CustomResourceDefinition {
	return conversion.DeepCopy(in)
}

// DeepCopyObject implements runtime.Object.
func (in *CustomResourceDefinition) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *CustomResourceDefinitionList) DeepCopy() *CustomResourceDefinitionList {
	return conversion.DeepCopy(in)
}

// DeepCopyObject implements runtime.Object.
func (in *CustomResourceDefinitionList) DeepCopyObject() runtime.Object {
	return conversion.DeepCopy(in)
}

// DeepCopy returns an independent copy of in.
func (in *JSONSchemaProps) DeepCopy() *JSONSchemaProps { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *CustomResourceValidation) DeepCopy() *CustomResourceValidation {
	return conversion.DeepCopy(in)
}

// DeepCopy returns an independent copy of in.
func (in *CustomResourceSubresources) DeepCopy() *CustomResourceSubresources {
	return conversion.DeepCopy(in)
}
