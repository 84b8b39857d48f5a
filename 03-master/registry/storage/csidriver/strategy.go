package csidriver

import (
	"context"
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage/validation"
)

// csiDriverStrategy is the create, update and delete rules of csidrivers.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csiDriverStrategy.
type csiDriverStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of csidrivers.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.Strategy.
var Strategy = csiDriverStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: a driver is installed for the whole cluster.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csiDriverStrategy.NamespaceScoped.
func (csiDriverStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csiDriverStrategy.PrepareForCreate.
func (csiDriverStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*storage.CSIDriver).Generation = 1
}

// PrepareForUpdate bumps the generation when spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csiDriverStrategy.PrepareForUpdate.
func (csiDriverStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*storage.CSIDriver), old.(*storage.CSIDriver)
	if !reflect.DeepEqual(oldObj.Spec, newObj.Spec) {
		newObj.Generation = oldObj.Generation + 1
	}
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csiDriverStrategy.Validate.
func (csiDriverStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateCSIDriver(obj.(*storage.CSIDriver))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csiDriverStrategy.WarningsOnCreate.
func (csiDriverStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csiDriverStrategy.Canonicalize.
func (csiDriverStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csiDriverStrategy.AllowCreateOnUpdate.
func (csiDriverStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csiDriverStrategy.ValidateUpdate.
func (csiDriverStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateCSIDriverUpdate(obj.(*storage.CSIDriver), old.(*storage.CSIDriver))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csiDriverStrategy.WarningsOnUpdate.
func (csiDriverStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csiDriverStrategy.AllowUnconditionalUpdate.
func (csiDriverStrategy) AllowUnconditionalUpdate() bool { return true }
