package replicationcontroller

import (
	"context"
	"fmt"
	"reflect"
	"strconv"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// rcStrategy is the replication controllers' create, update and delete
// rules. Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStrategy.
type rcStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of replication controllers.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.Strategy.
var Strategy = rcStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
	_ rest.RESTUpdateStrategy = StatusStrategy
)

// NamespaceScoped is true.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStrategy.NamespaceScoped.
func (rcStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate clears the status and starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStrategy.PrepareForCreate.
func (rcStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	rc := obj.(*core.ReplicationController)
	rc.Status = core.ReplicationControllerStatus{}
	rc.Generation = 1
}

// Validate checks a new replication controller.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStrategy.Validate.
func (rcStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateReplicationController(obj.(*core.ReplicationController))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStrategy.WarningsOnCreate.
func (rcStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStrategy.Canonicalize.
func (rcStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStrategy.AllowCreateOnUpdate.
func (rcStrategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate keeps the stored status and bumps the generation when
// the spec changes: the replication manager reports the generation it saw
// in status.observedGeneration.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStrategy.PrepareForUpdate.
func (rcStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newRC, oldRC := obj.(*core.ReplicationController), old.(*core.ReplicationController)
	newRC.Status = oldRC.Status
	if !reflect.DeepEqual(oldRC.Spec, newRC.Spec) {
		newRC.Generation = oldRC.Generation + 1
	}
}

// ValidateUpdate checks the new controller and the update.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStrategy.ValidateUpdate.
func (rcStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	newRC, oldRC := obj.(*core.ReplicationController), old.(*core.ReplicationController)
	allErrs := validation.ValidateReplicationController(newRC)
	return append(allErrs, validation.ValidateReplicationControllerUpdate(newRC, oldRC)...)
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStrategy.WarningsOnUpdate.
func (rcStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStrategy.AllowUnconditionalUpdate.
func (rcStrategy) AllowUnconditionalUpdate() bool { return true }

// rcStatusStrategy updates only the status, which the replication manager
// writes. Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStatusStrategy.
type rcStatusStrategy struct {
	rcStrategy
}

// StatusStrategy is the strategy of replicationcontrollers/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.StatusStrategy.
var StatusStrategy = rcStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStatusStrategy.PrepareForUpdate.
func (rcStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	obj.(*core.ReplicationController).Spec = old.(*core.ReplicationController).Spec
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStatusStrategy.ValidateUpdate.
func (rcStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateReplicationControllerStatusUpdate(obj.(*core.ReplicationController), old.(*core.ReplicationController))
}

// GetAttrs returns a controller's labels and selectable fields.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	rc, ok := obj.(*core.ReplicationController)
	if !ok {
		return nil, nil, fmt.Errorf("not a replication controller: %T", obj)
	}
	return labels.Set(rc.Labels), ControllerToSelectableFields(rc), nil
}

// ControllerToSelectableFields returns metadata.name, metadata.namespace
// and status.replicas.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.ControllerToSelectableFields.
func ControllerToSelectableFields(rc *core.ReplicationController) fields.Set {
	return generic.MergeFieldsSets(generic.ObjectMetaFieldsSet(&rc.ObjectMeta, true),
		fields.Set{"status.replicas": strconv.Itoa(int(rc.Status.Replicas))})
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStrategy.GetResetFields.
func (rcStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"v1": reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the spec, which a status writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.rcStatusStrategy.GetResetFields.
func (rcStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"v1": reset(),
	}
}
