package validation

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle"
)

// ValidateFlunder validates a Flunder: its spec. Metadata is checked by
// the generic create and update steps (rest.BeforeCreate).
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/validation.ValidateFlunder.
func ValidateFlunder(f *wardle.Flunder) field.ErrorList {
	return ValidateFlunderSpec(&f.Spec, field.NewPath("spec"))
}

// ValidateFlunderSpec validates a FlunderSpec: not both references; a
// reference only with its type; the type's reference not empty; the type
// Flunder, Fischer or nothing. The first four are one chain, so at most
// one of them is reported, as upstream.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/validation.ValidateFlunderSpec.
func ValidateFlunderSpec(s *wardle.FlunderSpec, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	flunderSet, fischerSet := len(s.FlunderReference) != 0, len(s.FischerReference) != 0
	switch {
	case flunderSet && fischerSet:
		allErrs = append(allErrs, field.Invalid(fldPath.Child("fischerReference"), s.FischerReference, "cannot be set with flunderReference at the same time"))
	case flunderSet && s.ReferenceType != wardle.FlunderReferenceType:
		allErrs = append(allErrs, field.Invalid(fldPath.Child("flunderReference"), s.FlunderReference, "cannot be set if referenceType is not Flunder"))
	case fischerSet && s.ReferenceType != wardle.FischerReferenceType:
		allErrs = append(allErrs, field.Invalid(fldPath.Child("fischerReference"), s.FischerReference, "cannot be set if referenceType is not Fischer"))
	case !fischerSet && s.ReferenceType == wardle.FischerReferenceType:
		allErrs = append(allErrs, field.Required(fldPath.Child("fischerReference"), "cannot be empty if referenceType is Fischer"))
	case !flunderSet && s.ReferenceType == wardle.FlunderReferenceType:
		allErrs = append(allErrs, field.Required(fldPath.Child("flunderReference"), "cannot be empty if referenceType is Flunder"))
	}
	if len(s.ReferenceType) != 0 && s.ReferenceType != wardle.FischerReferenceType && s.ReferenceType != wardle.FlunderReferenceType {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("referenceType"), s.ReferenceType, "must be Flunder or Fischer"))
	}
	return allErrs
}
