package devicetaintrule

import (
	"context"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource/validation"
	"reflect"
)

// devicetaintruleStrategy is the create, update and delete rules of devicetaintrules.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.devicetaintruleStrategy.
type devicetaintruleStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of devicetaintrules.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.Strategy.
var Strategy = devicetaintruleStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: a rule taints devices of the whole cluster.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.devicetaintruleStrategy.NamespaceScoped.
func (devicetaintruleStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate clears the status: it is the controllers' to write.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.devicetaintruleStrategy.PrepareForCreate.
func (devicetaintruleStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*resource.DeviceTaintRule).Generation = 1
	obj.(*resource.DeviceTaintRule).Status = resource.DeviceTaintRuleStatus{}
}

// PrepareForUpdate keeps the stored status and bumps the generation when spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.devicetaintruleStrategy.PrepareForUpdate.
func (devicetaintruleStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*resource.DeviceTaintRule), old.(*resource.DeviceTaintRule)
	newObj.Status = oldObj.Status
	if !reflect.DeepEqual(oldObj.Spec, newObj.Spec) {
		newObj.Generation = oldObj.Generation + 1
	}
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.devicetaintruleStrategy.Validate.
func (devicetaintruleStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateDeviceTaintRule(obj.(*resource.DeviceTaintRule))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.devicetaintruleStrategy.WarningsOnCreate.
func (devicetaintruleStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.devicetaintruleStrategy.Canonicalize.
func (devicetaintruleStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.devicetaintruleStrategy.AllowCreateOnUpdate.
func (devicetaintruleStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.devicetaintruleStrategy.ValidateUpdate.
func (devicetaintruleStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateDeviceTaintRuleUpdate(obj.(*resource.DeviceTaintRule), old.(*resource.DeviceTaintRule))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.devicetaintruleStrategy.WarningsOnUpdate.
func (devicetaintruleStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.devicetaintruleStrategy.AllowUnconditionalUpdate.
func (devicetaintruleStrategy) AllowUnconditionalUpdate() bool { return true }

// devicetaintruleStatusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.devicetaintruleStatusStrategy.
type devicetaintruleStatusStrategy struct {
	devicetaintruleStrategy
}

// StatusStrategy is the strategy of devicetaintrules/status.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.StatusStrategy.
var StatusStrategy = devicetaintruleStatusStrategy{Strategy}

var _ rest.RESTUpdateStrategy = StatusStrategy

// PrepareForUpdate keeps everything but the status (and metadata) as stored.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.devicetaintruleStatusStrategy.PrepareForUpdate.
func (devicetaintruleStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*resource.DeviceTaintRule), old.(*resource.DeviceTaintRule)
	newObj.Spec = oldObj.Spec
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.devicetaintruleStatusStrategy.ValidateUpdate.
func (devicetaintruleStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateDeviceTaintRuleStatusUpdate(obj.(*resource.DeviceTaintRule), old.(*resource.DeviceTaintRule))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.devicetaintruleStatusStrategy.WarningsOnUpdate.
func (devicetaintruleStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}
