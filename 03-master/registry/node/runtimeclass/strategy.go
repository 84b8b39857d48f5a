package runtimeclass

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/node"
	"github.com/kube-rebuilt/apiserver/03-master/apis/node/validation"
)

// strategy is the RuntimeClasses' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass.strategy.
type strategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of RuntimeClasses; the Store uses it for every verb.
// Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass.Strategy.
var Strategy = strategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: runtime classes are cluster-wide.
// Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass.strategy.NamespaceScoped.
func (strategy) NamespaceScoped() bool { return false }

// AllowCreateOnUpdate is true: a PUT of a missing class creates it.
// Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass.strategy.AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return true }

// PrepareForCreate has nothing to clear.
// Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass.strategy.PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}

// PrepareForUpdate has nothing to keep.
// Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass.strategy.PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}

// Validate checks a new RuntimeClass.
// Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass.strategy.Validate.
func (strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateRuntimeClass(obj.(*node.RuntimeClass))
}

// WarningsOnCreate returns none (see the package doc).
// Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass.strategy.WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass.strategy.Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// ValidateUpdate checks the new object as a create, and the handler unchanged.
// Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass.strategy.ValidateUpdate.
func (strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	newObj := obj.(*node.RuntimeClass)
	errs := validation.ValidateRuntimeClass(newObj)
	return append(errs, validation.ValidateRuntimeClassUpdate(newObj, old.(*node.RuntimeClass))...)
}

// WarningsOnUpdate returns none (see the package doc).
// Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass.strategy.WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is false: an update must carry the
// resourceVersion it read.
// Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass.strategy.AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return false }
