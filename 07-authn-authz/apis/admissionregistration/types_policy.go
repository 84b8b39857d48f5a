package admissionregistration

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// ParameterNotFoundActionType is what a binding does when the params it
// references are missing.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ParameterNotFoundActionType.
type ParameterNotFoundActionType string

// The actions for a missing param.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration (constants).
const (
	// AllowAction lets the request through when no param matches.
	AllowAction ParameterNotFoundActionType = "Allow"
	// DenyAction refuses the request when no param matches.
	DenyAction ParameterNotFoundActionType = "Deny"
)

// ValidatingAdmissionPolicy is a set of CEL validations that accept or
// refuse a request without changing it. It does nothing until a
// ValidatingAdmissionPolicyBinding binds it. Cluster-scoped, with a
// status subresource the type-checking controller writes.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ValidatingAdmissionPolicy.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ValidatingAdmissionPolicy struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	// Spec is what the policy checks.
	Spec ValidatingAdmissionPolicySpec
	// Status is written by the system: the generation type-checked and
	// the warnings found.
	Status ValidatingAdmissionPolicyStatus
}

// ValidatingAdmissionPolicyStatus is what the system observed about a
// policy. Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ValidatingAdmissionPolicyStatus.
type ValidatingAdmissionPolicyStatus struct {
	// ObservedGeneration is the generation the controller type-checked.
	ObservedGeneration int64
	// TypeChecking holds the type-checking results; its presence means
	// type checking finished.
	TypeChecking *TypeChecking
	// Conditions are the latest observations of the policy's state.
	Conditions []metav1.Condition
}

// ValidatingAdmissionPolicyConditionType is a condition type of a policy.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ValidatingAdmissionPolicyConditionType.
type ValidatingAdmissionPolicyConditionType string

// TypeChecking holds the results of type-checking a policy's expressions.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.TypeChecking.
type TypeChecking struct {
	// ExpressionWarnings are the warnings, one per expression.
	ExpressionWarnings []ExpressionWarning
}

// ExpressionWarning is a type-checking warning about one expression.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ExpressionWarning.
type ExpressionWarning struct {
	// FieldRef is the path to the expression, for example
	// "spec.validations[0].expression".
	FieldRef string
	// Warning is the type checker's message: each line names the type
	// checked against, then the compiler's error.
	Warning string
}

// ValidatingAdmissionPolicyList is a list of ValidatingAdmissionPolicy.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ValidatingAdmissionPolicyList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ValidatingAdmissionPolicyList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []ValidatingAdmissionPolicy
}

// ValidatingAdmissionPolicySpec is what a validating policy checks and
// on which requests.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ValidatingAdmissionPolicySpec.
type ValidatingAdmissionPolicySpec struct {
	// ParamKind is the kind of the objects that parameterize the policy;
	// nil means no params (the params variable is not declared).
	ParamKind *ParamKind
	// MatchConstraints say which requests the policy may apply to; a
	// binding can narrow them but not widen them. Required.
	MatchConstraints *MatchResources
	// Validations are CEL expressions that must be true; at least one of
	// validations and auditAnnotations is required.
	Validations []Validation
	// FailurePolicy is Fail or Ignore, for a policy that is misconfigured
	// or an expression that errors; defaulted to Fail.
	FailurePolicy *FailurePolicyType
	// AuditAnnotations are CEL expressions whose values become audit
	// annotations on the request's audit event.
	AuditAnnotations []AuditAnnotation
	// MatchConditions must all be true for the policy to run (at most
	// 64).
	MatchConditions []MatchCondition
	// Variables are named CEL expressions the others reach as
	// variables.<name>; each may use the ones before it.
	Variables []Variable
}

// ParamKind is the group version and kind of a policy's params.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ParamKind.
type ParamKind struct {
	// APIVersion is group/version (or version for the core group).
	APIVersion string
	// Kind is the kind, for example ConfigMap.
	Kind string
}

