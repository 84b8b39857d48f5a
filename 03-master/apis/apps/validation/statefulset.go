package validation

import (
	"fmt"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	corevalidation "github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
)

// ValidateStatefulSetName checks a stateful set's name: a DNS label, as
// its pods are named "<name>-<ordinal>" and get it as their hostname.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateStatefulSetName.
func ValidateStatefulSetName(name string, prefix bool) []string {
	return apivalidation.NameIsDNSLabel(name, prefix)
}

// ValidateStatefulSet checks a new stateful set: its metadata and spec.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateStatefulSet.
func ValidateStatefulSet(statefulSet *apps.StatefulSet) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&statefulSet.ObjectMeta, true, ValidateStatefulSetName, field.NewPath("metadata"))
	return append(allErrs, ValidateStatefulSetSpec(&statefulSet.Spec, field.NewPath("spec"))...)
}

// ValidateStatefulSetUpdate checks an update: the metadata rules of an
// update (not the name again: old sets may carry DNS subdomain names), the
// new spec, and the fields that cannot change: selector, serviceName and
// podManagementPolicy.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateStatefulSetUpdate.
func ValidateStatefulSetUpdate(statefulSet, oldStatefulSet *apps.StatefulSet) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&statefulSet.ObjectMeta, &oldStatefulSet.ObjectMeta, field.NewPath("metadata"))
	specPath := field.NewPath("spec")
	allErrs = append(allErrs, ValidateStatefulSetSpec(&statefulSet.Spec, specPath)...)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(statefulSet.Spec.Selector, oldStatefulSet.Spec.Selector, specPath.Child("selector"))...)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(statefulSet.Spec.ServiceName, oldStatefulSet.Spec.ServiceName, specPath.Child("serviceName"))...)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(statefulSet.Spec.VolumeClaimTemplates, oldStatefulSet.Spec.VolumeClaimTemplates, specPath.Child("volumeClaimTemplates"))...)
	return append(allErrs, apivalidation.ValidateImmutableField(statefulSet.Spec.PodManagementPolicy, oldStatefulSet.Spec.PodManagementPolicy, specPath.Child("podManagementPolicy"))...)
}

// validateVolumeClaimTemplates checks the spec of each claim template as
// a claim's on create.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.validateVolumeClaimTemplates.
func validateVolumeClaimTemplates(templates []core.PersistentVolumeClaim, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i := range templates {
		allErrs = append(allErrs, corevalidation.ValidatePersistentVolumeClaimSpec(&templates[i].Spec, fldPath.Index(i).Child("spec"))...)
	}
	return allErrs
}

// ValidateStatefulSetSpec checks a stateful set's spec: the pod
// management policy and update strategy (every version defaults both),
// the claim retention policy, counts not negative, the service name, the
// selector and the template it must select, whose pods restart Always.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateStatefulSetSpec.
func ValidateStatefulSetSpec(spec *apps.StatefulSetSpec, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	switch spec.PodManagementPolicy {
	case "":
		allErrs = append(allErrs, field.Required(fldPath.Child("podManagementPolicy"), ""))
	case apps.OrderedReadyPodManagement, apps.ParallelPodManagement:
	default:
		allErrs = append(allErrs, field.Invalid(fldPath.Child("podManagementPolicy"), spec.PodManagementPolicy, fmt.Sprintf("must be '%s' or '%s'", apps.OrderedReadyPodManagement, apps.ParallelPodManagement)))
	}
	allErrs = append(allErrs, validateVolumeClaimTemplates(spec.VolumeClaimTemplates, fldPath.Child("volumeClaimTemplates"))...)
	allErrs = append(allErrs, validateStatefulSetUpdateStrategy(&spec.UpdateStrategy, fldPath.Child("updateStrategy"))...)
	allErrs = append(allErrs, ValidatePersistentVolumeClaimRetentionPolicy(spec.PersistentVolumeClaimRetentionPolicy, fldPath.Child("persistentVolumeClaimRetentionPolicy"))...)
	allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(spec.Replicas), fldPath.Child("replicas"))...)
	allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(spec.MinReadySeconds), fldPath.Child("minReadySeconds"))...)
	if spec.Ordinals != nil {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(spec.Ordinals.Start), fldPath.Child("ordinals.start"))...)
	}
	if len(spec.ServiceName) > 0 {
		for _, msg := range utilvalidation.IsDNS1123Label(spec.ServiceName) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("serviceName"), spec.ServiceName, msg))
		}
	}
	if spec.Selector == nil {
		allErrs = append(allErrs, field.Required(fldPath.Child("selector"), ""))
	} else {
		allErrs = append(allErrs, apivalidation.ValidateLabels(spec.Selector.MatchLabels, fldPath.Child("selector", "matchLabels"))...)
		if len(spec.Selector.MatchLabels)+len(spec.Selector.MatchExpressions) == 0 {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("selector"), spec.Selector, "empty selector is invalid for statefulset"))
		}
	}
	selector, err := metav1.LabelSelectorAsSelector(spec.Selector)
	if err != nil {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("selector"), spec.Selector, ""))
	} else {
		allErrs = append(allErrs, validatePodTemplateSpecForStatefulSet(&spec.Template, selector, fldPath.Child("template"))...)
	}
	if spec.Template.Spec.RestartPolicy != core.RestartPolicyAlways {
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("template", "spec", "restartPolicy"), spec.Template.Spec.RestartPolicy, []core.RestartPolicy{core.RestartPolicyAlways}))
	}
	if spec.Template.Spec.ActiveDeadlineSeconds != nil {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("template", "spec", "activeDeadlineSeconds"), "activeDeadlineSeconds in StatefulSet is not Supported"))
	}
	return allErrs
}

