package flowschema

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

// flowSchemaStrategy is the create, update and delete rules of
// FlowSchemas.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStrategy.
type flowSchemaStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = flowSchemaStrategy{}
	_ rest.RESTUpdateStrategy = flowSchemaStrategy{}
	_ rest.RESTDeleteStrategy = flowSchemaStrategy{}
	_ rest.RESTUpdateStrategy = flowSchemaStatusStrategy{}
)

// NewStrategy returns the strategy of FlowSchemas, typing objects with
// typer.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.Strategy.
func NewStrategy(typer runtime.ObjectTyper) flowSchemaStrategy {
	return flowSchemaStrategy{typer, names.SimpleNameGenerator}
}

// NamespaceScoped is false: FlowSchemas are cluster-scoped.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStrategy.NamespaceScoped.
func (flowSchemaStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate clears the status and starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStrategy.PrepareForCreate.
func (flowSchemaStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	fs := obj.(*flowcontrol.FlowSchema)
	fs.Status = flowcontrol.FlowSchemaStatus{}
	fs.Generation = 1
}

// PrepareForUpdate keeps the stored status and bumps the generation when
// the spec changes.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStrategy.PrepareForUpdate.
func (flowSchemaStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newFS, oldFS := obj.(*flowcontrol.FlowSchema), old.(*flowcontrol.FlowSchema)
	if !reflect.DeepEqual(newFS.Spec, oldFS.Spec) {
		newFS.Generation = oldFS.Generation + 1
	}
	newFS.Status = oldFS.Status
}

// Validate checks a new FlowSchema.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStrategy.Validate.
func (flowSchemaStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateFlowSchema(obj.(*flowcontrol.FlowSchema))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStrategy.WarningsOnCreate.
func (flowSchemaStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStrategy.Canonicalize.
func (flowSchemaStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT never creates a FlowSchema.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStrategy.AllowCreateOnUpdate.
func (flowSchemaStrategy) AllowCreateOnUpdate() bool { return false }

// AllowUnconditionalUpdate is true: an update need not name a
// resourceVersion.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStrategy.AllowUnconditionalUpdate.
func (flowSchemaStrategy) AllowUnconditionalUpdate() bool { return true }

// ValidateUpdate checks the new FlowSchema.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStrategy.ValidateUpdate.
func (flowSchemaStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateFlowSchemaUpdate(old.(*flowcontrol.FlowSchema), obj.(*flowcontrol.FlowSchema))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStrategy.WarningsOnUpdate.
func (flowSchemaStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// flowSchemaStatusStrategy is the update rule of flowschemas/status.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStatusStrategy.
type flowSchemaStatusStrategy struct {
	flowSchemaStrategy
}

// NewStatusStrategy returns the strategy of flowschemas/status.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.StatusStrategy.
func NewStatusStrategy(typer runtime.ObjectTyper) flowSchemaStatusStrategy {
	return flowSchemaStatusStrategy{NewStrategy(typer)}
}

// PrepareForUpdate keeps the stored metadata (managed fields aside) and
// spec: a status writer changes the status and nothing else.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStatusStrategy.PrepareForUpdate.
func (flowSchemaStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newFS, oldFS := obj.(*flowcontrol.FlowSchema), old.(*flowcontrol.FlowSchema)
	managedFields := newFS.ManagedFields
	newFS.ObjectMeta = oldFS.ObjectMeta
	newFS.ManagedFields = managedFields
	newFS.Spec = oldFS.Spec
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStatusStrategy.ValidateUpdate.
func (flowSchemaStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateFlowSchemaStatusUpdate(old.(*flowcontrol.FlowSchema), obj.(*flowcontrol.FlowSchema))
}

// GetAttrs returns a FlowSchema's labels and its one selectable field,
// metadata.name.
// Upstream: the default of k8s.io/apiserver/pkg/registry/generic/registry.Store.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	fs, ok := obj.(*flowcontrol.FlowSchema)
	if !ok {
		return nil, nil, fmt.Errorf("given object is not a FlowSchema")
	}
	return labels.Set(fs.Labels), generic.ObjectMetaFieldsSet(&fs.ObjectMeta, false), nil
}

// Match is the filter of list and watch.
// Upstream: k8s.io/apiserver/pkg/storage.DefaultClusterScopedAttr, as the Store's default.
func Match(label labels.Selector, field fields.Selector) storage.SelectionPredicate {
	return storage.SelectionPredicate{Label: label, Field: field, GetAttrs: GetAttrs}
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStrategy.GetResetFields.
func (flowSchemaStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
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
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema.flowSchemaStatusStrategy.GetResetFields.
func (flowSchemaStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
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
