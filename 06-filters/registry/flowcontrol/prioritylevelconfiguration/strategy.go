package prioritylevelconfiguration

import (
	"context"
	"fmt"
	"reflect"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/validation"
)

// priorityLevelConfigurationStrategy is the create, update and delete rules of
// PriorityLevelConfigurations.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStrategy.
type priorityLevelConfigurationStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = priorityLevelConfigurationStrategy{}
	_ rest.RESTUpdateStrategy = priorityLevelConfigurationStrategy{}
	_ rest.RESTDeleteStrategy = priorityLevelConfigurationStrategy{}
	_ rest.RESTUpdateStrategy = priorityLevelConfigurationStatusStrategy{}
)

// NewStrategy returns the strategy of PriorityLevelConfigurations, typing objects with
// typer.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.Strategy.
func NewStrategy(typer runtime.ObjectTyper) priorityLevelConfigurationStrategy {
	return priorityLevelConfigurationStrategy{typer, names.SimpleNameGenerator}
}

// NamespaceScoped is false: PriorityLevelConfigurations are cluster-scoped.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStrategy.NamespaceScoped.
func (priorityLevelConfigurationStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate clears the status and starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStrategy.PrepareForCreate.
func (priorityLevelConfigurationStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	pl := obj.(*flowcontrol.PriorityLevelConfiguration)
	pl.Status = flowcontrol.PriorityLevelConfigurationStatus{}
	pl.Generation = 1
}

// PrepareForUpdate keeps the stored status and bumps the generation when
// the spec changes.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStrategy.PrepareForUpdate.
func (priorityLevelConfigurationStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newPL, oldPL := obj.(*flowcontrol.PriorityLevelConfiguration), old.(*flowcontrol.PriorityLevelConfiguration)
	if !reflect.DeepEqual(newPL.Spec, oldPL.Spec) {
		newPL.Generation = oldPL.Generation + 1
	}
	newPL.Status = oldPL.Status
}

// Validate checks a new PriorityLevelConfiguration.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStrategy.Validate.
func (priorityLevelConfigurationStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidatePriorityLevelConfiguration(obj.(*flowcontrol.PriorityLevelConfiguration))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStrategy.WarningsOnCreate.
func (priorityLevelConfigurationStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStrategy.Canonicalize.
func (priorityLevelConfigurationStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT never creates a PriorityLevelConfiguration.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStrategy.AllowCreateOnUpdate.
func (priorityLevelConfigurationStrategy) AllowCreateOnUpdate() bool { return false }

// AllowUnconditionalUpdate is true: an update need not name a
// resourceVersion.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStrategy.AllowUnconditionalUpdate.
func (priorityLevelConfigurationStrategy) AllowUnconditionalUpdate() bool { return true }

// ValidateUpdate checks the new PriorityLevelConfiguration.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStrategy.ValidateUpdate.
func (priorityLevelConfigurationStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidatePriorityLevelConfigurationUpdate(old.(*flowcontrol.PriorityLevelConfiguration), obj.(*flowcontrol.PriorityLevelConfiguration))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStrategy.WarningsOnUpdate.
func (priorityLevelConfigurationStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// priorityLevelConfigurationStatusStrategy is the update rule of prioritylevelconfigurations/status.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStatusStrategy.
type priorityLevelConfigurationStatusStrategy struct {
	priorityLevelConfigurationStrategy
}

// NewStatusStrategy returns the strategy of prioritylevelconfigurations/status.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.StatusStrategy.
func NewStatusStrategy(typer runtime.ObjectTyper) priorityLevelConfigurationStatusStrategy {
	return priorityLevelConfigurationStatusStrategy{NewStrategy(typer)}
}

// PrepareForUpdate keeps the stored metadata (managed fields aside) and
// spec: a status writer changes the status and nothing else.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStatusStrategy.PrepareForUpdate.
func (priorityLevelConfigurationStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newPL, oldPL := obj.(*flowcontrol.PriorityLevelConfiguration), old.(*flowcontrol.PriorityLevelConfiguration)
	managedFields := newPL.ManagedFields
	newPL.ObjectMeta = oldPL.ObjectMeta
	newPL.ManagedFields = managedFields
	newPL.Spec = oldPL.Spec
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStatusStrategy.ValidateUpdate.
func (priorityLevelConfigurationStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidatePriorityLevelConfigurationStatusUpdate(old.(*flowcontrol.PriorityLevelConfiguration), obj.(*flowcontrol.PriorityLevelConfiguration))
}

// GetAttrs returns a PriorityLevelConfiguration's labels and its one selectable field,
// metadata.name.
// Upstream: the default of k8s.io/apiserver/pkg/registry/generic/registry.Store.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	pl, ok := obj.(*flowcontrol.PriorityLevelConfiguration)
	if !ok {
		return nil, nil, fmt.Errorf("given object is not a PriorityLevelConfiguration")
	}
	return labels.Set(pl.Labels), generic.ObjectMetaFieldsSet(&pl.ObjectMeta, false), nil
}

// Match is the filter of list and watch.
// Upstream: k8s.io/apiserver/pkg/storage.DefaultClusterScopedAttr, as the Store's default.
func Match(label labels.Selector, field fields.Selector) storage.SelectionPredicate {
	return storage.SelectionPredicate{Label: label, Field: field, GetAttrs: GetAttrs}
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStrategy.GetResetFields.
func (priorityLevelConfigurationStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"flowcontrol.apiserver.k8s.io/v1beta1": reset(),
		"flowcontrol.apiserver.k8s.io/v1beta2": reset(),
		"flowcontrol.apiserver.k8s.io/v1beta3": reset(),
		"flowcontrol.apiserver.k8s.io/v1":      reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the metadata (managed fields aside) and the spec, which a status
// writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.priorityLevelConfigurationStatusStrategy.GetResetFields.
func (priorityLevelConfigurationStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("metadata"), fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"flowcontrol.apiserver.k8s.io/v1beta1": reset(),
		"flowcontrol.apiserver.k8s.io/v1beta2": reset(),
		"flowcontrol.apiserver.k8s.io/v1beta3": reset(),
		"flowcontrol.apiserver.k8s.io/v1":      reset(),
	}
}
