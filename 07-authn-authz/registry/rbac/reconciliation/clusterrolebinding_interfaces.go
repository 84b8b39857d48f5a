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

// BindingStorage is what ClusterRoleBindingModifier needs of a registry.
// Upstream: none; upstream's modifiers take a typed client.
type BindingStorage interface {
	Storage
	rest.GracefulDeleter
}

// ClusterRoleBindingModifier is a ClusterRoleBindingClient over the
// clusterrolebindings registry (not through escalation prevention; see
// ClusterRoleModifier). Bindings are defaulted as v1 before they are
// stored, as decoding a request would.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.ClusterRoleBindingClientAdapter,
// over a client.
type ClusterRoleBindingModifier struct {
	Storage BindingStorage
}

var _ ClusterRoleBindingClient = ClusterRoleBindingModifier{}

// Get reads the ClusterRoleBinding name.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.ClusterRoleBindingClientAdapter.Get.
func (c ClusterRoleBindingModifier) Get(ctx context.Context, name string) (*rbacv1.ClusterRoleBinding, error) {
	obj, err := c.Storage.Get(request.WithNamespace(ctx, ""), name, &metav1.GetOptions{})
	if err != nil {
		return nil, err
	}
	return toV1ClusterRoleBinding(obj)
}

// Delete deletes the binding name if its uid is still uid.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.ClusterRoleBindingClientAdapter.Delete.
func (c ClusterRoleBindingModifier) Delete(ctx context.Context, name string, uid metav1.UID) error {
	_, _, err := c.Storage.Delete(request.WithNamespace(ctx, ""), name, rest.ValidateAllObjectFunc,
		&metav1.DeleteOptions{Preconditions: &metav1.Preconditions{UID: &uid}})
	return err
}

// Create creates binding.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.ClusterRoleBindingClientAdapter.Create.
func (c ClusterRoleBindingModifier) Create(ctx context.Context, binding *rbacv1.ClusterRoleBinding) (*rbacv1.ClusterRoleBinding, error) {
	in, err := toInternalClusterRoleBinding(binding)
	if err != nil {
		return nil, err
	}
	obj, err := c.Storage.Create(request.WithNamespace(ctx, ""), in, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if err != nil {
		return nil, err
	}
	return toV1ClusterRoleBinding(obj)
}

// Update replaces the stored binding with binding.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.ClusterRoleBindingClientAdapter.Update.
func (c ClusterRoleBindingModifier) Update(ctx context.Context, binding *rbacv1.ClusterRoleBinding) (*rbacv1.ClusterRoleBinding, error) {
	in, err := toInternalClusterRoleBinding(binding)
	if err != nil {
		return nil, err
	}
	obj, _, err := c.Storage.Update(request.WithNamespace(ctx, ""), in.Name, rest.DefaultUpdatedObjectInfo(in),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if err != nil {
		return nil, err
	}
	return toV1ClusterRoleBinding(obj)
}

// toInternalClusterRoleBinding defaults a copy of binding and converts it.
func toInternalClusterRoleBinding(binding *rbacv1.ClusterRoleBinding) (*rbac.ClusterRoleBinding, error) {
	defaulted := binding.DeepCopy()
	rbacv1.SetObjectDefaults_ClusterRoleBinding(defaulted)
	in := &rbac.ClusterRoleBinding{}
	return in, rbacv1.Convert_v1_ClusterRoleBinding_To_rbac_ClusterRoleBinding(defaulted, in, nil)
}

// toV1ClusterRoleBinding converts a stored ClusterRoleBinding to v1.
func toV1ClusterRoleBinding(obj runtime.Object) (*rbacv1.ClusterRoleBinding, error) {
	in, ok := obj.(*rbac.ClusterRoleBinding)
	if !ok {
		return nil, fmt.Errorf("expected *rbac.ClusterRoleBinding, got %T", obj)
	}
	out := &rbacv1.ClusterRoleBinding{}
	return out, rbacv1.Convert_rbac_ClusterRoleBinding_To_v1_ClusterRoleBinding(in, out, nil)
}
