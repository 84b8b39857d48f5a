package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// Rule names the resources a webhook wants: every combination of
// APIGroups x APIVersions x Resources, within Scope.
// Upstream: k8s.io/api/admissionregistration/v1.Rule.
type Rule struct {
	// APIGroups are groups ("" is core); "*" is all.
	// +listType=atomic
	APIGroups []string `json:"apiGroups,omitempty" protobuf:"bytes,1,rep,name=apiGroups"`
	// APIVersions are versions; "*" is all.
	// +listType=atomic
	APIVersions []string `json:"apiVersions,omitempty" protobuf:"bytes,2,rep,name=apiVersions"`
	// Resources are resources ("pods"), subresources ("pods/status"),
	// "*" (every resource, no subresource), "*/status" (that subresource
	// of every resource) or "*/*" (everything).
	// +listType=atomic
	Resources []string `json:"resources,omitempty" protobuf:"bytes,3,rep,name=resources"`
	// Scope is Cluster, Namespaced or "*"; defaulted to "*".
	Scope *ScopeType `json:"scope,omitempty" protobuf:"bytes,4,rep,name=scope"`
}

// ScopeType says which objects a Rule covers by where they live.
// Upstream: k8s.io/api/admissionregistration/v1.ScopeType.
type ScopeType string

// The scopes of a Rule.
// Upstream: k8s.io/api/admissionregistration/v1 (constants).
const (
	// ClusterScope covers cluster-scoped resources only.
	ClusterScope ScopeType = "Cluster"
	// NamespacedScope covers namespaced resources only.
	NamespacedScope ScopeType = "Namespaced"
	// AllScopes covers both.
	AllScopes ScopeType = "*"
)

// FailurePolicyType is what the server does when it cannot call a
// webhook or cannot read its answer.
// Upstream: k8s.io/api/admissionregistration/v1.FailurePolicyType.
type FailurePolicyType string

// The failure policies.
// Upstream: k8s.io/api/admissionregistration/v1 (constants).
const (
	// Ignore lets the request through, as if the webhook had allowed it.
	Ignore FailurePolicyType = "Ignore"
	// Fail refuses the request (500 Internal Server Error).
	Fail FailurePolicyType = "Fail"
)

// MatchPolicyType says whether a rule matches only the resource as
// requested or also the same objects requested through another version.
// Upstream: k8s.io/api/admissionregistration/v1.MatchPolicyType.
type MatchPolicyType string

// The match policies.
// Upstream: k8s.io/api/admissionregistration/v1 (constants).
const (
	// Exact matches the request's own group, version and resource.
	Exact MatchPolicyType = "Exact"
	// Equivalent also matches an equivalent resource (apps/v1beta1
	// deployments for a rule on apps/v1), converting the object to the
	// version the rule names.
	Equivalent MatchPolicyType = "Equivalent"
)

// SideEffectClass says whether calling a webhook changes anything
// outside the object; only None and NoneOnDryRun may be called on a
// dry-run request.
// Upstream: k8s.io/api/admissionregistration/v1.SideEffectClass.
type SideEffectClass string

// The side-effect classes; v1 accepts only None and NoneOnDryRun.
// Upstream: k8s.io/api/admissionregistration/v1 (constants).
const (
	SideEffectClassUnknown      SideEffectClass = "Unknown"
	SideEffectClassNone         SideEffectClass = "None"
	SideEffectClassSome         SideEffectClass = "Some"
	SideEffectClassNoneOnDryRun SideEffectClass = "NoneOnDryRun"
)

// ReinvocationPolicyType says whether a mutating webhook is called again
// when a later plugin changed the object after it ran.
// Upstream: k8s.io/api/admissionregistration/v1.ReinvocationPolicyType.
type ReinvocationPolicyType string

// The reinvocation policies.
// Upstream: k8s.io/api/admissionregistration/v1 (constants).
const (
	NeverReinvocationPolicy    ReinvocationPolicyType = "Never"
	IfNeededReinvocationPolicy ReinvocationPolicyType = "IfNeeded"
)

// OperationType is an admission operation a rule covers.
// Upstream: k8s.io/api/admissionregistration/v1.OperationType.
type OperationType string

