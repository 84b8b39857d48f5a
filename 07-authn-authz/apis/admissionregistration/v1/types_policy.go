package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// ParameterNotFoundActionType is what a binding does when the params it
// references are missing.
// Upstream: k8s.io/api/admissionregistration/v1.ParameterNotFoundActionType.
type ParameterNotFoundActionType string

// The actions for a missing param.
// Upstream: k8s.io/api/admissionregistration/v1 (constants).
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
// Upstream: k8s.io/api/admissionregistration/v1.ValidatingAdmissionPolicy.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ValidatingAdmissionPolicy struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is what the policy checks.
	Spec ValidatingAdmissionPolicySpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is written by the system: the generation type-checked and
	// the warnings found.
	Status ValidatingAdmissionPolicyStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// ValidatingAdmissionPolicyStatus is what the system observed about a
// policy. Upstream: k8s.io/api/admissionregistration/v1.ValidatingAdmissionPolicyStatus.
type ValidatingAdmissionPolicyStatus struct {
	// ObservedGeneration is the generation the controller type-checked.
	ObservedGeneration int64 `json:"observedGeneration,omitempty" protobuf:"varint,1,opt,name=observedGeneration"`
	// TypeChecking holds the type-checking results; its presence means
	// type checking finished.
	TypeChecking *TypeChecking `json:"typeChecking,omitempty" protobuf:"bytes,2,opt,name=typeChecking"`
	// Conditions are the latest observations of the policy's state.
	// +listType=map
	// +listMapKey=type
	Conditions []metav1.Condition `json:"conditions,omitempty" protobuf:"bytes,3,rep,name=conditions"`
}

// ValidatingAdmissionPolicyConditionType is a condition type of a policy.
// Upstream: k8s.io/api/admissionregistration/v1.ValidatingAdmissionPolicyConditionType.
type ValidatingAdmissionPolicyConditionType string

// TypeChecking holds the results of type-checking a policy's expressions.
// Upstream: k8s.io/api/admissionregistration/v1.TypeChecking.
type TypeChecking struct {
	// ExpressionWarnings are the warnings, one per expression.
	// +listType=atomic
	ExpressionWarnings []ExpressionWarning `json:"expressionWarnings,omitempty" protobuf:"bytes,1,rep,name=expressionWarnings"`
}

// ExpressionWarning is a type-checking warning about one expression.
// Upstream: k8s.io/api/admissionregistration/v1.ExpressionWarning.
type ExpressionWarning struct {
	// FieldRef is the path to the expression, for example
	// "spec.validations[0].expression".
	FieldRef string `json:"fieldRef" protobuf:"bytes,2,opt,name=fieldRef"`
	// Warning is the type checker's message: each line names the type
	// checked against, then the compiler's error.
	Warning string `json:"warning" protobuf:"bytes,3,opt,name=warning"`
}

// ValidatingAdmissionPolicyList is a list of ValidatingAdmissionPolicy.
// Upstream: k8s.io/api/admissionregistration/v1.ValidatingAdmissionPolicyList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ValidatingAdmissionPolicyList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []ValidatingAdmissionPolicy `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ValidatingAdmissionPolicySpec is what a validating policy checks and
// on which requests.
// Upstream: k8s.io/api/admissionregistration/v1.ValidatingAdmissionPolicySpec.
type ValidatingAdmissionPolicySpec struct {
	// ParamKind is the kind of the objects that parameterize the policy;
	// nil means no params (the params variable is not declared).
	ParamKind *ParamKind `json:"paramKind,omitempty" protobuf:"bytes,1,rep,name=paramKind"`
	// MatchConstraints say which requests the policy may apply to; a
	// binding can narrow them but not widen them. Required.
	MatchConstraints *MatchResources `json:"matchConstraints,omitempty" protobuf:"bytes,2,rep,name=matchConstraints"`
	// Validations are CEL expressions that must be true; at least one of
	// validations and auditAnnotations is required.
	// +listType=atomic
	Validations []Validation `json:"validations,omitempty" protobuf:"bytes,3,rep,name=validations"`
	// FailurePolicy is Fail or Ignore, for a policy that is misconfigured
	// or an expression that errors; defaulted to Fail.
	FailurePolicy *FailurePolicyType `json:"failurePolicy,omitempty" protobuf:"bytes,4,opt,name=failurePolicy,casttype=FailurePolicyType"`
	// AuditAnnotations are CEL expressions whose values become audit
	// annotations on the request's audit event.
	// +listType=atomic
	AuditAnnotations []AuditAnnotation `json:"auditAnnotations,omitempty" protobuf:"bytes,5,rep,name=auditAnnotations"`
	// MatchConditions must all be true for the policy to run (at most
	// 64).
	// +listType=map
	// +listMapKey=name
	MatchConditions []MatchCondition `json:"matchConditions,omitempty" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,6,rep,name=matchConditions"`
	// Variables are named CEL expressions the others reach as
	// variables.<name>; each may use the ones before it.
	// +listType=map
	// +listMapKey=name
	Variables []Variable `json:"variables,omitempty" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,7,rep,name=variables"`
}

