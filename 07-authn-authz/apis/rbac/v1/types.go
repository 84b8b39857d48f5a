package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// Wildcards of a PolicyRule: each matches every value of its field.
// Upstream: k8s.io/api/rbac/v1 (constants).
const (
	APIGroupAll    = "*"
	ResourceAll    = "*"
	VerbAll        = "*"
	NonResourceAll = "*"
)

// The kinds of a Subject.
// Upstream: k8s.io/api/rbac/v1 (constants).
const (
	GroupKind          = "Group"
	ServiceAccountKind = "ServiceAccount"
	UserKind           = "User"
)

// AutoUpdateAnnotationKey says whether the server may reconcile a
// bootstrap role or binding at startup ("true") or must leave it alone.
// Upstream: k8s.io/api/rbac/v1.AutoUpdateAnnotationKey.
const AutoUpdateAnnotationKey = "rbac.authorization.kubernetes.io/autoupdate"

// PolicyRule allows Verbs on Resources of APIGroups (optionally only
// those named ResourceNames), or Verbs on NonResourceURLs; never both.
// Upstream: k8s.io/api/rbac/v1.PolicyRule.
type PolicyRule struct {
	// Verbs are the allowed verbs; "*" is all.
	// +listType=atomic
	Verbs []string `json:"verbs" protobuf:"bytes,1,rep,name=verbs"`
	// APIGroups are the groups of Resources; "" is core, "*" is all.
	// +listType=atomic
	APIGroups []string `json:"apiGroups,omitempty" protobuf:"bytes,2,rep,name=apiGroups"`
	// Resources are resources ("pods"), subresources ("pods/log"),
	// "*/scale" for a subresource of every resource, or "*".
	// +listType=atomic
	Resources []string `json:"resources,omitempty" protobuf:"bytes,3,rep,name=resources"`
	// ResourceNames, if not empty, restrict the rule to these objects.
	// +listType=atomic
	ResourceNames []string `json:"resourceNames,omitempty" protobuf:"bytes,4,rep,name=resourceNames"`
	// NonResourceURLs are paths such as "/healthz"; a trailing "*"
	// matches a prefix. Only ClusterRoles may have them.
	// +listType=atomic
	NonResourceURLs []string `json:"nonResourceURLs,omitempty" protobuf:"bytes,5,rep,name=nonResourceURLs"`
}

// Subject names who a binding grants to: a User, a Group, or a
// ServiceAccount (with its Namespace).
// Upstream: k8s.io/api/rbac/v1.Subject.
//
// +structType=atomic
type Subject struct {
	// Kind is User, Group or ServiceAccount.
	Kind string `json:"kind" protobuf:"bytes,1,opt,name=kind"`
	// APIGroup is rbac.authorization.k8s.io for User and Group, "" for
	// ServiceAccount; defaulted.
	APIGroup string `json:"apiGroup,omitempty" protobuf:"bytes,2,opt,name=apiGroup"`
	// Name is the user, group or service account name.
	Name string `json:"name" protobuf:"bytes,3,opt,name=name"`
	// Namespace is the service account's namespace.
	Namespace string `json:"namespace,omitempty" protobuf:"bytes,4,opt,name=namespace"`
}

// RoleRef names the role a binding grants.
// Upstream: k8s.io/api/rbac/v1.RoleRef.
//
// +structType=atomic
type RoleRef struct {
	// APIGroup is rbac.authorization.k8s.io; defaulted.
	APIGroup string `json:"apiGroup" protobuf:"bytes,1,opt,name=apiGroup"`
	// Kind is Role or ClusterRole.
	Kind string `json:"kind" protobuf:"bytes,2,opt,name=kind"`
	// Name is the role's name.
	Name string `json:"name" protobuf:"bytes,3,opt,name=name"`
}

// Role is a namespaced set of rules.
// Upstream: k8s.io/api/rbac/v1.Role.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Role struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Rules are what the role allows.
	// +listType=atomic
	Rules []PolicyRule `json:"rules" protobuf:"bytes,2,rep,name=rules"`
}

// RoleBinding grants, in its namespace, a Role or a ClusterRole to
// Subjects.
// Upstream: k8s.io/api/rbac/v1.RoleBinding.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type RoleBinding struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Subjects are who the role is granted to.
	// +listType=atomic
	Subjects []Subject `json:"subjects,omitempty" protobuf:"bytes,2,rep,name=subjects"`
	// RoleRef is the role granted; it cannot change.
	RoleRef RoleRef `json:"roleRef" protobuf:"bytes,3,opt,name=roleRef"`
}

// RoleBindingList is a list of RoleBindings.
// Upstream: k8s.io/api/rbac/v1.RoleBindingList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type RoleBindingList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []RoleBinding `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// RoleList is a list of Roles.
// Upstream: k8s.io/api/rbac/v1.RoleList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type RoleList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []Role `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ClusterRole is a cluster-wide set of rules, granted everywhere by a
// ClusterRoleBinding or in one namespace by a RoleBinding.
// Upstream: k8s.io/api/rbac/v1.ClusterRole.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ClusterRole struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Rules are what the role allows.
	// +listType=atomic
	Rules []PolicyRule `json:"rules" protobuf:"bytes,2,rep,name=rules"`
	// AggregationRule, if set, makes Rules the union of the rules of the
	// ClusterRoles its selectors match; the controller that does it
	// overwrites Rules.
	AggregationRule *AggregationRule `json:"aggregationRule,omitempty" protobuf:"bytes,3,opt,name=aggregationRule"`
}

// AggregationRule selects the ClusterRoles whose rules a ClusterRole
// aggregates.
// Upstream: k8s.io/api/rbac/v1.AggregationRule.
type AggregationRule struct {
	// ClusterRoleSelectors select by label; a role matching any is in.
	// +listType=atomic
	ClusterRoleSelectors []metav1.LabelSelector `json:"clusterRoleSelectors,omitempty" protobuf:"bytes,1,rep,name=clusterRoleSelectors"`
}

// ClusterRoleBinding grants a ClusterRole to Subjects in every namespace
// and cluster-wide.
// Upstream: k8s.io/api/rbac/v1.ClusterRoleBinding.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ClusterRoleBinding struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Subjects are who the role is granted to.
	// +listType=atomic
	Subjects []Subject `json:"subjects,omitempty" protobuf:"bytes,2,rep,name=subjects"`
	// RoleRef is the ClusterRole granted; it cannot change.
	RoleRef RoleRef `json:"roleRef" protobuf:"bytes,3,opt,name=roleRef"`
}

// ClusterRoleBindingList is a list of ClusterRoleBindings.
// Upstream: k8s.io/api/rbac/v1.ClusterRoleBindingList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ClusterRoleBindingList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []ClusterRoleBinding `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ClusterRoleList is a list of ClusterRoles.
// Upstream: k8s.io/api/rbac/v1.ClusterRoleList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ClusterRoleList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []ClusterRole `json:"items" protobuf:"bytes,2,rep,name=items"`
}
