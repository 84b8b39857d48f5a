package validation

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication"
)

// MinTokenAgeSec is the shortest lifetime a TokenRequest may ask for.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication/validation.MinTokenAgeSec.
const MinTokenAgeSec = 10 * 60

// ValidateTokenRequest checks the requested lifetime and that no
// attestations are asked for.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication/validation.ValidateTokenRequest.
func ValidateTokenRequest(tr *authentication.TokenRequest) field.ErrorList {
	allErrs := field.ErrorList{}
	specPath := field.NewPath("spec")
	if tr.Spec.ExpirationSeconds < MinTokenAgeSec {
		allErrs = append(allErrs, field.Invalid(specPath.Child("expirationSeconds"), tr.Spec.ExpirationSeconds, "may not specify a duration less than 10 minutes"))
	}
	if tr.Spec.ExpirationSeconds > 1<<32 {
		allErrs = append(allErrs, field.Invalid(specPath.Child("expirationSeconds"), tr.Spec.ExpirationSeconds, "may not specify a duration larger than 2^32 seconds"))
	}
	if len(tr.Spec.Attestations) != 0 {
		return field.ErrorList{field.Invalid(specPath.Child("attestations"), tr.Spec.Attestations, "attestations may only be specified with a webhook bound object reference")}
	}
	return allErrs
}