// ParamKind is the group version and kind of a policy's params.
// Upstream: k8s.io/api/admissionregistration/v1.ParamKind.
//
// +structType=atomic
type ParamKind struct {
	// APIVersion is group/version (or version for the core group).
	APIVersion string `json:"apiVersion,omitempty" protobuf:"bytes,1,rep,name=apiVersion"`
	// Kind is the kind, for example ConfigMap.
	Kind string `json:"kind,omitempty" protobuf:"bytes,2,rep,name=kind"`
}

// Validation is one CEL expression that must evaluate to true, and what
// to say when it does not.
// Upstream: k8s.io/api/admissionregistration/v1.Validation.
type Validation struct {
	// Expression is CEL over object, oldObject, request, params,
	// namespaceObject, authorizer and variables; it must return a bool.
	Expression string `json:"expression" protobuf:"bytes,1,opt,name=Expression"`
	// Message is returned when the expression is false; no line breaks.
	Message string `json:"message,omitempty" protobuf:"bytes,2,opt,name=message"`
	// Reason is the metav1.StatusReason of the refusal: Unauthorized,
	// Forbidden, Invalid or RequestEntityTooLarge; Invalid when unset.
	Reason *metav1.StatusReason `json:"reason,omitempty" protobuf:"bytes,3,opt,name=reason"`
	// MessageExpression is CEL that builds the message; it wins over
	// Message when it evaluates to a string.
	MessageExpression string `json:"messageExpression,omitempty" protobuf:"bytes,4,opt,name=messageExpression"`
}

// Variable is a named CEL expression.
// Upstream: k8s.io/api/admissionregistration/v1.Variable.
//
// +structType=atomic
type Variable struct {
	// Name is a CEL identifier, unique in the policy.
	Name string `json:"name" protobuf:"bytes,1,opt,name=Name"`
	// Expression is evaluated lazily, at most once per request.
	Expression string `json:"expression" protobuf:"bytes,2,opt,name=Expression"`
}

// AuditAnnotation is an audit annotation whose value CEL computes.
// Upstream: k8s.io/api/admissionregistration/v1.AuditAnnotation.
type AuditAnnotation struct {
	// Key is joined to the policy name as "{policy name}/{key}"; a
	// qualified name of at most 63 bytes, unique in the policy.
	Key string `json:"key" protobuf:"bytes,1,opt,name=key"`
	// ValueExpression is CEL that returns a string (or null to leave the
	// annotation out).
	ValueExpression string `json:"valueExpression" protobuf:"bytes,2,opt,name=valueExpression"`
}

// ValidatingAdmissionPolicyBinding binds a ValidatingAdmissionPolicy to
// params and to the requests it applies to, and says what a failed
// validation does. Cluster-scoped.
// Upstream: k8s.io/api/admissionregistration/v1.ValidatingAdmissionPolicyBinding.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ValidatingAdmissionPolicyBinding struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec names the policy and the params.
	Spec ValidatingAdmissionPolicyBindingSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
}

// ValidatingAdmissionPolicyBindingList is a list of them.
// Upstream: k8s.io/api/admissionregistration/v1.ValidatingAdmissionPolicyBindingList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ValidatingAdmissionPolicyBindingList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []ValidatingAdmissionPolicyBinding `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ValidatingAdmissionPolicyBindingSpec is what a binding binds.
// Upstream: k8s.io/api/admissionregistration/v1.ValidatingAdmissionPolicyBindingSpec.
type ValidatingAdmissionPolicyBindingSpec struct {
	// PolicyName is the ValidatingAdmissionPolicy's name. Required.
	PolicyName string `json:"policyName,omitempty" protobuf:"bytes,1,rep,name=policyName"`
	// ParamRef finds the params; only for a policy with a paramKind.
	ParamRef *ParamRef `json:"paramRef,omitempty" protobuf:"bytes,2,rep,name=paramRef"`
	// MatchResources narrow the policy's matchConstraints.
	MatchResources *MatchResources `json:"matchResources,omitempty" protobuf:"bytes,3,rep,name=matchResources"`
	// ValidationActions say what a failed validation does: Deny, Warn,
	// Audit; no duplicates, not Deny and Warn together. Required.
	// +listType=set
	ValidationActions []ValidationAction `json:"validationActions,omitempty" protobuf:"bytes,4,rep,name=validationActions"`
}

