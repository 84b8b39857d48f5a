package validation

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
)

// ValidateFlowSchemaStatus: every condition has a type, no type twice.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateFlowSchemaStatus.
func ValidateFlowSchemaStatus(status *flowcontrol.FlowSchemaStatus, fldPath *field.Path) field.ErrorList {
	types := make([]string, len(status.Conditions))
	for i, c := range status.Conditions {
		types[i] = string(c.Type)
	}
	return validateConditionTypes(types, fldPath.Child("conditions"))
}

// ValidateFlowSchemaStatusUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateFlowSchemaStatusUpdate.
func ValidateFlowSchemaStatusUpdate(old, fs *flowcontrol.FlowSchema) field.ErrorList {
	return ValidateFlowSchemaStatus(&fs.Status, field.NewPath("status"))
}

// ValidatePriorityLevelConfigurationStatus: as for FlowSchemas.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidatePriorityLevelConfigurationStatus.
func ValidatePriorityLevelConfigurationStatus(status *flowcontrol.PriorityLevelConfigurationStatus, fldPath *field.Path) field.ErrorList {
	types := make([]string, len(status.Conditions))
	for i, c := range status.Conditions {
		types[i] = string(c.Type)
	}
	return validateConditionTypes(types, fldPath.Child("conditions"))
}

// ValidatePriorityLevelConfigurationStatusUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidatePriorityLevelConfigurationStatusUpdate.
func ValidatePriorityLevelConfigurationStatusUpdate(old, pl *flowcontrol.PriorityLevelConfiguration) field.ErrorList {
	return ValidatePriorityLevelConfigurationStatus(&pl.Status, field.NewPath("status"))
}

// validateConditionTypes: a duplicate type, then an empty one, per
// condition, in upstream's order.
// Upstream: the loops of ValidateFlowSchemaStatus and ValidateFlowSchemaCondition.
func validateConditionTypes(types []string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	seen := map[string]bool{}
	for i, t := range types {
		if seen[t] {
			allErrs = append(allErrs, field.Duplicate(fldPath.Index(i).Child("type"), t))
		}
		seen[t] = true
		if len(t) == 0 {
			allErrs = append(allErrs, field.Required(fldPath.Index(i).Child("type"), ""))
		}
	}
	return allErrs
}
