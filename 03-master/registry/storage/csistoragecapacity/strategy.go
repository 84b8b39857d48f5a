package csistoragecapacity

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage/validation"
)

// csiStorageCapacityStrategy is the create, update and delete rules of csistoragecapacities.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity.csiStorageCapacityStrategy.
type csiStorageCapacityStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of csistoragecapacities.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity.Strategy.
var Strategy = csiStorageCapacityStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: a capacity lives in the namespace of the driver that reports it.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity.csiStorageCapacityStrategy.NamespaceScoped.
func (csiStorageCapacityStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity.csiStorageCapacityStrategy.PrepareForCreate.
func (csiStorageCapacityStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
}

// PrepareForUpdate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity.csiStorageCapacityStrategy.PrepareForUpdate.
func (csiStorageCapacityStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity.csiStorageCapacityStrategy.Validate.
func (csiStorageCapacityStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateCSIStorageCapacity(obj.(*storage.CSIStorageCapacity))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity.csiStorageCapacityStrategy.WarningsOnCreate.
func (csiStorageCapacityStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity.csiStorageCapacityStrategy.Canonicalize.
func (csiStorageCapacityStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity.csiStorageCapacityStrategy.AllowCreateOnUpdate.
func (csiStorageCapacityStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity.csiStorageCapacityStrategy.ValidateUpdate.
func (csiStorageCapacityStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateCSIStorageCapacityUpdate(obj.(*storage.CSIStorageCapacity), old.(*storage.CSIStorageCapacity))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity.csiStorageCapacityStrategy.WarningsOnUpdate.
func (csiStorageCapacityStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity.csiStorageCapacityStrategy.AllowUnconditionalUpdate.
func (csiStorageCapacityStrategy) AllowUnconditionalUpdate() bool { return true }
