package mutating

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
	plugincel "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/cel"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/matching"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/mutating/patch"
	webhookgeneric "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// Invocation is one policy to run, with its binding and param.
type Invocation = generic.PolicyInvocation[*Policy, *PolicyBinding, PolicyEvaluator]

// NewDispatcher returns the plugin's dispatcher: the generic framework
// finds the invocations (matching policies x matching bindings x
// params); dispatchInvocations runs their mutations.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.NewDispatcher.
func NewDispatcher(a authorizer.Authorizer, m *matching.Matcher, tcm patch.TypeConverterManager) generic.Dispatcher[PolicyHook] {
	res := &dispatcher{matcher: m, authz: a, typeConverterManager: tcm}
	res.Dispatcher = generic.NewPolicyDispatcher[*Policy, *PolicyBinding, PolicyEvaluator](
		NewMutatingAdmissionPolicyAccessor,
		NewMutatingAdmissionPolicyBindingAccessor,
		m,
		res.dispatchInvocations,
		generic.PolicyDispatcherOptions{},
	)
	return res
}

// dispatcher runs mutating policies.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.dispatcher.
type dispatcher struct {
	matcher              *matching.Matcher
	authz                authorizer.Authorizer
	typeConverterManager patch.TypeConverterManager
	generic.Dispatcher[PolicyHook]
}

