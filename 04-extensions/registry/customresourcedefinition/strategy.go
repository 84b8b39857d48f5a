package customresourcedefinition

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
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions/validation"
)

// strategy is the create, update and delete rules of CRDs.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.strategy.
type strategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = strategy{}
	_ rest.RESTUpdateStrategy = strategy{}
	_ rest.RESTDeleteStrategy = strategy{}
	_ rest.RESTUpdateStrategy = statusStrategy{}
)

// NewStrategy returns the strategy of CRDs, typing objects with typer.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.NewStrategy.
func NewStrategy(typer runtime.ObjectTyper) strategy {
	return strategy{typer, names.SimpleNameGenerator}
}

// NamespaceScoped is false: CRDs are cluster-scoped.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.strategy.NamespaceScoped.
func (strategy) NamespaceScoped() bool { return false }

// PrepareForCreate clears the status, sets generation 1 and records the
// storage version as the first stored version.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.strategy.PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	crd := obj.(*apiextensions.CustomResourceDefinition)
	crd.Status = apiextensions.CustomResourceDefinitionStatus{}
	crd.Generation = 1
	addStorageVersion(crd)
}

// PrepareForUpdate keeps the stored status (only /status writes it),
// bumps the generation when the spec changed, and adds a new storage
// version to the stored versions.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.strategy.PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newCRD := obj.(*apiextensions.CustomResourceDefinition)
	oldCRD := old.(*apiextensions.CustomResourceDefinition)
	newCRD.Status = oldCRD.Status
	// Any change to the spec increments the generation; status writers
	// report the generation they have seen.
	if !reflect.DeepEqual(oldCRD.Spec, newCRD.Spec) {
		newCRD.Generation = oldCRD.Generation + 1
	}
	addStorageVersion(newCRD)
}

// addStorageVersion appends the storage version to status.storedVersions
// unless it is there: objects may be written in it from now on.
func addStorageVersion(crd *apiextensions.CustomResourceDefinition) {
	for _, v := range crd.Spec.Versions {
		if v.Storage {
			if !apiextensions.IsStoredVersion(crd, v.Name) {
				crd.Status.StoredVersions = append(crd.Status.StoredVersions, v.Name)
			}
			break
		}
	}
}

// Validate checks a new CRD.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.strategy.Validate.
func (strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateCustomResourceDefinition(ctx, obj.(*apiextensions.CustomResourceDefinition))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.strategy.WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.strategy.Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT never creates a CRD.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.strategy.AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return false }

// AllowUnconditionalUpdate is false: an update must name the
// resourceVersion it read.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.strategy.AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return false }

// ValidateUpdate checks an update against the stored CRD.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.strategy.ValidateUpdate.
func (strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateCustomResourceDefinitionUpdate(ctx, obj.(*apiextensions.CustomResourceDefinition), old.(*apiextensions.CustomResourceDefinition))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.strategy.WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// statusStrategy is the update rule of customresourcedefinitions/status.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.statusStrategy.
type statusStrategy struct {
	strategy
}

// NewStatusStrategy returns the strategy of customresourcedefinitions/status.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.NewStatusStrategy.
func NewStatusStrategy(typer runtime.ObjectTyper) statusStrategy {
	return statusStrategy{NewStrategy(typer)}
}

// PrepareForUpdate keeps the stored spec, labels, annotations, owner
// references and generation. Finalizers do come from the request: the
// finalizing controller removes the cleanup finalizer through /status.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.statusStrategy.PrepareForUpdate.
func (statusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj := obj.(*apiextensions.CustomResourceDefinition)
	oldObj := old.(*apiextensions.CustomResourceDefinition)
	newObj.Spec = oldObj.Spec
	newObj.Labels = oldObj.Labels
	newObj.Annotations = oldObj.Annotations
	newObj.OwnerReferences = oldObj.OwnerReferences
	newObj.Generation = oldObj.Generation
}

// AllowCreateOnUpdate is false.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.statusStrategy.AllowCreateOnUpdate.
func (statusStrategy) AllowCreateOnUpdate() bool { return false }

// AllowUnconditionalUpdate is false.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.statusStrategy.AllowUnconditionalUpdate.
func (statusStrategy) AllowUnconditionalUpdate() bool { return false }

// ValidateUpdate checks the new status.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.statusStrategy.ValidateUpdate.
func (statusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateUpdateCustomResourceDefinitionStatus(obj.(*apiextensions.CustomResourceDefinition), old.(*apiextensions.CustomResourceDefinition))
}

// GetAttrs returns a CRD's labels and selectable fields.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	crd, ok := obj.(*apiextensions.CustomResourceDefinition)
	if !ok {
		return nil, nil, fmt.Errorf("given object is not a CustomResourceDefinition")
	}
	return labels.Set(crd.Labels), CustomResourceDefinitionToSelectableFields(crd), nil
}

// MatchCustomResourceDefinition is the filter of list and watch.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.MatchCustomResourceDefinition.
func MatchCustomResourceDefinition(label labels.Selector, field fields.Selector) storage.SelectionPredicate {
	return storage.SelectionPredicate{Label: label, Field: field, GetAttrs: GetAttrs}
}

// CustomResourceDefinitionToSelectableFields returns metadata.name.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.CustomResourceDefinitionToSelectableFields
// (which adds a metadata.namespace, always empty).
func CustomResourceDefinitionToSelectableFields(obj *apiextensions.CustomResourceDefinition) fields.Set {
	return generic.ObjectMetaFieldsSet(&obj.ObjectMeta, false)
}

// GetResetFields is status: an apply of a CRD never owns the conditions
// and accepted names the controllers write.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.strategy.GetResetFields.
func (strategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"apiextensions.k8s.io/v1": fieldpath.NewSet(fieldpath.MakePathOrDie("status")),
	}
}

// GetResetFields is spec: customresourcedefinitions/status changes the
// status alone (upstream leaves metadata out of the set too).
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.statusStrategy.GetResetFields.
func (statusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"apiextensions.k8s.io/v1": fieldpath.NewSet(fieldpath.MakePathOrDie("spec")),
	}
}
