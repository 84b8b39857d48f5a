package validation

import (
	"strings"

	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// ValidateNamespace checks a new namespace: its metadata (the name a
// DNS-1123 label, no namespace) and its spec.finalizers.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateNamespace.
func ValidateNamespace(namespace *core.Namespace) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMeta(&namespace.ObjectMeta, false, ValidateNamespaceName, metadataPath)
	return append(allErrs, validateNamespaceFinalizers(namespace.Spec.Finalizers, field.NewPath("spec", "finalizers"))...)
}

// ValidateNamespaceUpdate checks an update of a namespace: only the
// metadata can change (the strategy keeps spec and status).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateNamespaceUpdate.
func ValidateNamespaceUpdate(newNamespace, oldNamespace *core.Namespace) field.ErrorList {
	return validateObjectMetaUpdate(&newNamespace.ObjectMeta, &oldNamespace.ObjectMeta)
}

// ValidateNamespaceStatusUpdate checks a status update: the phase is
// Active while the namespace is not being deleted, Terminating after.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateNamespaceStatusUpdate.
func ValidateNamespaceStatusUpdate(newNamespace, oldNamespace *core.Namespace) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&newNamespace.ObjectMeta, &oldNamespace.ObjectMeta)
	phasePath := field.NewPath("status", "Phase") // sic: upstream's path
	if newNamespace.DeletionTimestamp.IsZero() {
		if newNamespace.Status.Phase != core.NamespaceActive {
			allErrs = append(allErrs, field.Invalid(phasePath, newNamespace.Status.Phase, "may only be 'Active' if `deletionTimestamp` is empty"))
		}
	} else if newNamespace.Status.Phase != core.NamespaceTerminating {
		allErrs = append(allErrs, field.Invalid(phasePath, newNamespace.Status.Phase, "may only be 'Terminating' if `deletionTimestamp` is not empty"))
	}
	return allErrs
}

// ValidateNamespaceFinalizeUpdate checks an update through the finalize
// subresource: the metadata, and the new spec.finalizers.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateNamespaceFinalizeUpdate.
func ValidateNamespaceFinalizeUpdate(newNamespace, oldNamespace *core.Namespace) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&newNamespace.ObjectMeta, &oldNamespace.ObjectMeta)
	return append(allErrs, validateNamespaceFinalizers(newNamespace.Spec.Finalizers, field.NewPath("spec", "finalizers"))...)
}

// validateNamespaceFinalizers checks each finalizer name.
// Upstream: the spec.finalizers loops of ValidateNamespace and ValidateNamespaceFinalizeUpdate.
func validateNamespaceFinalizers(finalizers []core.FinalizerName, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i := range finalizers {
		allErrs = append(allErrs, validateFinalizerName(string(finalizers[i]), fldPath.Index(i))...)
	}
	return allErrs
}

// validateFinalizerName requires a qualified name, and one with a "/"
// unless it is a standard finalizer (kubernetes, orphan, foregroundDeletion).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateFinalizerName
// and validateKubeFinalizerName.
func validateFinalizerName(name string, fldPath *field.Path) field.ErrorList {
	allErrs := genericvalidation.ValidateFinalizerName(name, fldPath)
	if len(allErrs) == 0 && !strings.Contains(name, "/") && !isStandardFinalizerName(name) {
		allErrs = append(allErrs, field.Invalid(fldPath, name, "name is neither a standard finalizer name nor is it fully qualified"))
	}
	return allErrs
}

// isStandardFinalizerName reports whether name needs no domain.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper.IsStandardFinalizerName.
func isStandardFinalizerName(name string) bool {
	switch name {
	case string(core.FinalizerKubernetes), metav1.FinalizerOrphanDependents, metav1.FinalizerDeleteDependents:
		return true
	}
	return false
}