// dispatchInvocations runs, for each invocation in order, its
// matchConditions and then its mutations in order, each on the object as
// the previous one left it. A mutation's error is the policy's (its
// failurePolicy decides); a StatusError refuses the request at once. A
// policy that changed the object asks the chain for a second pass, in
// which only the IfNeeded invocations that ran before a change run again
// (all of them when another plugin changed the object in between). At
// the end the versioned object goes back into the request's object.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.(*dispatcher).dispatchInvocations.
func (d *dispatcher) dispatchInvocations(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces,
	versionedAttributes *generic.VersionedAttributeAccessor, invocations []Invocation) ([]generic.PolicyError, *apierrors.StatusError) {
	var lastVersionedAttr *webhookgeneric.VersionedAttributes
	reinvokeCtx := a.GetReinvocationContext()
	policyReinvokeCtx, ok := reinvokeCtx.Value(PluginName).(*policyReinvokeContext)
	if !ok {
		policyReinvokeCtx = &policyReinvokeContext{}
		reinvokeCtx.SetValue(PluginName, policyReinvokeCtx)
	}
	if reinvokeCtx.IsReinvoke() && policyReinvokeCtx.IsOutputChangedSinceLastPolicyInvocation(a.GetObject()) {
		// Something else changed the object: every eligible policy runs again.
		policyReinvokeCtx.RequireReinvokingPreviouslyInvokedPlugins()
	}
	defer func() { policyReinvokeCtx.SetLastPolicyInvocationOutput(a.GetObject()) }()

	var policyErrors []generic.PolicyError
	addConfigError := func(err error, invocation Invocation, reason metav1.StatusReason) {
		policyErrors = append(policyErrors, generic.PolicyError{
			Message: err,
			Policy:  NewMutatingAdmissionPolicyAccessor(invocation.Policy),
			Binding: NewMutatingAdmissionPolicyBindingAccessor(invocation.Binding),
			Reason:  reason,
		})
	}

	namespace, statusErr := d.namespaceOf(ctx, a)
	if statusErr != nil {
		return nil, statusErr
	}

	for _, invocation := range invocations {
		if invocation.Evaluator.CompositedCompiler != nil {
			ctx = invocation.Evaluator.CompositedCompiler.CreateContext(ctx)
		}
		if invocation.Evaluator.Error != nil {
			addConfigError(invocation.Evaluator.Error, invocation, metav1.StatusReasonInvalid)
			continue
		}
		if len(invocation.Evaluator.Mutators) != len(invocation.Policy.Spec.Mutations) {
			// A bug: the compiler makes one patcher per mutation.
			return nil, apierrors.NewInternalError(fmt.Errorf("expected %v compiled evaluators for policy %v, got %v",
				len(invocation.Policy.Spec.Mutations), invocation.Policy.Name, len(invocation.Evaluator.Mutators)))
		}
		versionedAttr, err := versionedAttributes.VersionedAttribute(invocation.Kind)
		if err != nil {
			return nil, apierrors.NewInternalError(err)
		}
		if invocation.Evaluator.Matcher != nil {
			matchResults := invocation.Evaluator.Matcher.Match(ctx, versionedAttr, invocation.Param, d.authz)
			if matchResults.Error != nil {
				addConfigError(matchResults.Error, invocation, metav1.StatusReasonInvalid)
				continue
			}
			if !matchResults.Matches {
				continue
			}
		}
		invocationKey := keyFor(invocation)
		if reinvokeCtx.IsReinvoke() && !policyReinvokeCtx.ShouldReinvoke(invocationKey) {
			continue
		}

		objectBeforeMutations := versionedAttr.VersionedObject
		for mutationIndex := range invocation.Policy.Spec.Mutations {
			lastVersionedAttr = versionedAttr
			if versionedAttr.VersionedObject == nil { // nothing to patch
				continue
			}
			patcher := invocation.Evaluator.Mutators[mutationIndex]
			optionalVariables := plugincel.OptionalVariableBindings{VersionedParams: invocation.Param, Authorizer: d.authz}
			if err := d.dispatchOne(ctx, patcher, o, versionedAttr, namespace, invocation.Resource, optionalVariables); err != nil {
				var statusError *apierrors.StatusError
				if errors.As(err, &statusError) {
					return nil, statusError
				}
				addConfigError(err, invocation, metav1.StatusReasonInvalid)
				continue
			}
		}
		if !reflect.DeepEqual(objectBeforeMutations, versionedAttr.VersionedObject) {
			// This policy changed the object: the IfNeeded ones before it
			// saw an outdated object.
			policyReinvokeCtx.RequireReinvokingPreviouslyInvokedPlugins()
			reinvokeCtx.SetShouldReinvoke()
		}
		if invocation.Policy.Spec.ReinvocationPolicy == admissionregistration.IfNeededReinvocationPolicy {
			policyReinvokeCtx.AddReinvocablePolicyToPreviouslyInvoked(invocationKey)
		}
	}

	if lastVersionedAttr != nil && lastVersionedAttr.VersionedObject != nil && lastVersionedAttr.Dirty {
		policyReinvokeCtx.RequireReinvokingPreviouslyInvokedPlugins()
		reinvokeCtx.SetShouldReinvoke()
		if err := lastVersionedAttr.ConvertBack(o); err != nil {
			return nil, apierrors.NewInternalError(fmt.Errorf("failed to convert object: %w", err))
		}
	}
	return policyErrors, nil
}

// namespaceOf returns the request's namespace object (namespaceObject in
// CEL), nil for a cluster-scoped request and for a namespace itself.
// Upstream: the namespace lookup of (*dispatcher).dispatchInvocations.
func (d *dispatcher) namespaceOf(ctx context.Context, a admission.Attributes) (runtime.Object, *apierrors.StatusError) {
	namespaceName := a.GetNamespace()
	if gvk := a.GetKind(); gvk.Kind == "Namespace" && gvk.Version == "v1" && gvk.Group == "" {
		namespaceName = ""
	}
	if namespaceName == "" {
		return nil, nil
	}
	obj, err := d.matcher.GetNamespace(ctx, namespaceName)
	if err != nil {
		var statusError *apierrors.StatusError
		if errors.As(err, &statusError) {
			return nil, statusError
		}
		return nil, apierrors.NewNotFound(schema.GroupResource{Resource: "namespaces"}, namespaceName)
	}
	// The informer holds the internal object; CEL sees the v1 one, with
	// only the fields upstream exposes.
	out, err := legacyscheme.Scheme.ConvertToVersion(obj.DeepCopyObject(), corev1.SchemeGroupVersion)
	if err != nil {
		return nil, apierrors.NewInternalError(err)
	}
	ns, ok := out.(*corev1.Namespace)
	if !ok {
		return nil, apierrors.NewInternalError(fmt.Errorf("namespace %q is a %T", namespaceName, out))
	}
	return plugincel.CreateNamespaceObject(ns), nil
}

