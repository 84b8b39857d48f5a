package mutating

import (
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// key names one invocation: policy, binding and param. Reinvocation
// runs the invocations (not merely the policies) that need it.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.key.
type key struct {
	PolicyUID     namespacedName
	BindingUID    namespacedName
	ParamUID      namespacedName
	MutationIndex int
}

// namespacedName is a namespace and a name.
// Upstream: k8s.io/apimachinery/pkg/types.NamespacedName.
type namespacedName struct{ Namespace, Name string }

// policyReinvokeContext remembers, between the rounds of one request,
// which IfNeeded invocations ran and which a later change invalidated.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.policyReinvokeContext.
type policyReinvokeContext struct {
	// lastPolicyOutput is the object as the plugin last left it.
	lastPolicyOutput runtime.Object
	// previouslyInvokedReinvocablePolicies ran with IfNeeded since the
	// last change.
	previouslyInvokedReinvocablePolicies map[key]bool
	// reinvokePolicies must run again.
	reinvokePolicies map[key]bool
}

// ShouldReinvoke reports whether invocation k runs in the reinvocation round.
func (rc *policyReinvokeContext) ShouldReinvoke(k key) bool { return rc.reinvokePolicies[k] }

// IsOutputChangedSinceLastPolicyInvocation reports whether something
// other than this plugin changed the object since it last ran.
func (rc *policyReinvokeContext) IsOutputChangedSinceLastPolicyInvocation(object runtime.Object) bool {
	return !reflect.DeepEqual(rc.lastPolicyOutput, object)
}

// SetLastPolicyInvocationOutput keeps a copy of the object as the plugin
// leaves it.
func (rc *policyReinvokeContext) SetLastPolicyInvocationOutput(object runtime.Object) {
	if object == nil {
		rc.lastPolicyOutput = nil
		return
	}
	rc.lastPolicyOutput = object.DeepCopyObject()
}

// AddReinvocablePolicyToPreviouslyInvoked records that IfNeeded
// invocation k ran.
func (rc *policyReinvokeContext) AddReinvocablePolicyToPreviouslyInvoked(k key) {
	if rc.previouslyInvokedReinvocablePolicies == nil {
		rc.previouslyInvokedReinvocablePolicies = map[key]bool{}
	}
	rc.previouslyInvokedReinvocablePolicies[k] = true
}

// RequireReinvokingPreviouslyInvokedPlugins marks every IfNeeded
// invocation that ran so far for the reinvocation round: the object
// changed after they saw it.
func (rc *policyReinvokeContext) RequireReinvokingPreviouslyInvokedPlugins() {
	if len(rc.previouslyInvokedReinvocablePolicies) == 0 {
		return
	}
	if rc.reinvokePolicies == nil {
		rc.reinvokePolicies = map[key]bool{}
	}
	for k := range rc.previouslyInvokedReinvocablePolicies {
		rc.reinvokePolicies[k] = true
	}
	rc.previouslyInvokedReinvocablePolicies = map[key]bool{}
}
