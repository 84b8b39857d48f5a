package priorityclass

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/scheduling"
	"github.com/kube-rebuilt/apiserver/03-master/apis/scheduling/validation"
)

// priorityClassStrategy is the PriorityClasses' create, update and
// delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass.priorityClassStrategy.
type priorityClassStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of PriorityClasses; the Store uses it for every verb.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass.Strategy.
var Strategy = priorityClassStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: priority classes are cluster-wide.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass.priorityClassStrategy.NamespaceScoped.
func (priorityClassStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass.priorityClassStrategy.PrepareForCreate.
func (priorityClassStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*scheduling.PriorityClass).Generation = 1
}

// PrepareForUpdate keeps nothing from the old object.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass.priorityClassStrategy.PrepareForUpdate.
func (priorityClassStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}

// Validate checks a new PriorityClass.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass.priorityClassStrategy.Validate.
func (priorityClassStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidatePriorityClass(obj.(*scheduling.PriorityClass))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass.priorityClassStrategy.WarningsOnCreate.
func (priorityClassStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass.priorityClassStrategy.Canonicalize.
func (priorityClassStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing class is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass.priorityClassStrategy.AllowCreateOnUpdate.
func (priorityClassStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update against the stored class.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass.priorityClassStrategy.ValidateUpdate.
func (priorityClassStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidatePriorityClassUpdate(obj.(*scheduling.PriorityClass), old.(*scheduling.PriorityClass))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass.priorityClassStrategy.WarningsOnUpdate.
func (priorityClassStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass.priorityClassStrategy.AllowUnconditionalUpdate.
func (priorityClassStrategy) AllowUnconditionalUpdate() bool { return true }