// validateStatefulSetUpdateStrategy checks the update strategy: a type is
// required, OnDelete takes no rollingUpdate, and a rolling update's
// bounds are sane. The path of an unknown type is updateStrategy itself,
// as upstream's.
// Upstream: the update strategy switch of
// k8s.io/kubernetes/pkg/apis/apps/validation.ValidateStatefulSetSpec
// (less the Recreate strategy, behind an alpha gate).
func validateStatefulSetUpdateStrategy(strategy *apps.StatefulSetUpdateStrategy, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	switch strategy.Type {
	case "":
		allErrs = append(allErrs, field.Required(fldPath, ""))
	case apps.OnDeleteStatefulSetStrategyType:
		if strategy.RollingUpdate != nil {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("rollingUpdate"), strategy.RollingUpdate, fmt.Sprintf("only allowed for updateStrategy '%s'", apps.RollingUpdateStatefulSetStrategyType)))
		}
	case apps.RollingUpdateStatefulSetStrategyType:
		if strategy.RollingUpdate != nil {
			allErrs = append(allErrs, validateRollingUpdateStatefulSet(strategy.RollingUpdate, fldPath.Child("rollingUpdate"))...)
		}
	default:
		allErrs = append(allErrs, field.Invalid(fldPath, strategy, fmt.Sprintf("must be '%s' or '%s'", apps.RollingUpdateStatefulSetStrategyType, apps.OnDeleteStatefulSetStrategyType)))
	}
	return allErrs
}

// validateRollingUpdateStatefulSet checks a rolling update's partition
// (not negative) and maxUnavailable (a positive number, or a percentage
// up to 100%).
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.validateRollingUpdateStatefulSet.
func validateRollingUpdateStatefulSet(rollingUpdate *apps.RollingUpdateStatefulSetStrategy, fldPath *field.Path) field.ErrorList {
	allErrs := apivalidation.ValidateNonnegativeField(int64(rollingUpdate.Partition), fldPath.Child("partition"))
	if rollingUpdate.MaxUnavailable != nil {
		maxPath := fldPath.Child("maxUnavailable")
		allErrs = append(allErrs, ValidatePositiveIntOrPercent(*rollingUpdate.MaxUnavailable, maxPath)...)
		if getIntOrPercentValue(*rollingUpdate.MaxUnavailable) == 0 {
			allErrs = append(allErrs, field.Invalid(maxPath, *rollingUpdate.MaxUnavailable, "cannot be 0"))
		}
		allErrs = append(allErrs, IsNotMoreThan100Percent(*rollingUpdate.MaxUnavailable, maxPath)...)
	}
	return allErrs
}

// ValidatePersistentVolumeClaimRetentionPolicy checks both cases of the
// policy: Retain or Delete.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidatePersistentVolumeClaimRetentionPolicy.
func ValidatePersistentVolumeClaimRetentionPolicy(policy *apps.StatefulSetPersistentVolumeClaimRetentionPolicy, fldPath *field.Path) field.ErrorList {
	if policy == nil {
		return nil
	}
	allErrs := validatePersistentVolumeClaimRetentionPolicyType(policy.WhenDeleted, fldPath.Child("whenDeleted"))
	return append(allErrs, validatePersistentVolumeClaimRetentionPolicyType(policy.WhenScaled, fldPath.Child("whenScaled"))...)
}

