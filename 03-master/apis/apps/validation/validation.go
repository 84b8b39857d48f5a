package validation

import (
	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// ValidateDeploymentName checks a deployment's name: a DNS subdomain.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDeploymentName.
var ValidateDeploymentName = apivalidation.NameIsDNSSubdomain

// ValidateReplicaSetName checks a replica set's name: a DNS subdomain.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateReplicaSetName.
var ValidateReplicaSetName = apivalidation.NameIsDNSSubdomain

// ValidateDeployment checks a new deployment: its metadata (namespaced,
// a DNS subdomain name) and its spec.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDeployment.
func ValidateDeployment(obj *apps.Deployment) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&obj.ObjectMeta, true, ValidateDeploymentName, field.NewPath("metadata"))
	return append(allErrs, ValidateDeploymentSpec(&obj.Spec, field.NewPath("spec"))...)
}

// ValidateDeploymentUpdate checks an update of a deployment: the metadata
// rules of an update (name, namespace, uid ... unchanged) and the new
// spec. The selector's immutability is not here: upstream decides it in
// the strategy, by the request's group version (see
// 03-master/registry/apps/deployment.deploymentStrategy.ValidateUpdate).
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDeploymentUpdate.
func ValidateDeploymentUpdate(update, old *apps.Deployment) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&update.ObjectMeta, &old.ObjectMeta, field.NewPath("metadata"))
	return append(allErrs, ValidateDeploymentSpec(&update.Spec, field.NewPath("spec"))...)
}

// ValidateDeploymentStatusUpdate checks a write to deployments/status:
// the metadata rules of an update, the counts, and a collisionCount that
// never goes down.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDeploymentStatusUpdate.
func ValidateDeploymentStatusUpdate(update, old *apps.Deployment) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&update.ObjectMeta, &old.ObjectMeta, field.NewPath("metadata"))
	statusPath := field.NewPath("status")
	allErrs = append(allErrs, ValidateDeploymentStatus(&update.Status, statusPath)...)
	if update.Status.CollisionCount != nil && old.Status.CollisionCount != nil && *update.Status.CollisionCount < *old.Status.CollisionCount {
		allErrs = append(allErrs, field.Invalid(statusPath.Child("collisionCount"), *update.Status.CollisionCount, "cannot be decremented"))
	}
	return allErrs
}

// ValidateDeploymentSpec checks a deployment's spec: replicas, the
// selector and the template it must select, the strategy, and the
// revision, readiness and progress numbers.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDeploymentSpec
// (which also takes the old spec and pod validation options, for
// feature-gated fields we do not carry).
func ValidateDeploymentSpec(spec *apps.DeploymentSpec, fldPath *field.Path) field.ErrorList {
	allErrs := apivalidation.ValidateNonnegativeField(int64(spec.Replicas), fldPath.Child("replicas"))
	allErrs = append(allErrs, validateSelectorAndTemplate(spec.Selector, &spec.Template, spec.Replicas, fldPath)...)
	allErrs = append(allErrs, ValidateDeploymentStrategy(&spec.Strategy, fldPath.Child("strategy"))...)
	allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(spec.MinReadySeconds), fldPath.Child("minReadySeconds"))...)
	if spec.RevisionHistoryLimit != nil {
		// zero is a valid RevisionHistoryLimit
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(*spec.RevisionHistoryLimit), fldPath.Child("revisionHistoryLimit"))...)
	}
	if spec.RollbackTo != nil {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(spec.RollbackTo.Revision, fldPath.Child("rollback").Child("revision"))...)
	}
	if spec.ProgressDeadlineSeconds != nil {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(*spec.ProgressDeadlineSeconds), fldPath.Child("progressDeadlineSeconds"))...)
		if *spec.ProgressDeadlineSeconds <= spec.MinReadySeconds {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("progressDeadlineSeconds"), *spec.ProgressDeadlineSeconds, "must be greater than minReadySeconds"))
		}
	}
	return allErrs
}

