package validating

import (
	"context"
	"fmt"
	"strings"

	celtypes "github.com/google/cel-go/common/types"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/cel"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/matchconditions"
	admissionv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admission/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// ValidateResult is what a policy decided for one binding and param.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.ValidateResult.
type ValidateResult struct {
	Decisions        []PolicyDecision
	AuditAnnotations []PolicyAuditAnnotation
}

// Validator is a compiled policy.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.Validator.
type Validator interface {
	Validate(ctx context.Context, matchedResource schema.GroupVersionResource, versionedAttr *generic.VersionedAttributes, versionedParams runtime.Object, namespace *corev1.Namespace, runtimeCELCostBudget int64, authz authorizer.Authorizer) ValidateResult
}

// validator holds a policy's compiled expressions.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.validator.
type validator struct {
	validationFilter      cel.ConditionEvaluator
	auditAnnotationFilter cel.ConditionEvaluator
	messageFilter         cel.ConditionEvaluator
	celMatcher            *matchconditions.Matcher
	failPolicy            *admissionregistration.FailurePolicyType
	// newContext makes the per-request composition context, so that each
	// variable runs once for all of the policy's expressions.
	newContext func(context.Context) context.Context
}

// NewValidator returns a Validator of compiled expressions.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.NewValidator.
func NewValidator(validationFilter cel.ConditionEvaluator, celMatcher *matchconditions.Matcher, auditAnnotationFilter, messageFilter cel.ConditionEvaluator, failPolicy *admissionregistration.FailurePolicyType) Validator {
	return &validator{validationFilter: validationFilter, auditAnnotationFilter: auditAnnotationFilter, messageFilter: messageFilter, celMatcher: celMatcher, failPolicy: failPolicy}
}

// errorResult is the one decision of an error that stops the policy.
func errorResult(f admissionregistration.FailurePolicyType, message string) ValidateResult {
	return ValidateResult{Decisions: []PolicyDecision{{Action: policyDecisionActionForError(f), Evaluation: EvalError, Message: message}}}
}

// Validate runs the policy: matchConditions, validations with their
// messages, then audit annotations, all within runtimeCELCostBudget.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.(*validator).Validate.
func (v *validator) Validate(ctx context.Context, matchedResource schema.GroupVersionResource, versionedAttr *generic.VersionedAttributes, versionedParams runtime.Object, namespace *corev1.Namespace, runtimeCELCostBudget int64, authz authorizer.Authorizer) ValidateResult {
	f := admissionregistration.Fail
	if v.failPolicy != nil {
		f = *v.failPolicy
	}
	if v.newContext != nil {
		ctx = v.newContext(ctx)
	}
	if v.celMatcher != nil {
		m := v.celMatcher.Match(ctx, versionedAttr, versionedParams, authz)
		if m.Error != nil {
			return errorResult(f, m.Error.Error())
		}
		if !m.Matches {
			return ValidateResult{}
		}
	}
	optionalVars := cel.OptionalVariableBindings{VersionedParams: versionedParams, Authorizer: authz}
	expressionOptionalVars := cel.OptionalVariableBindings{VersionedParams: versionedParams}
	kind := versionedAttr.VersionedKind
	request := cel.CreateAdmissionRequest(versionedAttr.Attributes,
		admissionv1.GroupVersionResource{Group: matchedResource.Group, Version: matchedResource.Version, Resource: matchedResource.Resource},
		admissionv1.GroupVersionKind{Group: kind.Group, Version: kind.Version, Kind: kind.Kind})
	ns := cel.CreateNamespaceObject(namespace)

	evalResults, remainingBudget, err := v.validationFilter.ForInput(ctx, versionedAttr, request, optionalVars, ns, runtimeCELCostBudget)
	if err != nil {
		return errorResult(f, err.Error())
	}
	messageResults, _, msgErr := v.messageFilter.ForInput(ctx, versionedAttr, request, expressionOptionalVars, ns, remainingBudget)
	decisions := make([]PolicyDecision, len(evalResults))
	for i, r := range evalResults {
		d := &decisions[i]
		d.Elapsed = r.Elapsed
		validation, ok := r.ExpressionAccessor.(*ValidationCondition)
		if !ok {
			d.Action, d.Evaluation, d.Message = policyDecisionActionForError(f), EvalError, "Invalid type sent to validator, expected ValidationCondition"
			continue
		}
		switch {
		case r.Error != nil:
			d.Action, d.Evaluation, d.Message = policyDecisionActionForError(f), EvalError, r.Error.Error()
		case msgErr != nil:
			// The messages ran out of budget: the policy failed.
			d.Action, d.Evaluation, d.Message = policyDecisionActionForError(f), EvalError, fmt.Sprintf("failed messageExpression: %s", msgErr)
		case r.EvalResult != celtypes.True:
			d.Action, d.Evaluation = ActionDeny, EvalDeny
			d.Reason = metav1.StatusReasonInvalid
			if validation.Reason != nil {
				d.Reason = *validation.Reason
			}
			var messageResult *cel.EvaluationResult
			if i < len(messageResults) {
				messageResult = &messageResults[i]
			}
			d.Message = failureMessage(validation, messageResult)
		default:
			d.Action, d.Evaluation = ActionAdmit, EvalAdmit
		}
	}
	annotations, err := v.auditAnnotations(ctx, versionedAttr, request, expressionOptionalVars, ns, runtimeCELCostBudget, f)
	if err != nil {
		return errorResult(f, err.Error())
	}
	return ValidateResult{Decisions: decisions, AuditAnnotations: annotations}
}

// failureMessage is the message of a failed validation: the
// messageExpression's value (trimmed; empty, multi-line or too long
// ones are dropped), else message, else "failed expression: ...".
// Upstream: the message choice in k8s.io/apiserver/pkg/admission/plugin/policy/validating.(*validator).Validate.
func failureMessage(validation *ValidationCondition, messageResult *cel.EvaluationResult) string {
	var message string
	if messageResult != nil && messageResult.Error == nil && messageResult.EvalResult != nil {
		if s, ok := messageResult.EvalResult.Value().(string); ok {
			message = strings.TrimSpace(s)
			if len(message) > apiservercel.MaxEvaluatedMessageExpressionSizeBytes || strings.Contains(message, "\n") {
				message = ""
			}
		}
	}
	if message == "" && len(validation.Message) > 0 {
		message = strings.TrimSpace(validation.Message)
	}
	if message == "" {
		message = fmt.Sprintf("failed expression: %v", strings.TrimSpace(validation.Expression))
	}
	return message
}

// auditAnnotations evaluates the valueExpressions: a string publishes,
// an empty string or null excludes, anything else is an error.
// Upstream: the audit annotation part of k8s.io/apiserver/pkg/admission/plugin/policy/validating.(*validator).Validate.
func (v *validator) auditAnnotations(ctx context.Context, versionedAttr *generic.VersionedAttributes, request *admissionv1.AdmissionRequest, vars cel.OptionalVariableBindings, ns *corev1.Namespace, budget int64, f admissionregistration.FailurePolicyType) ([]PolicyAuditAnnotation, error) {
	results, _, err := v.auditAnnotationFilter.ForInput(ctx, versionedAttr, request, vars, ns, budget)
	if err != nil {
		return nil, err
	}
	out := make([]PolicyAuditAnnotation, len(results))
	for i, r := range results {
		if r.ExpressionAccessor == nil {
			continue
		}
		a := &out[i]
		a.Elapsed = r.Elapsed
		condition, ok := r.ExpressionAccessor.(*AuditAnnotationCondition)
		if !ok {
			a.Action, a.Error = auditAnnotationEvaluationForError(f), fmt.Sprintf("Invalid type sent to validator, expected AuditAnnotationCondition but got %T", r.ExpressionAccessor)
			continue
		}
		a.Key = condition.Key
		if r.Error != nil {
			a.Action, a.Error = auditAnnotationEvaluationForError(f), r.Error.Error()
			continue
		}
		switch r.EvalResult.Type() {
		case celtypes.StringType:
			if value := strings.TrimSpace(r.EvalResult.Value().(string)); value != "" {
				a.Action, a.Value = AuditAnnotationActionPublish, value
			} else {
				a.Action = AuditAnnotationActionExclude
			}
		case celtypes.NullType:
			a.Action = AuditAnnotationActionExclude
		default:
			a.Action = AuditAnnotationActionError
			a.Error = fmt.Sprintf("valueExpression '%v' resulted in unsupported return type: %v. "+
				"Return type must be either string or null.", condition.ValueExpression, r.EvalResult.Type())
		}
	}
	return out, nil
}
