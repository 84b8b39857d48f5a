package validation

import (
	"slices"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
)

// ValidateRoleBinding checks a RoleBinding: namespaced metadata, a
// roleRef to a Role or ClusterRole, and its subjects.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/validation.ValidateRoleBinding.
func ValidateRoleBinding(roleBinding *rbac.RoleBinding) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&roleBinding.ObjectMeta, true, ValidateRBACName, field.NewPath("metadata"))
	allErrs = append(allErrs, validateRoleRef(roleBinding.RoleRef, []string{"Role", "ClusterRole"})...)
	subjectsPath := field.NewPath("subjects")
	for i, subject := range roleBinding.Subjects {
		allErrs = append(allErrs, ValidateRoleBindingSubject(subject, true, subjectsPath.Index(i))...)
	}
	return allErrs
}

// ValidateRoleBindingUpdate checks the new RoleBinding; its roleRef is
// immutable (to grant another role, delete and create: an update would
// let a user who may edit bindings swap in a role they do not hold).
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/validation.ValidateRoleBindingUpdate.
func ValidateRoleBindingUpdate(roleBinding, oldRoleBinding *rbac.RoleBinding) field.ErrorList {
	allErrs := ValidateRoleBinding(roleBinding)
	allErrs = append(allErrs, apivalidation.ValidateObjectMetaUpdate(&roleBinding.ObjectMeta, &oldRoleBinding.ObjectMeta, field.NewPath("metadata"))...)
	return append(allErrs, apivalidation.ValidateImmutableField(roleBinding.RoleRef, oldRoleBinding.RoleRef, field.NewPath("roleRef"))...)
}

// ValidateClusterRoleBinding checks a ClusterRoleBinding: cluster-scoped
// metadata, a roleRef to a ClusterRole, and its subjects (service
// accounts must say their namespace).
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/validation.ValidateClusterRoleBinding.
func ValidateClusterRoleBinding(roleBinding *rbac.ClusterRoleBinding) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&roleBinding.ObjectMeta, false, ValidateRBACName, field.NewPath("metadata"))
	allErrs = append(allErrs, validateRoleRef(roleBinding.RoleRef, []string{"ClusterRole"})...)
	subjectsPath := field.NewPath("subjects")
	for i, subject := range roleBinding.Subjects {
		allErrs = append(allErrs, ValidateRoleBindingSubject(subject, false, subjectsPath.Index(i))...)
	}
	return allErrs
}

// ValidateClusterRoleBindingUpdate checks the new ClusterRoleBinding;
// its roleRef is immutable.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/validation.ValidateClusterRoleBindingUpdate.
func ValidateClusterRoleBindingUpdate(roleBinding, oldRoleBinding *rbac.ClusterRoleBinding) field.ErrorList {
	allErrs := ValidateClusterRoleBinding(roleBinding)
	allErrs = append(allErrs, apivalidation.ValidateObjectMetaUpdate(&roleBinding.ObjectMeta, &oldRoleBinding.ObjectMeta, field.NewPath("metadata"))...)
	return append(allErrs, apivalidation.ValidateImmutableField(roleBinding.RoleRef, oldRoleBinding.RoleRef, field.NewPath("roleRef"))...)
}

// validateRoleRef checks a binding's roleRef: the RBAC group, one of
// kinds, and a valid name.
// Upstream: part of k8s.io/kubernetes/pkg/apis/rbac/validation.ValidateRoleBinding
// and ValidateClusterRoleBinding.
func validateRoleRef(ref rbac.RoleRef, kinds []string) field.ErrorList {
	var allErrs field.ErrorList
	refPath := field.NewPath("roleRef")
	if ref.APIGroup != rbac.GroupName {
		allErrs = append(allErrs, field.NotSupported(refPath.Child("apiGroup"), ref.APIGroup, []string{rbac.GroupName}))
	}
	if !slices.Contains(kinds, ref.Kind) {
		allErrs = append(allErrs, field.NotSupported(refPath.Child("kind"), ref.Kind, kinds))
	}
	if ref.Name == "" {
		allErrs = append(allErrs, field.Required(refPath.Child("name"), ""))
	} else {
		for _, msg := range ValidateRBACName(ref.Name, false) {
			allErrs = append(allErrs, field.Invalid(refPath.Child("name"), ref.Name, msg))
		}
	}
	return allErrs
}

// ValidateRoleBindingSubject checks one subject: a name; a ServiceAccount
// with a valid name, the core group, and (in a ClusterRoleBinding) a
// namespace; a User or Group in the RBAC group; no other kind.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac/validation.ValidateRoleBindingSubject.
func ValidateRoleBindingSubject(subject rbac.Subject, isNamespaced bool, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if subject.Name == "" {
		allErrs = append(allErrs, field.Required(fldPath.Child("name"), ""))
	}
	switch subject.Kind {
	case rbac.ServiceAccountKind:
		if subject.Name != "" {
			for _, msg := range validateServiceAccountName(subject.Name, false) {
				allErrs = append(allErrs, field.Invalid(fldPath.Child("name"), subject.Name, msg))
			}
		}
		if subject.APIGroup != "" {
			allErrs = append(allErrs, field.NotSupported(fldPath.Child("apiGroup"), subject.APIGroup, []string{""}))
		}
		if !isNamespaced && subject.Namespace == "" {
			allErrs = append(allErrs, field.Required(fldPath.Child("namespace"), ""))
		}
	case rbac.UserKind, rbac.GroupKind:
		if subject.APIGroup != rbac.GroupName {
			allErrs = append(allErrs, field.NotSupported(fldPath.Child("apiGroup"), subject.APIGroup, []string{rbac.GroupName}))
		}
	default:
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("kind"), subject.Kind, []string{rbac.ServiceAccountKind, rbac.UserKind, rbac.GroupKind}))
	}
	return allErrs
}
