package validation

import (
	"fmt"
	"slices"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// ValidateOwnerReferences checks each owner reference and that at most
// one of them is the controller.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateOwnerReferences.
func ValidateOwnerReferences(ownerReferences []metav1.OwnerReference, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	firstControllerName := ""
	for _, ref := range ownerReferences {
		allErrs = append(allErrs, validateOwnerReference(ref, fldPath)...)
		if ref.Controller == nil || !*ref.Controller {
			continue
		}
		curControllerName := ref.Kind + "/" + ref.Name
		if firstControllerName != "" {
			allErrs = append(allErrs, field.Invalid(fldPath, ownerReferences,
				fmt.Sprintf("Only one reference can have Controller set to true. Found \"true\" in references for %v and %v", firstControllerName, curControllerName)))
		} else {
			firstControllerName = curControllerName
		}
	}
	return allErrs
}

// validateOwnerReference requires apiVersion (with a version), kind, name
// and uid, and refuses the banned owner kinds.
// Upstream: k8s.io/apimachinery/pkg/api/validation.validateOwnerReference.
func validateOwnerReference(ref metav1.OwnerReference, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	gvk := schema.FromAPIVersionAndKind(ref.APIVersion, ref.Kind)
	if len(gvk.Version) == 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("apiVersion"), ref.APIVersion, "version must not be empty"))
	}
	if len(gvk.Kind) == 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("kind"), ref.Kind, "must not be empty"))
	}
	if len(ref.Name) == 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("name"), ref.Name, "must not be empty"))
	}
	if len(ref.UID) == 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("uid"), ref.UID, "must not be empty"))
	}
	if _, ok := BannedOwners[gvk]; ok {
		allErrs = append(allErrs, field.Invalid(fldPath, ref, fmt.Sprintf("%s is disallowed from being an owner", gvk)))
	}
	return allErrs
}

// ValidateFinalizers checks each finalizer name and that "orphan" and
// "foregroundDeletion" are not both set.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateFinalizers.
func ValidateFinalizers(finalizers []string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, finalizer := range finalizers {
		allErrs = append(allErrs, ValidateFinalizerName(finalizer, fldPath)...)
	}
	if slices.Contains(finalizers, metav1.FinalizerOrphanDependents) && slices.Contains(finalizers, metav1.FinalizerDeleteDependents) {
		allErrs = append(allErrs, field.Invalid(fldPath, finalizers,
			fmt.Sprintf("finalizer %s and %s cannot be both set", metav1.FinalizerOrphanDependents, metav1.FinalizerDeleteDependents)))
	}
	return allErrs
}

// ValidateFinalizerName checks a finalizer: a qualified name
// ("example.com/cleanup").
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateFinalizerName.
func ValidateFinalizerName(stringValue string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, msg := range validation.IsQualifiedName(stringValue) {
		allErrs = append(allErrs, field.Invalid(fldPath, stringValue, msg))
	}
	return allErrs
}

// ValidateNoNewFinalizers forbids adding finalizers to an object being
// deleted: removing them is how the deletion completes.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateNoNewFinalizers.
func ValidateNoNewFinalizers(newFinalizers []string, oldFinalizers []string, fldPath *field.Path) field.ErrorList {
	var extra []string
	for _, f := range newFinalizers {
		if !slices.Contains(oldFinalizers, f) && !slices.Contains(extra, f) {
			extra = append(extra, f)
		}
	}
	if len(extra) == 0 {
		return nil
	}
	slices.Sort(extra)
	return field.ErrorList{field.Forbidden(fldPath,
		fmt.Sprintf("no new finalizers can be added if the object is being deleted, found new finalizers %#v", extra))}
}
