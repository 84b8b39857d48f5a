package validation

import (
	"reflect"
	"slices"
	"strings"

	"github.com/google/cel-go/cel"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	plugincel "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/cel"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// ValidateMutatingAdmissionPolicy checks a new mutating policy.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.ValidateMutatingAdmissionPolicy.
func ValidateMutatingAdmissionPolicy(p *admissionregistration.MutatingAdmissionPolicy) field.ErrorList {
	return validateMutatingAdmissionPolicy(p, policyOptions{})
}

// ValidateMutatingAdmissionPolicyUpdate checks an update, skipping match
// conditions the update left alone (as for validating policies).
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.ValidateMutatingAdmissionPolicyUpdate.
func ValidateMutatingAdmissionPolicyUpdate(newP, oldP *admissionregistration.MutatingAdmissionPolicy) field.ErrorList {
	return validateMutatingAdmissionPolicy(newP, policyOptions{
		ignoreMatchConditions: reflect.DeepEqual(newP.Spec.ParamKind, oldP.Spec.ParamKind) &&
			reflect.DeepEqual(newP.Spec.MatchConditions, oldP.Spec.MatchConditions),
	})
}

func validateMutatingAdmissionPolicy(p *admissionregistration.MutatingAdmissionPolicy, opts policyOptions) field.ErrorList {
	allErrs := validation.ValidateObjectMeta(&p.ObjectMeta, false, validation.NameIsDNSSubdomain, field.NewPath("metadata"))
	return append(allErrs, validateMutatingAdmissionPolicySpec(&p.Spec, opts, field.NewPath("spec"))...)
}

// validateMutatingAdmissionPolicySpec checks what a validating policy's
// spec check does, with mutations instead of validations, operations
// limited to those with an object to mutate, and a required
// reinvocationPolicy.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateMutatingAdmissionPolicySpec.
func validateMutatingAdmissionPolicySpec(spec *admissionregistration.MutatingAdmissionPolicySpec, opts policyOptions, path *field.Path) field.ErrorList {
	compiler := createCompiler(true)
	allErrs := validatePolicyFailurePolicy(spec.FailurePolicy, path.Child("failurePolicy"))
	if spec.ParamKind != nil {
		opts.allowParamsInMatchConditions = true
		allErrs = append(allErrs, validateParamKind(*spec.ParamKind, path.Child("paramKind"))...)
	}
	allErrs = append(allErrs, validateMatchConstraints(spec.MatchConstraints, path.Child("matchConstraints"))...)
	if spec.MatchConstraints != nil {
		allErrs = append(allErrs, validateMutatingOperations(spec.MatchConstraints, path.Child("matchConstraints"))...)
	}
	if !opts.ignoreMatchConditions {
		allErrs = append(allErrs, validateMatchConditions(spec.MatchConditions, opts, path.Child("matchConditions"))...)
	}
	for i := range spec.Variables {
		allErrs = append(allErrs, validateVariable(compiler, &spec.Variables[i], spec.ParamKind, path.Child("variables").Index(i))...)
	}
	if len(spec.Mutations) == 0 {
		allErrs = append(allErrs, field.Required(path.Child("mutations"), "mutations must contain at least one item"))
	}
	for i := range spec.Mutations {
		allErrs = append(allErrs, validateMutation(compiler, &spec.Mutations[i], spec.ParamKind, path.Child("mutations").Index(i))...)
	}
	if spec.ReinvocationPolicy == "" {
		allErrs = append(allErrs, field.Required(path.Child("reinvocationPolicy"), ""))
	} else if !slices.Contains(supportedReinvocation, string(spec.ReinvocationPolicy)) {
		allErrs = append(allErrs, field.NotSupported(path.Child("reinvocationPolicy"), spec.ReinvocationPolicy, supportedReinvocation))
	}
	return allErrs
}

// validateMutatingOperations refuses DELETE in a mutating policy's or
// binding's rules: there is no object to mutate. As upstream, the error's
// path names the operations of no particular rule.
// Upstream: the supportedMutatingOperations loop of validateMutatingAdmissionPolicySpec.
func validateMutatingOperations(mr *admissionregistration.MatchResources, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, rule := range mr.ResourceRules {
		for _, op := range rule.RuleWithOperations.Operations {
			if !slices.Contains(supportedMutatingOperations, string(op)) {
				allErrs = append(allErrs, field.NotSupported(path.Child("resourceRules", "operations"), op, supportedMutatingOperations))
			}
		}
	}
	return allErrs
}

// validateMutation requires a patch type and exactly the matching one of
// jsonPatch and applyConfiguration, with an expression that compiles to a
// list of JSONPatch or to an Object.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateMutation.
func validateMutation(compiler plugincel.Compiler, m *admissionregistration.Mutation, paramKind *admissionregistration.ParamKind, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	switch m.PatchType {
	case "":
		allErrs = append(allErrs, field.Required(path.Child("patchType"), ""))
	case admissionregistration.PatchTypeJSONPatch:
		if m.JSONPatch == nil {
			allErrs = append(allErrs, field.Required(path.Child("jsonPatch"), "must be specified when patchType is JSONPatch"))
		} else {
			allErrs = append(allErrs, validatePatchExpression(compiler, m.JSONPatch.Expression, jsonPatchListType, paramKind, path.Child("jsonPatch", "expression"))...)
		}
		if m.ApplyConfiguration != nil {
			allErrs = append(allErrs, field.Invalid(path.Child("applyConfiguration"), "{applyConfiguration}", "must not be specified when patchType is JSONPatch"))
		}
	case admissionregistration.PatchTypeApplyConfiguration:
		if m.ApplyConfiguration == nil {
			allErrs = append(allErrs, field.Required(path.Child("applyConfiguration"), "must be specified when patchType is ApplyConfiguration"))
		} else {
			allErrs = append(allErrs, validatePatchExpression(compiler, m.ApplyConfiguration.Expression, applyConfigType, paramKind, path.Child("applyConfiguration", "expression"))...)
		}
		if m.JSONPatch != nil {
			allErrs = append(allErrs, field.Invalid(path.Child("jsonPatch"), "{jsonPatch}", "must not be specified when patchType is ApplyConfiguration"))
		}
	default:
		allErrs = append(allErrs, field.NotSupported(path.Child("patchType"), m.PatchType, supportedPatchTypes))
	}
	return allErrs
}

// validatePatchExpression requires a mutation's expression, compiled
// with the mutation types, to return want.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.validateJSONPatch
// and validateApplyConfiguration.
func validatePatchExpression(compiler plugincel.Compiler, expr string, want *cel.Type, paramKind *admissionregistration.ParamKind, path *field.Path) field.ErrorList {
	trimmed := strings.TrimSpace(expr)
	if trimmed == "" {
		return field.ErrorList{field.Required(path, "")}
	}
	return compileExpression(compiler, expression{expr: trimmed, returnTypes: []*cel.Type{want}},
		plugincel.OptionalVariableDeclarations{HasParams: paramKind != nil, HasAuthorizer: true, HasPatchTypes: true}, path)
}

// ValidateMutatingAdmissionPolicyBinding checks a new mutating binding.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.ValidateMutatingAdmissionPolicyBinding.
func ValidateMutatingAdmissionPolicyBinding(b *admissionregistration.MutatingAdmissionPolicyBinding) field.ErrorList {
	allErrs := validation.ValidateObjectMeta(&b.ObjectMeta, false, validation.NameIsDNSSubdomain, field.NewPath("metadata"))
	path := field.NewPath("spec")
	allErrs = append(allErrs, validatePolicyName(b.Spec.PolicyName, path.Child("policyName"))...)
	allErrs = append(allErrs, validateParamRef(b.Spec.ParamRef, path.Child("paramRef"))...)
	allErrs = append(allErrs, validateMatchResources(b.Spec.MatchResources, path.Child("matchResources"))...)
	if b.Spec.MatchResources != nil {
		allErrs = append(allErrs, validateMutatingOperations(b.Spec.MatchResources, path.Child("matchResources"))...)
	}
	return allErrs
}

// ValidateMutatingAdmissionPolicyBindingUpdate checks an update as a
// create. Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/validation.ValidateMutatingAdmissionPolicyBindingUpdate.
func ValidateMutatingAdmissionPolicyBindingUpdate(newB, oldB *admissionregistration.MutatingAdmissionPolicyBinding) field.ErrorList {
	return ValidateMutatingAdmissionPolicyBinding(newB)
}
