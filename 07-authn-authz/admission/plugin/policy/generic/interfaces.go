package generic

import (
	"context"
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// PolicyAccessor reads what the framework needs of a policy, whichever
// kind.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.PolicyAccessor.
type PolicyAccessor interface {
	GetName() string
	GetNamespace() string
	GetParamKind() *admissionregistration.ParamKind
	GetMatchConstraints() *admissionregistration.MatchResources
	GetFailurePolicy() *admissionregistration.FailurePolicyType
}

// BindingAccessor reads what the framework needs of a binding.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.BindingAccessor.
type BindingAccessor interface {
	GetName() string
	GetNamespace() string
	// GetPolicyName is the name of the policy the binding binds.
	GetPolicyName() string
	GetMatchResources() *admissionregistration.MatchResources
	GetParamRef() *admissionregistration.ParamRef
}

// PolicyHook is a policy, compiled, with its bindings.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.PolicyHook.
type PolicyHook[P runtime.Object, B runtime.Object, E any] struct {
	Policy   P
	Bindings []B
	// Evaluator is the compiled policy; compilation errors are inside it,
	// reported when it runs.
	Evaluator E
	// ConfigurationError fails every request the policy matches (under
	// its failurePolicy): a paramKind whose resource is unknown.
	ConfigurationError error
	// Params finds the binding's params; nil when the policy has no
	// paramKind.
	Params *ParamSource
}

// Source gives a plugin its hooks.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.Source.
type Source[H any] interface {
	// Hooks returns the current hooks, without locking or compiling.
	Hooks() []H
	// HasSynced reports whether the informers have listed once.
	HasSynced() bool
}

// Dispatcher runs the hooks on a request.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.Dispatcher.
type Dispatcher[H any] interface {
	Dispatch(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces, hooks []H) error
}

// PolicyInvocation is one policy to run for a request: with one binding
// and one of its params, and the resource and kind it matched as.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.PolicyInvocation.
type PolicyInvocation[P runtime.Object, B runtime.Object, E any] struct {
	Policy    P
	Binding   B
	Resource  schema.GroupVersionResource
	Kind      schema.GroupVersionKind
	Param     runtime.Object
	Evaluator E
}

// PolicyError is what went wrong with a policy or a binding; the
// dispatcher keeps it or drops it by the policy's failurePolicy.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.PolicyError.
type PolicyError struct {
	// PolicyKind names the policy in the message
	// ("ValidatingAdmissionPolicy 'p' ..."); empty: "policy 'p' ...".
	PolicyKind string
	Policy     PolicyAccessor
	Binding    BindingAccessor
	Message    error
	Reason     metav1.StatusReason
}

// Error reads as upstream's: "policy 'p' with binding 'b' denied
// request: ...".
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.PolicyError.Error.
func (c PolicyError) Error() string {
	if c.PolicyKind != "" {
		if c.Binding != nil {
			return fmt.Sprintf("%s '%s' with binding '%s' denied request: %s", c.PolicyKind, c.Policy.GetName(), c.Binding.GetName(), c.Message.Error())
		}
		return fmt.Sprintf("%s '%s' denied request: %s", c.PolicyKind, c.Policy.GetName(), c.Message.Error())
	}
	if c.Binding != nil {
		return fmt.Sprintf("policy '%s' with binding '%s' denied request: %s", c.Policy.GetName(), c.Binding.GetName(), c.Message.Error())
	}
	return fmt.Sprintf("policy %q denied request: %s", c.Policy.GetName(), c.Message.Error())
}

// DispatcherDelegate runs the invocations that matched: the plugin's own
// part of the dispatcher. Its PolicyErrors follow failurePolicy; its
// StatusError refuses the request as it is.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.dispatcherDelegate.
type DispatcherDelegate[P runtime.Object, B runtime.Object, E any] func(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces, versionedAttributes *VersionedAttributeAccessor, invocations []PolicyInvocation[P, B, E]) ([]PolicyError, *apierrors.StatusError)
