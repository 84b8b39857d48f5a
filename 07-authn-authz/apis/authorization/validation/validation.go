package validation

import (
	"encoding/json"
	"fmt"

	apimachineryvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	authorizationapi "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization"
)

// exactlyOne is the message of a spec with both or neither attributes.
const exactlyOne = `exactly one of nonResourceAttributes or resourceAttributes must be specified`

// validateAttributes checks the union and the resource attributes.
// Upstream: the common part of ValidateSubjectAccessReviewSpec and
// ValidateSelfSubjectAccessReviewSpec.
func validateAttributes(ra *authorizationapi.ResourceAttributes, nra *authorizationapi.NonResourceAttributes, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if (ra != nil) == (nra != nil) {
		allErrs = append(allErrs, field.Invalid(fldPath, nra, exactlyOne))
	}
	return append(allErrs, validateResourceAttributes(ra, field.NewPath("spec.resourceAttributes"))...)
}

// ValidateSubjectAccessReviewSpec checks the attributes and that a user
// or a group is named.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization/validation.ValidateSubjectAccessReviewSpec.
func ValidateSubjectAccessReviewSpec(spec authorizationapi.SubjectAccessReviewSpec, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if (spec.ResourceAttributes != nil) == (spec.NonResourceAttributes != nil) {
		allErrs = append(allErrs, field.Invalid(fldPath, spec.NonResourceAttributes, exactlyOne))
	}
	if len(spec.User) == 0 && len(spec.Groups) == 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("user"), spec.User, `at least one of user or group must be specified`))
	}
	return append(allErrs, validateResourceAttributes(spec.ResourceAttributes, field.NewPath("spec.resourceAttributes"))...)
}

// ValidateSelfSubjectAccessReviewSpec checks the attributes.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization/validation.ValidateSelfSubjectAccessReviewSpec.
func ValidateSelfSubjectAccessReviewSpec(spec authorizationapi.SelfSubjectAccessReviewSpec, fldPath *field.Path) field.ErrorList {
	return validateAttributes(spec.ResourceAttributes, spec.NonResourceAttributes, fldPath)
}

// ValidateSubjectAccessReview checks the spec and that metadata is empty.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization/validation.ValidateSubjectAccessReview.
func ValidateSubjectAccessReview(sar *authorizationapi.SubjectAccessReview) field.ErrorList {
	allErrs := ValidateSubjectAccessReviewSpec(sar.Spec, field.NewPath("spec"))
	if !isEmptyMeta(sar.ObjectMeta) {
		allErrs = append(allErrs, field.Invalid(field.NewPath("metadata"), sar.ObjectMeta, `must be empty`))
	}
	return allErrs
}

// ValidateSelfSubjectAccessReview checks the spec and that metadata is empty.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization/validation.ValidateSelfSubjectAccessReview.
func ValidateSelfSubjectAccessReview(sar *authorizationapi.SelfSubjectAccessReview) field.ErrorList {
	allErrs := ValidateSelfSubjectAccessReviewSpec(sar.Spec, field.NewPath("spec"))
	if !isEmptyMeta(sar.ObjectMeta) {
		allErrs = append(allErrs, field.Invalid(field.NewPath("metadata"), sar.ObjectMeta, `must be empty`))
	}
	return allErrs
}

// ValidateLocalSubjectAccessReview checks the spec, that metadata holds
// only the namespace, that the resource attributes repeat it, and that
// no non-resource attributes are asked about.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization/validation.ValidateLocalSubjectAccessReview.
func ValidateLocalSubjectAccessReview(sar *authorizationapi.LocalSubjectAccessReview) field.ErrorList {
	allErrs := ValidateSubjectAccessReviewSpec(sar.Spec, field.NewPath("spec"))
	withoutNamespace := sar.ObjectMeta
	withoutNamespace.Namespace = ""
	if !isEmptyMeta(withoutNamespace) {
		allErrs = append(allErrs, field.Invalid(field.NewPath("metadata"), sar.ObjectMeta, `must be empty except for namespace`))
	}
	if ra := sar.Spec.ResourceAttributes; ra != nil && ra.Namespace != sar.Namespace {
		allErrs = append(allErrs, field.Invalid(field.NewPath("spec.resourceAttributes.namespace"), ra.Namespace, `must match metadata.namespace`))
	}
	if sar.Spec.NonResourceAttributes != nil {
		allErrs = append(allErrs, field.Invalid(field.NewPath("spec.nonResourceAttributes"), sar.Spec.NonResourceAttributes, `disallowed on this kind of request`))
	}
	return allErrs
}

