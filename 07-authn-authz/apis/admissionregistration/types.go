package admissionregistration

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// Rule names the resources a webhook wants: every combination of
// APIGroups x APIVersions x Resources, within Scope.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.Rule.
type Rule struct {
	// APIGroups are groups ("" is core); "*" is all.
	APIGroups []string
	// APIVersions are versions; "*" is all.
	APIVersions []string
	// Resources are resources ("pods"), subresources ("pods/status"),
	// "*" (every resource, no subresource), "*/status" (that subresource
	// of every resource) or "*/*" (everything).
	Resources []string
	// Scope is Cluster, Namespaced or "*"; defaulted to "*".
	Scope *ScopeType
}

// ScopeType says which objects a Rule covers by where they live.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ScopeType.
type ScopeType string

// The scopes of a Rule.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration (constants).
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
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.FailurePolicyType.
type FailurePolicyType string

// The failure policies.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration (constants).
const (
	// Ignore lets the request through, as if the webhook had allowed it.
	Ignore FailurePolicyType = "Ignore"
	// Fail refuses the request (500 Internal Server Error).
	Fail FailurePolicyType = "Fail"
)

// MatchPolicyType says whether a rule matches only the resource as
// requested or also the same objects requested through another version.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.MatchPolicyType.
type MatchPolicyType string

// The match policies.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration (constants).
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
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.SideEffectClass.
type SideEffectClass string

// The side-effect classes; v1 accepts only None and NoneOnDryRun.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration (constants).
const (
	SideEffectClassUnknown      SideEffectClass = "Unknown"
	SideEffectClassNone         SideEffectClass = "None"
	SideEffectClassSome         SideEffectClass = "Some"
	SideEffectClassNoneOnDryRun SideEffectClass = "NoneOnDryRun"
)

// ReinvocationPolicyType says whether a mutating webhook is called again
// when a later plugin changed the object after it ran.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ReinvocationPolicyType.
type ReinvocationPolicyType string

// The reinvocation policies.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration (constants).
const (
	NeverReinvocationPolicy    ReinvocationPolicyType = "Never"
	IfNeededReinvocationPolicy ReinvocationPolicyType = "IfNeeded"
)

// OperationType is an admission operation a rule covers.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.OperationType.
type OperationType string

// The operations of a rule; OperationAll is every one.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration (constants).
const (
	OperationAll OperationType = "*"
	Create       OperationType = "CREATE"
	Update       OperationType = "UPDATE"
	Delete       OperationType = "DELETE"
	Connect      OperationType = "CONNECT"
)

// RuleWithOperations is a Rule and the operations it covers.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.RuleWithOperations.
type RuleWithOperations struct {
	// Operations are CREATE, UPDATE, DELETE, CONNECT or "*".
	Operations []OperationType
	// Rule is embedded: its fields sit beside operations in JSON.
	Rule
}

// ValidatingWebhookConfiguration lists webhooks that accept or refuse
// requests without changing them. Cluster-scoped.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ValidatingWebhookConfiguration.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ValidatingWebhookConfiguration struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	// Webhooks are called in parallel.
	Webhooks []ValidatingWebhook
}

// ValidatingWebhookConfigurationList is a list of them.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ValidatingWebhookConfigurationList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ValidatingWebhookConfigurationList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []ValidatingWebhookConfiguration
}

// MutatingWebhookConfiguration lists webhooks that may change objects
// (with a JSON patch) or refuse requests. Cluster-scoped.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.MutatingWebhookConfiguration.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type MutatingWebhookConfiguration struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	// Webhooks are called one after the other, in order.
	Webhooks []MutatingWebhook
}

// MutatingWebhookConfigurationList is a list of them.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.MutatingWebhookConfigurationList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type MutatingWebhookConfigurationList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []MutatingWebhookConfiguration
}

// ValidatingWebhook is one validating webhook: which requests, where to,
// and what to do on failure.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ValidatingWebhook.
type ValidatingWebhook struct {
	// Name is a qualified name (webhook.example.com), unique in its
	// configuration; messages and audit annotations carry it.
	Name string
	// ClientConfig says how to reach the webhook.
	ClientConfig WebhookClientConfig
	// Rules say which operations on which resources are sent.
	Rules []RuleWithOperations
	// FailurePolicy is Fail or Ignore; defaulted to Fail.
	FailurePolicy *FailurePolicyType
	// MatchPolicy is Exact or Equivalent; defaulted to Equivalent.
	MatchPolicy *MatchPolicyType
	// NamespaceSelector picks namespaced objects by their namespace's
	// labels; defaulted to {} (everything).
	NamespaceSelector *metav1.LabelSelector
	// ObjectSelector picks objects by their own labels (new or old);
	// defaulted to {}.
	ObjectSelector *metav1.LabelSelector
	// SideEffects is None or NoneOnDryRun (v1).
	SideEffects *SideEffectClass
	// TimeoutSeconds bounds one call, 1 to 30; defaulted to 10.
	TimeoutSeconds *int32
	// AdmissionReviewVersions are the AdmissionReview versions the
	// webhook understands, most preferred first; we speak v1 only.
	AdmissionReviewVersions []string
}

// MutatingWebhook is one mutating webhook: a ValidatingWebhook's fields
// and a reinvocation policy.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.MutatingWebhook.
type MutatingWebhook struct {
	// Name, as ValidatingWebhook.Name.
	Name string
	// ClientConfig says how to reach the webhook.
	ClientConfig WebhookClientConfig
	// Rules say which operations on which resources are sent.
	Rules []RuleWithOperations
	// FailurePolicy is Fail or Ignore; defaulted to Fail.
	FailurePolicy *FailurePolicyType
	// MatchPolicy is Exact or Equivalent; defaulted to Equivalent.
	MatchPolicy *MatchPolicyType
	// NamespaceSelector, as ValidatingWebhook.NamespaceSelector.
	NamespaceSelector *metav1.LabelSelector
	// ObjectSelector, as ValidatingWebhook.ObjectSelector.
	ObjectSelector *metav1.LabelSelector
	// SideEffects is None or NoneOnDryRun (v1).
	SideEffects *SideEffectClass
	// TimeoutSeconds bounds one call, 1 to 30; defaulted to 10.
	TimeoutSeconds *int32
	// AdmissionReviewVersions, as ValidatingWebhook's.
	AdmissionReviewVersions []string
	// ReinvocationPolicy is Never or IfNeeded; defaulted to Never.
	ReinvocationPolicy *ReinvocationPolicyType
}

// WebhookClientConfig says how to reach a webhook: exactly one of URL
// and Service, and the CA bundle its serving certificate is checked
// against.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.WebhookClientConfig.
type WebhookClientConfig struct {
	// URL is https://host[:port][/path], no user, query or fragment.
	URL *string
	// Service is a Service in the cluster, reached on its port.
	Service *ServiceReference
	// CABundle holds PEM certificates; empty means the system roots.
	CABundle []byte
}

// ServiceReference names a Service and the path and port to call.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.ServiceReference.
type ServiceReference struct {
	// Namespace is the service's namespace.
	Namespace string
	// Name is the service's name.
	Name string
	// Path is the URL path to POST to.
	Path *string
	// Port is the service port, 1 to 65535; defaulted to 443.
	Port int32
}
