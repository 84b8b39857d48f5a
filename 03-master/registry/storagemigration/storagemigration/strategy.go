package storagemigration

import (
	"context"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storagemigration"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storagemigration/validation"
)

// strategy is the create, update and delete rules of storageversionmigrations.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.strategy.
type strategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of storageversionmigrations.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.Strategy.
var Strategy = strategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: a migration covers a resource in every namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.strategy.NamespaceScoped.
func (strategy) NamespaceScoped() bool { return false }

// PrepareForCreate clears the status: it is the controllers' to write.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.strategy.PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*storagemigration.StorageVersionMigration).Status = storagemigration.StorageVersionMigrationStatus{}
}

// PrepareForUpdate keeps the stored status.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.strategy.PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*storagemigration.StorageVersionMigration), old.(*storagemigration.StorageVersionMigration)
	newObj.Status = oldObj.Status
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.strategy.Validate.
func (strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateStorageVersionMigration(obj.(*storagemigration.StorageVersionMigration))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.strategy.WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.strategy.Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.strategy.AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.strategy.ValidateUpdate.
func (strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateStorageVersionMigrationUpdate(obj.(*storagemigration.StorageVersionMigration), old.(*storagemigration.StorageVersionMigration))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.strategy.WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.strategy.AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return true }

// statusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.statusStrategy.
type statusStrategy struct {
	strategy
}

// StatusStrategy is the strategy of storageversionmigrations/status.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.StatusStrategy.
var StatusStrategy = statusStrategy{Strategy}

var _ rest.RESTUpdateStrategy = StatusStrategy

// PrepareForUpdate keeps everything but the status (and metadata) as stored.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.statusStrategy.PrepareForUpdate.
func (statusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*storagemigration.StorageVersionMigration), old.(*storagemigration.StorageVersionMigration)
	newObj.Spec = oldObj.Spec
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.statusStrategy.ValidateUpdate.
func (statusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateStorageVersionMigrationStatusUpdate(obj.(*storagemigration.StorageVersionMigration), old.(*storagemigration.StorageVersionMigration))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.statusStrategy.WarningsOnUpdate.
func (statusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.strategy.GetResetFields.
func (strategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"storagemigration.k8s.io/v1":      reset(),
		"storagemigration.k8s.io/v1beta1": reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the metadata (managed fields aside) and the spec, which a status
// writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.statusStrategy.GetResetFields.
func (statusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("metadata"), fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"storagemigration.k8s.io/v1":      reset(),
		"storagemigration.k8s.io/v1beta1": reset(),
	}
}
