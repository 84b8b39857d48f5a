package validation

import (
	"math"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// podUpdateForbiddenMsg is upstream's message for a pod spec change
// outside the few mutable fields (upstream appends a diff of the specs;
// we leave it out).
const podUpdateForbiddenMsg = "pod updates may not change fields other than `spec.containers[*].image`,`spec.initContainers[*].image`,`spec.activeDeadlineSeconds`,`spec.tolerations` (only additions to existing tolerations),`spec.terminationGracePeriodSeconds` (allow it to be set to 1 if it was previously negative)"

// ValidatePodUpdate checks an update of a pod: the metadata, the new
// spec, and that only images, activeDeadlineSeconds (set, or lowered),
// tolerations (added, or their tolerationSeconds changed) and a negative
// terminationGracePeriodSeconds (set to 1) change; a pod is otherwise
// immutable once created.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePodUpdate.
func ValidatePodUpdate(newPod, oldPod *core.Pod) field.ErrorList {
	specPath := field.NewPath("spec")
	allErrs := validateObjectMetaUpdate(&newPod.ObjectMeta, &oldPod.ObjectMeta)
	allErrs = append(allErrs, validatePodSpecForPod(&newPod.Spec, specPath)...)
	for _, list := range []struct {
		name     string
		new, old []core.Container
	}{{"containers", newPod.Spec.Containers, oldPod.Spec.Containers}, {"initContainers", newPod.Spec.InitContainers, oldPod.Spec.InitContainers}} {
		errs, stop := validateContainerUpdates(list.new, list.old, specPath.Child(list.name))
		if allErrs = append(allErrs, errs...); stop {
			return allErrs
		}
	}
	errs, stop := validateActiveDeadlineSecondsUpdate(newPod.Spec.ActiveDeadlineSeconds, oldPod.Spec.ActiveDeadlineSeconds, specPath.Child("activeDeadlineSeconds"))
	if allErrs = append(allErrs, errs...); stop {
		return allErrs
	}
	allErrs = append(allErrs, validateOnlyAddedTolerations(newPod.Spec.Tolerations, oldPod.Spec.Tolerations, specPath.Child("tolerations"))...)
	if !SemanticDeepEqual(mungePodSpec(&newPod.Spec, &oldPod.Spec), oldPod.Spec) {
		allErrs = append(allErrs, field.Forbidden(specPath, podUpdateForbiddenMsg))
	}
	return allErrs
}

// validateContainerUpdates refuses an added or removed container (and
// says to stop there), and checks each new image.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateContainerUpdates.
func validateContainerUpdates(newContainers, oldContainers []core.Container, fldPath *field.Path) (field.ErrorList, bool) {
	if len(newContainers) != len(oldContainers) {
		return field.ErrorList{field.Forbidden(fldPath, "pod updates may not add or remove containers")}, true
	}
	var allErrs field.ErrorList
	for i, ctr := range newContainers {
		if ctr.Image == "" {
			allErrs = append(allErrs, field.Required(fldPath.Index(i).Child("image"), ""))
		}
		if strings.TrimSpace(ctr.Image) != ctr.Image {
			allErrs = append(allErrs, field.Invalid(fldPath.Index(i).Child("image"), ctr.Image, "must not have leading or trailing whitespace"))
		}
	}
	return allErrs, false
}

// validateActiveDeadlineSecondsUpdate allows setting the deadline and
// lowering it, not raising or removing it.
// Upstream: the activeDeadlineSeconds block of ValidatePodUpdate.
func validateActiveDeadlineSecondsUpdate(newValue, oldValue *int64, fldPath *field.Path) (field.ErrorList, bool) {
	switch {
	case newValue == nil && oldValue != nil:
		return field.ErrorList{field.Invalid(fldPath, newValue, "must not update from a positive integer to nil value")}, false
	case newValue == nil:
		return nil, false
	case *newValue < 0 || *newValue > math.MaxInt32:
		return field.ErrorList{field.Invalid(fldPath, *newValue, inclusiveRangeError(0, math.MaxInt32))}, true
	case oldValue != nil && *oldValue < *newValue:
		return field.ErrorList{field.Invalid(fldPath, *newValue, "must be less than or equal to previous value")}, true
	}
	return nil, false
}

// mungePodSpec returns a copy of newSpec with the fields an update may
// change taken from oldSpec: what still differs changed where it may not.
// Upstream: the mungedPodSpec steps of ValidatePodUpdate.
func mungePodSpec(newSpec, oldSpec *core.PodSpec) core.PodSpec {
	munged := *newSpec.DeepCopy()
	for i := range munged.Containers {
		munged.Containers[i].Image = oldSpec.Containers[i].Image
	}
	for i := range munged.InitContainers {
		munged.InitContainers[i].Image = oldSpec.InitContainers[i].Image
	}
	munged.ActiveDeadlineSeconds = oldSpec.ActiveDeadlineSeconds
	munged.Tolerations = oldSpec.Tolerations
	if old, cur := oldSpec.TerminationGracePeriodSeconds, munged.TerminationGracePeriodSeconds; old != nil && *old < 0 && cur != nil && *cur == 1 {
		munged.TerminationGracePeriodSeconds = old
	}
	return munged
}
