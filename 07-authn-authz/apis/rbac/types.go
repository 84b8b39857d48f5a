package rbac

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// Wildcards of a PolicyRule: each matches every value of its field.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac (constants).
const (
	APIGroupAll    = "*"
	ResourceAll    = "*"
	VerbAll        = "*"
	NonResourceAll = "*"
)

// The kinds of a Subject.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac (constants).
const (
	GroupKind          = "Group"
	ServiceAccountKind = "ServiceAccount"
	UserKind           = "User"
)

// AutoUpdateAnnotationKey says whether the server may reconcile a
// bootstrap role or binding at startup ("true") or must leave it alone.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.AutoUpdateAnnotationKey.
const AutoUpdateAnnotationKey = "rbac.authorization.kubernetes.io/autoupdate"

// PolicyRule allows Verbs on Resources of APIGroups (optionally only
// those named ResourceNames), or Verbs on NonResourceURLs; never both.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.PolicyRule.
type PolicyRule struct {
	// Verbs are the allowed verbs; "*" is all.
	Verbs []string
	// APIGroups are the groups of Resources; "" is core, "*" is all.
	APIGroups []string
	// Resources are resources ("pods"), subresources ("pods/log"),
	// "*/scale" for a subresource of every resource, or "*".
	Resources []string
	// ResourceNames, if not empty, restrict the rule to these objects.
	ResourceNames []string
	// NonResourceURLs are paths such as "/healthz"; a trailing "*"
	// matches a prefix. Only ClusterRoles may have them.
	NonResourceURLs []string
}

// Subject names who a binding grants to: a User, a Group, or a
// ServiceAccount (with its Namespace).
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.Subject.
type Subject struct {
	// Kind is User, Group or ServiceAccount.
	Kind string
	// APIGroup is rbac.authorization.k8s.io for User and Group, "" for
	// ServiceAccount.
	APIGroup string
	// Name is the user, group or service account name.
	Name string
	// Namespace is the service account's namespace.
	Namespace string
}

// RoleRef names the role a binding grants.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.RoleRef.
type RoleRef struct {
	// APIGroup is rbac.authorization.k8s.io.
	APIGroup string
	// Kind is Role or ClusterRole.
	Kind string
	// Name is the role's name.
	Name string
}

// Role is a namespaced set of rules.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.Role.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Role struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta
	// Rules are what the role allows.
	Rules []PolicyRule
}

// RoleBinding grants, in its namespace, a Role or a ClusterRole to
// Subjects.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.RoleBinding.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type RoleBinding struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta
	// Subjects are who the role is granted to.
	Subjects []Subject
	// RoleRef is the role granted; it cannot change.
	RoleRef RoleRef
}

// RoleBindingList is a list of RoleBindings.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.RoleBindingList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type RoleBindingList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []RoleBinding
}

// RoleList is a list of Roles.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.RoleList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type RoleList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []Role
}

// ClusterRole is a cluster-wide set of rules, granted everywhere by a
// ClusterRoleBinding or in one namespace by a RoleBinding.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.ClusterRole.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ClusterRole struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta
	// Rules are what the role allows.
	Rules []PolicyRule
	// AggregationRule, if set, makes Rules the union of the rules of the
	// ClusterRoles its selectors match; the controller that does it
	// overwrites Rules.
	AggregationRule *AggregationRule
}

// AggregationRule selects the ClusterRoles whose rules a ClusterRole
// aggregates.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.AggregationRule.
type AggregationRule struct {
	// ClusterRoleSelectors select by label; a role matching any is in.
	ClusterRoleSelectors []metav1.LabelSelector
}

// ClusterRoleBinding grants a ClusterRole to Subjects in every namespace
// and cluster-wide.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.ClusterRoleBinding.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ClusterRoleBinding struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta
	// Subjects are who the role is granted to.
	Subjects []Subject
	// RoleRef is the ClusterRole granted; it cannot change.
	RoleRef RoleRef
}

// ClusterRoleBindingList is a list of ClusterRoleBindings.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.ClusterRoleBindingList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ClusterRoleBindingList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []ClusterRoleBinding
}

// ClusterRoleList is a list of ClusterRoles.
// Upstream: k8s.io/kubernetes/pkg/apis/rbac.ClusterRoleList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ClusterRoleList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []ClusterRole
}
