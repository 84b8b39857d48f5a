package validation

import (
	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
)

// ValidateRBACName is the name rule of roles and bindings, and of the
// role a binding names: a path segment.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/validation.ValidateRBACName.
func ValidateRBACName(name string, prefix bool) []string {
	return apivalidation.ValidatePathSegmentName(name, prefix)
}

// validateServiceAccountName is core's rule for service account names.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateServiceAccountName.
var validateServiceAccountName = apivalidation.NameIsDNSSubdomain

// ValidateRole checks a Role: namespaced metadata, and rules that may
// not name non-resource URLs.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/validation.ValidateRole.
func ValidateRole(role *rbac.Role) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&role.ObjectMeta, true, ValidateRBACName, field.NewPath("metadata"))
	for i, rule := range role.Rules {
		allErrs = append(allErrs, ValidatePolicyRule(rule, true, field.NewPath("rules").Index(i))...)
	}
	return nilIfEmpty(allErrs)
}

// ValidateRoleUpdate checks the new Role and what may not change.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/validation.ValidateRoleUpdate.
func ValidateRoleUpdate(role, oldRole *rbac.Role) field.ErrorList {
	allErrs := ValidateRole(role)
	return append(allErrs, apivalidation.ValidateObjectMetaUpdate(&role.ObjectMeta, &oldRole.ObjectMeta, field.NewPath("metadata"))...)
}

// ValidateClusterRole checks a ClusterRole: cluster-scoped metadata, its
// rules, and an aggregation rule with at least one valid selector.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/validation.ValidateClusterRole
// (whose ClusterRoleValidationOptions, for label values that older
// servers accepted, are left out).
func ValidateClusterRole(role *rbac.ClusterRole) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&role.ObjectMeta, false, ValidateRBACName, field.NewPath("metadata"))
	for i, rule := range role.Rules {
		allErrs = append(allErrs, ValidatePolicyRule(rule, false, field.NewPath("rules").Index(i))...)
	}
	if role.AggregationRule != nil {
		allErrs = append(allErrs, validateAggregationRule(role.AggregationRule)...)
	}
	return nilIfEmpty(allErrs)
}

// validateAggregationRule checks the selectors of an aggregation rule.
// Upstream: part of k8s.io/kubernetes/pkg/apis/rbac/validation.ValidateClusterRole.
func validateAggregationRule(rule *rbac.AggregationRule) field.ErrorList {
	var allErrs field.ErrorList
	selectorsPath := field.NewPath("aggregationRule", "clusterRoleSelectors")
	if len(rule.ClusterRoleSelectors) == 0 {
		allErrs = append(allErrs, field.Required(selectorsPath, "at least one clusterRoleSelector required if aggregationRule is non-nil"))
	}
	for i := range rule.ClusterRoleSelectors {
		selector := &rule.ClusterRoleSelectors[i]
		fieldPath := selectorsPath.Index(i)
		allErrs = append(allErrs, apivalidation.ValidateLabels(selector.MatchLabels, fieldPath.Child("matchLabels"))...)
		if _, err := metav1.LabelSelectorAsSelector(selector); err != nil {
			allErrs = append(allErrs, field.Invalid(fieldPath, selector, "invalid label selector."))
		}
	}
	return allErrs
}

// ValidateClusterRoleUpdate checks the new ClusterRole and what may not change.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/validation.ValidateClusterRoleUpdate.
func ValidateClusterRoleUpdate(role, oldRole *rbac.ClusterRole) field.ErrorList {
	allErrs := ValidateClusterRole(role)
	return append(allErrs, apivalidation.ValidateObjectMetaUpdate(&role.ObjectMeta, &oldRole.ObjectMeta, field.NewPath("metadata"))...)
}

// ValidatePolicyRule checks one rule: it has verbs; a non-resource rule
// is cluster-wide and names no resources; a resource rule names groups
// and resources.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/validation.ValidatePolicyRule.
func ValidatePolicyRule(rule rbac.PolicyRule, isNamespaced bool, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if len(rule.Verbs) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("verbs"), "verbs must contain at least one value"))
	}
	if len(rule.NonResourceURLs) > 0 {
		if isNamespaced {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("nonResourceURLs"), rule.NonResourceURLs, "namespaced rules cannot apply to non-resource URLs"))
		}
		if len(rule.APIGroups) > 0 || len(rule.Resources) > 0 || len(rule.ResourceNames) > 0 {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("nonResourceURLs"), rule.NonResourceURLs, "rules cannot apply to both regular resources and non-resource URLs"))
		}
		return allErrs
	}
	if len(rule.APIGroups) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("apiGroups"), "resource rules must supply at least one api group"))
	}
	if len(rule.Resources) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("resources"), "resource rules must supply at least one resource"))
	}
	return allErrs
}

// nilIfEmpty returns nil for an empty list, as upstream's validators do.
func nilIfEmpty(errs field.ErrorList) field.ErrorList {
	if len(errs) == 0 {
		return nil
	}
	return errs
}
