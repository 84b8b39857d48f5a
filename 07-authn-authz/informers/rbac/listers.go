package rbac

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	rbacregistryvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

// The getters the RBAC authorizer takes, checked at compile time.
var (
	_ rbacregistryvalidation.RoleGetter               = (*Informers)(nil)
	_ rbacregistryvalidation.RoleBindingLister        = (*Informers)(nil)
	_ rbacregistryvalidation.ClusterRoleGetter        = (*Informers)(nil)
	_ rbacregistryvalidation.ClusterRoleBindingLister = (*Informers)(nil)
)

// GetRole returns the Role namespace/name, as v1, or a NotFound.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.RoleGetter.GetRole,
// over k8s.io/client-go/listers/rbac/v1.roleNamespaceLister.Get.
func (i *Informers) GetRole(_ context.Context, namespace, name string) (*rbacv1.Role, error) {
	set := i.set.Load()
	if set == nil {
		return nil, errNotStarted
	}
	obj, ok := set.roles.Get(namespace + "/" + name)
	if !ok {
		return nil, apierrors.NewNotFound(rbacv1.Resource("role"), name)
	}
	role, ok := obj.(*rbac.Role)
	if !ok {
		return nil, fmt.Errorf("expected *rbac.Role, got %T", obj)
	}
	out := &rbacv1.Role{}
	return out, rbacv1.Convert_rbac_Role_To_v1_Role(role, out, nil)
}

// GetClusterRole returns the ClusterRole name, as v1, or a NotFound.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.ClusterRoleGetter.GetClusterRole,
// over k8s.io/client-go/listers/rbac/v1.clusterRoleLister.Get.
func (i *Informers) GetClusterRole(_ context.Context, name string) (*rbacv1.ClusterRole, error) {
	set := i.set.Load()
	if set == nil {
		return nil, errNotStarted
	}
	obj, ok := set.clusterRoles.Get(name)
	if !ok {
		return nil, apierrors.NewNotFound(rbacv1.Resource("clusterrole"), name)
	}
	clusterRole, ok := obj.(*rbac.ClusterRole)
	if !ok {
		return nil, fmt.Errorf("expected *rbac.ClusterRole, got %T", obj)
	}
	out := &rbacv1.ClusterRole{}
	return out, rbacv1.Convert_rbac_ClusterRole_To_v1_ClusterRole(clusterRole, out, nil)
}

// ListRoleBindings returns the RoleBindings of namespace, as v1.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.RoleBindingLister.ListRoleBindings.
func (i *Informers) ListRoleBindings(_ context.Context, namespace string) ([]*rbacv1.RoleBinding, error) {
	set := i.set.Load()
	if set == nil {
		return nil, errNotStarted
	}
	return convertAll(set.roleBindings.ByNamespace(namespace), rbacv1.Convert_rbac_RoleBinding_To_v1_RoleBinding)
}

// ListClusterRoleBindings returns every ClusterRoleBinding, as v1.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.ClusterRoleBindingLister.ListClusterRoleBindings.
func (i *Informers) ListClusterRoleBindings(_ context.Context) ([]*rbacv1.ClusterRoleBinding, error) {
	set := i.set.Load()
	if set == nil {
		return nil, errNotStarted
	}
	return convertAll(set.clusterRoleBindings.List(), rbacv1.Convert_rbac_ClusterRoleBinding_To_v1_ClusterRoleBinding)
}

// convertAll converts internal objects of type In to v1 objects of
// type Out with convert.
func convertAll[In, Out any](objs []runtime.Object, convert func(*In, *Out, conversion.Scope) error) ([]*Out, error) {
	out := make([]*Out, 0, len(objs))
	for _, obj := range objs {
		in, ok := any(obj).(*In)
		if !ok {
			var want *In
			return nil, fmt.Errorf("expected %T, got %T", want, obj)
		}
		converted := new(Out)
		if err := convert(in, converted, nil); err != nil {
			return nil, err
		}
		out = append(out, converted)
	}
	return out, nil
}
