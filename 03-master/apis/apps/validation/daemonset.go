package validation

import (
	"reflect"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// ValidateDaemonSetName checks a daemon set's name: a DNS subdomain.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDaemonSetName.
var ValidateDaemonSetName = apivalidation.NameIsDNSSubdomain

// ValidateDaemonSet checks a new daemon set: its metadata and spec.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDaemonSet.
func ValidateDaemonSet(ds *apps.DaemonSet) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&ds.ObjectMeta, true, ValidateDaemonSetName, field.NewPath("metadata"))
	return append(allErrs, ValidateDaemonSetSpec(&ds.Spec, field.NewPath("spec"))...)
}

// ValidateDaemonSetUpdate checks an update: the metadata rules of an
// update, the spec's update rules, and the new spec.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDaemonSetUpdate.
func ValidateDaemonSetUpdate(ds, oldDS *apps.DaemonSet) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&ds.ObjectMeta, &oldDS.ObjectMeta, field.NewPath("metadata"))
	allErrs = append(allErrs, ValidateDaemonSetSpecUpdate(&ds.Spec, &oldDS.Spec, field.NewPath("spec"))...)
	return append(allErrs, ValidateDaemonSetSpec(&ds.Spec, field.NewPath("spec"))...)
}

// ValidateDaemonSetSpecUpdate checks what an update may do to the spec:
// templateGeneration goes up exactly when the template changed (the
// strategy bumps it), and the selector stays.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDaemonSetSpecUpdate.
func ValidateDaemonSetSpecUpdate(newSpec, oldSpec *apps.DaemonSetSpec, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if newSpec.TemplateGeneration < oldSpec.TemplateGeneration {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("templateGeneration"), newSpec.TemplateGeneration, "must not be decremented"))
	}
	templateUpdated := !reflect.DeepEqual(newSpec.Template, oldSpec.Template)
	if newSpec.TemplateGeneration == oldSpec.TemplateGeneration && templateUpdated {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("templateGeneration"), newSpec.TemplateGeneration, "must be incremented upon template update"))
	} else if newSpec.TemplateGeneration > oldSpec.TemplateGeneration && !templateUpdated {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("templateGeneration"), newSpec.TemplateGeneration, "must not be incremented without template update"))
	}
	return append(allErrs, apivalidation.ValidateImmutableField(newSpec.Selector, oldSpec.Selector, field.NewPath("spec").Child("selector"))...)
}

// ValidateDaemonSetSpec checks a daemon set's spec: a selector that is not
// empty and selects the template's labels, a valid template whose pods
// restart Always and have no deadline, counts not negative, and the
// update strategy.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDaemonSetSpec.
func ValidateDaemonSetSpec(spec *apps.DaemonSetSpec, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if spec.Selector != nil {
		allErrs = append(allErrs, apivalidation.ValidateLabels(spec.Selector.MatchLabels, fldPath.Child("selector", "matchLabels"))...)
	}
	selector, err := metav1.LabelSelectorAsSelector(spec.Selector)
	if err == nil && !selector.Matches(labels.Set(spec.Template.Labels)) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("template", "metadata", "labels"), spec.Template.Labels, "`selector` does not match template `labels`"))
	}
	if spec.Selector != nil && len(spec.Selector.MatchLabels)+len(spec.Selector.MatchExpressions) == 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("selector"), spec.Selector, "empty selector is invalid for daemonset"))
	}
	allErrs = append(allErrs, validatePodTemplateSpec(&spec.Template, fldPath.Child("template"))...)
	if spec.Template.Spec.RestartPolicy != core.RestartPolicyAlways {
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("template", "spec", "restartPolicy"), spec.Template.Spec.RestartPolicy, []core.RestartPolicy{core.RestartPolicyAlways}))
	}
	if spec.Template.Spec.ActiveDeadlineSeconds != nil {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("template", "spec", "activeDeadlineSeconds"), "activeDeadlineSeconds in DaemonSet is not Supported"))
	}
	allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(spec.MinReadySeconds), fldPath.Child("minReadySeconds"))...)
	allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(spec.TemplateGeneration, fldPath.Child("templateGeneration"))...)
	allErrs = append(allErrs, ValidateDaemonSetUpdateStrategy(&spec.UpdateStrategy, fldPath.Child("updateStrategy"))...)
	if spec.RevisionHistoryLimit != nil {
		// zero is a valid RevisionHistoryLimit
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(*spec.RevisionHistoryLimit), fldPath.Child("revisionHistoryLimit"))...)
	}
	return allErrs
}