// The operations of a rule; OperationAll is every one.
// Upstream: k8s.io/api/admissionregistration/v1 (constants).
const (
	OperationAll OperationType = "*"
	Create       OperationType = "CREATE"
	Update       OperationType = "UPDATE"
	Delete       OperationType = "DELETE"
	Connect      OperationType = "CONNECT"
)

// RuleWithOperations is a Rule and the operations it covers.
// Upstream: k8s.io/api/admissionregistration/v1.RuleWithOperations.
type RuleWithOperations struct {
	// Operations are CREATE, UPDATE, DELETE, CONNECT or "*".
	// +listType=atomic
	Operations []OperationType `json:"operations,omitempty" protobuf:"bytes,1,rep,name=operations,casttype=OperationType"`
	// Rule is embedded: its fields sit beside operations in JSON.
	Rule `json:"" protobuf:"bytes,2,opt,name=rule"`
}

// ValidatingWebhookConfiguration lists webhooks that accept or refuse
// requests without changing them. Cluster-scoped.
// Upstream: k8s.io/api/admissionregistration/v1.ValidatingWebhookConfiguration.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ValidatingWebhookConfiguration struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Webhooks are called in parallel.
	// +listType=map
	// +listMapKey=name
	Webhooks []ValidatingWebhook `json:"webhooks,omitempty" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,2,rep,name=Webhooks"`
}

// ValidatingWebhookConfigurationList is a list of them.
// Upstream: k8s.io/api/admissionregistration/v1.ValidatingWebhookConfigurationList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ValidatingWebhookConfigurationList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []ValidatingWebhookConfiguration `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// MutatingWebhookConfiguration lists webhooks that may change objects
// (with a JSON patch) or refuse requests. Cluster-scoped.
// Upstream: k8s.io/api/admissionregistration/v1.MutatingWebhookConfiguration.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type MutatingWebhookConfiguration struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Webhooks are called one after the other, in order.
	// +listType=map
	// +listMapKey=name
	Webhooks []MutatingWebhook `json:"webhooks,omitempty" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,2,rep,name=Webhooks"`
}

// MutatingWebhookConfigurationList is a list of them.
// Upstream: k8s.io/api/admissionregistration/v1.MutatingWebhookConfigurationList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type MutatingWebhookConfigurationList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []MutatingWebhookConfiguration `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ValidatingWebhook is one validating webhook: which requests, where to,
// and what to do on failure.
// Upstream: k8s.io/api/admissionregistration/v1.ValidatingWebhook.
type ValidatingWebhook struct {
	// Name is a qualified name (webhook.example.com), unique in its
	// configuration; messages and audit annotations carry it.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
	// ClientConfig says how to reach the webhook.
	ClientConfig WebhookClientConfig `json:"clientConfig" protobuf:"bytes,2,opt,name=clientConfig"`
	// Rules say which operations on which resources are sent.
	// +listType=atomic
	Rules []RuleWithOperations `json:"rules,omitempty" protobuf:"bytes,3,rep,name=rules"`
	// FailurePolicy is Fail or Ignore; defaulted to Fail.
	FailurePolicy *FailurePolicyType `json:"failurePolicy,omitempty" protobuf:"bytes,4,opt,name=failurePolicy,casttype=FailurePolicyType"`
	// MatchPolicy is Exact or Equivalent; defaulted to Equivalent.
	MatchPolicy *MatchPolicyType `json:"matchPolicy,omitempty" protobuf:"bytes,9,opt,name=matchPolicy,casttype=MatchPolicyType"`
	// NamespaceSelector picks namespaced objects by their namespace's
	// labels; defaulted to {} (everything).
	NamespaceSelector *metav1.LabelSelector `json:"namespaceSelector,omitempty" protobuf:"bytes,5,opt,name=namespaceSelector"`
	// ObjectSelector picks objects by their own labels (new or old);
	// defaulted to {}.
	ObjectSelector *metav1.LabelSelector `json:"objectSelector,omitempty" protobuf:"bytes,10,opt,name=objectSelector"`
	// SideEffects is None or NoneOnDryRun (v1).
	SideEffects *SideEffectClass `json:"sideEffects" protobuf:"bytes,6,opt,name=sideEffects,casttype=SideEffectClass"`
	// TimeoutSeconds bounds one call, 1 to 30; defaulted to 10.
	TimeoutSeconds *int32 `json:"timeoutSeconds,omitempty" protobuf:"varint,7,opt,name=timeoutSeconds"`
	// AdmissionReviewVersions are the AdmissionReview versions the
	// webhook understands, most preferred first; we speak v1 only.
	// +listType=atomic
	AdmissionReviewVersions []string `json:"admissionReviewVersions" protobuf:"bytes,8,rep,name=admissionReviewVersions"`
}

