package validation

import (
	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// ValidateReplicationController checks a new replication controller:
// metadata (namespaced, a DNS subdomain name) and spec.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateReplicationController.
func ValidateReplicationController(controller *core.ReplicationController) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMeta(&controller.ObjectMeta, true, genericvalidation.NameIsDNSSubdomain, field.NewPath("metadata"))
	return append(allErrs, ValidateReplicationControllerSpec(&controller.Spec, field.NewPath("spec"))...)
}

// ValidateReplicationControllerUpdate checks an update: the metadata
// rules of an update and the new spec.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateReplicationControllerUpdate.
func ValidateReplicationControllerUpdate(controller, oldController *core.ReplicationController) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMetaUpdate(&controller.ObjectMeta, &oldController.ObjectMeta, field.NewPath("metadata"))
	return append(allErrs, ValidateReplicationControllerSpec(&controller.Spec, field.NewPath("spec"))...)
}

// ValidateReplicationControllerStatusUpdate checks a write to
// replicationcontrollers/status.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateReplicationControllerStatusUpdate.
func ValidateReplicationControllerStatusUpdate(controller, oldController *core.ReplicationController) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMetaUpdate(&controller.ObjectMeta, &oldController.ObjectMeta, field.NewPath("metadata"))
	return append(allErrs, ValidateReplicationControllerStatus(controller.Status, field.NewPath("status"))...)
}

// ValidateReplicationControllerSpec checks the spec: minReadySeconds and
// replicas not negative (replicas required), a non-empty selector, and
// the template it must select.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateReplicationControllerSpec.
func ValidateReplicationControllerSpec(spec *core.ReplicationControllerSpec, fldPath *field.Path) field.ErrorList {
	allErrs := genericvalidation.ValidateNonnegativeField(int64(spec.MinReadySeconds), fldPath.Child("minReadySeconds"))
	if labels.Set(spec.Selector).AsSelector().Empty() {
		allErrs = append(allErrs, field.Required(fldPath.Child("selector"), ""))
	}
	if spec.Replicas == nil {
		allErrs = append(allErrs, field.Required(fldPath.Child("replicas"), ""))
	} else {
		allErrs = append(allErrs, genericvalidation.ValidateNonnegativeField(int64(*spec.Replicas), fldPath.Child("replicas"))...)
	}
	return append(allErrs, ValidatePodTemplateSpecForRC(spec.Template, spec.Selector, fldPath.Child("template"))...)
}

// ValidatePodTemplateSpecForRC checks a replication controller's template:
// required, selected by the selector, a valid pod template whose pods
// restart Always and have no active deadline.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePodTemplateSpecForRC.
func ValidatePodTemplateSpecForRC(template *core.PodTemplateSpec, selectorMap map[string]string, fldPath *field.Path) field.ErrorList {
	if template == nil {
		return field.ErrorList{field.Required(fldPath, "")}
	}
	var allErrs field.ErrorList
	if selector := labels.Set(selectorMap).AsSelector(); !selector.Empty() && !selector.Matches(labels.Set(template.Labels)) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("metadata", "labels"), template.Labels, "`selector` does not match template `labels`"))
	}
	allErrs = append(allErrs, ValidatePodTemplateSpec(template, fldPath)...)
	if template.Spec.RestartPolicy != core.RestartPolicyAlways {
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("spec", "restartPolicy"), template.Spec.RestartPolicy, []core.RestartPolicy{core.RestartPolicyAlways}))
	}
	if template.Spec.ActiveDeadlineSeconds != nil {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("spec", "activeDeadlineSeconds"), "activeDeadlineSeconds in ReplicationController is not Supported"))
	}
	return allErrs
}

// ValidateReplicationControllerStatus checks the status: no negative
// count, no count above the ones that contain it.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateReplicationControllerStatus.
func ValidateReplicationControllerStatus(status core.ReplicationControllerStatus, statusPath *field.Path) field.ErrorList {
	allErrs := genericvalidation.ValidateNonnegativeField(int64(status.Replicas), statusPath.Child("replicas"))
	allErrs = append(allErrs, genericvalidation.ValidateNonnegativeField(int64(status.FullyLabeledReplicas), statusPath.Child("fullyLabeledReplicas"))...)
	allErrs = append(allErrs, genericvalidation.ValidateNonnegativeField(int64(status.ReadyReplicas), statusPath.Child("readyReplicas"))...)
	allErrs = append(allErrs, genericvalidation.ValidateNonnegativeField(int64(status.AvailableReplicas), statusPath.Child("availableReplicas"))...)
	allErrs = append(allErrs, genericvalidation.ValidateNonnegativeField(status.ObservedGeneration, statusPath.Child("observedGeneration"))...)
	msg := "cannot be greater than status.replicas"
	if status.FullyLabeledReplicas > status.Replicas {
		allErrs = append(allErrs, field.Invalid(statusPath.Child("fullyLabeledReplicas"), status.FullyLabeledReplicas, msg))
	}
	if status.ReadyReplicas > status.Replicas {
		allErrs = append(allErrs, field.Invalid(statusPath.Child("readyReplicas"), status.ReadyReplicas, msg))
	}
	if status.AvailableReplicas > status.Replicas {
		allErrs = append(allErrs, field.Invalid(statusPath.Child("availableReplicas"), status.AvailableReplicas, msg))
	}
	if status.AvailableReplicas > status.ReadyReplicas {
		allErrs = append(allErrs, field.Invalid(statusPath.Child("availableReplicas"), status.AvailableReplicas, "cannot be greater than readyReplicas"))
	}
	return allErrs
}
