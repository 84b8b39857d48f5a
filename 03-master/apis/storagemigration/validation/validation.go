package validation

import (
	"strconv"
	"strings"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storagemigration"
)

// ValidateStorageVersionMigration checks a migration's name and resource.
// Upstream: k8s.io/kubernetes/pkg/apis/storagemigration/validation.ValidateStorageVersionMigration.
func ValidateStorageVersionMigration(svm *storagemigration.StorageVersionMigration) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&svm.ObjectMeta, false, apivalidation.NameIsDNSSubdomain, field.NewPath("metadata"))
	resource := field.NewPath("spec", "resource")
	if svm.Spec.Resource.Resource == "" {
		allErrs = append(allErrs, field.Required(resource.Child("resource"), "resource is required to be set"))
	} else if errs := utilvalidation.IsDNS1035Label(svm.Spec.Resource.Resource); len(errs) > 0 {
		allErrs = append(allErrs, field.Invalid(resource.Child("resource"), svm.Spec.Resource.Resource, strings.Join(errs, ",")))
	}
	if svm.Spec.Resource.Group != "" {
		if errs := utilvalidation.IsDNS1123Subdomain(svm.Spec.Resource.Group); len(errs) > 0 {
			allErrs = append(allErrs, field.Invalid(resource.Child("group"), svm.Spec.Resource.Group, strings.Join(errs, ",")))
		}
	}
	return allErrs
}

// ValidateStorageVersionMigrationUpdate checks an update: the spec is
// immutable.
// Upstream: k8s.io/kubernetes/pkg/apis/storagemigration/validation.ValidateStorageVersionMigrationUpdate.
func ValidateStorageVersionMigrationUpdate(svm, old *storagemigration.StorageVersionMigration) field.ErrorList {
	allErrs := ValidateStorageVersionMigration(svm)
	allErrs = append(allErrs, apivalidation.ValidateObjectMetaUpdate(&svm.ObjectMeta, &old.ObjectMeta, field.NewPath("metadata"))...)
	return append(allErrs, apivalidation.ValidateImmutableField(svm.Spec, old.Spec, field.NewPath("spec"))...)
}

// ValidateStorageVersionMigrationStatusUpdate checks a status update.
// Upstream: k8s.io/kubernetes/pkg/apis/storagemigration/validation.ValidateStorageVersionMigrationStatusUpdate.
func ValidateStorageVersionMigrationStatusUpdate(svm, old *storagemigration.StorageVersionMigration) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&svm.ObjectMeta, &old.ObjectMeta, field.NewPath("metadata"))
	status := field.NewPath("status")
	if rv := svm.Status.ResourceVersion; rv != "" {
		if n, err := strconv.ParseUint(rv, 10, 64); err != nil || n == 0 {
			allErrs = append(allErrs, field.Invalid(status.Child("resourceVersion"), rv, "resource version \""+rv+"\" is invalid"))
		}
	}
	if old.Status.ResourceVersion != "" && old.Status.ResourceVersion != svm.Status.ResourceVersion {
		allErrs = append(allErrs, field.Invalid(status.Child("resourceVersion"), svm.Status.ResourceVersion, "field is immutable"))
	}
	conditions := status.Child("conditions")
	if isTrue(svm, storagemigration.MigrationSucceeded) && isTrue(svm, storagemigration.MigrationFailed) {
		allErrs = append(allErrs, field.Invalid(conditions, svm.Status.Conditions, "Both success and failed conditions cannot be true at the same time"))
	}
	if isTrue(old, storagemigration.MigrationSucceeded) && !isTrue(svm, storagemigration.MigrationSucceeded) {
		allErrs = append(allErrs, field.Invalid(conditions, svm.Status.Conditions, "Success condition cannot be set to false once it is true"))
	}
	if isTrue(old, storagemigration.MigrationFailed) && !isTrue(svm, storagemigration.MigrationFailed) {
		allErrs = append(allErrs, field.Invalid(conditions, svm.Status.Conditions, "Failed condition cannot be set to false once it is true"))
	}
	return allErrs
}

// isTrue reports whether the migration has the condition t with status
// True.
// Upstream: k8s.io/kubernetes/pkg/apis/storagemigration/validation.isSuccessful and isFailed.
func isTrue(svm *storagemigration.StorageVersionMigration, t storagemigration.MigrationConditionType) bool {
	for _, c := range svm.Status.Conditions {
		if c.Type == string(t) {
			return c.Status == metav1.ConditionTrue
		}
	}
	return false
}
