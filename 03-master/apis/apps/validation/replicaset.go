package validation

import (
	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// ValidateReplicaSet checks a new replica set: its metadata (namespaced,
// a DNS subdomain name) and its spec.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateReplicaSet.
func ValidateReplicaSet(rs *apps.ReplicaSet) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&rs.ObjectMeta, true, ValidateReplicaSetName, field.NewPath("metadata"))
	return append(allErrs, ValidateReplicaSetSpec(&rs.Spec, field.NewPath("spec"))...)
}

// ValidateReplicaSetUpdate checks an update of a replica set: the
// metadata rules of an update and the new spec. The selector's
// immutability is the strategy's, as for deployments.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateReplicaSetUpdate.
func ValidateReplicaSetUpdate(rs, oldRs *apps.ReplicaSet) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&rs.ObjectMeta, &oldRs.ObjectMeta, field.NewPath("metadata"))
	return append(allErrs, ValidateReplicaSetSpec(&rs.Spec, field.NewPath("spec"))...)
}

// ValidateReplicaSetStatusUpdate checks a write to replicasets/status.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateReplicaSetStatusUpdate.
func ValidateReplicaSetStatusUpdate(rs, oldRs *apps.ReplicaSet) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&rs.ObjectMeta, &oldRs.ObjectMeta, field.NewPath("metadata"))
	return append(allErrs, ValidateReplicaSetStatus(rs.Status, field.NewPath("status"))...)
}

// ValidateReplicaSetSpec checks a replica set's spec: replicas and
// minReadySeconds not negative, the selector and the template it must
// select.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateReplicaSetSpec.
func ValidateReplicaSetSpec(spec *apps.ReplicaSetSpec, fldPath *field.Path) field.ErrorList {
	allErrs := apivalidation.ValidateNonnegativeField(int64(spec.Replicas), fldPath.Child("replicas"))
	allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(spec.MinReadySeconds), fldPath.Child("minReadySeconds"))...)
	return append(allErrs, validateSelectorAndTemplate(spec.Selector, &spec.Template, spec.Replicas, fldPath)...)
}

// ValidateReplicaSetStatus checks a replica set's status: no negative
// count, and no count above the ones that contain it.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateReplicaSetStatus.
func ValidateReplicaSetStatus(status apps.ReplicaSetStatus, fldPath *field.Path) field.ErrorList {
	allErrs := apivalidation.ValidateNonnegativeField(int64(status.Replicas), fldPath.Child("replicas"))
	allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(status.FullyLabeledReplicas), fldPath.Child("fullyLabeledReplicas"))...)
	allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(status.ReadyReplicas), fldPath.Child("readyReplicas"))...)
	allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(status.AvailableReplicas), fldPath.Child("availableReplicas"))...)
	if status.TerminatingReplicas != nil {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(*status.TerminatingReplicas), fldPath.Child("terminatingReplicas"))...)
	}
	allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(status.ObservedGeneration, fldPath.Child("observedGeneration"))...)
	msg := "cannot be greater than status.replicas"
	if status.FullyLabeledReplicas > status.Replicas {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("fullyLabeledReplicas"), status.FullyLabeledReplicas, msg))
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
