package poddisruptionbudget

import (
	"context"
	"reflect"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/policy"
	"github.com/kube-rebuilt/apiserver/03-master/apis/policy/validation"
)

// podDisruptionBudgetStrategy is the budgets' create, update and delete
// rules.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStrategy.
type podDisruptionBudgetStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of pod disruption budgets.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.Strategy.
var Strategy = podDisruptionBudgetStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
	_ rest.RESTUpdateStrategy = StatusStrategy
)

// NamespaceScoped is true.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStrategy.NamespaceScoped.
func (podDisruptionBudgetStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate clears the status and starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStrategy.PrepareForCreate.
func (podDisruptionBudgetStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	pdb := obj.(*policy.PodDisruptionBudget)
	pdb.Status = policy.PodDisruptionBudgetStatus{}
	pdb.Generation = 1
}

// Validate checks a new budget.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStrategy.Validate.
func (podDisruptionBudgetStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidatePodDisruptionBudget(obj.(*policy.PodDisruptionBudget))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStrategy.WarningsOnCreate.
func (podDisruptionBudgetStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStrategy.Canonicalize.
func (podDisruptionBudgetStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStrategy.AllowCreateOnUpdate.
func (podDisruptionBudgetStrategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate keeps the stored status and bumps the generation when
// the spec changes.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStrategy.PrepareForUpdate.
func (podDisruptionBudgetStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newPDB, oldPDB := obj.(*policy.PodDisruptionBudget), old.(*policy.PodDisruptionBudget)
	newPDB.Status = oldPDB.Status
	if !reflect.DeepEqual(oldPDB.Spec, newPDB.Spec) {
		newPDB.Generation = oldPDB.Generation + 1
	}
}

// ValidateUpdate checks the new spec.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStrategy.ValidateUpdate.
func (podDisruptionBudgetStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidatePodDisruptionBudget(obj.(*policy.PodDisruptionBudget))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStrategy.WarningsOnUpdate.
func (podDisruptionBudgetStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is false: a PUT without a resourceVersion is
// refused (409), so no writer overwrites a budget it has not read.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStrategy.AllowUnconditionalUpdate.
func (podDisruptionBudgetStrategy) AllowUnconditionalUpdate() bool { return false }

// podDisruptionBudgetStatusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStatusStrategy.
type podDisruptionBudgetStatusStrategy struct {
	podDisruptionBudgetStrategy
}

// StatusStrategy is the strategy of poddisruptionbudgets/status.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.StatusStrategy.
var StatusStrategy = podDisruptionBudgetStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStatusStrategy.PrepareForUpdate.
func (podDisruptionBudgetStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	obj.(*policy.PodDisruptionBudget).Spec = old.(*policy.PodDisruptionBudget).Spec
}

// ValidateUpdate checks the new status: no negative count.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStatusStrategy.ValidateUpdate.
func (podDisruptionBudgetStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidatePodDisruptionBudgetStatusUpdate(obj.(*policy.PodDisruptionBudget).Status,
		old.(*policy.PodDisruptionBudget).Status, field.NewPath("status"))
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStrategy.GetResetFields.
func (podDisruptionBudgetStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"policy/v1beta1": reset(),
		"policy/v1":      reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the spec, which a status writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget.podDisruptionBudgetStatusStrategy.GetResetFields.
func (podDisruptionBudgetStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"policy/v1beta1": reset(),
		"policy/v1":      reset(),
	}
}
