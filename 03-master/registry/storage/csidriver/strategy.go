package csidriver

import (
	"context"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage/validation"
	"reflect"
)

// csidriverStrategy is the create, update and delete rules of csidrivers.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csidriverStrategy.
type csidriverStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of csidrivers.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.Strategy.
var Strategy = csidriverStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: a driver is installed for the whole cluster.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csidriverStrategy.NamespaceScoped.
func (csidriverStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csidriverStrategy.PrepareForCreate.
func (csidriverStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*storage.CSIDriver).Generation = 1
}

// PrepareForUpdate bumps the generation when spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csidriverStrategy.PrepareForUpdate.
func (csidriverStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*storage.CSIDriver), old.(*storage.CSIDriver)
	if !reflect.DeepEqual(oldObj.Spec, newObj.Spec) {
		newObj.Generation = oldObj.Generation + 1
	}
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csidriverStrategy.Validate.
func (csidriverStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateCSIDriver(obj.(*storage.CSIDriver))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csidriverStrategy.WarningsOnCreate.
func (csidriverStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csidriverStrategy.Canonicalize.
func (csidriverStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csidriverStrategy.AllowCreateOnUpdate.
func (csidriverStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csidriverStrategy.ValidateUpdate.
func (csidriverStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateCSIDriverUpdate(obj.(*storage.CSIDriver), old.(*storage.CSIDriver))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csidriverStrategy.WarningsOnUpdate.
func (csidriverStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver.csidriverStrategy.AllowUnconditionalUpdate.
func (csidriverStrategy) AllowUnconditionalUpdate() bool { return true }
