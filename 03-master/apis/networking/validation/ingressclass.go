package validation

import (
	"slices"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
)

// maxLenIngressClassController is the longest controller name.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.maxLenIngressClassController.
const maxLenIngressClassController = 250

// supportedIngressClassParametersReferenceScopes are the scopes of parameters.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.supportedIngressClassParametersReferenceScopes.
var supportedIngressClassParametersReferenceScopes = []string{
	networking.IngressClassParametersReferenceScopeCluster,
	networking.IngressClassParametersReferenceScopeNamespace,
}

// ValidateIngressClassName is the rule of an IngressClass's name.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateIngressClassName.
var ValidateIngressClassName = apivalidation.NameIsDNSSubdomain

// ValidateIngressClass checks a new IngressClass.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateIngressClass.
func ValidateIngressClass(ingressClass *networking.IngressClass) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&ingressClass.ObjectMeta, false, ValidateIngressClassName, field.NewPath("metadata"))
	return append(allErrs, validateIngressClassSpec(&ingressClass.Spec, field.NewPath("spec"))...)
}

// ValidateIngressClassUpdate checks an update: the controller never
// changes, and the new class is checked as a create.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateIngressClassUpdate.
func ValidateIngressClassUpdate(newIngressClass, oldIngressClass *networking.IngressClass) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&newIngressClass.ObjectMeta, &oldIngressClass.ObjectMeta, field.NewPath("metadata"))
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(newIngressClass.Spec.Controller, oldIngressClass.Spec.Controller, field.NewPath("spec", "controller"))...)
	return append(allErrs, ValidateIngressClass(newIngressClass)...)
}

// validateIngressClassSpec checks the controller (a domain-prefixed path
// of at most 250 characters) and the parameters.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.validateIngressClassSpec.
func validateIngressClassSpec(spec *networking.IngressClassSpec, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if len(spec.Controller) > maxLenIngressClassController {
		allErrs = append(allErrs, field.TooLong(fldPath.Child("controller"), "", maxLenIngressClassController))
	}
	allErrs = append(allErrs, isDomainPrefixedPath(fldPath.Child("controller"), spec.Controller)...)
	return append(allErrs, validateIngressClassParametersReference(spec.Parameters, fldPath.Child("parameters"))...)
}

// validateIngressClassParametersReference checks the parameters: group,
// kind and name, a scope, and a namespace exactly when the scope is
// Namespace.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.validateIngressClassParametersReference.
func validateIngressClassParametersReference(params *networking.IngressClassParametersReference, fldPath *field.Path) field.ErrorList {
	if params == nil {
		return nil
	}
	allErrs := field.ErrorList{}
	if params.APIGroup != nil {
		for _, msg := range utilvalidation.IsDNS1123Subdomain(*params.APIGroup) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("apiGroup"), *params.APIGroup, msg))
		}
	}
	if params.Kind == "" {
		allErrs = append(allErrs, field.Required(fldPath.Child("kind"), ""))
	} else {
		allErrs = append(allErrs, pathSegmentErrors(fldPath.Child("kind"), params.Kind)...)
	}
	if params.Name == "" {
		allErrs = append(allErrs, field.Required(fldPath.Child("name"), ""))
	} else {
		allErrs = append(allErrs, pathSegmentErrors(fldPath.Child("name"), params.Name)...)
	}
	if params.Scope == nil {
		return append(allErrs, field.Required(fldPath.Child("scope"), ""))
	}
	scope := *params.Scope
	switch {
	case !slices.Contains(supportedIngressClassParametersReferenceScopes, scope):
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("scope"), scope, supportedIngressClassParametersReferenceScopes))
	case scope == networking.IngressClassParametersReferenceScopeNamespace && params.Namespace == nil:
		allErrs = append(allErrs, field.Required(fldPath.Child("namespace"), "`parameters.scope` is set to 'Namespace'"))
	case scope == networking.IngressClassParametersReferenceScopeNamespace:
		for _, msg := range apivalidation.ValidateNamespaceName(*params.Namespace, false) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("namespace"), *params.Namespace, msg))
		}
	case scope == networking.IngressClassParametersReferenceScopeCluster && params.Namespace != nil:
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("namespace"), "`parameters.scope` is set to 'Cluster'"))
	}
	return allErrs
}
