// Package v1 is version v1 of the rbac.authorization.k8s.io group, the
// one kubectl speaks: Role, ClusterRole, RoleBinding, ClusterRoleBinding
// with upstream's JSON names and protobuf numbers, their defaults (the
// apiGroup of a roleRef and of User and Group subjects), and their
// conversions to the internal types of package rbac, all generated: the
// two shapes are the same.
//
// It also has, as upstream, what works on v1 rules: the matchers the
// authorizer uses (VerbMatches, APIGroupMatches, ResourceMatches,
// ResourceNameMatches, NonResourceURLMatches, CompactString) and the
// builders the bootstrap policy is written with (NewRule, NewClusterBinding,
// NewRoleBinding, NewRoleBindingForClusterRole).
//
// Stage 07 adds it. Upstream: k8s.io/api/rbac/v1 (types) and
// k8s.io/kubernetes/pkg/apis/rbac/v1 (defaults, conversions,
// evaluation_helpers.go, helpers.go).
// Left out: SortableRuleSlice (it sorts on the protobuf-generated String,
// which we do not have); declarative validation.
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac
// +k8s:defaulter-gen=TypeMeta
// +groupName=rbac.authorization.k8s.io
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
