package validation

import (
	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// ValidatePodTemplate checks a new pod template: metadata (namespaced, a
// DNS subdomain name) and the template.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePodTemplate.
func ValidatePodTemplate(pod *core.PodTemplate) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMeta(&pod.ObjectMeta, true, ValidatePodName, field.NewPath("metadata"))
	return append(allErrs, ValidatePodTemplateSpec(&pod.Template, field.NewPath("template"))...)
}

// ValidatePodTemplateUpdate checks an update of a pod template.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePodTemplateUpdate.
func ValidatePodTemplateUpdate(newPod, oldPod *core.PodTemplate) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMetaUpdate(&newPod.ObjectMeta, &oldPod.ObjectMeta, field.NewPath("metadata"))
	return append(allErrs, ValidatePodTemplateSpec(&newPod.Template, field.NewPath("template"))...)
}

// ValidatePodTemplateSpec checks a pod template: its labels and
// annotations (at upstream's paths, which leave out "metadata") and its
// pod spec, as a pod's.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePodTemplateSpec
// (whose seccomp and AppArmor annotation checks are left out with the
// fields).
func ValidatePodTemplateSpec(spec *core.PodTemplateSpec, fldPath *field.Path) field.ErrorList {
	allErrs := genericvalidation.ValidateLabels(spec.Labels, fldPath.Child("labels"))
	allErrs = append(allErrs, genericvalidation.ValidateAnnotations(spec.Annotations, fldPath.Child("annotations"))...)
	return append(allErrs, ValidatePodSpec(&spec.Spec, fldPath.Child("spec"))...)
}

// ValidatePodBinding checks a binding: a Node target (or no kind) with a
// valid node name.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePodBinding.
func ValidatePodBinding(binding *core.Binding) field.ErrorList {
	var allErrs field.ErrorList
	if len(binding.Target.Kind) != 0 && binding.Target.Kind != "Node" {
		allErrs = append(allErrs, field.NotSupported(field.NewPath("target", "kind"), binding.Target.Kind, []string{"Node", "<empty>"}))
	}
	if len(binding.Target.Name) == 0 {
		allErrs = append(allErrs, field.Required(field.NewPath("target", "name"), ""))
	} else if len(binding.Target.Kind) == 0 || binding.Target.Kind == "Node" {
		for _, msg := range ValidateNodeName(binding.Target.Name, false) {
			allErrs = append(allErrs, field.Invalid(field.NewPath("target", "name"), binding.Target.Name, msg))
		}
	}
	return allErrs
}