// validatePersistentVolumeClaimRetentionPolicyType checks one case: Retain or Delete.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidatePersistentVolumeClaimRetentionPolicyType.
func validatePersistentVolumeClaimRetentionPolicyType(policy apps.PersistentVolumeClaimRetentionPolicyType, fldPath *field.Path) field.ErrorList {
	switch policy {
	case apps.RetainPersistentVolumeClaimRetentionPolicyType, apps.DeletePersistentVolumeClaimRetentionPolicyType:
		return nil
	}
	return field.ErrorList{field.NotSupported(fldPath, policy, []string{string(apps.RetainPersistentVolumeClaimRetentionPolicyType), string(apps.DeletePersistentVolumeClaimRetentionPolicyType)})}
}

// validatePodTemplateSpecForStatefulSet checks that the selector selects
// the template's labels, and the template itself. The controller sets
// each pod's hostname and subdomain, so the template's are not checked.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidatePodTemplateSpecForStatefulSet.
func validatePodTemplateSpecForStatefulSet(template *core.PodTemplateSpec, selector labels.Selector, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if !selector.Empty() && !selector.Matches(labels.Set(template.Labels)) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("metadata", "labels"), template.Labels, "`selector` does not match template `labels`"))
	}
	return append(allErrs, validatePodTemplateSpec(template, fldPath)...)
}

// ValidateStatefulSetStatus checks the counts of a stateful set's status:
// none negative, none above replicas, available not above ready.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateStatefulSetStatus.
func ValidateStatefulSetStatus(status *apps.StatefulSetStatus, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, c := range []struct {
		name  string
		value int32
	}{
		{"replicas", status.Replicas},
		{"readyReplicas", status.ReadyReplicas},
		{"currentReplicas", status.CurrentReplicas},
		{"updatedReplicas", status.UpdatedReplicas},
		{"availableReplicas", status.AvailableReplicas},
	} {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(c.value), fldPath.Child(c.name))...)
	}
	allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(status.ObservedGeneration, fldPath.Child("observedGeneration"))...)
	if status.CollisionCount != nil {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(*status.CollisionCount), fldPath.Child("collisionCount"))...)
	}
	msg := "cannot be greater than status.replicas"
	for _, c := range []struct {
		name  string
		value int32
	}{
		{"readyReplicas", status.ReadyReplicas},
		{"currentReplicas", status.CurrentReplicas},
		{"updatedReplicas", status.UpdatedReplicas},
		{"availableReplicas", status.AvailableReplicas},
	} {
		if c.value > status.Replicas {
			allErrs = append(allErrs, field.Invalid(fldPath.Child(c.name), c.value, msg))
		}
	}
	if status.AvailableReplicas > status.ReadyReplicas {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("availableReplicas"), status.AvailableReplicas, "cannot be greater than status.readyReplicas"))
	}
	return allErrs
}

// ValidateStatefulSetStatusUpdate checks a write to statefulsets/status:
// the status, the metadata rules of an update, and a collisionCount that
// never goes down.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateStatefulSetStatusUpdate.
func ValidateStatefulSetStatusUpdate(statefulSet, oldStatefulSet *apps.StatefulSet) field.ErrorList {
	allErrs := ValidateStatefulSetStatus(&statefulSet.Status, field.NewPath("status"))
	allErrs = append(allErrs, apivalidation.ValidateObjectMetaUpdate(&statefulSet.ObjectMeta, &oldStatefulSet.ObjectMeta, field.NewPath("metadata"))...)
	return append(allErrs, validateCollisionCountUpdate(statefulSet.Status.CollisionCount, oldStatefulSet.Status.CollisionCount)...)
}

// validateCollisionCountUpdate refuses a collisionCount that went down
// (or away).
// Upstream: the apivalidation.IsDecremented lines of
// k8s.io/kubernetes/pkg/apis/apps/validation.ValidateStatefulSetStatusUpdate.
func validateCollisionCountUpdate(update, old *int32) field.ErrorList {
	if old == nil || (update != nil && *update >= *old) {
		return nil
	}
	value := int32(0)
	if update != nil {
		value = *update
	}
	return field.ErrorList{field.Invalid(field.NewPath("status").Child("collisionCount"), value, "cannot be decremented")}
}
