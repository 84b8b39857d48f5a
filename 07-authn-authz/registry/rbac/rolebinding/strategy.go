package rolebinding

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/validation"
)

// strategy is the create, update and delete rules of RoleBindings.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding.strategy.
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

// NewStrategy returns the strategy of RoleBindings, typing objects with typer.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding.Strategy.
func NewStrategy(typer runtime.ObjectTyper) strategy {
	return strategy{typer, names.SimpleNameGenerator}
}

// NamespaceScoped is true: RoleBindings live in namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding.strategy.NamespaceScoped.
func (strategy) NamespaceScoped() bool { return true }

// AllowCreateOnUpdate is true: a PUT of a missing RoleBinding creates it.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding.strategy.AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return true }

// PrepareForCreate does nothing: a RoleBinding has no status.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding.strategy.PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}

// PrepareForUpdate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding.strategy.PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}

// Validate checks a new RoleBinding.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding.strategy.Validate.
func (strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateRoleBinding(obj.(*rbac.RoleBinding))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding.strategy.WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding.strategy.Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// ValidateUpdate checks the new RoleBinding.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding.strategy.ValidateUpdate.
func (strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateRoleBindingUpdate(obj.(*rbac.RoleBinding), old.(*rbac.RoleBinding))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding.strategy.WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is true: an update need not name a
// resourceVersion.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding.strategy.AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return true }
