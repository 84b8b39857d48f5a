package validating

import (
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// Policy, Binding and the hook of this plugin.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating (Policy, PolicyBinding, PolicyHook).
type (
	Policy        = admissionregistration.ValidatingAdmissionPolicy
	PolicyBinding = admissionregistration.ValidatingAdmissionPolicyBinding
	PolicyHook    = generic.PolicyHook[*Policy, *PolicyBinding, Validator]
)

type policyAccessor struct{ *Policy }

// NewValidatingAdmissionPolicyAccessor reads a policy for the framework.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.NewValidatingAdmissionPolicyAccessor.
func NewValidatingAdmissionPolicyAccessor(p *Policy) generic.PolicyAccessor { return policyAccessor{p} }

func (p policyAccessor) GetName() string      { return p.Name }
func (p policyAccessor) GetNamespace() string { return p.Namespace }
func (p policyAccessor) GetParamKind() *admissionregistration.ParamKind {
	return p.Spec.ParamKind
}
func (p policyAccessor) GetMatchConstraints() *admissionregistration.MatchResources {
	return p.Spec.MatchConstraints
}
func (p policyAccessor) GetFailurePolicy() *admissionregistration.FailurePolicyType {
	return p.Spec.FailurePolicy
}

type bindingAccessor struct{ *PolicyBinding }

// NewValidatingAdmissionPolicyBindingAccessor reads a binding for the framework.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.NewValidatingAdmissionPolicyBindingAccessor.
func NewValidatingAdmissionPolicyBindingAccessor(b *PolicyBinding) generic.BindingAccessor {
	return bindingAccessor{b}
}

func (b bindingAccessor) GetName() string       { return b.Name }
func (b bindingAccessor) GetNamespace() string  { return b.Namespace }
func (b bindingAccessor) GetPolicyName() string { return b.Spec.PolicyName }
func (b bindingAccessor) GetMatchResources() *admissionregistration.MatchResources {
	return b.Spec.MatchResources
}
func (b bindingAccessor) GetParamRef() *admissionregistration.ParamRef { return b.Spec.ParamRef }