// dispatchOne runs one mutation and puts its result, of the versioned
// kind and defaulted, in place of the versioned object.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.(*dispatcher).dispatchOne.
func (d *dispatcher) dispatchOne(ctx context.Context, patcher patch.Patcher, o admission.ObjectInterfaces,
	versionedAttributes *webhookgeneric.VersionedAttributes, namespace runtime.Object,
	resource schema.GroupVersionResource, optionalVariables plugincel.OptionalVariableBindings) error {
	if patcher == nil {
		return apierrors.NewInternalError(fmt.Errorf("policy evaluator is nil"))
	}
	typeConverter := d.typeConverterManager.GetTypeConverter(versionedAttributes.VersionedKind)
	if typeConverter == nil {
		return apierrors.NewServiceUnavailable(fmt.Sprintf("Resource kind %s not found. There can be a delay between when CustomResourceDefinitions are created and when they are available.", versionedAttributes.VersionedKind))
	}
	newVersionedObject, err := patcher.Patch(ctx, patch.Request{
		MatchedResource:     resource,
		VersionedAttributes: versionedAttributes,
		ObjectInterfaces:    o,
		OptionalVariables:   optionalVariables,
		Namespace:           namespace,
		TypeConverter:       typeConverter,
	}, apiservercel.RuntimeCELCostBudget)
	if err != nil {
		return err
	}
	if u, ok := newVersionedObject.(*unstructured.Unstructured); ok {
		if _, wasUnstructured := versionedAttributes.VersionedObject.(*unstructured.Unstructured); !wasUnstructured {
			// The merge returns Unstructured; the object was a Go type.
			if newVersionedObject, err = toTyped(o, versionedAttributes.VersionedKind, u); err != nil {
				return err
			}
		}
	}
	o.GetObjectDefaulter().Default(newVersionedObject)
	versionedAttributes.VersionedObject = newVersionedObject
	versionedAttributes.Dirty = true
	return nil
}

// toTyped decodes u into kind's Go type.
// Upstream: o.GetObjectConvertor().ConvertToVersion of dispatchOne, which
// converts from Unstructured with the unstructured converter we do not
// rebuild; we go through JSON, as managedfields does.
func toTyped(o admission.ObjectInterfaces, kind schema.GroupVersionKind, u *unstructured.Unstructured) (runtime.Object, error) {
	out, err := o.GetObjectCreater().New(kind)
	if err != nil {
		return nil, apierrors.NewInternalError(err)
	}
	data, err := json.Marshal(u.Object)
	if err != nil {
		return nil, apierrors.NewInternalError(err)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return nil, apierrors.NewInternalError(err)
	}
	out.GetObjectKind().SetGroupVersionKind(kind)
	return out, nil
}

// keyFor names an invocation by its policy, binding and param.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.keyFor.
func keyFor(invocation Invocation) key {
	k := key{
		PolicyUID:  namespacedName{Namespace: invocation.Policy.Namespace, Name: invocation.Policy.Name},
		BindingUID: namespacedName{Namespace: invocation.Binding.Namespace, Name: invocation.Binding.Name},
	}
	if m, ok := invocation.Param.(metav1.Object); ok && !reflect.ValueOf(m).IsNil() {
		k.ParamUID = namespacedName{Namespace: m.GetNamespace(), Name: m.GetName()}
	}
	return k
}
