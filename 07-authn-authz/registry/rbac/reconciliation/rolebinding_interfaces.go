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

// RoleBindingModifier is a ClusterRoleBindingClient over the
// rolebindings registry of one namespace, so that
// ReconcileRoleBindingOptions reconciles RoleBindings too: a RoleBinding
// travels as a ClusterRoleBinding with the same metadata, roleRef and
// subjects (see RoleModifier).
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.RoleBindingClientAdapter,
// with RoleBindingAdapter as the RoleBinding interface's implementation.
type RoleBindingModifier struct {
	Storage   BindingStorage
	Namespace string
	// EnsureNamespace is RoleModifier's.
	EnsureNamespace func(ctx context.Context, namespace string) error
}

var _ ClusterRoleBindingClient = RoleBindingModifier{}

// Get reads the RoleBinding name.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.RoleBindingClientAdapter.Get.
func (c RoleBindingModifier) Get(ctx context.Context, name string) (*rbacv1.ClusterRoleBinding, error) {
	obj, err := c.Storage.Get(request.WithNamespace(ctx, c.Namespace), name, &metav1.GetOptions{})
	if err != nil {
		return nil, err
	}
	return roleBindingAsClusterRoleBinding(obj)
}

// Delete deletes the RoleBinding name if its uid is still uid.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.RoleBindingClientAdapter.Delete.
func (c RoleBindingModifier) Delete(ctx context.Context, name string, uid metav1.UID) error {
	_, _, err := c.Storage.Delete(request.WithNamespace(ctx, c.Namespace), name, rest.ValidateAllObjectFunc,
		&metav1.DeleteOptions{Preconditions: &metav1.Preconditions{UID: &uid}})
	return err
}

// Create creates the RoleBinding binding stands for.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.RoleBindingClientAdapter.Create.
func (c RoleBindingModifier) Create(ctx context.Context, binding *rbacv1.ClusterRoleBinding) (*rbacv1.ClusterRoleBinding, error) {
	in, err := c.internalRoleBinding(binding)
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
	return roleBindingAsClusterRoleBinding(obj)
}

// Update replaces the stored RoleBinding with the one binding stands for.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.RoleBindingClientAdapter.Update.
func (c RoleBindingModifier) Update(ctx context.Context, binding *rbacv1.ClusterRoleBinding) (*rbacv1.ClusterRoleBinding, error) {
	in, err := c.internalRoleBinding(binding)
	if err != nil {
		return nil, err
	}
	obj, _, err := c.Storage.Update(request.WithNamespace(ctx, c.Namespace), in.Name, rest.DefaultUpdatedObjectInfo(in),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if err != nil {
		return nil, err
	}
	return roleBindingAsClusterRoleBinding(obj)
}

// internalRoleBinding defaults the RoleBinding binding stands for, in the
// modifier's namespace, and converts it.
func (c RoleBindingModifier) internalRoleBinding(binding *rbacv1.ClusterRoleBinding) (*rbac.RoleBinding, error) {
	v1 := &rbacv1.RoleBinding{ObjectMeta: *binding.ObjectMeta.DeepCopy(), RoleRef: binding.RoleRef,
		Subjects: append([]rbacv1.Subject(nil), binding.Subjects...)}
	v1.Namespace = c.Namespace
	rbacv1.SetObjectDefaults_RoleBinding(v1)
	in := &rbac.RoleBinding{}
	return in, rbacv1.Convert_v1_RoleBinding_To_rbac_RoleBinding(v1, in, nil)
}

// RoleBindingAsClusterRoleBinding is binding as the ClusterRoleBinding
// the reconciler works on.
func RoleBindingAsClusterRoleBinding(binding *rbacv1.RoleBinding) *rbacv1.ClusterRoleBinding {
	return &rbacv1.ClusterRoleBinding{ObjectMeta: *binding.ObjectMeta.DeepCopy(), RoleRef: binding.RoleRef, Subjects: binding.Subjects}
}

// roleBindingAsClusterRoleBinding converts a stored RoleBinding to v1,
// as a ClusterRoleBinding.
func roleBindingAsClusterRoleBinding(obj runtime.Object) (*rbacv1.ClusterRoleBinding, error) {
	in, ok := obj.(*rbac.RoleBinding)
	if !ok {
		return nil, fmt.Errorf("expected *rbac.RoleBinding, got %T", obj)
	}
	out := &rbacv1.RoleBinding{}
	if err := rbacv1.Convert_rbac_RoleBinding_To_v1_RoleBinding(in, out, nil); err != nil {
		return nil, err
	}
	return RoleBindingAsClusterRoleBinding(out), nil
}
