package validation

import (
	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// validatePodTemplateSpec checks the part of a pod template a reader
// meets first: the template's labels and annotations, and its containers
// (at least one; each named with a DNS label, unique among the pod's
// containers and init containers, and with an image).
//
// NOTE: a stand-in. Upstream calls the core group's
// ValidatePodTemplateSpec (k8s.io/kubernetes/pkg/apis/core/validation),
// which checks the whole pod spec. When 03-master/apis/core/validation
// exports ValidatePodTemplateSpec, call it here instead and delete this
// file's checks.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePodTemplateSpec.
func validatePodTemplateSpec(spec *core.PodTemplateSpec, fldPath *field.Path) field.ErrorList {
	metaPath := fldPath.Child("metadata")
	allErrs := apivalidation.ValidateLabels(spec.Labels, metaPath.Child("labels"))
	allErrs = append(allErrs, apivalidation.ValidateAnnotations(spec.Annotations, metaPath.Child("annotations"))...)
	specPath := fldPath.Child("spec")
	names := map[string]bool{}
	allErrs = append(allErrs, validateContainers(spec.Spec.InitContainers, names, specPath.Child("initContainers"))...)
	if len(spec.Spec.Containers) == 0 {
		allErrs = append(allErrs, field.Required(specPath.Child("containers"), ""))
	}
	return append(allErrs, validateContainers(spec.Spec.Containers, names, specPath.Child("containers"))...)
}

// validateContainers checks each container's name (required, a DNS
// label, not seen before in names) and image (required).
// Upstream: the name and image checks of
// k8s.io/kubernetes/pkg/apis/core/validation.validateContainerCommon.
func validateContainers(containers []core.Container, names map[string]bool, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i, ctr := range containers {
		idxPath := fldPath.Index(i)
		namePath := idxPath.Child("name")
		if len(ctr.Name) == 0 {
			allErrs = append(allErrs, field.Required(namePath, ""))
		} else {
			for _, msg := range utilvalidation.IsDNS1123Label(ctr.Name) {
				allErrs = append(allErrs, field.Invalid(namePath, ctr.Name, msg))
			}
		}
		if names[ctr.Name] {
			allErrs = append(allErrs, field.Duplicate(namePath, ctr.Name))
		} else {
			names[ctr.Name] = true
		}
		if len(ctr.Image) == 0 {
			allErrs = append(allErrs, field.Required(idxPath.Child("image"), ""))
		}
	}
	return allErrs
}
