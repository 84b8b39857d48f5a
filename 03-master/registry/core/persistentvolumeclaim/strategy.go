package persistentvolumeclaim

import (
	"context"
	"fmt"

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

// persistentvolumeclaimStrategy is the claims' create, update and delete
// rules.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStrategy.
type persistentvolumeclaimStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of persistent volume claims.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.Strategy.
var Strategy = persistentvolumeclaimStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
	_ rest.RESTUpdateStrategy = StatusStrategy
)

// NamespaceScoped is true.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStrategy.NamespaceScoped.
func (persistentvolumeclaimStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate clears the status: binding is the controller's.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStrategy.PrepareForCreate.
func (persistentvolumeclaimStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*core.PersistentVolumeClaim).Status = core.PersistentVolumeClaimStatus{}
}

// Validate checks a new claim.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStrategy.Validate.
func (persistentvolumeclaimStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidatePersistentVolumeClaim(obj.(*core.PersistentVolumeClaim))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStrategy.WarningsOnCreate.
func (persistentvolumeclaimStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStrategy.Canonicalize.
func (persistentvolumeclaimStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStrategy.AllowCreateOnUpdate.
func (persistentvolumeclaimStrategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate keeps the stored status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStrategy.PrepareForUpdate.
func (persistentvolumeclaimStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	obj.(*core.PersistentVolumeClaim).Status = old.(*core.PersistentVolumeClaim).Status
}

// ValidateUpdate checks an update against the stored claim.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStrategy.ValidateUpdate.
func (persistentvolumeclaimStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidatePersistentVolumeClaimUpdate(obj.(*core.PersistentVolumeClaim), old.(*core.PersistentVolumeClaim))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStrategy.WarningsOnUpdate.
func (persistentvolumeclaimStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStrategy.AllowUnconditionalUpdate.
func (persistentvolumeclaimStrategy) AllowUnconditionalUpdate() bool { return true }

// persistentvolumeclaimStatusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStatusStrategy.
type persistentvolumeclaimStatusStrategy struct {
	persistentvolumeclaimStrategy
}

// StatusStrategy is the strategy of persistentvolumeclaims/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.StatusStrategy.
var StatusStrategy = persistentvolumeclaimStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStatusStrategy.PrepareForUpdate.
func (persistentvolumeclaimStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	obj.(*core.PersistentVolumeClaim).Spec = old.(*core.PersistentVolumeClaim).Spec
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStatusStrategy.ValidateUpdate.
func (persistentvolumeclaimStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidatePersistentVolumeClaimStatusUpdate(obj.(*core.PersistentVolumeClaim), old.(*core.PersistentVolumeClaim))
}

// GetAttrs returns a claim's labels and selectable fields.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	pvc, ok := obj.(*core.PersistentVolumeClaim)
	if !ok {
		return nil, nil, fmt.Errorf("not a persistentvolumeclaim: %T", obj)
	}
	return labels.Set(pvc.Labels), PersistentVolumeClaimToSelectableFields(pvc), nil
}

// PersistentVolumeClaimToSelectableFields returns metadata.name,
// metadata.namespace and the historical alias "name".
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.PersistentVolumeClaimToSelectableFields.
func PersistentVolumeClaimToSelectableFields(pvc *core.PersistentVolumeClaim) fields.Set {
	return generic.MergeFieldsSets(generic.ObjectMetaFieldsSet(&pvc.ObjectMeta, true), fields.Set{"name": pvc.Name})
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStrategy.GetResetFields.
func (persistentvolumeclaimStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"v1": reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the spec, which a status writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim.persistentvolumeclaimStatusStrategy.GetResetFields.
func (persistentvolumeclaimStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"v1": reset(),
	}
}