// Validation is one CEL expression that must evaluate to true, and what
// to say when it does not.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.Validation.
type Validation struct {
	// Expression is CEL over object, oldObject, request, params,
	// namespaceObject, authorizer and variables; it must return a bool.
	Expression string
	// Message is returned when the expression is false; no line breaks.
	Message string
	// Reason is the metav1.StatusReason of the refusal: Unauthorized,
	// Forbidden, Invalid or RequestEntityTooLarge; Invalid when unset.
	Reason *metav1.StatusReason
	// MessageExpression is CEL that builds the message; it wins over
	// Message when it evaluates to a string.
	MessageExpression string
}

// Variable is a named CEL expression.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.Variable.
type Variable struct {
	// Name is a CEL identifier, unique in the policy.
	Name string
	// Expression is evaluated lazily, at most once per request.
	Expression string
}

// AuditAnnotation is an audit annotation whose value CEL computes.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.AuditAnnotation.
type AuditAnnotation struct {
	// Key is joined to the policy name as "{policy name}/{key}"; a
	// qualified name of at most 63 bytes, unique in the policy.
	Key string
	// ValueExpression is CEL that returns a string (or null to leave the
	// annotation out).
	ValueExpression string
}

// ValidatingAdmissionPolicyBinding binds a ValidatingAdmissionPolicy to
// params and to the requests it applies to, and says what a failed
// validation does. Cluster-scoped.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ValidatingAdmissionPolicyBinding.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ValidatingAdmissionPolicyBinding struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	// Spec names the policy and the params.
	Spec ValidatingAdmissionPolicyBindingSpec
}

// ValidatingAdmissionPolicyBindingList is a list of them.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ValidatingAdmissionPolicyBindingList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ValidatingAdmissionPolicyBindingList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []ValidatingAdmissionPolicyBinding
}

// ValidatingAdmissionPolicyBindingSpec is what a binding binds.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ValidatingAdmissionPolicyBindingSpec.
type ValidatingAdmissionPolicyBindingSpec struct {
	// PolicyName is the ValidatingAdmissionPolicy's name. Required.
	PolicyName string
	// ParamRef finds the params; only for a policy with a paramKind.
	ParamRef *ParamRef
	// MatchResources narrow the policy's matchConstraints.
	MatchResources *MatchResources
	// ValidationActions say what a failed validation does: Deny, Warn,
	// Audit; no duplicates, not Deny and Warn together. Required.
	ValidationActions []ValidationAction
}

// ParamRef finds the params of a binding: one object by name, or every
// object a selector matches.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ParamRef.
type ParamRef struct {
	// Name is the one param's name; exclusive with Selector.
	Name string
	// Namespace is where namespaced params are looked up; empty means
	// the request's namespace.
	Namespace string
	// Selector picks every param whose labels match; the policy runs once
	// per param.
	Selector *metav1.LabelSelector
	// ParameterNotFoundAction is Allow or Deny, for no match. Required.
	ParameterNotFoundAction *ParameterNotFoundActionType
}

// MatchResources say which requests a policy or binding covers: by
// namespace and object labels, by resource rules, minus excluded rules.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.MatchResources.
type MatchResources struct {
	// NamespaceSelector, as a webhook's; defaulted to {}.
	NamespaceSelector *metav1.LabelSelector
	// ObjectSelector, as a webhook's; defaulted to {}.
	ObjectSelector *metav1.LabelSelector
	// ResourceRules are the operations and resources covered.
	ResourceRules []NamedRuleWithOperations
	// ExcludeResourceRules are left out even when ResourceRules match.
	ExcludeResourceRules []NamedRuleWithOperations
	// MatchPolicy is Exact or Equivalent; defaulted to Equivalent.
	MatchPolicy *MatchPolicyType
}

// ValidationAction is what a failed validation does.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ValidationAction.
type ValidationAction string

// The validation actions.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration (constants).
const (
	// Deny refuses the request.
	Deny ValidationAction = "Deny"
	// Warn returns the failure in a Warning header (code 299).
	Warn ValidationAction = "Warn"
	// Audit adds the failure to the request's audit event, under
	// validation.policy.admission.k8s.io/validation_failure.
	Audit ValidationAction = "Audit"
)

// NamedRuleWithOperations is a RuleWithOperations limited to some object
// names. Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.NamedRuleWithOperations.
type NamedRuleWithOperations struct {
	// ResourceNames limit the rule to these names; empty is every name.
	ResourceNames []string
	// RuleWithOperations is the operations and resources; a named field
	// here, embedded in v1 (whose JSON puts its fields inline).
	RuleWithOperations RuleWithOperations
}

