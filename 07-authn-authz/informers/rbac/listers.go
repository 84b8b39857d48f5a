package rbac

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
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
	role, ok := obj.(*rbacv1.Role)
	if !ok {
		return nil, fmt.Errorf("expected *v1.Role, got %T", obj)
	}
	return role, nil
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

// ListRoleBindings returns the RoleBindings of namespace, as v1: the
// informer's own objects, which callers must not change (as a lister's).
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.RoleBindingLister.ListRoleBindings.
func (i *Informers) ListRoleBindings(_ context.Context, namespace string) ([]*rbacv1.RoleBinding, error) {
	set := i.set.Load()
	if set == nil {
		return nil, errNotStarted
	}
	return typedAll[rbacv1.RoleBinding](set.roleBindings.ByNamespace(namespace))
}

// ListClusterRoleBindings returns every ClusterRoleBinding, as v1: the
// informer's own objects, which callers must not change (as a lister's).
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.ClusterRoleBindingLister.ListClusterRoleBindings.
func (i *Informers) ListClusterRoleBindings(_ context.Context) ([]*rbacv1.ClusterRoleBinding, error) {
	set := i.set.Load()
	if set == nil {
		return nil, errNotStarted
	}
	return typedAll[rbacv1.ClusterRoleBinding](set.clusterRoleBindings.List())
}

// typedAll returns objs as *T, each an object the informer keeps.
func typedAll[T any](objs []runtime.Object) ([]*T, error) {
	out := make([]*T, 0, len(objs))
	for _, obj := range objs {
		typed, ok := any(obj).(*T)
		if !ok {
			var want *T
			return nil, fmt.Errorf("expected %T, got %T", want, obj)
		}
		out = append(out, typed)
	}
	return out, nil
}

// toV1 is an informer transform converting the storage's internal objects
// of type In to v1 objects of type Out with convert.
// Upstream: none; upstream's informers read v1 from a loopback client.
func toV1[In, Out any, PIn interface {
	*In
	runtime.Object
}, POut interface {
	*Out
	runtime.Object
}](convert func(*In, *Out, conversion.Scope) error) cache.TransformFunc {
	return func(obj runtime.Object) (runtime.Object, error) {
		in, ok := obj.(PIn)
		if !ok {
			var want PIn
			return nil, fmt.Errorf("expected %T, got %T", want, obj)
		}
		out := POut(new(Out))
		if err := convert((*In)(in), (*Out)(out), nil); err != nil {
			return nil, err
		}
		return out, nil
	}
}
