package mutating

import (
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// The plugin's policy and binding kinds, and its hooks.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.Policy,
// PolicyBinding and PolicyHook, of the v1 types; ours are the internal
// types the informers hold.
type (
	Policy        = admissionregistration.MutatingAdmissionPolicy
	PolicyBinding = admissionregistration.MutatingAdmissionPolicyBinding
	PolicyHook    = generic.PolicyHook[*Policy, *PolicyBinding, PolicyEvaluator]
)

// mutatingAdmissionPolicyAccessor reads a MutatingAdmissionPolicy for the
// generic framework.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.mutatingAdmissionPolicyAccessor.
type mutatingAdmissionPolicyAccessor struct{ *Policy }

// NewMutatingAdmissionPolicyAccessor wraps p.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.NewMutatingAdmissionPolicyAccessor.
func NewMutatingAdmissionPolicyAccessor(p *Policy) generic.PolicyAccessor {
	return mutatingAdmissionPolicyAccessor{p}
}

func (p mutatingAdmissionPolicyAccessor) GetName() string      { return p.Name }
func (p mutatingAdmissionPolicyAccessor) GetNamespace() string { return p.Namespace }
func (p mutatingAdmissionPolicyAccessor) GetParamKind() *admissionregistration.ParamKind {
	return p.Spec.ParamKind
}
func (p mutatingAdmissionPolicyAccessor) GetMatchConstraints() *admissionregistration.MatchResources {
	return p.Spec.MatchConstraints
}
func (p mutatingAdmissionPolicyAccessor) GetFailurePolicy() *admissionregistration.FailurePolicyType {
	return p.Spec.FailurePolicy
}

// mutatingAdmissionPolicyBindingAccessor reads a binding.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.mutatingAdmissionPolicyBindingAccessor.
type mutatingAdmissionPolicyBindingAccessor struct{ *PolicyBinding }

// NewMutatingAdmissionPolicyBindingAccessor wraps b.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.NewMutatingAdmissionPolicyBindingAccessor.
func NewMutatingAdmissionPolicyBindingAccessor(b *PolicyBinding) generic.BindingAccessor {
	return mutatingAdmissionPolicyBindingAccessor{b}
}

func (b mutatingAdmissionPolicyBindingAccessor) GetName() string       { return b.Name }
func (b mutatingAdmissionPolicyBindingAccessor) GetNamespace() string  { return b.Namespace }
func (b mutatingAdmissionPolicyBindingAccessor) GetPolicyName() string { return b.Spec.PolicyName }
func (b mutatingAdmissionPolicyBindingAccessor) GetMatchResources() *admissionregistration.MatchResources {
	return b.Spec.MatchResources
}
func (b mutatingAdmissionPolicyBindingAccessor) GetParamRef() *admissionregistration.ParamRef {
	return b.Spec.ParamRef
}
