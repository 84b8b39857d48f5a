package validation

import (
	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// ValidateServiceAccount checks a service account's metadata.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateServiceAccount.
func ValidateServiceAccount(serviceAccount *core.ServiceAccount) field.ErrorList {
	return genericvalidation.ValidateObjectMeta(&serviceAccount.ObjectMeta, true, ValidateServiceAccountName, metadataPath)
}

// ValidateServiceAccountUpdate checks an update's metadata, then the new
// service account.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateServiceAccountUpdate.
func ValidateServiceAccountUpdate(newServiceAccount, oldServiceAccount *core.ServiceAccount) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&newServiceAccount.ObjectMeta, &oldServiceAccount.ObjectMeta)
	return append(allErrs, ValidateServiceAccount(newServiceAccount)...)
}
