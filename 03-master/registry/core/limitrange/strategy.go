package limitrange

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
)

// limitrangeStrategy is the limit ranges' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange.limitrangeStrategy.
type limitrangeStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of limit ranges; the Store uses it for every
// verb. Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange.Strategy.
var Strategy = limitrangeStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: a limit range bounds its own namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange.limitrangeStrategy.NamespaceScoped.
func (limitrangeStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate names a limit range that came without a name (the
// Store has already turned a generateName into one) with a random UUID,
// an upstream quirk kept for fidelity.
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange.limitrangeStrategy.PrepareForCreate.
func (limitrangeStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	lr := obj.(*core.LimitRange)
	if len(lr.Name) == 0 {
		lr.Name = string(rest.NewUID())
	}
}

// Validate checks a new limit range.
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange.limitrangeStrategy.Validate.
func (limitrangeStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateLimitRange(obj.(*core.LimitRange))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange.limitrangeStrategy.WarningsOnCreate.
func (limitrangeStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange.limitrangeStrategy.Canonicalize.
func (limitrangeStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is true: a PUT of a missing limit range creates it
// (unlike most kinds).
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange.limitrangeStrategy.AllowCreateOnUpdate.
func (limitrangeStrategy) AllowCreateOnUpdate() bool { return true }

// PrepareForUpdate keeps nothing from the old object: a limit range is
// all spec.
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange.limitrangeStrategy.PrepareForUpdate.
func (limitrangeStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}

// ValidateUpdate checks the new limit range as on create; the generic
// update checks the metadata against the old one.
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange.limitrangeStrategy.ValidateUpdate.
func (limitrangeStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateLimitRange(obj.(*core.LimitRange))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange.limitrangeStrategy.WarningsOnUpdate.
func (limitrangeStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange.limitrangeStrategy.AllowUnconditionalUpdate.
func (limitrangeStrategy) AllowUnconditionalUpdate() bool { return true }
