package validation

import (
	"slices"

	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core/helper"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// ValidateResourceQuotaName: a quota's name is a DNS subdomain.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateResourceQuotaName.
var ValidateResourceQuotaName = genericvalidation.NameIsDNSSubdomain

// conflictingScopes are the pairs of scopes no pod can match together.
var conflictingScopes = [][2]core.ResourceQuotaScope{
	{core.ResourceQuotaScopeBestEffort, core.ResourceQuotaScopeNotBestEffort},
	{core.ResourceQuotaScopeTerminating, core.ResourceQuotaScopeNotTerminating},
}

// ValidateResourceQuota checks a new quota: metadata, spec and status.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateResourceQuota.
func ValidateResourceQuota(resourceQuota *core.ResourceQuota) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMeta(&resourceQuota.ObjectMeta, true, ValidateResourceQuotaName, metadataPath)
	allErrs = append(allErrs, ValidateResourceQuotaSpec(&resourceQuota.Spec, field.NewPath("spec"))...)
	return append(allErrs, ValidateResourceQuotaStatus(&resourceQuota.Status, field.NewPath("status"))...)
}

// validateQuotaResourceList checks each name a quota limits and its amount.
func validateQuotaResourceList(list core.ResourceList, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, name := range sortedNames(list) {
		resPath := fldPath.Key(string(name))
		allErrs = append(allErrs, ValidateResourceQuotaResourceName(name, resPath)...)
		allErrs = append(allErrs, ValidateResourceQuantityValue(name, list[name], resPath)...)
	}
	return allErrs
}

// ValidateResourceQuotaSpec checks the hard limits (quota resource names,
// non-negative amounts, whole counts), the scopes and the scope selector.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateResourceQuotaSpec.
func ValidateResourceQuotaSpec(spec *core.ResourceQuotaSpec, fldPath *field.Path) field.ErrorList {
	allErrs := validateQuotaResourceList(spec.Hard, fldPath.Child("hard"))
	allErrs = append(allErrs, validateResourceQuotaScopes(spec, fldPath)...)
	if spec.ScopeSelector != nil {
		allErrs = append(allErrs, validateScopeSelector(spec, fldPath.Child("scopeSelector"))...)
	}
	return allErrs
}

// ValidateResourceQuotaStatus checks status.hard and status.used as the
// spec's hard limits are checked.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateResourceQuotaStatus.
func ValidateResourceQuotaStatus(status *core.ResourceQuotaStatus, fldPath *field.Path) field.ErrorList {
	allErrs := validateQuotaResourceList(status.Hard, fldPath.Child("hard"))
	return append(allErrs, validateQuotaResourceList(status.Used, fldPath.Child("used"))...)
}

// validateScopeForHard reports, once per offending resource, a scope that
// cannot apply to a resource the quota limits (BestEffort pods have no
// cpu to count).
func validateScopeForHard(scope core.ResourceQuotaScope, hard core.ResourceList, fldPath *field.Path, value any) field.ErrorList {
	var allErrs field.ErrorList
	for _, name := range sortedNames(hard) {
		if helper.IsStandardQuotaResourceName(name) && !helper.IsResourceQuotaScopeValidForResource(scope, name) {
			allErrs = append(allErrs, field.Invalid(fldPath, value, "unsupported scope applied to resource"))
		}
	}
	return allErrs
}

// validateConflictingScopes forbids both scopes of a conflicting pair.
func validateConflictingScopes(seen []core.ResourceQuotaScope, fldPath *field.Path, value any) field.ErrorList {
	var allErrs field.ErrorList
	for _, pair := range conflictingScopes {
		if slices.Contains(seen, pair[0]) && slices.Contains(seen, pair[1]) {
			allErrs = append(allErrs, field.Invalid(fldPath, value, "conflicting scopes"))
		}
	}
	return allErrs
}

// validateResourceQuotaScopes requires standard scopes, each fit for
// every resource limited, and no conflicting pair.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateResourceQuotaScopes.
func validateResourceQuotaScopes(spec *core.ResourceQuotaSpec, fldPath *field.Path) field.ErrorList {
	if len(spec.Scopes) == 0 {
		return nil
	}
	var allErrs field.ErrorList
	scopesPath := fldPath.Child("scopes")
	for _, scope := range spec.Scopes {
		if !helper.IsStandardResourceQuotaScope(scope) {
			allErrs = append(allErrs, field.Invalid(scopesPath, spec.Scopes, "unsupported scope"))
		}
		allErrs = append(allErrs, validateScopeForHard(scope, spec.Hard, scopesPath, spec.Scopes)...)
	}
	return append(allErrs, validateConflictingScopes(spec.Scopes, scopesPath, spec.Scopes)...)
}