// MutatingWebhook is one mutating webhook: a ValidatingWebhook's fields
// and a reinvocation policy.
// Upstream: k8s.io/api/admissionregistration/v1.MutatingWebhook.
type MutatingWebhook struct {
	// Name, as ValidatingWebhook.Name.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
	// ClientConfig says how to reach the webhook.
	ClientConfig WebhookClientConfig `json:"clientConfig" protobuf:"bytes,2,opt,name=clientConfig"`
	// Rules say which operations on which resources are sent.
	// +listType=atomic
	Rules []RuleWithOperations `json:"rules,omitempty" protobuf:"bytes,3,rep,name=rules"`
	// FailurePolicy is Fail or Ignore; defaulted to Fail.
	FailurePolicy *FailurePolicyType `json:"failurePolicy,omitempty" protobuf:"bytes,4,opt,name=failurePolicy,casttype=FailurePolicyType"`
	// MatchPolicy is Exact or Equivalent; defaulted to Equivalent.
	MatchPolicy *MatchPolicyType `json:"matchPolicy,omitempty" protobuf:"bytes,9,opt,name=matchPolicy,casttype=MatchPolicyType"`
	// NamespaceSelector, as ValidatingWebhook.NamespaceSelector.
	NamespaceSelector *metav1.LabelSelector `json:"namespaceSelector,omitempty" protobuf:"bytes,5,opt,name=namespaceSelector"`
	// ObjectSelector, as ValidatingWebhook.ObjectSelector.
	ObjectSelector *metav1.LabelSelector `json:"objectSelector,omitempty" protobuf:"bytes,11,opt,name=objectSelector"`
	// SideEffects is None or NoneOnDryRun (v1).
	SideEffects *SideEffectClass `json:"sideEffects" protobuf:"bytes,6,opt,name=sideEffects,casttype=SideEffectClass"`
	// TimeoutSeconds bounds one call, 1 to 30; defaulted to 10.
	TimeoutSeconds *int32 `json:"timeoutSeconds,omitempty" protobuf:"varint,7,opt,name=timeoutSeconds"`
	// AdmissionReviewVersions, as ValidatingWebhook's.
	// +listType=atomic
	AdmissionReviewVersions []string `json:"admissionReviewVersions" protobuf:"bytes,8,rep,name=admissionReviewVersions"`
	// ReinvocationPolicy is Never or IfNeeded; defaulted to Never.
	ReinvocationPolicy *ReinvocationPolicyType `json:"reinvocationPolicy,omitempty" protobuf:"bytes,10,opt,name=reinvocationPolicy,casttype=ReinvocationPolicyType"`
}

// WebhookClientConfig says how to reach a webhook: exactly one of URL
// and Service, and the CA bundle its serving certificate is checked
// against.
// Upstream: k8s.io/api/admissionregistration/v1.WebhookClientConfig.
type WebhookClientConfig struct {
	// URL is https://host[:port][/path], no user, query or fragment.
	URL *string `json:"url,omitempty" protobuf:"bytes,3,opt,name=url"`
	// Service is a Service in the cluster, reached on its port.
	Service *ServiceReference `json:"service,omitempty" protobuf:"bytes,1,opt,name=service"`
	// CABundle holds PEM certificates; empty means the system roots.
	CABundle []byte `json:"caBundle,omitempty" protobuf:"bytes,2,opt,name=caBundle"`
}

// ServiceReference names a Service and the path and port to call.
// Upstream: k8s.io/api/admissionregistration/v1.ServiceReference.
type ServiceReference struct {
	// Namespace is the service's namespace.
	Namespace string `json:"namespace" protobuf:"bytes,1,opt,name=namespace"`
	// Name is the service's name.
	Name string `json:"name" protobuf:"bytes,2,opt,name=name"`
	// Path is the URL path to POST to.
	Path *string `json:"path,omitempty" protobuf:"bytes,3,opt,name=path"`
	// Port is the service port, 1 to 65535; defaulted to 443.
	Port *int32 `json:"port,omitempty" protobuf:"varint,4,opt,name=port"`
}
