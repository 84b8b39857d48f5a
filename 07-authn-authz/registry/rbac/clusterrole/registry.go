package clusterrole

import (
	"context"
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	rbacregistryvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

// AuthorizerAdapter reads ClusterRoles from a storage for the rule resolver,
// as v1 objects (the resolver's type).
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrole.AuthorizerAdapter,
// with its Registry folded in.
type AuthorizerAdapter struct {
	Getter rest.Getter
}

var _ rbacregistryvalidation.ClusterRoleGetter = AuthorizerAdapter{}

// GetClusterRole reads the ClusterRole name from the storage.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrole.AuthorizerAdapter.GetClusterRole.
func (a AuthorizerAdapter) GetClusterRole(ctx context.Context, name string) (*rbacv1.ClusterRole, error) {
	obj, err := a.Getter.Get(request.WithNamespace(ctx, ""), name, &metav1.GetOptions{})
	if err != nil {
		return nil, err
	}
	role, ok := obj.(*rbac.ClusterRole)
	if !ok {
		return nil, fmt.Errorf("expected *rbac.ClusterRole, got %T", obj)
	}
	out := &rbacv1.ClusterRole{}
	if err := rbacv1.Convert_rbac_ClusterRole_To_v1_ClusterRole(role, out, nil); err != nil {
		return nil, err
	}
	return out, nil
}
