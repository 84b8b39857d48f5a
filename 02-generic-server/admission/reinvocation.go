package admission

import "context"

// newReinvocationHandler wraps a chain so that its mutating plugins run a
// second time when one of them asks for it.
// Upstream: k8s.io/apiserver/pkg/admission.newReinvocationHandler.
func newReinvocationHandler(admissionChain Interface) Interface {
	return &reinvoker{admissionChain}
}

// reinvoker runs the mutating chain, and again if a plugin changed the
// object after a plugin that wants to see the final object (a webhook or
// a policy with reinvocationPolicy IfNeeded) had run. In the second pass
// every built-in plugin runs again (they are idempotent), and the
// webhooks and policies run only those their own reinvocation state
// names. There is never a third pass.
// Upstream: k8s.io/apiserver/pkg/admission.reinvoker.
type reinvoker struct {
	admissionChain Interface
}

// Admit runs the mutating chain once or twice.
// Upstream: k8s.io/apiserver/pkg/admission.(*reinvoker).Admit.
func (r *reinvoker) Admit(ctx context.Context, a Attributes, o ObjectInterfaces) error {
	mutator, ok := r.admissionChain.(MutationInterface)
	if !ok {
		return nil
	}
	if err := mutator.Admit(ctx, a, o); err != nil {
		return err
	}
	s := a.GetReinvocationContext()
	if s.ShouldReinvoke() {
		s.SetIsReinvoke()
		return mutator.Admit(ctx, a, o)
	}
	return nil
}

// Validate runs the validating chain once.
// Upstream: k8s.io/apiserver/pkg/admission.(*reinvoker).Validate.
func (r *reinvoker) Validate(ctx context.Context, a Attributes, o ObjectInterfaces) error {
	if validator, ok := r.admissionChain.(ValidationInterface); ok {
		return validator.Validate(ctx, a, o)
	}
	return nil
}

// Handles is the chain's.
func (r *reinvoker) Handles(operation Operation) bool {
	return r.admissionChain.Handles(operation)
}

// reinvocationContext is the ReinvocationContext of attributesRecord.
// Upstream: k8s.io/apiserver/pkg/admission.reinvocationContext.
type reinvocationContext struct {
	// isReinvoke is true in the second pass.
	isReinvoke bool
	// reinvokeRequested is true once a plugin asked for a second pass.
	reinvokeRequested bool
	// values are the plugins' own states, by plugin name.
	values map[string]interface{}
}

func (rc *reinvocationContext) IsReinvoke() bool                { return rc.isReinvoke }
func (rc *reinvocationContext) SetIsReinvoke()                  { rc.isReinvoke = true }
func (rc *reinvocationContext) ShouldReinvoke() bool            { return rc.reinvokeRequested }
func (rc *reinvocationContext) SetShouldReinvoke()              { rc.reinvokeRequested = true }
func (rc *reinvocationContext) Value(plugin string) interface{} { return rc.values[plugin] }
func (rc *reinvocationContext) SetValue(plugin string, v interface{}) {
	if rc.values == nil {
		rc.values = map[string]interface{}{}
	}
	rc.values[plugin] = v
}