// ParamRef finds the params of a binding: one object by name, or every
// object a selector matches.
// Upstream: k8s.io/api/admissionregistration/v1.ParamRef.
//
// +structType=atomic
type ParamRef struct {
	// Name is the one param's name; exclusive with Selector.
	Name string `json:"name,omitempty" protobuf:"bytes,1,rep,name=name"`
	// Namespace is where namespaced params are looked up; empty means
	// the request's namespace.
	Namespace string `json:"namespace,omitempty" protobuf:"bytes,2,rep,name=namespace"`
	// Selector picks every param whose labels match; the policy runs once
	// per param.
	Selector *metav1.LabelSelector `json:"selector,omitempty" protobuf:"bytes,3,rep,name=selector"`
	// ParameterNotFoundAction is Allow or Deny, for no match. Required.
	ParameterNotFoundAction *ParameterNotFoundActionType `json:"parameterNotFoundAction,omitempty" protobuf:"bytes,4,rep,name=parameterNotFoundAction"`
}

// MatchResources say which requests a policy or binding covers: by
// namespace and object labels, by resource rules, minus excluded rules.
// Upstream: k8s.io/api/admissionregistration/v1.MatchResources.
//
// +structType=atomic
type MatchResources struct {
	// NamespaceSelector, as a webhook's; defaulted to {}.
	NamespaceSelector *metav1.LabelSelector `json:"namespaceSelector,omitempty" protobuf:"bytes,1,opt,name=namespaceSelector"`
	// ObjectSelector, as a webhook's; defaulted to {}.
	ObjectSelector *metav1.LabelSelector `json:"objectSelector,omitempty" protobuf:"bytes,2,opt,name=objectSelector"`
	// ResourceRules are the operations and resources covered.
	// +listType=atomic
	ResourceRules []NamedRuleWithOperations `json:"resourceRules,omitempty" protobuf:"bytes,3,rep,name=resourceRules"`
	// ExcludeResourceRules are left out even when ResourceRules match.
	// +listType=atomic
	ExcludeResourceRules []NamedRuleWithOperations `json:"excludeResourceRules,omitempty" protobuf:"bytes,4,rep,name=excludeResourceRules"`
	// MatchPolicy is Exact or Equivalent; defaulted to Equivalent.
	MatchPolicy *MatchPolicyType `json:"matchPolicy,omitempty" protobuf:"bytes,7,opt,name=matchPolicy,casttype=MatchPolicyType"`
}

// ValidationAction is what a failed validation does.
// Upstream: k8s.io/api/admissionregistration/v1.ValidationAction.
type ValidationAction string

// The validation actions.
// Upstream: k8s.io/api/admissionregistration/v1 (constants).
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
// names. Upstream: k8s.io/api/admissionregistration/v1.NamedRuleWithOperations.
//
// +structType=atomic
type NamedRuleWithOperations struct {
	// ResourceNames limit the rule to these names; empty is every name.
	// +listType=atomic
	ResourceNames []string `json:"resourceNames,omitempty" protobuf:"bytes,1,rep,name=resourceNames"`
	// RuleWithOperations is embedded: its fields sit beside resourceNames.
	RuleWithOperations `json:"" protobuf:"bytes,2,opt,name=ruleWithOperations"`
}

// MatchCondition is a CEL expression a request must satisfy for a policy
// to run. Upstream: k8s.io/api/admissionregistration/v1.MatchCondition.
type MatchCondition struct {
	// Name is a qualified name, unique in its list.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
	// Expression is CEL over object, oldObject, request, authorizer (and
	// a policy's params and variables); it must return a bool.
	Expression string `json:"expression" protobuf:"bytes,2,opt,name=expression"`
}

// MutatingAdmissionPolicy is a set of CEL mutations applied to objects in
// the mutating phase of admission; it does nothing until a
// MutatingAdmissionPolicyBinding binds it. Cluster-scoped, no status.
// Upstream: k8s.io/api/admissionregistration/v1.MutatingAdmissionPolicy.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type MutatingAdmissionPolicy struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is what the policy changes and where.
	Spec MutatingAdmissionPolicySpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
}