// isEmptyMeta reports whether m, managed fields aside, says nothing.
// Comparing JSON forms treats an empty map or list as absent, as
// upstream's apiequality.Semantic.DeepEqual does.
// Upstream: the objectMetaShallowCopy comparisons of the Validate functions.
func isEmptyMeta(m metav1.ObjectMeta) bool {
	m.ManagedFields = nil
	got, err1 := json.Marshal(m)
	empty, err2 := json.Marshal(metav1.ObjectMeta{})
	return err1 == nil && err2 == nil && string(got) == string(empty)
}

// validateResourceAttributes checks the selector attributes.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization/validation.validateResourceAttributes.
func validateResourceAttributes(ra *authorizationapi.ResourceAttributes, fldPath *field.Path) field.ErrorList {
	if ra == nil {
		return nil
	}
	allErrs := field.ErrorList{}
	if s := ra.FieldSelector; s != nil {
		p := fldPath.Child("fieldSelector")
		allErrs = append(allErrs, validateRawOrRequirements(s.RawSelector, len(s.Requirements), p)...)
		for i, r := range s.Requirements {
			allErrs = append(allErrs, validateFieldSelectorRequirement(r, p.Child("requirements").Index(i))...)
		}
	}
	if s := ra.LabelSelector; s != nil {
		p := fldPath.Child("labelSelector")
		allErrs = append(allErrs, validateRawOrRequirements(s.RawSelector, len(s.Requirements), p)...)
		for i, r := range s.Requirements {
			allErrs = append(allErrs, validateLabelSelectorRequirement(r, p.Child("requirements").Index(i))...)
		}
	}
	return allErrs
}

// validateRawOrRequirements: a selector is raw or parsed, not both, not neither.
// Upstream: the head of validateFieldSelectorAttributes and validateLabelSelectorAttributes.
func validateRawOrRequirements(raw string, requirements int, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if len(raw) > 0 && requirements > 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("rawSelector"), raw, "may not specified at the same time as requirements"))
	}
	if len(raw) == 0 && requirements == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("requirements"), fmt.Sprintf("when %s is specified, requirements or rawSelector is required", fldPath)))
	}
	return allErrs
}

// validateOperatorValues: In and NotIn need values, Exists and
// DoesNotExist forbid them; unknown operators are allowed (a newer
// client may know more).
// Upstream: the operator switch of ValidateLabelSelectorRequirement and
// ValidateFieldSelectorRequirement with AllowUnknownOperatorInRequirement.
func validateOperatorValues(op string, values int, fldPath *field.Path) field.ErrorList {
	switch op {
	case "In", "NotIn":
		if values == 0 {
			return field.ErrorList{field.Required(fldPath.Child("values"), "must be specified when `operator` is 'In' or 'NotIn'")}
		}
	case "Exists", "DoesNotExist":
		if values > 0 {
			return field.ErrorList{field.Forbidden(fldPath.Child("values"), "may not be specified when `operator` is 'Exists' or 'DoesNotExist'")}
		}
	}
	return nil
}

// validateLabelSelectorRequirement checks the operator, the key and the values.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateLabelSelectorRequirement.
func validateLabelSelectorRequirement(r metav1.LabelSelectorRequirement, fldPath *field.Path) field.ErrorList {
	allErrs := validateOperatorValues(string(r.Operator), len(r.Values), fldPath)
	allErrs = append(allErrs, apimachineryvalidation.ValidateLabelName(r.Key, fldPath.Child("key"))...)
	for i, value := range r.Values {
		for _, msg := range validation.IsValidLabelValue(value) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("values").Index(i), value, msg))
		}
	}
	return allErrs
}

// validateFieldSelectorRequirement checks the key and the operator.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateFieldSelectorRequirement.
func validateFieldSelectorRequirement(r metav1.FieldSelectorRequirement, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if len(r.Key) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("key"), "must be specified"))
	}
	return append(allErrs, validateOperatorValues(string(r.Operator), len(r.Values), fldPath)...)
}
