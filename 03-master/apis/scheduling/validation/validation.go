package validation

import (
	"fmt"
	"strings"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/scheduling"
	schedulingv1 "github.com/kube-rebuilt/apiserver/03-master/apis/scheduling/v1"
)

// ValidatePriorityClass checks a new PriorityClass.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling/validation.ValidatePriorityClass.
func ValidatePriorityClass(pc *scheduling.PriorityClass) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&pc.ObjectMeta, false, apivalidation.NameIsDNSSubdomain, field.NewPath("metadata"))
	if strings.HasPrefix(pc.Name, scheduling.SystemPriorityClassPrefix) {
		if is, err := schedulingv1.IsKnownSystemPriorityClass(pc.Name, pc.Value, pc.GlobalDefault); !is {
			allErrs = append(allErrs, field.Forbidden(field.NewPath("metadata", "name"), "priority class names with '"+scheduling.SystemPriorityClassPrefix+"' prefix are reserved for system use only. error: "+err.Error()))
		}
	} else if pc.Value > scheduling.HighestUserDefinablePriority {
		allErrs = append(allErrs, field.Forbidden(field.NewPath("value"), fmt.Sprintf("maximum allowed value of a user defined priority is %v", scheduling.HighestUserDefinablePriority)))
	}
	if pc.PreemptionPolicy != nil {
		allErrs = append(allErrs, ValidatePreemptionPolicy(pc.PreemptionPolicy, field.NewPath("preemptionPolicy"))...)
	}
	return allErrs
}

// ValidatePriorityClassUpdate checks an update: value and
// preemptionPolicy never change.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling/validation.ValidatePriorityClassUpdate.
func ValidatePriorityClassUpdate(pc, oldPc *scheduling.PriorityClass) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&pc.ObjectMeta, &oldPc.ObjectMeta, field.NewPath("metadata"))
	if pc.Value != oldPc.Value {
		allErrs = append(allErrs, field.Forbidden(field.NewPath("value"), "may not be changed in an update."))
	}
	return append(allErrs, apivalidation.ValidateImmutableField(pc.PreemptionPolicy, oldPc.PreemptionPolicy, field.NewPath("preemptionPolicy"))...)
}

// ValidatePreemptionPolicy requires Never or PreemptLowerPriority.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePreemptionPolicy.
func ValidatePreemptionPolicy(preemptionPolicy *scheduling.PreemptionPolicy, fldPath *field.Path) field.ErrorList {
	switch *preemptionPolicy {
	case scheduling.PreemptLowerPriority, scheduling.PreemptNever:
		return nil
	case "":
		return field.ErrorList{field.Required(fldPath, "")}
	}
	validValues := []scheduling.PreemptionPolicy{scheduling.PreemptLowerPriority, scheduling.PreemptNever}
	return field.ErrorList{field.NotSupported(fldPath, *preemptionPolicy, validValues)}
}
