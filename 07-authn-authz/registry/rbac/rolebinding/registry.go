package rolebinding

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	rbacregistryvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

// AuthorizerAdapter lists RoleBindings from a storage for the rule
// resolver, as v1 objects (the resolver's type).
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding.AuthorizerAdapter,
// with its Registry folded in.
type AuthorizerAdapter struct {
	Lister rest.Lister
}

var _ rbacregistryvalidation.RoleBindingLister = AuthorizerAdapter{}

// ListRoleBindings lists the RoleBindings of namespace from the storage.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding.AuthorizerAdapter.ListRoleBindings.
func (a AuthorizerAdapter) ListRoleBindings(ctx context.Context, namespace string) ([]*rbacv1.RoleBinding, error) {
	obj, err := a.Lister.List(request.WithNamespace(ctx, namespace), nil)
	if err != nil {
		return nil, err
	}
	list, ok := obj.(*rbac.RoleBindingList)
	if !ok {
		return nil, fmt.Errorf("expected *rbac.RoleBindingList, got %T", obj)
	}
	out := make([]*rbacv1.RoleBinding, 0, len(list.Items))
	for i := range list.Items {
		binding := &rbacv1.RoleBinding{}
		if err := rbacv1.Convert_rbac_RoleBinding_To_v1_RoleBinding(&list.Items[i], binding, nil); err != nil {
			return nil, err
		}
		out = append(out, binding)
	}
	return out, nil
}
