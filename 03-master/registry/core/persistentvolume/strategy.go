package persistentvolume

import (
	"context"
	"fmt"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// NowFunc is the clock that stamps lastPhaseTransitionTime; tests replace it.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.NowFunc.
var NowFunc = metav1.Now

// persistentvolumeStrategy is the persistent volumes' create, update and
// delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStrategy.
type persistentvolumeStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of persistent volumes.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.Strategy.
var Strategy = persistentvolumeStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
	_ rest.RESTUpdateStrategy = StatusStrategy
)

// NamespaceScoped is false: volumes are cluster-scoped.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStrategy.NamespaceScoped.
func (persistentvolumeStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate resets the status to Pending, stamped now.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStrategy.PrepareForCreate.
func (persistentvolumeStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	pv := obj.(*core.PersistentVolume)
	now := NowFunc()
	pv.Status = core.PersistentVolumeStatus{Phase: core.VolumePending, LastPhaseTransitionTime: &now}
}

// Validate checks a new volume.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStrategy.Validate.
func (persistentvolumeStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidatePersistentVolume(obj.(*core.PersistentVolume))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStrategy.WarningsOnCreate.
func (persistentvolumeStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStrategy.Canonicalize.
func (persistentvolumeStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing volume is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStrategy.AllowCreateOnUpdate.
func (persistentvolumeStrategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate keeps the stored status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStrategy.PrepareForUpdate.
func (persistentvolumeStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	obj.(*core.PersistentVolume).Status = old.(*core.PersistentVolume).Status
}

// ValidateUpdate checks an update against the stored volume.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStrategy.ValidateUpdate.
func (persistentvolumeStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidatePersistentVolumeUpdate(obj.(*core.PersistentVolume), old.(*core.PersistentVolume))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStrategy.WarningsOnUpdate.
func (persistentvolumeStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStrategy.AllowUnconditionalUpdate.
func (persistentvolumeStrategy) AllowUnconditionalUpdate() bool { return true }

// persistentvolumeStatusStrategy updates only the status: what the
// persistent volume controller writes as it binds and releases.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStatusStrategy.
type persistentvolumeStatusStrategy struct {
	persistentvolumeStrategy
}

// StatusStrategy is the strategy of persistentvolumes/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.StatusStrategy.
var StatusStrategy = persistentvolumeStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec and stamps the phase transition:
// the old time when the phase stays, now when it changes and the client
// did not set a new time.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStatusStrategy.PrepareForUpdate.
func (persistentvolumeStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newPv, oldPv := obj.(*core.PersistentVolume), old.(*core.PersistentVolume)
	newPv.Spec = oldPv.Spec
	switch {
	case oldPv.Status.Phase == newPv.Status.Phase && newPv.Status.LastPhaseTransitionTime == nil:
		newPv.Status.LastPhaseTransitionTime = oldPv.Status.LastPhaseTransitionTime
	case oldPv.Status.Phase != newPv.Status.Phase && (newPv.Status.LastPhaseTransitionTime == nil || newPv.Status.LastPhaseTransitionTime.Equal(oldPv.Status.LastPhaseTransitionTime)):
		now := NowFunc()
		newPv.Status.LastPhaseTransitionTime = &now
	}
}

// ValidateUpdate checks the metadata of the update.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStatusStrategy.ValidateUpdate.
func (persistentvolumeStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidatePersistentVolumeStatusUpdate(obj.(*core.PersistentVolume), old.(*core.PersistentVolume))
}

// GetAttrs returns a volume's labels and selectable fields.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	pv, ok := obj.(*core.PersistentVolume)
	if !ok {
		return nil, nil, fmt.Errorf("not a persistentvolume: %T", obj)
	}
	return labels.Set(pv.Labels), PersistentVolumeToSelectableFields(pv), nil
}

// PersistentVolumeToSelectableFields returns metadata.name, and "name", a
// historical alias upstream keeps.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.PersistentVolumeToSelectableFields.
func PersistentVolumeToSelectableFields(pv *core.PersistentVolume) fields.Set {
	return generic.MergeFieldsSets(generic.ObjectMetaFieldsSet(&pv.ObjectMeta, false), fields.Set{"name": pv.Name})
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate sets to Pending and PrepareForUpdate
// keeps as stored; an apply therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStrategy.GetResetFields.
func (persistentvolumeStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"v1": reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the spec, which a status writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.persistentvolumeStatusStrategy.GetResetFields.
func (persistentvolumeStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"v1": reset(),
	}
}