// validateSelectorAndTemplate checks the selector of a deployment or a
// replica set (required, not empty, valid) and then the template against
// it. Upstream writes these lines twice, in ValidateDeploymentSpec and
// ValidateReplicaSetSpec; their messages are the same (both say
// "deployment").
// Upstream: the selector half of
// k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDeploymentSpec.
func validateSelectorAndTemplate(ls *metav1.LabelSelector, template *core.PodTemplateSpec, replicas int32, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	selectorPath := fldPath.Child("selector")
	if ls == nil {
		return append(allErrs, field.Required(selectorPath, ""))
	}
	allErrs = append(allErrs, apivalidation.ValidateLabels(ls.MatchLabels, selectorPath.Child("matchLabels"))...)
	if len(ls.MatchLabels)+len(ls.MatchExpressions) == 0 {
		allErrs = append(allErrs, field.Invalid(selectorPath, ls, "empty selector is invalid for deployment"))
	}
	selector, err := metav1.LabelSelectorAsSelector(ls)
	if err != nil {
		return append(allErrs, field.Invalid(selectorPath, ls, "invalid label selector"))
	}
	return append(allErrs, ValidatePodTemplateSpecForReplicaSet(template, selector, replicas, fldPath.Child("template"))...)
}

// ValidatePodTemplateSpecForReplicaSet checks the pod template of a
// deployment or a replica set: the selector must select its labels, the
// template must be a valid pod template, its pods must restart Always
// (a controller replaces them, it does not wait for them to finish), and
// they may have no active deadline.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidatePodTemplateSpecForReplicaSet
// (which also checks read-only persistent disks when replicas > 1: we
// carry no volumes).
func ValidatePodTemplateSpecForReplicaSet(template *core.PodTemplateSpec, selector labels.Selector, replicas int32, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if template == nil {
		return append(allErrs, field.Required(fldPath, ""))
	}
	if !selector.Empty() {
		// verify that the selector matches the labels in template
		if !selector.Matches(labels.Set(template.Labels)) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("metadata", "labels"), template.Labels, "`selector` does not match template `labels`"))
		}
	}
	allErrs = append(allErrs, validatePodTemplateSpec(template, fldPath)...)
	if template.Spec.RestartPolicy != core.RestartPolicyAlways {
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("spec", "restartPolicy"), template.Spec.RestartPolicy, []core.RestartPolicy{core.RestartPolicyAlways}))
	}
	if template.Spec.ActiveDeadlineSeconds != nil {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("spec", "activeDeadlineSeconds"), "activeDeadlineSeconds in ReplicaSet is not Supported"))
	}
	return allErrs
}

// ValidateDeploymentStatus checks a deployment's status: no negative
// count, and no count above the ones that contain it.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDeploymentStatus.
func ValidateDeploymentStatus(status *apps.DeploymentStatus, fldPath *field.Path) field.ErrorList {
	allErrs := apivalidation.ValidateNonnegativeField(status.ObservedGeneration, fldPath.Child("observedGeneration"))
	for _, c := range []struct {
		name  string
		value int32
	}{
		{"replicas", status.Replicas},
		{"updatedReplicas", status.UpdatedReplicas},
		{"readyReplicas", status.ReadyReplicas},
		{"availableReplicas", status.AvailableReplicas},
		{"unavailableReplicas", status.UnavailableReplicas},
	} {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(c.value), fldPath.Child(c.name))...)
	}
	if status.TerminatingReplicas != nil {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(*status.TerminatingReplicas), fldPath.Child("terminatingReplicas"))...)
	}
	if status.CollisionCount != nil {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(*status.CollisionCount), fldPath.Child("collisionCount"))...)
	}
	msg := "cannot be greater than status.replicas"
	if status.UpdatedReplicas > status.Replicas {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("updatedReplicas"), status.UpdatedReplicas, msg))
	}
	if status.ReadyReplicas > status.Replicas {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("readyReplicas"), status.ReadyReplicas, msg))
	}
	if status.AvailableReplicas > status.Replicas {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("availableReplicas"), status.AvailableReplicas, msg))
	}
	if status.AvailableReplicas > status.ReadyReplicas {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("availableReplicas"), status.AvailableReplicas, "cannot be greater than readyReplicas"))
	}
	return allErrs
}
