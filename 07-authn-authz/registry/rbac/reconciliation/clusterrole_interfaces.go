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

// Storage is what the modifiers need of a registry.
// Upstream: none; upstream's modifiers take a typed client.
type Storage interface {
	rest.Getter
	rest.CreaterUpdater
}

// ClusterRoleModifier is a ClusterRoleClient over the clusterroles
// registry. Writes go to the registry itself, not through escalation
// prevention: the server writes its own policy, as its loopback user,
// a member of system:masters, would.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.ClusterRoleModifier,
// over a client.
type ClusterRoleModifier struct {
	Storage Storage
}

var _ ClusterRoleClient = ClusterRoleModifier{}

// Get reads the ClusterRole name.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.ClusterRoleModifier.Get.
func (c ClusterRoleModifier) Get(ctx context.Context, name string) (*rbacv1.ClusterRole, error) {
	obj, err := c.Storage.Get(request.WithNamespace(ctx, ""), name, &metav1.GetOptions{})
	if err != nil {
		return nil, err
	}
	return toV1ClusterRole(obj)
}

// Create creates role.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.ClusterRoleModifier.Create.
func (c ClusterRoleModifier) Create(ctx context.Context, role *rbacv1.ClusterRole) (*rbacv1.ClusterRole, error) {
	in := &rbac.ClusterRole{}
	if err := rbacv1.Convert_v1_ClusterRole_To_rbac_ClusterRole(role, in, nil); err != nil {
		return nil, err
	}
	obj, err := c.Storage.Create(request.WithNamespace(ctx, ""), in, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if err != nil {
		return nil, err
	}
	return toV1ClusterRole(obj)
}

// Update replaces the stored role with role (its resourceVersion, if
// set, must still be the stored one).
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.ClusterRoleModifier.Update.
func (c ClusterRoleModifier) Update(ctx context.Context, role *rbacv1.ClusterRole) (*rbacv1.ClusterRole, error) {
	in := &rbac.ClusterRole{}
	if err := rbacv1.Convert_v1_ClusterRole_To_rbac_ClusterRole(role, in, nil); err != nil {
		return nil, err
	}
	obj, _, err := c.Storage.Update(request.WithNamespace(ctx, ""), in.Name, rest.DefaultUpdatedObjectInfo(in),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if err != nil {
		return nil, err
	}
	return toV1ClusterRole(obj)
}

// toV1ClusterRole converts a stored ClusterRole to v1.
func toV1ClusterRole(obj runtime.Object) (*rbacv1.ClusterRole, error) {
	in, ok := obj.(*rbac.ClusterRole)
	if !ok {
		return nil, fmt.Errorf("expected *rbac.ClusterRole, got %T", obj)
	}
	out := &rbacv1.ClusterRole{}
	return out, rbacv1.Convert_rbac_ClusterRole_To_v1_ClusterRole(in, out, nil)
}
