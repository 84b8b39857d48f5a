package deviceclass

import (
	"context"
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource/validation"
)

// deviceClassStrategy is the create, update and delete rules of deviceclasses.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass.deviceClassStrategy.
type deviceClassStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of deviceclasses.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass.Strategy.
var Strategy = deviceClassStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: a class serves every namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass.deviceClassStrategy.NamespaceScoped.
func (deviceClassStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass.deviceClassStrategy.PrepareForCreate.
func (deviceClassStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*resource.DeviceClass).Generation = 1
}

// PrepareForUpdate bumps the generation when spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass.deviceClassStrategy.PrepareForUpdate.
func (deviceClassStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*resource.DeviceClass), old.(*resource.DeviceClass)
	if !reflect.DeepEqual(oldObj.Spec, newObj.Spec) {
		newObj.Generation = oldObj.Generation + 1
	}
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass.deviceClassStrategy.Validate.
func (deviceClassStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateDeviceClass(obj.(*resource.DeviceClass))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass.deviceClassStrategy.WarningsOnCreate.
func (deviceClassStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass.deviceClassStrategy.Canonicalize.
func (deviceClassStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass.deviceClassStrategy.AllowCreateOnUpdate.
func (deviceClassStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass.deviceClassStrategy.ValidateUpdate.
func (deviceClassStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateDeviceClassUpdate(obj.(*resource.DeviceClass), old.(*resource.DeviceClass))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass.deviceClassStrategy.WarningsOnUpdate.
func (deviceClassStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass.deviceClassStrategy.AllowUnconditionalUpdate.
func (deviceClassStrategy) AllowUnconditionalUpdate() bool { return true }
