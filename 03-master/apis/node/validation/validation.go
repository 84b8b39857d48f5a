package validation

import (
	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	corevalidation "github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/apis/node"
)

// ValidateRuntimeClass checks a new RuntimeClass.
// Upstream: k8s.io/kubernetes/pkg/apis/node/validation.ValidateRuntimeClass.
func ValidateRuntimeClass(rc *node.RuntimeClass) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&rc.ObjectMeta, false, apivalidation.NameIsDNSSubdomain, field.NewPath("metadata"))
	if rc.Handler == "" {
		allErrs = append(allErrs, field.Required(field.NewPath("handler"), ""))
	} else {
		for _, msg := range apivalidation.NameIsDNSLabel(rc.Handler, false) {
			allErrs = append(allErrs, field.Invalid(field.NewPath("handler"), rc.Handler, msg))
		}
	}
	if rc.Overhead != nil {
		allErrs = append(allErrs, validateOverhead(rc.Overhead, field.NewPath("overhead"))...)
	}
	if rc.Scheduling != nil {
		allErrs = append(allErrs, validateScheduling(rc.Scheduling, field.NewPath("scheduling"))...)
	}
	return allErrs
}

// ValidateRuntimeClassUpdate checks an update: the handler never changes.
// Upstream: k8s.io/kubernetes/pkg/apis/node/validation.ValidateRuntimeClassUpdate.
func ValidateRuntimeClassUpdate(new, old *node.RuntimeClass) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&new.ObjectMeta, &old.ObjectMeta, field.NewPath("metadata"))
	return append(allErrs, apivalidation.ValidateImmutableField(new.Handler, old.Handler, field.NewPath("handler"))...)
}

// validateOverhead checks the fixed overhead as container limits.
// Upstream: k8s.io/kubernetes/pkg/apis/node/validation.validateOverhead.
func validateOverhead(overhead *node.Overhead, fldPath *field.Path) field.ErrorList {
	return corevalidation.ValidateContainerResourceRequirements(&core.ResourceRequirements{Limits: overhead.PodFixed}, fldPath)
}

// validateScheduling checks the node selector and the tolerations.
// Upstream: k8s.io/kubernetes/pkg/apis/node/validation.validateScheduling.
func validateScheduling(s *node.Scheduling, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if s.NodeSelector != nil {
		allErrs = append(allErrs, apivalidation.ValidateLabels(s.NodeSelector, fldPath.Child("nodeSelector"))...)
	}
	return append(allErrs, validateTolerations(s.Tolerations, fldPath.Child("tolerations"))...)
}

// validateTolerations checks each toleration as a pod's, and refuses two
// with the same key, operator, value and effect.
// Upstream: k8s.io/kubernetes/pkg/apis/node/validation.validateTolerations.
func validateTolerations(tolerations []core.Toleration, fldPath *field.Path) field.ErrorList {
	allErrs := corevalidation.ValidateTolerations(tolerations, fldPath)
	seen := map[core.Toleration]bool{}
	for i, t := range tolerations {
		key := core.Toleration{Key: t.Key, Operator: t.Operator, Value: t.Value, Effect: t.Effect}
		if seen[key] {
			allErrs = append(allErrs, field.Duplicate(fldPath.Index(i), t))
		} else {
			seen[key] = true
		}
	}
	return allErrs
}
