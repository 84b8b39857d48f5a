package validating

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/matching"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// ValidationFailureAnnotationKey is the audit annotation of the
// failures of bindings with the Audit action.
// Upstream: the key in k8s.io/apiserver/pkg/admission/plugin/policy/validating.publishValidationFailureAnnotations.
const ValidationFailureAnnotationKey = "validation.policy.admission.k8s.io/validation_failure"

// maxAuditAnnotationValueLength bounds an audit annotation's value.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.maxAuditAnnotationValueLength.
const maxAuditAnnotationValueLength = 10 * 1024

// maxValidationFailures bounds the failures in the audit annotation.
const maxValidationFailures = 50

// ValidationFailureValue is one failure in the audit annotation.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.ValidationFailureValue.
type ValidationFailureValue struct {
	Message           string                                   `json:"message"`
	Policy            string                                   `json:"policy"`
	Binding           string                                   `json:"binding"`
	ExpressionIndex   int                                      `json:"expressionIndex"`
	ValidationActions []admissionregistration.ValidationAction `json:"validationActions"`
}

// NewDispatcher returns the plugin's dispatcher: the generic policy
// dispatcher with this plugin's delegate, wording and 422 default.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.NewDispatcher.
func NewDispatcher(a authorizer.Authorizer, m *matching.Matcher) generic.Dispatcher[PolicyHook] {
	d := &dispatcher{authz: a, matcher: m}
	return generic.NewPolicyDispatcher(NewValidatingAdmissionPolicyAccessor, NewValidatingAdmissionPolicyBindingAccessor, m, d.dispatchInvocations,
		generic.PolicyDispatcherOptions{PolicyKind: "ValidatingAdmissionPolicy", DefaultReason: metav1.StatusReasonInvalid})
}

type dispatcher struct {
	authz   authorizer.Authorizer
	matcher *matching.Matcher
}

// deniedDecision is a Deny decision with its policy and binding.
type deniedDecision struct {
	PolicyDecision
	policy, binding string
}

// dispatchInvocations runs each invocation's validator and acts on each
// failure as the binding's validationActions say; the first denial
// refuses the request.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.(*dispatcher).Dispatch.
func (c *dispatcher) dispatchInvocations(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces, versionedAttrs *generic.VersionedAttributeAccessor, invocations []generic.PolicyInvocation[*Policy, *PolicyBinding, Validator]) ([]generic.PolicyError, *apierrors.StatusError) {
	authz := newCachingAuthorizer(c.authz)
	namespace, err := c.namespace(ctx, a)
	if err != nil {
		return nil, toStatusError(err)
	}
	var denied []deniedDecision
	var failures []ValidationFailureValue
	annotations := map[string]*auditAnnotationCollector{} // by policy name
	var policyOrder []string
	for _, inv := range invocations {
		versionedAttr, err := versionedAttrs.VersionedAttribute(inv.Kind)
		if err != nil {
			return nil, toStatusError(err)
		}
		result := inv.Evaluator.Validate(ctx, inv.Resource, versionedAttr, inv.Param, namespace, apiservercel.RuntimeCELCostBudget, authz)
		policy, binding := inv.Policy.Name, inv.Binding.Name
		for i, decision := range result.Decisions {
			if decision.Action != ActionDeny {
				continue
			}
			for _, action := range inv.Binding.Spec.ValidationActions {
				switch action {
				case admissionregistration.Deny:
					denied = append(denied, deniedDecision{PolicyDecision: decision, policy: policy, binding: binding})
				case admissionregistration.Audit:
					failures = append(failures, ValidationFailureValue{ExpressionIndex: i, Message: decision.Message,
						ValidationActions: inv.Binding.Spec.ValidationActions, Binding: binding, Policy: inv.Binding.Spec.PolicyName})
				case admissionregistration.Warn:
					warning.AddWarning(ctx, fmt.Sprintf("Validation failed for ValidatingAdmissionPolicy '%s' with binding '%s': %s", policy, binding, decision.Message))
				}
			}
		}
		collector, ok := annotations[policy]
		if !ok {
			collector = &auditAnnotationCollector{annotations: map[string][]string{}}
			annotations[policy] = collector
			policyOrder = append(policyOrder, policy)
		}
		for _, an := range result.AuditAnnotations {
			switch an.Action {
			case AuditAnnotationActionPublish:
				value := an.Value
				if len(value) > maxAuditAnnotationValueLength {
					value = value[:maxAuditAnnotationValueLength]
				}
				collector.add(an.Key, value)
			case AuditAnnotationActionError:
				denied = append(denied, deniedDecision{PolicyDecision: PolicyDecision{Action: ActionDeny, Evaluation: EvalError, Message: an.Error}, policy: policy, binding: binding})
			}
		}
	}
	for _, policy := range policyOrder {
		annotations[policy].publish(policy, a)
	}
	publishValidationFailureAnnotations(a, failures)
	if len(denied) > 0 {
		return nil, denial(a, denied[0])
	}
	return nil, nil
}

