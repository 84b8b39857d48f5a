// Package rbac holds the internal types of the rbac.authorization.k8s.io
// group, Role-Based Access Control: a Role (namespaced) or ClusterRole
// lists PolicyRules, each allowing verbs on resources or non-resource
// URLs; a RoleBinding or ClusterRoleBinding grants a role's rules to
// Subjects (users, groups, service accounts). Rules only allow: there is
// no deny rule. A ClusterRole with an AggregationRule gets its rules from
// the ClusterRoles its label selectors match (a controller fills them in).
//
// helpers.go has what validation and the authorizer share about the
// internal types: ResourceMatches, a rule's compact string. The
// matchers the authorizer uses (VerbMatches ...) and the builders
// (NewRule ...) are in package v1, as upstream, because the authorizer
// and the bootstrap policy work on v1 objects.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/apis/rbac.
// Left out: the v1alpha1 and v1beta1 versions (only v1 is served).
//
// +k8s:deepcopy-gen=package
// +groupName=rbac.authorization.k8s.io
package rbac

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
