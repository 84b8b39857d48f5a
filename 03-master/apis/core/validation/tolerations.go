package validation

import (
	"reflect"
	"slices"
	"strings"

	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// The toleration enums, in upstream's order. Lt and Gt are known
// operators that the TaintTolerationComparisonOperators gate (alpha,
// off) keeps refused, with a longer list of supported values.
var (
	supportedTolerationOperators  = []core.TolerationOperator{core.TolerationOpEqual, core.TolerationOpExists}
	comparisonTolerationOperators = []core.TolerationOperator{core.TolerationOpEqual, core.TolerationOpExists, "Lt", "Gt"}
	supportedTaintEffects         = []core.TaintEffect{core.TaintEffectNoSchedule, core.TaintEffectPreferNoSchedule, core.TaintEffectNoExecute}
)

// ValidateTolerations checks each toleration: a label-name key, an
// operator of Exists when the key is empty, tolerationSeconds only with
// NoExecute, Equal (or empty) with a label value, Exists with no value,
// and a known effect when one is set.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateTolerations.
func ValidateTolerations(tolerations []core.Toleration, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i := range tolerations {
		toleration, idxPath := &tolerations[i], fldPath.Index(i)
		if toleration.Key != "" {
			allErrs = append(allErrs, genericvalidation.ValidateLabelName(toleration.Key, idxPath.Child("key"))...)
		}
		if toleration.Key == "" && toleration.Operator != core.TolerationOpExists {
			allErrs = append(allErrs, field.Invalid(idxPath.Child("operator"), toleration.Operator,
				"operator must be Exists when `key` is empty, which means \"match all values and all keys\""))
		}
		if toleration.TolerationSeconds != nil && toleration.Effect != core.TaintEffectNoExecute {
			allErrs = append(allErrs, field.Invalid(idxPath.Child("effect"), toleration.Effect,
				"effect must be 'NoExecute' when `tolerationSeconds` is set"))
		}
		allErrs = append(allErrs, validateTolerationOperator(toleration, idxPath.Child("operator"))...)
		if toleration.Effect != "" && !slices.Contains(supportedTaintEffects, toleration.Effect) {
			allErrs = append(allErrs, field.NotSupported(idxPath.Child("effect"), toleration.Effect, supportedTaintEffects))
		}
	}
	return allErrs
}

// validateTolerationOperator checks the value the operator compares
// with; upstream reports a bad value on the operator's path.
func validateTolerationOperator(toleration *core.Toleration, fldPath *field.Path) field.ErrorList {
	switch toleration.Operator {
	case core.TolerationOpEqual, "":
		if errs := validation.IsValidLabelValue(toleration.Value); len(errs) != 0 {
			return field.ErrorList{field.Invalid(fldPath, toleration.Value, strings.Join(errs, ";"))}
		}
	case core.TolerationOpExists:
		if toleration.Value != "" {
			return field.ErrorList{field.Invalid(fldPath, toleration.Value, "value must be empty when `operator` is 'Exists'")}
		}
	case "Lt", "Gt":
		return field.ErrorList{field.NotSupported(fldPath, toleration.Operator, comparisonTolerationOperators)}
	default:
		return field.ErrorList{field.NotSupported(fldPath, toleration.Operator, supportedTolerationOperators)}
	}
	return nil
}

// validateOnlyAddedTolerations lets an update add tolerations and change
// the tolerationSeconds of existing ones, nothing else; then it checks
// the new list.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateOnlyAddedTolerations.
func validateOnlyAddedTolerations(newTolerations, oldTolerations []core.Toleration, fldPath *field.Path) field.ErrorList {
	for _, old := range oldTolerations {
		if !slices.ContainsFunc(newTolerations, func(t core.Toleration) bool {
			old.TolerationSeconds = t.TolerationSeconds
			return reflect.DeepEqual(old, t)
		}) {
			return field.ErrorList{field.Forbidden(fldPath, "existing toleration can not be modified except its tolerationSeconds")}
		}
	}
	return ValidateTolerations(newTolerations, fldPath)
}
