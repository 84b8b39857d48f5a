package authorization

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// SubjectAccessReview asks whether a user or group may do something.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.SubjectAccessReview.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type SubjectAccessReview struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata; it must be empty.
	metav1.ObjectMeta
	// Spec is the question.
	Spec SubjectAccessReviewSpec
	// Status is the authorizer's answer.
	Status SubjectAccessReviewStatus
}

// SelfSubjectAccessReview asks whether the sender may do something:
// kubectl auth can-i.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.SelfSubjectAccessReview.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type SelfSubjectAccessReview struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata; it must be empty.
	metav1.ObjectMeta
	// Spec is the question; the user is the sender.
	Spec SelfSubjectAccessReviewSpec
	// Status is the authorizer's answer.
	Status SubjectAccessReviewStatus
}

// LocalSubjectAccessReview is a SubjectAccessReview within one namespace,
// which namespace admins may be allowed to create.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.LocalSubjectAccessReview.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type LocalSubjectAccessReview struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata; only namespace may be set.
	metav1.ObjectMeta
	// Spec is the question; its namespace must be the object's.
	Spec SubjectAccessReviewSpec
	// Status is the authorizer's answer.
	Status SubjectAccessReviewStatus
}

// ResourceAttributes describe a resource request, as the authorizer's
// Attributes do.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.ResourceAttributes.
type ResourceAttributes struct {
	// Namespace of the request; "" is all namespaces (or cluster-scoped).
	Namespace string
	// Verb is get, list, create ... or "*".
	Verb string
	// Group is the API group; "*" is all.
	Group string
	// Version is the API version; "*" is all.
	Version string
	// Resource is the resource; "*" is all.
	Resource string
	// Subresource is the subresource, if any.
	Subresource string
	// Name is the object's name; "" is all.
	Name string
	// FieldSelector restricts a list or watch by fields.
	FieldSelector *FieldSelectorAttributes
	// LabelSelector restricts a list or watch by labels.
	LabelSelector *LabelSelectorAttributes
}

// LabelSelectorAttributes is a label selector, raw or parsed.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.LabelSelectorAttributes.
type LabelSelectorAttributes struct {
	RawSelector  string
	Requirements []metav1.LabelSelectorRequirement
}

// FieldSelectorAttributes is a field selector, raw or parsed.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.FieldSelectorAttributes.
type FieldSelectorAttributes struct {
	RawSelector  string
	Requirements []metav1.FieldSelectorRequirement
}

// NonResourceAttributes describe a request for a path such as /healthz.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.NonResourceAttributes.
type NonResourceAttributes struct {
	// Path is the URL path.
	Path string
	// Verb is the lowercase HTTP method.
	Verb string
}

// SubjectAccessReviewSpec is a request (exactly one of the two kinds of
// attributes) and who sends it (a user or at least one group).
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.SubjectAccessReviewSpec.
type SubjectAccessReviewSpec struct {
	ResourceAttributes    *ResourceAttributes
	NonResourceAttributes *NonResourceAttributes
	// User is the user name.
	User string
	// Groups are the user's groups.
	Groups []string
	// Extra is what else the authenticator knew.
	Extra map[string]ExtraValue
	// UID is the user's UID.
	UID string
}

// ExtraValue is a value of SubjectAccessReviewSpec.Extra.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.ExtraValue.
type ExtraValue []string

// SelfSubjectAccessReviewSpec is a request; the user is the sender.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.SelfSubjectAccessReviewSpec.
type SelfSubjectAccessReviewSpec struct {
	ResourceAttributes    *ResourceAttributes
	NonResourceAttributes *NonResourceAttributes
}

// SubjectAccessReviewStatus is the answer: allowed, explicitly denied,
// or neither (no opinion), why, and any error of the authorizer.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.SubjectAccessReviewStatus.
type SubjectAccessReviewStatus struct {
	Allowed         bool
	Denied          bool
	Reason          string
	EvaluationError string
}

// SelfSubjectRulesReview asks what the sender may do in a namespace:
// kubectl auth can-i --list.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.SelfSubjectRulesReview.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type SelfSubjectRulesReview struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta
	// Spec names the namespace.
	Spec SelfSubjectRulesReviewSpec
	// Status lists the rules.
	Status SubjectRulesReviewStatus
}

// SelfSubjectRulesReviewSpec names the namespace to list rules for.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.SelfSubjectRulesReviewSpec.
type SelfSubjectRulesReviewSpec struct {
	Namespace string
}

// SubjectRulesReviewStatus lists rules; Incomplete when the authorizer
// could not list them all (EvaluationError says why).
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.SubjectRulesReviewStatus.
type SubjectRulesReviewStatus struct {
	ResourceRules    []ResourceRule
	NonResourceRules []NonResourceRule
	Incomplete       bool
	EvaluationError  string
}

// ResourceRule allows Verbs on Resources of APIGroups (or only on the
// objects named ResourceNames).
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.ResourceRule.
type ResourceRule struct {
	Verbs         []string
	APIGroups     []string
	Resources     []string
	ResourceNames []string
}

// NonResourceRule allows Verbs on NonResourceURLs.
// Upstream: k8s.io/kubernetes/pkg/apis/authorization.NonResourceRule.
type NonResourceRule struct {
	Verbs           []string
	NonResourceURLs []string
}