// MutatingAdmissionPolicyList is a list of MutatingAdmissionPolicy.
// Upstream: k8s.io/api/admissionregistration/v1.MutatingAdmissionPolicyList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type MutatingAdmissionPolicyList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []MutatingAdmissionPolicy `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// MutatingAdmissionPolicySpec is what a mutating policy changes and on
// which requests.
// Upstream: k8s.io/api/admissionregistration/v1.MutatingAdmissionPolicySpec.
type MutatingAdmissionPolicySpec struct {
	// ParamKind, as ValidatingAdmissionPolicySpec.ParamKind.
	ParamKind *ParamKind `json:"paramKind,omitempty" protobuf:"bytes,1,rep,name=paramKind"`
	// MatchConstraints, as a validating policy's; CONNECT is not allowed.
	MatchConstraints *MatchResources `json:"matchConstraints,omitempty" protobuf:"bytes,2,rep,name=matchConstraints"`
	// Variables, as a validating policy's.
	// +listType=atomic
	Variables []Variable `json:"variables,omitempty" protobuf:"bytes,3,rep,name=variables"`
	// Mutations are applied in order. Required.
	// +listType=atomic
	Mutations []Mutation `json:"mutations,omitempty" protobuf:"bytes,4,rep,name=mutations"`
	// FailurePolicy is Fail or Ignore; defaulted to Fail.
	FailurePolicy *FailurePolicyType `json:"failurePolicy,omitempty" protobuf:"bytes,5,opt,name=failurePolicy,casttype=FailurePolicyType"`
	// MatchConditions, as a validating policy's.
	// +listType=map
	// +listMapKey=name
	MatchConditions []MatchCondition `json:"matchConditions,omitempty" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,6,rep,name=matchConditions"`
	// ReinvocationPolicy is Never or IfNeeded. Required.
	ReinvocationPolicy ReinvocationPolicyType `json:"reinvocationPolicy,omitempty" protobuf:"bytes,7,opt,name=reinvocationPolicy,casttype=ReinvocationPolicyType"`
}

// Mutation is one change: a JSON patch or an apply configuration, built
// by CEL. Upstream: k8s.io/api/admissionregistration/v1.Mutation.
type Mutation struct {
	// PatchType is ApplyConfiguration or JSONPatch. Required.
	PatchType PatchType `json:"patchType" protobuf:"bytes,2,opt,name=patchType,casttype=PatchType"`
	// ApplyConfiguration is set when PatchType is ApplyConfiguration.
	ApplyConfiguration *ApplyConfiguration `json:"applyConfiguration,omitempty" protobuf:"bytes,3,opt,name=applyConfiguration"`
	// JSONPatch is set when PatchType is JSONPatch.
	JSONPatch *JSONPatch `json:"jsonPatch,omitempty" protobuf:"bytes,4,opt,name=jsonPatch"`
}

// PatchType is the kind of a Mutation.
// Upstream: k8s.io/api/admissionregistration/v1.PatchType.
type PatchType string

// The patch types.
// Upstream: k8s.io/api/admissionregistration/v1 (constants).
const (
	// PatchTypeApplyConfiguration merges an apply configuration as
	// server-side apply does.
	PatchTypeApplyConfiguration PatchType = "ApplyConfiguration"
	// PatchTypeJSONPatch applies an RFC 6902 JSON patch.
	PatchTypeJSONPatch PatchType = "JSONPatch"
)

// ApplyConfiguration is CEL that returns an Object{...} to merge into the
// request's object. Upstream: k8s.io/api/admissionregistration/v1.ApplyConfiguration.
type ApplyConfiguration struct {
	// Expression returns the apply configuration. Required.
	Expression string `json:"expression,omitempty" protobuf:"bytes,1,opt,name=expression"`
}

// JSONPatch is CEL that returns a list of JSONPatch{...} operations.
// Upstream: k8s.io/api/admissionregistration/v1.JSONPatch.
type JSONPatch struct {
	// Expression returns the patch operations. Required.
	Expression string `json:"expression,omitempty" protobuf:"bytes,1,opt,name=expression"`
}

// MutatingAdmissionPolicyBinding binds a MutatingAdmissionPolicy to
// params and to the requests it applies to. Cluster-scoped.
// Upstream: k8s.io/api/admissionregistration/v1.MutatingAdmissionPolicyBinding.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type MutatingAdmissionPolicyBinding struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec names the policy and the params.
	Spec MutatingAdmissionPolicyBindingSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
}

// MutatingAdmissionPolicyBindingList is a list of them.
// Upstream: k8s.io/api/admissionregistration/v1.MutatingAdmissionPolicyBindingList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type MutatingAdmissionPolicyBindingList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []MutatingAdmissionPolicyBinding `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// MutatingAdmissionPolicyBindingSpec is what a mutating binding binds.
// Upstream: k8s.io/api/admissionregistration/v1.MutatingAdmissionPolicyBindingSpec.
type MutatingAdmissionPolicyBindingSpec struct {
	// PolicyName is the MutatingAdmissionPolicy's name. Required.
	PolicyName string `json:"policyName,omitempty" protobuf:"bytes,1,rep,name=policyName"`
	// ParamRef, as a validating binding's.
	ParamRef *ParamRef `json:"paramRef,omitempty" protobuf:"bytes,2,rep,name=paramRef"`
	// MatchResources narrow the policy's matchConstraints; CONNECT is not
	// allowed.
	MatchResources *MatchResources `json:"matchResources,omitempty" protobuf:"bytes,3,rep,name=matchResources"`
}
