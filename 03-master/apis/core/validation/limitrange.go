package validation

import (
	"fmt"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core/helper"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// ValidateLimitRangeName: a limit range's name is a DNS subdomain.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateLimitRangeName.
var ValidateLimitRangeName = genericvalidation.NameIsDNSSubdomain

// ValidateLimitRange checks a limit range: metadata, then each item: a
// standard (or qualified) type, at most one item per type, resource names
// fit for the type, no default or defaultRequest on a Pod item, a storage
// bound on a PersistentVolumeClaim item, and per resource
// min <= defaultRequest <= default <= max and 1 <= maxLimitRequestRatio <= max/min.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateLimitRange.
func ValidateLimitRange(limitRange *core.LimitRange) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMeta(&limitRange.ObjectMeta, true, ValidateLimitRangeName, metadataPath)
	seen := map[core.LimitType]bool{}
	fldPath := field.NewPath("spec", "limits")
	for i := range limitRange.Spec.Limits {
		limit, idxPath := &limitRange.Spec.Limits[i], fldPath.Index(i)
		allErrs = append(allErrs, validateLimitRangeTypeName(limit.Type, idxPath.Child("type"))...)
		if seen[limit.Type] {
			allErrs = append(allErrs, field.Duplicate(idxPath.Child("type"), limit.Type))
		}
		seen[limit.Type] = true
		allErrs = append(allErrs, validateLimitRangeItem(limit, idxPath)...)
	}
	return allErrs
}

// validateLimitRangeTypeName requires a qualified type that, unprefixed,
// is Pod, Container or PersistentVolumeClaim.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateLimitRangeTypeName.
func validateLimitRangeTypeName(value core.LimitType, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, msg := range validation.IsQualifiedName(string(value)) {
		allErrs = append(allErrs, field.Invalid(fldPath, value, msg))
	}
	if len(allErrs) == 0 && !strings.Contains(string(value), "/") && !helper.IsStandardLimitRangeType(value) {
		allErrs = append(allErrs, field.Invalid(fldPath, value, "must be a standard limit type or fully qualified"))
	}
	return allErrs
}

// validateLimitRangeResourceName: Pod and Container items bound container
// resources; other types (claims) may bound storage too.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateLimitRangeResourceName.
func validateLimitRangeResourceName(limitType core.LimitType, value core.ResourceName, fldPath *field.Path) field.ErrorList {
	if limitType == core.LimitTypePod || limitType == core.LimitTypeContainer {
		return ValidateContainerResourceName(value, fldPath)
	}
	return validateResourceName(value, fldPath)
}

// validateLimitRangeItem checks one item's resource names and the order
// of its bounds.
func validateLimitRangeItem(limit *core.LimitRangeItem, idxPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	names := map[core.ResourceName]bool{}
	checkNames := func(list core.ResourceList, child string) {
		for _, name := range sortedNames(list) {
			allErrs = append(allErrs, validateLimitRangeResourceName(limit.Type, name, idxPath.Child(child).Key(string(name)))...)
			names[name] = true
		}
	}
	checkNames(limit.Max, "max")
	checkNames(limit.Min, "min")
	if limit.Type == core.LimitTypePod {
		// A pod's limit is its containers' sum: there is nothing to default.
		if len(limit.Default) > 0 {
			allErrs = append(allErrs, field.Forbidden(idxPath.Child("default"), "may not be specified when `type` is 'Pod'"))
		}
		if len(limit.DefaultRequest) > 0 {
			allErrs = append(allErrs, field.Forbidden(idxPath.Child("defaultRequest"), "may not be specified when `type` is 'Pod'"))
		}
	} else {
		checkNames(limit.Default, "default")
		checkNames(limit.DefaultRequest, "defaultRequest")
	}
	if limit.Type == core.LimitTypePersistentVolumeClaim {
		_, hasMin := limit.Min[core.ResourceStorage]
		_, hasMax := limit.Max[core.ResourceStorage]
		if !hasMin && !hasMax {
			allErrs = append(allErrs, field.Required(idxPath.Child("limits"), "either minimum or maximum storage value is required, but neither was provided"))
		}
	}
	checkNames(limit.MaxLimitRequestRatio, "maxLimitRequestRatio")
	for _, name := range sortedNames(namesAsList(names)) {
		allErrs = append(allErrs, validateLimitOrder(limit, name, idxPath)...)
	}
	return allErrs
}

// namesAsList turns a set of names into a ResourceList, to sort it.
func namesAsList(names map[core.ResourceName]bool) core.ResourceList {
	list := core.ResourceList{}
	for name := range names {
		list[name] = resource.Quantity{}
	}
	return list
}

// validateLimitOrder checks one resource's bounds: min <= defaultRequest
// <= default <= max, and 1 <= maxLimitRequestRatio <= max/min (a ratio
// above max/min could never be reached).
// Upstream: the per-key loop of k8s.io/kubernetes/pkg/apis/core/validation.ValidateLimitRange.
func validateLimitOrder(limit *core.LimitRangeItem, name core.ResourceName, idxPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	key := string(name)
	minQ, hasMin := limit.Min[name]
	maxQ, hasMax := limit.Max[name]
	def, hasDef := limit.Default[name]
	defReq, hasDefReq := limit.DefaultRequest[name]
	ratio, hasRatio := limit.MaxLimitRequestRatio[name]
	greater := func(path *field.Path, shown resource.Quantity, a resource.Quantity, aName string, b resource.Quantity, bName string) {
		if a.Cmp(b) > 0 {
			allErrs = append(allErrs, field.Invalid(path, shown, fmt.Sprintf("%s value %s is greater than %s value %s", aName, a.String(), bName, b.String())))
		}
	}
	if hasMin && hasMax {
		greater(idxPath.Child("min").Key(key), minQ, minQ, "min", maxQ, "max")
	}
	if hasDefReq && hasMin {
		greater(idxPath.Child("defaultRequest").Key(key), defReq, minQ, "min", defReq, "default request")
	}
	if hasDefReq && hasMax {
		greater(idxPath.Child("defaultRequest").Key(key), defReq, defReq, "default request", maxQ, "max")
	}
	if hasDefReq && hasDef {
		greater(idxPath.Child("defaultRequest").Key(key), defReq, defReq, "default request", def, "default limit")
	}
	if hasDef && hasMin {
		greater(idxPath.Child("default").Key(key), minQ, minQ, "min", def, "default")
	}
	if hasDef && hasMax {
		greater(idxPath.Child("default").Key(key), maxQ, def, "default", maxQ, "max")
	}
	ratioPath := idxPath.Child("maxLimitRequestRatio").Key(key)
	if hasRatio && ratio.CmpInt64(1) < 0 {
		allErrs = append(allErrs, field.Invalid(ratioPath, ratio, fmt.Sprintf("ratio %s is less than 1", ratio.String())))
	}
	if hasRatio && hasMin && hasMax {
		// Upstream compares in floats, in milli units while they fit.
		ratioValue := float64(ratio.MilliValue()) / 1000
		maxRatio := float64(maxQ.MilliValue()) / float64(minQ.MilliValue())
		if ratioValue > maxRatio {
			allErrs = append(allErrs, field.Invalid(ratioPath, ratio, fmt.Sprintf("ratio %s is greater than max/min = %f", ratio.String(), maxRatio)))
		}
	}
	return allErrs
}
