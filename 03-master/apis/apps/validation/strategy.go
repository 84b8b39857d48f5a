package validation

import (
	"strconv"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// ValidateDeploymentStrategy checks how a deployment replaces its pods:
// Recreate takes no rollingUpdate; RollingUpdate needs one (every version
// defaults it) that can make progress. An unknown type is NotSupported
// at the path "Type", with a capital T: upstream's path, kept so the
// message matches a real cluster's.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDeploymentStrategy.
func ValidateDeploymentStrategy(strategy *apps.DeploymentStrategy, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	switch strategy.Type {
	case apps.RecreateDeploymentStrategyType:
		if strategy.RollingUpdate != nil {
			allErrs = append(allErrs, field.Forbidden(fldPath.Child("rollingUpdate"), "may not be specified when strategy `type` is '"+string(apps.RecreateDeploymentStrategyType+"'")))
		}
	case apps.RollingUpdateDeploymentStrategyType:
		// This should never happen since it's set and checked in defaults.go
		if strategy.RollingUpdate == nil {
			allErrs = append(allErrs, field.Required(fldPath.Child("rollingUpdate"), "this should be defaulted and never be nil"))
		} else {
			allErrs = append(allErrs, ValidateRollingUpdateDeployment(strategy.RollingUpdate, fldPath.Child("rollingUpdate"))...)
		}
	default:
		validValues := []apps.DeploymentStrategyType{apps.RecreateDeploymentStrategyType, apps.RollingUpdateDeploymentStrategyType}
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("Type"), strategy.Type, validValues))
	}
	return allErrs
}

// ValidateRollingUpdateDeployment checks the bounds of a rolling update:
// each an integer or a percentage, not negative; maxUnavailable at most
// 100% (maxSurge may be more: it adds pods); and not both zero, or the
// rollout could neither add a new pod nor remove an old one.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateRollingUpdateDeployment.
func ValidateRollingUpdateDeployment(rollingUpdate *apps.RollingUpdateDeployment, fldPath *field.Path) field.ErrorList {
	allErrs := ValidatePositiveIntOrPercent(rollingUpdate.MaxUnavailable, fldPath.Child("maxUnavailable"))
	allErrs = append(allErrs, ValidatePositiveIntOrPercent(rollingUpdate.MaxSurge, fldPath.Child("maxSurge"))...)
	if getIntOrPercentValue(rollingUpdate.MaxUnavailable) == 0 && getIntOrPercentValue(rollingUpdate.MaxSurge) == 0 {
		// Both MaxSurge and MaxUnavailable cannot be zero.
		allErrs = append(allErrs, field.Invalid(fldPath.Child("maxUnavailable"), rollingUpdate.MaxUnavailable, "may not be 0 when `maxSurge` is 0"))
	}
	// Validate that MaxUnavailable is not more than 100%.
	return append(allErrs, IsNotMoreThan100Percent(rollingUpdate.MaxUnavailable, fldPath.Child("maxUnavailable"))...)
}

// ValidatePositiveIntOrPercent checks an int-or-percent: a number not
// negative, or a string such as "25%".
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidatePositiveIntOrPercent.
func ValidatePositiveIntOrPercent(intOrPercent intstr.IntOrString, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	switch intOrPercent.Type {
	case intstr.String:
		for _, msg := range isValidPercent(intOrPercent.StrVal) {
			allErrs = append(allErrs, field.Invalid(fldPath, intOrPercent, msg))
		}
	case intstr.Int:
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(intOrPercent.IntVal), fldPath)...)
	default:
		allErrs = append(allErrs, field.Invalid(fldPath, intOrPercent, "must be an integer or percentage (e.g '5%')"))
	}
	return allErrs
}

// IsNotMoreThan100Percent rejects a percentage above 100%; numbers pass.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.IsNotMoreThan100Percent.
func IsNotMoreThan100Percent(intOrStringValue intstr.IntOrString, fldPath *field.Path) field.ErrorList {
	value, isPercent := getPercentValue(intOrStringValue)
	if !isPercent || value <= 100 {
		return nil
	}
	return field.ErrorList{field.Invalid(fldPath, intOrStringValue, "must not be greater than 100%")}
}

// percentErrMsg is the message of a string that is not a percentage.
// Upstream: k8s.io/apimachinery/pkg/util/validation.percentErrMsg.
const percentErrMsg = "a valid percent string must be a numeric string followed by an ending '%' (e.g. '1%',  or '93%', regex used for validation is '[0-9]+%')"

// isValidPercent checks a string such as "25%": digits, then '%'.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsValidPercent (a
// regular expression, ^[0-9]+%$); it lives here until another package
// needs it.
func isValidPercent(percent string) []string {
	if len(percent) < 2 || percent[len(percent)-1] != '%' {
		return []string{percentErrMsg}
	}
	for _, c := range percent[:len(percent)-1] {
		if c < '0' || c > '9' {
			return []string{percentErrMsg}
		}
	}
	return nil
}

// getPercentValue returns the number of a valid percentage, and whether
// it was one.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.getPercentValue.
func getPercentValue(intOrStringValue intstr.IntOrString) (int, bool) {
	if intOrStringValue.Type != intstr.String || len(isValidPercent(intOrStringValue.StrVal)) != 0 {
		return 0, false
	}
	value, _ := strconv.Atoi(intOrStringValue.StrVal[:len(intOrStringValue.StrVal)-1])
	return value, true
}

// getIntOrPercentValue returns the number of an int-or-percent ("25%" is
// 25, 3 is 3): enough to tell zero from non-zero.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.getIntOrPercentValue.
func getIntOrPercentValue(intOrStringValue intstr.IntOrString) int {
	if value, isPercent := getPercentValue(intOrStringValue); isPercent {
		return value
	}
	return int(intOrStringValue.IntVal)
}
