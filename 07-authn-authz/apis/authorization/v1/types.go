package v1

import (
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// SubjectAccessReview asks whether a user or group may do something.
// Upstream: k8s.io/api/authorization/v1.SubjectAccessReview.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type SubjectAccessReview struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata; it must be empty.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is the question.
	Spec SubjectAccessReviewSpec `json:"spec" protobuf:"bytes,2,opt,name=spec"`
	// Status is the authorizer's answer.
	Status SubjectAccessReviewStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// SelfSubjectAccessReview asks whether the sender may do something:
// kubectl auth can-i.
// Upstream: k8s.io/api/authorization/v1.SelfSubjectAccessReview.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type SelfSubjectAccessReview struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata; it must be empty.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is the question; the user is the sender.
	Spec SelfSubjectAccessReviewSpec `json:"spec" protobuf:"bytes,2,opt,name=spec"`
	// Status is the authorizer's answer.
	Status SubjectAccessReviewStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// LocalSubjectAccessReview is a SubjectAccessReview within one namespace,
// which namespace admins may be allowed to create.
// Upstream: k8s.io/api/authorization/v1.LocalSubjectAccessReview.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type LocalSubjectAccessReview struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata; only namespace may be set.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is the question; its namespace must be the object's.
	Spec SubjectAccessReviewSpec `json:"spec" protobuf:"bytes,2,opt,name=spec"`
	// Status is the authorizer's answer.
	Status SubjectAccessReviewStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// ResourceAttributes describe a resource request, as the authorizer's
// Attributes do.
// Upstream: k8s.io/api/authorization/v1.ResourceAttributes.
type ResourceAttributes struct {
	// Namespace of the request; "" is all namespaces (or cluster-scoped).
	Namespace string `json:"namespace,omitempty" protobuf:"bytes,1,opt,name=namespace"`
	// Verb is get, list, create ... or "*".
	Verb string `json:"verb,omitempty" protobuf:"bytes,2,opt,name=verb"`
	// Group is the API group; "*" is all.
	Group string `json:"group,omitempty" protobuf:"bytes,3,opt,name=group"`
	// Version is the API version; "*" is all.
	Version string `json:"version,omitempty" protobuf:"bytes,4,opt,name=version"`
	// Resource is the resource; "*" is all.
	Resource string `json:"resource,omitempty" protobuf:"bytes,5,opt,name=resource"`
	// Subresource is the subresource, if any.
	Subresource string `json:"subresource,omitempty" protobuf:"bytes,6,opt,name=subresource"`
	// Name is the object's name; "" is all.
	Name string `json:"name,omitempty" protobuf:"bytes,7,opt,name=name"`
	// FieldSelector restricts a list or watch by fields.
	FieldSelector *FieldSelectorAttributes `json:"fieldSelector,omitempty" protobuf:"bytes,8,opt,name=fieldSelector"`
	// LabelSelector restricts a list or watch by labels.
	LabelSelector *LabelSelectorAttributes `json:"labelSelector,omitempty" protobuf:"bytes,9,opt,name=labelSelector"`
}

// LabelSelectorAttributes is a label selector, raw or parsed.
// Upstream: k8s.io/api/authorization/v1.LabelSelectorAttributes.
type LabelSelectorAttributes struct {
	RawSelector string `json:"rawSelector,omitempty" protobuf:"bytes,1,opt,name=rawSelector"`
	// +listType=atomic
	Requirements []metav1.LabelSelectorRequirement `json:"requirements,omitempty" protobuf:"bytes,2,rep,name=requirements"`
}

// FieldSelectorAttributes is a field selector, raw or parsed.
// Upstream: k8s.io/api/authorization/v1.FieldSelectorAttributes.
type FieldSelectorAttributes struct {
	RawSelector string `json:"rawSelector,omitempty" protobuf:"bytes,1,opt,name=rawSelector"`
	// +listType=atomic
	Requirements []metav1.FieldSelectorRequirement `json:"requirements,omitempty" protobuf:"bytes,2,rep,name=requirements"`
}

// NonResourceAttributes describe a request for a path such as /healthz.
// Upstream: k8s.io/api/authorization/v1.NonResourceAttributes.
type NonResourceAttributes struct {
	// Path is the URL path.
	Path string `json:"path,omitempty" protobuf:"bytes,1,opt,name=path"`
	// Verb is the lowercase HTTP method.
	Verb string `json:"verb,omitempty" protobuf:"bytes,2,opt,name=verb"`
}

// SubjectAccessReviewSpec is a request (exactly one of the two kinds of
// attributes) and who sends it (a user or at least one group).
// Upstream: k8s.io/api/authorization/v1.SubjectAccessReviewSpec.
type SubjectAccessReviewSpec struct {
	ResourceAttributes    *ResourceAttributes    `json:"resourceAttributes,omitempty" protobuf:"bytes,1,opt,name=resourceAttributes"`
	NonResourceAttributes *NonResourceAttributes `json:"nonResourceAttributes,omitempty" protobuf:"bytes,2,opt,name=nonResourceAttributes"`
	// User is the user name.
	User string `json:"user,omitempty" protobuf:"bytes,3,opt,name=user"`
	// Groups are the user's groups.
	// +listType=atomic
	Groups []string `json:"groups,omitempty" protobuf:"bytes,4,rep,name=groups"`
	// Extra is what else the authenticator knew.
	Extra map[string]ExtraValue `json:"extra,omitempty" protobuf:"bytes,5,rep,name=extra"`
	// UID is the user's UID.
	UID string `json:"uid,omitempty" protobuf:"bytes,6,opt,name=uid"`
}

// ExtraValue is a value of SubjectAccessReviewSpec.Extra.
// Upstream: k8s.io/api/authorization/v1.ExtraValue.
type ExtraValue []string

// String prints the values as fmt prints a []string.
// Upstream: k8s.io/api/authorization/v1.ExtraValue.String.
func (t ExtraValue) String() string {
	return fmt.Sprintf("%v", []string(t))
}

// SelfSubjectAccessReviewSpec is a request; the user is the sender.
// Upstream: k8s.io/api/authorization/v1.SelfSubjectAccessReviewSpec.
type SelfSubjectAccessReviewSpec struct {
	ResourceAttributes    *ResourceAttributes    `json:"resourceAttributes,omitempty" protobuf:"bytes,1,opt,name=resourceAttributes"`
	NonResourceAttributes *NonResourceAttributes `json:"nonResourceAttributes,omitempty" protobuf:"bytes,2,opt,name=nonResourceAttributes"`
}

// SubjectAccessReviewStatus is the answer: allowed, explicitly denied,
// or neither (no opinion), why, and any error of the authorizer.
// Upstream: k8s.io/api/authorization/v1.SubjectAccessReviewStatus.
type SubjectAccessReviewStatus struct {
	Allowed         bool   `json:"allowed" protobuf:"varint,1,opt,name=allowed"`
	Denied          bool   `json:"denied,omitempty" protobuf:"varint,4,opt,name=denied"`
	Reason          string `json:"reason,omitempty" protobuf:"bytes,2,opt,name=reason"`
	EvaluationError string `json:"evaluationError,omitempty" protobuf:"bytes,3,opt,name=evaluationError"`
}

// SelfSubjectRulesReview asks what the sender may do in a namespace:
// kubectl auth can-i --list.
// Upstream: k8s.io/api/authorization/v1.SelfSubjectRulesReview.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type SelfSubjectRulesReview struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec names the namespace.
	Spec SelfSubjectRulesReviewSpec `json:"spec" protobuf:"bytes,2,opt,name=spec"`
	// Status lists the rules.
	Status SubjectRulesReviewStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// SelfSubjectRulesReviewSpec names the namespace to list rules for.
// Upstream: k8s.io/api/authorization/v1.SelfSubjectRulesReviewSpec.
type SelfSubjectRulesReviewSpec struct {
	Namespace string `json:"namespace,omitempty" protobuf:"bytes,1,opt,name=namespace"`
}

// SubjectRulesReviewStatus lists rules; Incomplete when the authorizer
// could not list them all (EvaluationError says why).
// Upstream: k8s.io/api/authorization/v1.SubjectRulesReviewStatus.
type SubjectRulesReviewStatus struct {
	// +listType=atomic
	ResourceRules []ResourceRule `json:"resourceRules" protobuf:"bytes,1,rep,name=resourceRules"`
	// +listType=atomic
	NonResourceRules []NonResourceRule `json:"nonResourceRules" protobuf:"bytes,2,rep,name=nonResourceRules"`
	Incomplete       bool              `json:"incomplete" protobuf:"bytes,3,rep,name=incomplete"`
	EvaluationError  string            `json:"evaluationError,omitempty" protobuf:"bytes,4,opt,name=evaluationError"`
}

// ResourceRule allows Verbs on Resources of APIGroups (or only on the
// objects named ResourceNames).
// Upstream: k8s.io/api/authorization/v1.ResourceRule.
type ResourceRule struct {
	// +listType=atomic
	Verbs []string `json:"verbs" protobuf:"bytes,1,rep,name=verbs"`
	// +listType=atomic
	APIGroups []string `json:"apiGroups,omitempty" protobuf:"bytes,2,rep,name=apiGroups"`
	// +listType=atomic
	Resources []string `json:"resources,omitempty" protobuf:"bytes,3,rep,name=resources"`
	// +listType=atomic
	ResourceNames []string `json:"resourceNames,omitempty" protobuf:"bytes,4,rep,name=resourceNames"`
}

// NonResourceRule allows Verbs on NonResourceURLs.
// Upstream: k8s.io/api/authorization/v1.NonResourceRule.
type NonResourceRule struct {
	// +listType=atomic
	Verbs []string `json:"verbs" protobuf:"bytes,1,rep,name=verbs"`
	// +listType=atomic
	NonResourceURLs []string `json:"nonResourceURLs,omitempty" protobuf:"bytes,2,rep,name=nonResourceURLs"`
}
