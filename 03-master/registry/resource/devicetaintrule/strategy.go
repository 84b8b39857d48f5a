package devicetaintrule

import (
	"context"
	"reflect"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource/validation"
)

// deviceTaintRuleStrategy is the create, update and delete rules of devicetaintrules.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStrategy.
type deviceTaintRuleStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of devicetaintrules.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.Strategy.
var Strategy = deviceTaintRuleStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: a rule taints devices of the whole cluster.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStrategy.NamespaceScoped.
func (deviceTaintRuleStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate clears the status: it is the controllers' to write.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStrategy.PrepareForCreate.
func (deviceTaintRuleStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*resource.DeviceTaintRule).Generation = 1
	obj.(*resource.DeviceTaintRule).Status = resource.DeviceTaintRuleStatus{}
}

// PrepareForUpdate keeps the stored status and bumps the generation when spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStrategy.PrepareForUpdate.
func (deviceTaintRuleStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*resource.DeviceTaintRule), old.(*resource.DeviceTaintRule)
	newObj.Status = oldObj.Status
	if !reflect.DeepEqual(oldObj.Spec, newObj.Spec) {
		newObj.Generation = oldObj.Generation + 1
	}
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStrategy.Validate.
func (deviceTaintRuleStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateDeviceTaintRule(obj.(*resource.DeviceTaintRule))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStrategy.WarningsOnCreate.
func (deviceTaintRuleStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStrategy.Canonicalize.
func (deviceTaintRuleStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStrategy.AllowCreateOnUpdate.
func (deviceTaintRuleStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStrategy.ValidateUpdate.
func (deviceTaintRuleStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateDeviceTaintRuleUpdate(obj.(*resource.DeviceTaintRule), old.(*resource.DeviceTaintRule))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStrategy.WarningsOnUpdate.
func (deviceTaintRuleStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStrategy.AllowUnconditionalUpdate.
func (deviceTaintRuleStrategy) AllowUnconditionalUpdate() bool { return true }

// deviceTaintRuleStatusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStatusStrategy.
type deviceTaintRuleStatusStrategy struct {
	deviceTaintRuleStrategy
}

// StatusStrategy is the strategy of devicetaintrules/status.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.StatusStrategy.
var StatusStrategy = deviceTaintRuleStatusStrategy{Strategy}

var _ rest.RESTUpdateStrategy = StatusStrategy

// PrepareForUpdate keeps everything but the status (and metadata) as stored.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStatusStrategy.PrepareForUpdate.
func (deviceTaintRuleStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*resource.DeviceTaintRule), old.(*resource.DeviceTaintRule)
	newObj.Spec = oldObj.Spec
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStatusStrategy.ValidateUpdate.
func (deviceTaintRuleStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateDeviceTaintRuleStatusUpdate(obj.(*resource.DeviceTaintRule), old.(*resource.DeviceTaintRule))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStatusStrategy.WarningsOnUpdate.
func (deviceTaintRuleStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStrategy.GetResetFields.
func (deviceTaintRuleStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"resource.k8s.io/v1alpha3": reset(),
		"resource.k8s.io/v1beta2":  reset(),
		"resource.k8s.io/v1":       reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the metadata (managed fields aside) and the spec, which a status
// writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.deviceTaintRuleStatusStrategy.GetResetFields.
func (deviceTaintRuleStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("metadata"), fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"resource.k8s.io/v1alpha3": reset(),
		"resource.k8s.io/v1beta2":  reset(),
		"resource.k8s.io/v1":       reset(),
	}
}
