package role

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

// AuthorizerAdapter reads Roles from a storage for the rule resolver,
// as v1 objects (the resolver's type).
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/role.AuthorizerAdapter,
// with its Registry folded in.
type AuthorizerAdapter struct {
	Getter rest.Getter
}

var _ rbacregistryvalidation.RoleGetter = AuthorizerAdapter{}

// GetRole reads the Role namespace/name from the storage.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/role.AuthorizerAdapter.GetRole.
func (a AuthorizerAdapter) GetRole(ctx context.Context, namespace, name string) (*rbacv1.Role, error) {
	obj, err := a.Getter.Get(request.WithNamespace(ctx, namespace), name, &metav1.GetOptions{})
	if err != nil {
		return nil, err
	}
	role, ok := obj.(*rbac.Role)
	if !ok {
		return nil, fmt.Errorf("expected *rbac.Role, got %T", obj)
	}
	out := &rbacv1.Role{}
	if err := rbacv1.Convert_rbac_Role_To_v1_Role(role, out, nil); err != nil {
		return nil, err
	}
	return out, nil
}
