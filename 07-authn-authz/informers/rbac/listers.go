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

// GetClusterRole returns the ClusterRole name, as v1, or a NotFound: the
// informers' own v1 copy, converted once per change of the ClusterRoles
// (the informer keeps the storage's internal objects, which the
// aggregation controller reads), which callers must not change (as a
// lister's).
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.ClusterRoleGetter.GetClusterRole,
// over k8s.io/client-go/listers/rbac/v1.clusterRoleLister.Get.
func (i *Informers) GetClusterRole(_ context.Context, name string) (*rbacv1.ClusterRole, error) {
	set := i.set.Load()
	if set == nil {
		return nil, errNotStarted
	}
	view, _ := set.clusterRoles.ListView().(clusterRolesV1)
	converted, ok := view[name]
	if !ok {
		return nil, apierrors.NewNotFound(rbacv1.Resource("clusterrole"), name)
	}
	return converted.role, converted.err
}

// clusterRolesV1 is the ClusterRole informer's list view: each
// ClusterRole converted to v1, by name, or why it could not be.
type clusterRolesV1 map[string]convertedClusterRole

type convertedClusterRole struct {
	role *rbacv1.ClusterRole
	err  error
}

// clusterRolesView converts the informer's internal ClusterRoles to v1.
func clusterRolesView(sorted []runtime.Object) any {
	view := make(clusterRolesV1, len(sorted))
	for _, obj := range sorted {
		clusterRole, ok := obj.(*rbac.ClusterRole)
		if !ok {
			if named, isNamed := obj.(interface{ GetName() string }); isNamed {
				view[named.GetName()] = convertedClusterRole{err: fmt.Errorf("expected *rbac.ClusterRole, got %T", obj)}
			}
			continue
		}
		out := &rbacv1.ClusterRole{}
		if err := rbacv1.Convert_rbac_ClusterRole_To_v1_ClusterRole(clusterRole, out, nil); err != nil {
			view[clusterRole.Name] = convertedClusterRole{err: err}
			continue
		}
		view[clusterRole.Name] = convertedClusterRole{role: out}
	}
	return view
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
// informer's own objects in a slice made once per change of the
// bindings, neither of which callers may change (a lister's slice is
// new on every call; this one is read on every authorized request).
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.ClusterRoleBindingLister.ListClusterRoleBindings.
func (i *Informers) ListClusterRoleBindings(_ context.Context) ([]*rbacv1.ClusterRoleBinding, error) {
	set := i.set.Load()
	if set == nil {
		return nil, errNotStarted
	}
	view, _ := set.clusterRoleBindings.ListView().(typedList[rbacv1.ClusterRoleBinding])
	return view.items, view.err
}

// typedList is an informer's list view: its sorted objects as *T, or why
// they are not.
type typedList[T any] struct {
	items []*T
	err   error
}

// typedView makes an informer's typedList.
func typedView[T any](sorted []runtime.Object) any {
	items, err := typedAll[T](sorted)
	return typedList[T]{items: items, err: err}
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
