package validation

import (
	"context"
	"errors"

	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// StaticRoles serves roles and bindings from fixed lists: for tests,
// and for the authorizer before storage exists.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.StaticRoles.
type StaticRoles struct {
	roles               []*rbacv1.Role
	roleBindings        []*rbacv1.RoleBinding
	clusterRoles        []*rbacv1.ClusterRole
	clusterRoleBindings []*rbacv1.ClusterRoleBinding
}

var (
	_ RoleGetter               = (*StaticRoles)(nil)
	_ RoleBindingLister        = (*StaticRoles)(nil)
	_ ClusterRoleGetter        = (*StaticRoles)(nil)
	_ ClusterRoleBindingLister = (*StaticRoles)(nil)
)

// NewTestRuleResolver returns a DefaultRuleResolver over StaticRoles of
// the given lists, and the StaticRoles (which the authorizer's New takes
// four times).
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.NewTestRuleResolver.
func NewTestRuleResolver(roles []*rbacv1.Role, roleBindings []*rbacv1.RoleBinding, clusterRoles []*rbacv1.ClusterRole, clusterRoleBindings []*rbacv1.ClusterRoleBinding) (AuthorizationRuleResolver, *StaticRoles) {
	r := &StaticRoles{roles: roles, roleBindings: roleBindings, clusterRoles: clusterRoles, clusterRoleBindings: clusterRoleBindings}
	return NewDefaultRuleResolver(r, r, r, r), r
}

// GetRole finds a Role.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.(*StaticRoles).GetRole.
func (r *StaticRoles) GetRole(_ context.Context, namespace, name string) (*rbacv1.Role, error) {
	if namespace == "" {
		return nil, errors.New("must provide namespace when getting role")
	}
	for _, role := range r.roles {
		if role.Namespace == namespace && role.Name == name {
			return role, nil
		}
	}
	return nil, errors.New("role not found")
}

// GetClusterRole finds a ClusterRole.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.(*StaticRoles).GetClusterRole.
func (r *StaticRoles) GetClusterRole(_ context.Context, name string) (*rbacv1.ClusterRole, error) {
	for _, clusterRole := range r.clusterRoles {
		if clusterRole.Name == name {
			return clusterRole, nil
		}
	}
	return nil, errors.New("clusterrole not found")
}

// ListRoleBindings lists the RoleBindings of namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.(*StaticRoles).ListRoleBindings.
func (r *StaticRoles) ListRoleBindings(_ context.Context, namespace string) ([]*rbacv1.RoleBinding, error) {
	if namespace == "" {
		return nil, errors.New("must provide namespace when listing role bindings")
	}
	list := []*rbacv1.RoleBinding{}
	for _, rb := range r.roleBindings {
		if rb.Namespace == namespace {
			list = append(list, rb)
		}
	}
	return list, nil
}

// ListClusterRoleBindings lists every ClusterRoleBinding.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.(*StaticRoles).ListClusterRoleBindings.
func (r *StaticRoles) ListClusterRoleBindings(context.Context) ([]*rbacv1.ClusterRoleBinding, error) {
	return r.clusterRoleBindings, nil
}
