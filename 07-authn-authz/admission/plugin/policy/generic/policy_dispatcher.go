package generic

import (
	"context"
	"fmt"
	"net/http"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/matching"
	webhookgeneric "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// policyDispatcher finds the invocations of a request: each policy that
// matches, with each of its bindings that matches and each of the
// binding's params; it hands them to the plugin's delegate and turns
// the errors that failurePolicy keeps into one (failurePolicyErrors).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.policyDispatcher.
type policyDispatcher[P runtime.Object, B runtime.Object, E any] struct {
	newPolicyAccessor  func(P) PolicyAccessor
	newBindingAccessor func(B) BindingAccessor
	matcher            *matching.Matcher
	delegate           DispatcherDelegate[P, B, E]
	options            PolicyDispatcherOptions
}

// PolicyDispatcherOptions say how a plugin words and codes the errors the
// dispatcher makes (a policy's or a binding's configuration).
type PolicyDispatcherOptions struct {
	// PolicyKind names the policy in messages: upstream's validating
	// dispatcher says "ValidatingAdmissionPolicy 'p'", the generic one
	// "policy 'p'" (empty).
	PolicyKind string
	// DefaultReason, when set, codes the answer as upstream's validating
	// dispatcher does: the first error's reason, else this one, and that
	// reason's code (ReasonToCode: 422 for Invalid, 403 for Forbidden).
	// Empty, the answer is upstream's generic dispatcher's, which its
	// mutating plugin uses: admission.NewForbidden's 403 whose reason
	// becomes the first error's when it has one, the code left as it is;
	// so a failed mutation answers 403 with reason Invalid, a code and a
	// reason that disagree, as upstream v1.37's do.
	DefaultReason metav1.StatusReason
}

// NewPolicyDispatcher returns the Dispatcher of PolicyHooks.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.NewPolicyDispatcher.
func NewPolicyDispatcher[P runtime.Object, B runtime.Object, E any](
	newPolicyAccessor func(P) PolicyAccessor,
	newBindingAccessor func(B) BindingAccessor,
	matcher *matching.Matcher,
	delegate DispatcherDelegate[P, B, E],
	options PolicyDispatcherOptions,
) Dispatcher[PolicyHook[P, B, E]] {
	return &policyDispatcher[P, B, E]{newPolicyAccessor: newPolicyAccessor, newBindingAccessor: newBindingAccessor, matcher: matcher, delegate: delegate, options: options}
}

// Dispatch runs the hooks that concern a.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.(*policyDispatcher).Dispatch.
func (d *policyDispatcher[P, B, E]) Dispatch(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces, hooks []PolicyHook[P, B, E]) error {
	versionedAttrs := &VersionedAttributeAccessor{attr: a, objectInterfaces: o, versionedAttrs: map[schema.GroupVersionKind]*webhookgeneric.VersionedAttributes{}}
	var policyErrors []PolicyError
	addConfigError := func(err error, policy PolicyAccessor, binding BindingAccessor) {
		message := fmt.Errorf("failed to configure policy: %w", err)
		if binding != nil {
			message = fmt.Errorf("failed to configure binding: %w", err)
		}
		policyErrors = append(policyErrors, PolicyError{PolicyKind: d.options.PolicyKind, Policy: policy, Binding: binding, Message: message})
	}
	var invocations []PolicyInvocation[P, B, E]
	for _, hook := range hooks {
		policy := d.newPolicyAccessor(hook.Policy)
		if policy.GetMatchConstraints() == nil {
			addConfigError(fmt.Errorf("policy contained no match constraints, a required field"), policy, nil)
			continue
		}
		matches, gvr, gvk, err := d.matcher.Matches(ctx, a, policy.GetMatchConstraints())
		if err != nil {
			addConfigError(err, policy, nil)
			continue
		} else if !matches {
			continue
		} else if hook.ConfigurationError != nil {
			addConfigError(hook.ConfigurationError, policy, nil)
			continue
		}
		for _, b := range hook.Bindings {
			binding := d.newBindingAccessor(b)
			// A binding without matchResources matches all the policy does.
			if criteria := binding.GetMatchResources(); criteria != nil {
				if matches, _, _, err := d.matcher.Matches(ctx, a, criteria); err != nil {
					addConfigError(err, policy, binding)
					continue
				} else if !matches {
					continue
				}
			}
			if _, err := versionedAttrs.VersionedAttribute(gvk); err != nil {
				addConfigError(err, policy, nil)
				continue
			}
			params, err := CollectParams(policy.GetParamKind(), hook.Params, binding.GetParamRef(), a.GetNamespace())
			if err != nil {
				addConfigError(err, policy, binding)
				continue
			}
			for _, param := range params {
				invocations = append(invocations, PolicyInvocation[P, B, E]{
					Policy: hook.Policy, Binding: b, Resource: gvr, Kind: gvk, Param: param, Evaluator: hook.Evaluator,
				})
			}
		}
	}
	if len(invocations) > 0 {
		more, statusError := d.delegate(ctx, a, o, versionedAttrs, invocations)
		if statusError != nil {
			return statusError
		}
		policyErrors = append(policyErrors, more...)
	}
	return failurePolicyErrors(a, policyErrors, d.options.DefaultReason)
}

// ReasonToCode is the status code of a denial's reason: 403 Forbidden,
// 401 Unauthorized, 413 RequestEntityTooLarge, otherwise 422.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.reasonToCode.
func ReasonToCode(r metav1.StatusReason) int32 {
	switch r {
	case metav1.StatusReasonForbidden:
		return http.StatusForbidden
	case metav1.StatusReasonUnauthorized:
		return http.StatusUnauthorized
	case metav1.StatusReasonRequestEntityTooLarge:
		return http.StatusRequestEntityTooLarge
	}
	return http.StatusUnprocessableEntity
}

// failurePolicyErrors drops the errors of policies with failurePolicy
// Ignore and turns the others into one error whose message and reason
// are the first one's, each a cause. Its code is 403, or, with a
// defaultReason (the validating plugin), the code of its reason.
// Upstream: the end of k8s.io/apiserver/pkg/admission/plugin/policy/generic.(*policyDispatcher).Dispatch,
// and of k8s.io/apiserver/pkg/admission/plugin/policy/validating.(*dispatcher).Dispatch with a defaultReason.
func failurePolicyErrors(a admission.Attributes, policyErrors []PolicyError, defaultReason metav1.StatusReason) error {
	var kept []PolicyError
	for _, e := range policyErrors {
		if fp := e.Policy.GetFailurePolicy(); fp != nil && *fp == admissionregistration.Ignore {
			continue
		}
		kept = append(kept, e)
	}
	if len(kept) == 0 {
		return nil
	}
	err, ok := admission.NewForbidden(a, fmt.Errorf("admission request denied by policy")).(*apierrors.StatusError)
	if !ok {
		return apierrors.NewInternalError(fmt.Errorf("failed to create status error"))
	}
	err.ErrStatus.Message = ""
	if err.ErrStatus.Details == nil {
		err.ErrStatus.Details = &metav1.StatusDetails{}
	}
	for _, e := range kept {
		message := e.Error()
		if err.ErrStatus.Message == "" {
			err.ErrStatus.Message = message
			if e.Reason != "" {
				err.ErrStatus.Reason = e.Reason
			}
			if defaultReason != "" {
				if e.Reason == "" {
					err.ErrStatus.Reason = defaultReason
				}
				err.ErrStatus.Code = ReasonToCode(err.ErrStatus.Reason)
			}
		}
		err.ErrStatus.Details.Causes = append(err.ErrStatus.Details.Causes, metav1.StatusCause{Message: message})
	}
	return err
}

// VersionedAttributeAccessor converts a request's objects to a kind's
// version once per kind.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.versionedAttributeAccessor.
type VersionedAttributeAccessor struct {
	versionedAttrs   map[schema.GroupVersionKind]*webhookgeneric.VersionedAttributes
	attr             admission.Attributes
	objectInterfaces admission.ObjectInterfaces
}

// VersionedAttribute returns the request converted to gvk's version.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.(*versionedAttributeAccessor).VersionedAttribute.
func (v *VersionedAttributeAccessor) VersionedAttribute(gvk schema.GroupVersionKind) (*webhookgeneric.VersionedAttributes, error) {
	if val, ok := v.versionedAttrs[gvk]; ok {
		return val, nil
	}
	versioned, err := webhookgeneric.NewVersionedAttributes(v.attr, gvk, v.objectInterfaces)
	if err != nil {
		return nil, err
	}
	v.versionedAttrs[gvk] = versioned
	return versioned, nil
}