// ValidateDaemonSetUpdateStrategy checks the update strategy: OnDelete,
// or RollingUpdate with sane bounds.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDaemonSetUpdateStrategy.
func ValidateDaemonSetUpdateStrategy(strategy *apps.DaemonSetUpdateStrategy, fldPath *field.Path) field.ErrorList {
	switch strategy.Type {
	case apps.OnDeleteDaemonSetStrategyType:
		return nil
	case apps.RollingUpdateDaemonSetStrategyType:
		// Make sure RollingUpdate field isn't nil.
		if strategy.RollingUpdate == nil {
			return field.ErrorList{field.Required(fldPath.Child("rollingUpdate"), "")}
		}
		return ValidateRollingUpdateDaemonSet(strategy.RollingUpdate, fldPath.Child("rollingUpdate"))
	}
	validValues := []string{string(apps.RollingUpdateDaemonSetStrategyType), string(apps.OnDeleteDaemonSetStrategyType)}
	return field.ErrorList{field.NotSupported(fldPath, strategy, validValues)}
}

// ValidateRollingUpdateDaemonSet checks a rolling update's bounds: each a
// number or a percentage up to 100%, and exactly one of them not zero
// (a daemon set either stops an old pod first or starts a new one first).
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateRollingUpdateDaemonSet.
func ValidateRollingUpdateDaemonSet(rollingUpdate *apps.RollingUpdateDaemonSet, fldPath *field.Path) field.ErrorList {
	allErrs := ValidatePositiveIntOrPercent(rollingUpdate.MaxUnavailable, fldPath.Child("maxUnavailable"))
	allErrs = append(allErrs, ValidatePositiveIntOrPercent(rollingUpdate.MaxSurge, fldPath.Child("maxSurge"))...)
	allErrs = append(allErrs, IsNotMoreThan100Percent(rollingUpdate.MaxUnavailable, fldPath.Child("maxUnavailable"))...)
	allErrs = append(allErrs, IsNotMoreThan100Percent(rollingUpdate.MaxSurge, fldPath.Child("maxSurge"))...)
	hasUnavailable := getIntOrPercentValue(rollingUpdate.MaxUnavailable) != 0
	hasSurge := getIntOrPercentValue(rollingUpdate.MaxSurge) != 0
	switch {
	case hasUnavailable && hasSurge:
		allErrs = append(allErrs, field.Invalid(fldPath.Child("maxSurge"), rollingUpdate.MaxSurge, "may not be set when maxUnavailable is non-zero"))
	case !hasUnavailable && !hasSurge:
		allErrs = append(allErrs, field.Required(fldPath.Child("maxUnavailable"), "cannot be 0 when maxSurge is 0"))
	}
	return allErrs
}

// ValidateDaemonSetStatusUpdate checks a write to daemonsets/status: the
// metadata rules of an update, counts not negative, and a collisionCount
// that never goes down.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDaemonSetStatusUpdate.
func ValidateDaemonSetStatusUpdate(ds, oldDS *apps.DaemonSet) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&ds.ObjectMeta, &oldDS.ObjectMeta, field.NewPath("metadata"))
	allErrs = append(allErrs, validateDaemonSetStatus(&ds.Status, field.NewPath("status"))...)
	return append(allErrs, validateCollisionCountUpdate(ds.Status.CollisionCount, oldDS.Status.CollisionCount)...)
}

// validateDaemonSetStatus checks that no count is negative.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.validateDaemonSetStatus.
func validateDaemonSetStatus(status *apps.DaemonSetStatus, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, c := range []struct {
		name  string
		value int64
	}{
		{"currentNumberScheduled", int64(status.CurrentNumberScheduled)},
		{"numberMisscheduled", int64(status.NumberMisscheduled)},
		{"desiredNumberScheduled", int64(status.DesiredNumberScheduled)},
		{"numberReady", int64(status.NumberReady)},
		{"observedGeneration", status.ObservedGeneration},
		{"updatedNumberScheduled", int64(status.UpdatedNumberScheduled)},
		{"numberAvailable", int64(status.NumberAvailable)},
		{"numberUnavailable", int64(status.NumberUnavailable)},
	} {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(c.value, fldPath.Child(c.name))...)
	}
	if status.CollisionCount != nil {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(*status.CollisionCount), fldPath.Child("collisionCount"))...)
	}
	return allErrs
}
