package validation

import (
	"maps"
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core/helper"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// The messages of resource names and quantities, as upstream words them.
const (
	isInvalidQuotaResource = `must be a standard resource for quota`
	isNotIntegerErrorMsg   = `must be an integer`
)

// sortedNames returns a resource list's names in order, so errors come
// out in the same order every time (upstream ranges over the map).
func sortedNames(list core.ResourceList) []core.ResourceName {
	return slices.Sorted(maps.Keys(list))
}

// validateResourceName requires a qualified name that, when unprefixed, is
// a standard resource.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateResourceName.
func validateResourceName(value core.ResourceName, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, msg := range validation.IsQualifiedName(string(value)) {
		allErrs = append(allErrs, field.Invalid(fldPath, value, msg))
	}
	if len(allErrs) != 0 {
		return allErrs
	}
	if !strings.Contains(string(value), "/") && !helper.IsStandardResourceName(value) {
		return field.ErrorList{field.Invalid(fldPath, value, "must be a standard resource type or fully qualified")}
	}
	return nil
}

// ValidateContainerResourceName requires a resource a container may ask
// for: cpu, memory, ephemeral-storage, huge pages, or an extended resource.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateContainerResourceName.
func ValidateContainerResourceName(value core.ResourceName, fldPath *field.Path) field.ErrorList {
	allErrs := validateResourceName(value, fldPath)
	if !strings.Contains(string(value), "/") {
		if !helper.IsStandardContainerResourceName(value) {
			return append(allErrs, field.Invalid(fldPath, value, "must be a standard resource for containers"))
		}
	} else if !helper.IsNativeResource(value) && !helper.IsExtendedResourceName(value) {
		return append(allErrs, field.Invalid(fldPath, value, "doesn't follow extended resource name standard"))
	}
	return allErrs
}

// ValidateResourceQuotaResourceName requires a name a quota may limit.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateResourceQuotaResourceName.
func ValidateResourceQuotaResourceName(value core.ResourceName, fldPath *field.Path) field.ErrorList {
	allErrs := validateResourceName(value, fldPath)
	if !strings.Contains(string(value), "/") && !helper.IsStandardQuotaResourceName(value) {
		return append(allErrs, field.Invalid(fldPath, value, isInvalidQuotaResource))
	}
	return allErrs
}

// ValidateNonnegativeQuantity requires value >= 0.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateNonnegativeQuantity.
func ValidateNonnegativeQuantity(value resource.Quantity, fldPath *field.Path) field.ErrorList {
	if value.Sign() < 0 {
		return field.ErrorList{field.Invalid(fldPath, value.String(), genericvalidation.IsNegativeErrorMsg)}
	}
	return nil
}

// ValidateResourceQuantityValue requires a non-negative amount, and a
// whole one for the resources counted in units (pods, secrets ...).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateResourceQuantityValue.
func ValidateResourceQuantityValue(name core.ResourceName, value resource.Quantity, fldPath *field.Path) field.ErrorList {
	allErrs := ValidateNonnegativeQuantity(value, fldPath)
	if helper.IsIntegerResourceName(name) && value.MilliValue()%1000 != 0 {
		allErrs = append(allErrs, field.Invalid(fldPath, value, isNotIntegerErrorMsg))
	}
	return allErrs
}
