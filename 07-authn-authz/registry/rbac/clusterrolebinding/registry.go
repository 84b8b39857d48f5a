package clusterrolebinding

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	rbacregistryvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

// AuthorizerAdapter lists ClusterRoleBindings from a storage for the rule
// resolver, as v1 objects (the resolver's type).
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding.AuthorizerAdapter,
// with its Registry folded in.
type AuthorizerAdapter struct {
	Lister rest.Lister
}

var _ rbacregistryvalidation.ClusterRoleBindingLister = AuthorizerAdapter{}

// ListClusterRoleBindings lists every ClusterRoleBinding from the storage.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding.AuthorizerAdapter.ListClusterRoleBindings.
func (a AuthorizerAdapter) ListClusterRoleBindings(ctx context.Context) ([]*rbacv1.ClusterRoleBinding, error) {
	obj, err := a.Lister.List(request.WithNamespace(ctx, ""), nil)
	if err != nil {
		return nil, err
	}
	list, ok := obj.(*rbac.ClusterRoleBindingList)
	if !ok {
		return nil, fmt.Errorf("expected *rbac.ClusterRoleBindingList, got %T", obj)
	}
	out := make([]*rbacv1.ClusterRoleBinding, 0, len(list.Items))
	for i := range list.Items {
		binding := &rbacv1.ClusterRoleBinding{}
		if err := rbacv1.Convert_rbac_ClusterRoleBinding_To_v1_ClusterRoleBinding(&list.Items[i], binding, nil); err != nil {
			return nil, err
		}
		out = append(out, binding)
	}
	return out, nil
}
