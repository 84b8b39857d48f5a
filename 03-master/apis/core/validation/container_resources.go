package validation

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core/helper"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// validateContainerResourceRequirements checks a container's limits and
// requests: names a container may use, amounts that are non-negative
// (and whole for the resources counted in units), each request at most
// its limit, an extended resource or huge pages requested exactly as
// limited (and limited whenever requested), and huge pages only beside
// cpu or memory.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateResourceRequirements
// (with ValidateContainerResourceName). Left out: resource claims, which
// our types do not carry, and the page-size rules of huge page values.
func validateContainerResourceRequirements(requirements *core.ResourceRequirements, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	limPath, reqPath := fldPath.Child("limits"), fldPath.Child("requests")
	cpuOrMemory, hugePages := false, false
	for _, name := range sortedNames(requirements.Limits) {
		allErrs = append(allErrs, validateContainerResource(name, requirements.Limits[name], limPath.Key(string(name)))...)
		cpuOrMemory = cpuOrMemory || name == core.ResourceCPU || name == core.ResourceMemory
		hugePages = hugePages || helper.IsHugePageResourceName(name)
	}
	for _, name := range sortedNames(requirements.Requests) {
		quantity := requirements.Requests[name]
		allErrs = append(allErrs, validateContainerResource(name, quantity, reqPath.Key(string(name)))...)
		limit, limited := requirements.Limits[name]
		switch {
		case limited && quantity.Cmp(limit) != 0 && !helper.IsOvercommitAllowed(name):
			allErrs = append(allErrs, field.Invalid(reqPath, quantity.String(), fmt.Sprintf("must be equal to %s limit of %s", name, limit.String())))
		case limited && quantity.Cmp(limit) > 0:
			allErrs = append(allErrs, field.Invalid(reqPath, quantity.String(), fmt.Sprintf("must be less than or equal to %s limit of %s", name, limit.String())))
		case !limited && !helper.IsOvercommitAllowed(name):
			allErrs = append(allErrs, field.Required(limPath, "Limit must be set for non overcommitable resources"))
		}
		cpuOrMemory = cpuOrMemory || name == core.ResourceCPU || name == core.ResourceMemory
		hugePages = hugePages || helper.IsHugePageResourceName(name)
	}
	if hugePages && !cpuOrMemory {
		allErrs = append(allErrs, field.Forbidden(fldPath, "HugePages require cpu or memory"))
	}
	return allErrs
}

// validateContainerResource checks one entry of limits or requests.
func validateContainerResource(name core.ResourceName, quantity resource.Quantity, fldPath *field.Path) field.ErrorList {
	allErrs := ValidateContainerResourceName(name, fldPath)
	return append(allErrs, ValidateResourceQuantityValue(name, quantity, fldPath)...)
}