// validateScopeSelector checks each match expression: a standard scope
// fit for the resources limited, Exists for the yes/no scopes, values for
// In and NotIn and none for Exists and DoesNotExist, and no conflicting
// pair.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateScopedResourceSelectorRequirement.
func validateScopeSelector(spec *core.ResourceQuotaSpec, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	exprPath := fldPath.Child("matchExpressions")
	var seen []core.ResourceQuotaScope
	for _, req := range spec.ScopeSelector.MatchExpressions {
		if !helper.IsStandardResourceQuotaScope(req.ScopeName) {
			allErrs = append(allErrs, field.Invalid(exprPath.Child("scopeName"), req.ScopeName, "unsupported scope"))
		}
		allErrs = append(allErrs, validateScopeForHard(req.ScopeName, spec.Hard, exprPath, spec.ScopeSelector)...)
		switch req.ScopeName {
		case core.ResourceQuotaScopeBestEffort, core.ResourceQuotaScopeNotBestEffort, core.ResourceQuotaScopeTerminating,
			core.ResourceQuotaScopeNotTerminating, core.ResourceQuotaScopeCrossNamespacePodAffinity:
			if req.Operator != core.ScopeSelectorOpExists {
				allErrs = append(allErrs, field.Invalid(exprPath.Child("operator"), req.Operator,
					"must be 'Exists' when scope is any of ResourceQuotaScopeTerminating, ResourceQuotaScopeNotTerminating, ResourceQuotaScopeBestEffort, ResourceQuotaScopeNotBestEffort or ResourceQuotaScopeCrossNamespacePodAffinity"))
			}
		}
		switch req.Operator {
		case core.ScopeSelectorOpIn, core.ScopeSelectorOpNotIn:
			if len(req.Values) == 0 {
				allErrs = append(allErrs, field.Required(exprPath.Child("values"), "must be at least one value when `operator` is 'In' or 'NotIn' for scope selector"))
			}
		case core.ScopeSelectorOpExists, core.ScopeSelectorOpDoesNotExist:
			if len(req.Values) != 0 {
				allErrs = append(allErrs, field.Invalid(exprPath.Child("values"), req.Values, "must be no value when `operator` is 'Exist' or 'DoesNotExist' for scope selector"))
			}
		default:
			allErrs = append(allErrs, field.Invalid(exprPath.Child("operator"), req.Operator, "not a valid selector operator"))
		}
		seen = append(seen, req.ScopeName)
	}
	// Upstream reports the spec's scopes as the value here, not the selector.
	return append(allErrs, validateConflictingScopes(seen, exprPath, spec.Scopes)...)
}

// ValidateResourceQuotaUpdate checks an update of the main resource:
// metadata, the new spec, and that the scopes did not change (the set,
// in any order): usage was counted for the old scopes.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateResourceQuotaUpdate.
func ValidateResourceQuotaUpdate(newQuota, oldQuota *core.ResourceQuota) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&newQuota.ObjectMeta, &oldQuota.ObjectMeta)
	allErrs = append(allErrs, ValidateResourceQuotaSpec(&newQuota.Spec, field.NewPath("spec"))...)
	if !sameScopes(newQuota.Spec.Scopes, oldQuota.Spec.Scopes) {
		allErrs = append(allErrs, field.Invalid(field.NewPath("spec", "scopes"), newQuota.Spec.Scopes, genericvalidation.FieldImmutableErrorMsg))
	}
	return allErrs
}

// sameScopes compares two scope lists as sets.
func sameScopes(a, b []core.ResourceQuotaScope) bool {
	set := func(list []core.ResourceQuotaScope) map[core.ResourceQuotaScope]bool {
		m := map[core.ResourceQuotaScope]bool{}
		for _, s := range list {
			m[s] = true
		}
		return m
	}
	sa, sb := set(a), set(b)
	if len(sa) != len(sb) {
		return false
	}
	for s := range sa {
		if !sb[s] {
			return false
		}
	}
	return true
}

// ValidateResourceQuotaStatusUpdate checks an update of the status
// subresource: metadata, a resourceVersion (the quota controller must not
// overwrite usage blindly), and the new status.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateResourceQuotaStatusUpdate.
func ValidateResourceQuotaStatusUpdate(newQuota, oldQuota *core.ResourceQuota) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&newQuota.ObjectMeta, &oldQuota.ObjectMeta)
	if len(newQuota.ResourceVersion) == 0 {
		allErrs = append(allErrs, field.Required(field.NewPath("resourceVersion"), ""))
	}
	return append(allErrs, ValidateResourceQuotaStatus(&newQuota.Status, field.NewPath("status"))...)
}
