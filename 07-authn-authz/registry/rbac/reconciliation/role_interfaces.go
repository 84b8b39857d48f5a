package reconciliation

import (
	"context"
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// RoleModifier is a ClusterRoleClient over the roles registry of one
// namespace, so that ReconcileRoleOptions reconciles Roles too: a Role
// travels as a ClusterRole with the Role's metadata (namespace included)
// and rules, and no aggregation rule. Writes skip escalation prevention,
// as ClusterRoleModifier's.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.RoleModifier;
// upstream's reconciler works on a RuleOwner interface that ClusterRoles
// and Roles both implement (RoleRuleOwner), where we convert.
type RoleModifier struct {
	Storage   Storage
	Namespace string
	// EnsureNamespace, if set, creates the namespace before a Role is
	// created in it: the policy's Roles live in kube-system and
	// kube-public, which another hook creates at the same moment.
	EnsureNamespace func(ctx context.Context, namespace string) error
}

var _ ClusterRoleClient = RoleModifier{}

// Get reads the Role name.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.RoleModifier.Get.
func (c RoleModifier) Get(ctx context.Context, name string) (*rbacv1.ClusterRole, error) {
	obj, err := c.Storage.Get(request.WithNamespace(ctx, c.Namespace), name, &metav1.GetOptions{})
	if err != nil {
		return nil, err
	}
	return roleAsClusterRole(obj)
}

// Create creates the Role role stands for.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.RoleModifier.Create.
func (c RoleModifier) Create(ctx context.Context, role *rbacv1.ClusterRole) (*rbacv1.ClusterRole, error) {
	in, err := c.internalRole(role)
	if err != nil {
		return nil, err
	}
	if c.EnsureNamespace != nil {
		if err := c.EnsureNamespace(ctx, c.Namespace); err != nil {
			return nil, err
		}
	}
	obj, err := c.Storage.Create(request.WithNamespace(ctx, c.Namespace), in, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if err != nil {
		return nil, err
	}
	return roleAsClusterRole(obj)
}

// Update replaces the stored Role with the one role stands for.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.RoleModifier.Update.
func (c RoleModifier) Update(ctx context.Context, role *rbacv1.ClusterRole) (*rbacv1.ClusterRole, error) {
	in, err := c.internalRole(role)
	if err != nil {
		return nil, err
	}
	obj, _, err := c.Storage.Update(request.WithNamespace(ctx, c.Namespace), in.Name, rest.DefaultUpdatedObjectInfo(in),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if err != nil {
		return nil, err
	}
	return roleAsClusterRole(obj)
}

// internalRole is the Role role stands for, in the modifier's namespace.
func (c RoleModifier) internalRole(role *rbacv1.ClusterRole) (*rbac.Role, error) {
	v1 := &rbacv1.Role{ObjectMeta: *role.ObjectMeta.DeepCopy(), Rules: role.Rules}
	v1.Namespace = c.Namespace
	in := &rbac.Role{}
	return in, rbacv1.Convert_v1_Role_To_rbac_Role(v1, in, nil)
}

// RoleAsClusterRole is role as the ClusterRole the reconciler works on.
func RoleAsClusterRole(role *rbacv1.Role) *rbacv1.ClusterRole {
	return &rbacv1.ClusterRole{ObjectMeta: *role.ObjectMeta.DeepCopy(), Rules: role.Rules}
}

// roleAsClusterRole converts a stored Role to v1, as a ClusterRole.
func roleAsClusterRole(obj runtime.Object) (*rbacv1.ClusterRole, error) {
	in, ok := obj.(*rbac.Role)
	if !ok {
		return nil, fmt.Errorf("expected *rbac.Role, got %T", obj)
	}
	out := &rbacv1.Role{}
	if err := rbacv1.Convert_rbac_Role_To_v1_Role(in, out, nil); err != nil {
		return nil, err
	}
	return RoleAsClusterRole(out), nil
}
