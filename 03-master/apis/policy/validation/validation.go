package validation

import (
	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	appsvalidation "github.com/kube-rebuilt/apiserver/03-master/apis/apps/validation"
	"github.com/kube-rebuilt/apiserver/03-master/apis/policy"
)

// supportedUnhealthyPodEvictionPolicies, sorted as upstream's set lists them.
var supportedUnhealthyPodEvictionPolicies = []string{string(policy.AlwaysAllow), string(policy.IfHealthyBudget)}

// ValidatePodDisruptionBudget checks a new (or updated) budget's spec;
// its metadata is checked by the generic BeforeCreate and BeforeUpdate
// (any path segment is a valid name, as upstream).
// Upstream: k8s.io/kubernetes/pkg/apis/policy/validation.ValidatePodDisruptionBudget.
func ValidatePodDisruptionBudget(pdb *policy.PodDisruptionBudget) field.ErrorList {
	return ValidatePodDisruptionBudgetSpec(pdb.Spec, field.NewPath("spec"))
}

// ValidatePodDisruptionBudgetSpec checks a budget: not both minAvailable
// and maxUnavailable, each a non-negative int or a percentage up to 100%,
// a valid selector, a supported unhealthy pod eviction policy.
// Upstream: k8s.io/kubernetes/pkg/apis/policy/validation.ValidatePodDisruptionBudgetSpec.
func ValidatePodDisruptionBudgetSpec(spec policy.PodDisruptionBudgetSpec, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if spec.MinAvailable != nil && spec.MaxUnavailable != nil {
		allErrs = append(allErrs, field.Invalid(fldPath, spec, "minAvailable and maxUnavailable cannot be both set"))
	}
	if spec.MinAvailable != nil {
		allErrs = append(allErrs, appsvalidation.ValidatePositiveIntOrPercent(*spec.MinAvailable, fldPath.Child("minAvailable"))...)
		allErrs = append(allErrs, appsvalidation.IsNotMoreThan100Percent(*spec.MinAvailable, fldPath.Child("minAvailable"))...)
	}
	if spec.MaxUnavailable != nil {
		allErrs = append(allErrs, appsvalidation.ValidatePositiveIntOrPercent(*spec.MaxUnavailable, fldPath.Child("maxUnavailable"))...)
		allErrs = append(allErrs, appsvalidation.IsNotMoreThan100Percent(*spec.MaxUnavailable, fldPath.Child("maxUnavailable"))...)
	}
	if spec.Selector != nil {
		selPath := fldPath.Child("selector")
		allErrs = append(allErrs, genericvalidation.ValidateLabels(spec.Selector.MatchLabels, selPath.Child("matchLabels"))...)
		if _, err := metav1.LabelSelectorAsSelector(spec.Selector); err != nil {
			allErrs = append(allErrs, field.Invalid(selPath, spec.Selector, "invalid label selector"))
		}
	}
	if p := spec.UnhealthyPodEvictionPolicy; p != nil && *p != policy.IfHealthyBudget && *p != policy.AlwaysAllow {
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("unhealthyPodEvictionPolicy"), *p, supportedUnhealthyPodEvictionPolicies))
	}
	return allErrs
}

// ValidatePodDisruptionBudgetStatusUpdate checks a write to
// poddisruptionbudgets/status: no negative count.
// Upstream: k8s.io/kubernetes/pkg/apis/policy/validation.ValidatePodDisruptionBudgetStatusUpdate.
func ValidatePodDisruptionBudgetStatusUpdate(status, oldStatus policy.PodDisruptionBudgetStatus, fldPath *field.Path) field.ErrorList {
	allErrs := genericvalidation.ValidateNonnegativeField(int64(status.DisruptionsAllowed), fldPath.Child("disruptionsAllowed"))
	allErrs = append(allErrs, genericvalidation.ValidateNonnegativeField(int64(status.CurrentHealthy), fldPath.Child("currentHealthy"))...)
	allErrs = append(allErrs, genericvalidation.ValidateNonnegativeField(int64(status.DesiredHealthy), fldPath.Child("desiredHealthy"))...)
	return append(allErrs, genericvalidation.ValidateNonnegativeField(int64(status.ExpectedPods), fldPath.Child("expectedPods"))...)
}
