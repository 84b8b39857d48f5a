package validating

import (
	"time"

	"github.com/google/cel-go/cel"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// PolicyDecisionAction is what a validation decided.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.PolicyDecisionAction.
type PolicyDecisionAction string

// The actions. Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating (ActionAdmit, ActionDeny).
const (
	ActionAdmit PolicyDecisionAction = "admit"
	ActionDeny  PolicyDecisionAction = "deny"
)

// PolicyDecisionEvaluation is how the expression went.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.PolicyDecisionEvaluation.
type PolicyDecisionEvaluation string

// The evaluations. Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating (EvalAdmit, EvalError, EvalDeny).
const (
	EvalAdmit PolicyDecisionEvaluation = "admit"
	EvalError PolicyDecisionEvaluation = "error"
	EvalDeny  PolicyDecisionEvaluation = "deny"
)

// PolicyDecision is the decision of one validation.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.PolicyDecision.
type PolicyDecision struct {
	Action     PolicyDecisionAction
	Evaluation PolicyDecisionEvaluation
	Message    string
	Reason     metav1.StatusReason
	Elapsed    time.Duration
}

// PolicyAuditAnnotationAction is what to do with an audit annotation.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.PolicyAuditAnnotationAction.
type PolicyAuditAnnotationAction string

// The audit annotation actions.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating (AuditAnnotationActionPublish ...).
const (
	AuditAnnotationActionPublish PolicyAuditAnnotationAction = "publish"
	AuditAnnotationActionError   PolicyAuditAnnotationAction = "error"
	AuditAnnotationActionExclude PolicyAuditAnnotationAction = "exclude"
)

// PolicyAuditAnnotation is one evaluated audit annotation.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.PolicyAuditAnnotation.
type PolicyAuditAnnotation struct {
	Key     string
	Value   string
	Elapsed time.Duration
	Action  PolicyAuditAnnotationAction
	Error   string
}

// ValidationCondition is a validation as a CEL expression returning bool.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.ValidationCondition.
type ValidationCondition struct {
	Expression string
	Message    string
	Reason     *metav1.StatusReason
}

func (v *ValidationCondition) GetExpression() string    { return v.Expression }
func (v *ValidationCondition) ReturnTypes() []*cel.Type { return []*cel.Type{cel.BoolType} }

// MessageExpressionCondition is a messageExpression, returning string.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.MessageExpressionCondition.
type MessageExpressionCondition struct {
	MessageExpression string
}

func (m *MessageExpressionCondition) GetExpression() string    { return m.MessageExpression }
func (m *MessageExpressionCondition) ReturnTypes() []*cel.Type { return []*cel.Type{cel.StringType} }

// AuditAnnotationCondition is an auditAnnotation's valueExpression,
// returning a string or null.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.AuditAnnotationCondition.
type AuditAnnotationCondition struct {
	Key             string
	ValueExpression string
}

func (v *AuditAnnotationCondition) GetExpression() string { return v.ValueExpression }
func (v *AuditAnnotationCondition) ReturnTypes() []*cel.Type {
	return []*cel.Type{cel.StringType, cel.NullType}
}

// Variable is a policy's variable as a named expression of any type.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.Variable.
type Variable struct {
	Name       string
	Expression string
}

func (v *Variable) GetExpression() string    { return v.Expression }
func (v *Variable) ReturnTypes() []*cel.Type { return []*cel.Type{cel.AnyType, cel.DynType} }
func (v *Variable) GetName() string          { return v.Name }

// policyDecisionActionForError is what an error decides under f.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.policyDecisionActionForError.
func policyDecisionActionForError(f admissionregistration.FailurePolicyType) PolicyDecisionAction {
	if f == admissionregistration.Ignore {
		return ActionAdmit
	}
	return ActionDeny
}

// auditAnnotationEvaluationForError is what an annotation's error does under f.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/validating.auditAnnotationEvaluationForError.
func auditAnnotationEvaluationForError(f admissionregistration.FailurePolicyType) PolicyAuditAnnotationAction {
	if f == admissionregistration.Ignore {
		return AuditAnnotationActionExclude
	}
	return AuditAnnotationActionError
}
