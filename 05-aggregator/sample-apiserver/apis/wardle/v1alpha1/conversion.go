package v1alpha1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle"
)

// FlunderSpec differs between v1alpha1 (one reference) and the internal
// version (two), so its two conversions are written by hand; conversion-gen
// writes the rest (zz_generated.conversion.go), calls these for the spec,
// and registers them in RegisterConversions.

// Convert_v1alpha1_FlunderSpec_To_wardle_FlunderSpec puts reference into
// flunderReference or fischerReference, as referenceType says. A
// reference without a type was defaulted to Flunder on decoding; an
// unknown type keeps its value and drops the reference, and validation
// rejects it ("must be Flunder or Fischer").
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.Convert_v1alpha1_FlunderSpec_To_wardle_FlunderSpec
// (which drops the unknown type too, so its error message never fires).
func Convert_v1alpha1_FlunderSpec_To_wardle_FlunderSpec(in *FlunderSpec, out *wardle.FlunderSpec, s conversion.Scope) error {
	*out = wardle.FlunderSpec{}
	if in.ReferenceType == nil {
		return nil
	}
	out.ReferenceType = wardle.ReferenceType(*in.ReferenceType)
	switch *in.ReferenceType {
	case FlunderReferenceType:
		out.FlunderReference = in.Reference
	case FischerReferenceType:
		out.FischerReference = in.Reference
	}
	return nil
}

// Convert_wardle_FlunderSpec_To_v1alpha1_FlunderSpec takes the reference
// that referenceType names. Validation keeps the other one empty, so
// nothing stored is lost.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.Convert_wardle_FlunderSpec_To_v1alpha1_FlunderSpec.
func Convert_wardle_FlunderSpec_To_v1alpha1_FlunderSpec(in *wardle.FlunderSpec, out *FlunderSpec, s conversion.Scope) error {
	*out = FlunderSpec{}
	switch in.ReferenceType {
	case wardle.FlunderReferenceType:
		t := FlunderReferenceType
		out.ReferenceType, out.Reference = &t, in.FlunderReference
	case wardle.FischerReferenceType:
		t := FischerReferenceType
		out.ReferenceType, out.Reference = &t, in.FischerReference
	}
	return nil
}
