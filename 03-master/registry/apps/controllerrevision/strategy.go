package controllerrevision

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/apps/validation"
)

// strategy is the create and update behaviour of controller revisions.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision.strategy.
type strategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the default logic for creating and updating controller
// revisions through the API.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision.Strategy.
var Strategy = strategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy is a create, update and delete strategy, checked at
// compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: revisions live in their controller's namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision.strategy.NamespaceScoped.
func (strategy) NamespaceScoped() bool { return true }

// PrepareForCreate does nothing: a revision has no status.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision.strategy.PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}

// Validate checks a new revision.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision.strategy.Validate.
func (strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateControllerRevisionCreate(obj.(*apps.ControllerRevision))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision.strategy.WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision.strategy.Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing revision is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision.strategy.AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate does nothing: validation refuses a change of data.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision.strategy.PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}

// ValidateUpdate checks an update: the data may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision.strategy.ValidateUpdate.
func (strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateControllerRevisionUpdate(obj.(*apps.ControllerRevision), old.(*apps.ControllerRevision))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision.strategy.WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision.strategy.AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return true }