// denial is the error of the first denied decision: 403 reworded, with
// the reason's code (422 Invalid when none).
// Upstream: the end of k8s.io/apiserver/pkg/admission/plugin/policy/validating.(*dispatcher).Dispatch.
func denial(a admission.Attributes, d deniedDecision) *apierrors.StatusError {
	message := fmt.Sprintf("ValidatingAdmissionPolicy '%s' with binding '%s' denied request: %s", d.policy, d.binding, d.Message)
	err, ok := admission.NewForbidden(a, errors.New(message)).(*apierrors.StatusError)
	if !ok {
		return apierrors.NewInternalError(errors.New("failed to create status error"))
	}
	reason := d.Reason
	if reason == "" {
		reason = metav1.StatusReasonInvalid
	}
	err.ErrStatus.Reason = reason
	err.ErrStatus.Code = generic.ReasonToCode(reason)
	if err.ErrStatus.Details == nil {
		err.ErrStatus.Details = &metav1.StatusDetails{}
	}
	err.ErrStatus.Details.Causes = append(err.ErrStatus.Details.Causes, metav1.StatusCause{Message: message})
	return err
}

// namespace is the request's namespace as v1 (nil for a cluster-scoped
// request, and for a Namespace itself).
func (c *dispatcher) namespace(ctx context.Context, a admission.Attributes) (*corev1.Namespace, error) {
	name := a.GetNamespace()
	if gvk := a.GetKind(); gvk.Group == "" && gvk.Version == "v1" && gvk.Kind == "Namespace" {
		name = ""
	}
	if name == "" {
		return nil, nil
	}
	obj, err := c.matcher.GetNamespace(ctx, name)
	if err != nil {
		return nil, err
	}
	out, err := legacyscheme.Scheme.ConvertToVersion(obj.DeepCopyObject(), corev1.SchemeGroupVersion)
	if err != nil {
		return nil, err
	}
	ns, ok := out.(*corev1.Namespace)
	if !ok {
		return nil, fmt.Errorf("namespace %q is a %T", name, out)
	}
	return ns, nil
}

func toStatusError(err error) *apierrors.StatusError {
	var status *apierrors.StatusError
	if errors.As(err, &status) {
		return status
	}
	return apierrors.NewInternalError(err)
}

// auditAnnotationCollector gathers one policy's audit annotations over
// its bindings: the same value once, distinct values joined by ", ".
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.auditAnnotationCollector.
type auditAnnotationCollector struct {
	annotations map[string][]string
}

func (a *auditAnnotationCollector) add(key, value string) {
	for _, v := range a.annotations[key] {
		if v == value {
			return
		}
	}
	a.annotations[key] = append(a.annotations[key], value)
}

// publish adds "<policy>/<key>" annotations to the request.
func (a *auditAnnotationCollector) publish(policyName string, attributes admission.Attributes) {
	keys := make([]string, 0, len(a.annotations))
	for k := range a.annotations {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, key := range keys {
		_ = attributes.AddAnnotation(policyName+"/"+key, strings.Join(a.annotations[key], ", "))
	}
}

// publishValidationFailureAnnotations adds the Audit failures, as JSON,
// under ValidationFailureAnnotationKey.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.publishValidationFailureAnnotations.
func publishValidationFailureAnnotations(attributes admission.Attributes, failures []ValidationFailureValue) {
	if len(failures) == 0 {
		return
	}
	if len(failures) > maxValidationFailures {
		failures = failures[:maxValidationFailures]
	}
	value, err := json.Marshal(failures)
	if err != nil {
		return
	}
	_ = attributes.AddAnnotation(ValidationFailureAnnotationKey, string(value))
}