// MatchCondition is a CEL expression a request must satisfy for a policy
// to run. Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.MatchCondition.
type MatchCondition struct {
	// Name is a qualified name, unique in its list.
	Name string
	// Expression is CEL over object, oldObject, request, authorizer (and
	// a policy's params and variables); it must return a bool.
	Expression string
}

// MutatingAdmissionPolicy is a set of CEL mutations applied to objects in
// the mutating phase of admission; it does nothing until a
// MutatingAdmissionPolicyBinding binds it. Cluster-scoped, no status.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.MutatingAdmissionPolicy.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type MutatingAdmissionPolicy struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	// Spec is what the policy changes and where.
	Spec MutatingAdmissionPolicySpec
}

// MutatingAdmissionPolicyList is a list of MutatingAdmissionPolicy.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.MutatingAdmissionPolicyList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type MutatingAdmissionPolicyList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []MutatingAdmissionPolicy
}

// MutatingAdmissionPolicySpec is what a mutating policy changes and on
// which requests.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.MutatingAdmissionPolicySpec.
type MutatingAdmissionPolicySpec struct {
	// ParamKind, as ValidatingAdmissionPolicySpec.ParamKind.
	ParamKind *ParamKind
	// MatchConstraints, as a validating policy's; CONNECT is not allowed.
	MatchConstraints *MatchResources
	// Variables, as a validating policy's.
	Variables []Variable
	// Mutations are applied in order. Required.
	Mutations []Mutation
	// FailurePolicy is Fail or Ignore; defaulted to Fail.
	FailurePolicy *FailurePolicyType
	// MatchConditions, as a validating policy's.
	MatchConditions []MatchCondition
	// ReinvocationPolicy is Never or IfNeeded. Required.
	ReinvocationPolicy ReinvocationPolicyType
}

// Mutation is one change: a JSON patch or an apply configuration, built
// by CEL. Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.Mutation.
type Mutation struct {
	// PatchType is ApplyConfiguration or JSONPatch. Required.
	PatchType PatchType
	// ApplyConfiguration is set when PatchType is ApplyConfiguration.
	ApplyConfiguration *ApplyConfiguration
	// JSONPatch is set when PatchType is JSONPatch.
	JSONPatch *JSONPatch
}

// PatchType is the kind of a Mutation.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.PatchType.
type PatchType string

// The patch types.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration (constants).
const (
	// PatchTypeApplyConfiguration merges an apply configuration as
	// server-side apply does.
	PatchTypeApplyConfiguration PatchType = "ApplyConfiguration"
	// PatchTypeJSONPatch applies an RFC 6902 JSON patch.
	PatchTypeJSONPatch PatchType = "JSONPatch"
)

// ApplyConfiguration is CEL that returns an Object{...} to merge into the
// request's object. Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ApplyConfiguration.
type ApplyConfiguration struct {
	// Expression returns the apply configuration. Required.
	Expression string
}

// JSONPatch is CEL that returns a list of JSONPatch{...} operations.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.JSONPatch.
type JSONPatch struct {
	// Expression returns the patch operations. Required.
	Expression string
}

// MutatingAdmissionPolicyBinding binds a MutatingAdmissionPolicy to
// params and to the requests it applies to. Cluster-scoped.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.MutatingAdmissionPolicyBinding.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type MutatingAdmissionPolicyBinding struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	// Spec names the policy and the params.
	Spec MutatingAdmissionPolicyBindingSpec
}

// MutatingAdmissionPolicyBindingList is a list of them.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.MutatingAdmissionPolicyBindingList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type MutatingAdmissionPolicyBindingList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []MutatingAdmissionPolicyBinding
}

// MutatingAdmissionPolicyBindingSpec is what a mutating binding binds.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.MutatingAdmissionPolicyBindingSpec.
type MutatingAdmissionPolicyBindingSpec struct {
	// PolicyName is the MutatingAdmissionPolicy's name. Required.
	PolicyName string
	// ParamRef, as a validating binding's.
	ParamRef *ParamRef
	// MatchResources narrow the policy's matchConstraints; CONNECT is not
	// allowed.
	MatchResources *MatchResources
}
