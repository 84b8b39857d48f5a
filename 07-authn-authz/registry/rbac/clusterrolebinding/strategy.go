package clusterrolebinding

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/validation"
)

// strategy is the create, update and delete rules of ClusterRoleBindings.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding.strategy.
type strategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = strategy{}
	_ rest.RESTUpdateStrategy = strategy{}
	_ rest.RESTDeleteStrategy = strategy{}
)

// NewStrategy returns the strategy of ClusterRoleBindings, typing objects with typer.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding.Strategy.
func NewStrategy(typer runtime.ObjectTyper) strategy {
	return strategy{typer, names.SimpleNameGenerator}
}

// NamespaceScoped is false: ClusterRoleBindings are cluster-scoped.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding.strategy.NamespaceScoped.
func (strategy) NamespaceScoped() bool { return false }

// AllowCreateOnUpdate is true: a PUT of a missing ClusterRoleBinding creates it.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding.strategy.AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return true }

// PrepareForCreate does nothing: a ClusterRoleBinding has no status.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding.strategy.PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}

// PrepareForUpdate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding.strategy.PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}

// Validate checks a new ClusterRoleBinding.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding.strategy.Validate.
func (strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateClusterRoleBinding(obj.(*rbac.ClusterRoleBinding))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding.strategy.WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding.strategy.Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// ValidateUpdate checks the new ClusterRoleBinding.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding.strategy.ValidateUpdate.
func (strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateClusterRoleBindingUpdate(obj.(*rbac.ClusterRoleBinding), old.(*rbac.ClusterRoleBinding))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding.strategy.WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is true: an update need not name a
// resourceVersion.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding.strategy.AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return true }
