package customresource

import (
	"context"
	"fmt"
	"reflect"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
	"github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema/listtype"
	schemaobjectmeta "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema/objectmeta"
	apiservervalidation "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/validation"
)

// customResourceStrategy is the create, update and delete strategy of
// the custom resources of one CRD version.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceStrategy.
type customResourceStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator

	namespaceScoped  bool
	validator        customResourceValidator
	structuralSchema *structuralschema.Structural
	status           *apiextensions.CustomResourceSubresourceStatus
	scale            *apiextensions.CustomResourceSubresourceScale
	kind             schema.GroupVersionKind
	selectableFields []string
}

// The verbs' strategies, checked at compile time.
var (
	_ rest.RESTCreateStrategy  = customResourceStrategy{}
	_ rest.RESTUpdateStrategy  = customResourceStrategy{}
	_ rest.RESTDeleteStrategy  = customResourceStrategy{}
	_ rest.ResetFieldsStrategy = customResourceStrategy{}
	_ rest.ResetFieldsStrategy = statusStrategy{}
)

// NewStrategy returns the strategy of one CRD version: schemaValidator
// checks whole objects, statusSchemaValidator the .status of status
// writes (nil without a status subresource), selectableFields are the
// field labels (JSON paths without the leading dot: "spec.color") field
// selectors may name.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.NewStrategy.
func NewStrategy(typer runtime.ObjectTyper, namespaceScoped bool, kind schema.GroupVersionKind,
	schemaValidator, statusSchemaValidator apiservervalidation.SchemaValidator,
	structuralSchema *structuralschema.Structural,
	status *apiextensions.CustomResourceSubresourceStatus, scale *apiextensions.CustomResourceSubresourceScale,
	selectableFields []string) customResourceStrategy {
	return customResourceStrategy{
		ObjectTyper:     typer,
		NameGenerator:   names.SimpleNameGenerator,
		namespaceScoped: namespaceScoped,
		validator: customResourceValidator{
			namespaceScoped:       namespaceScoped,
			kind:                  kind,
			schemaValidator:       schemaValidator,
			statusSchemaValidator: statusSchemaValidator,
		},
		structuralSchema: structuralSchema,
		status:           status,
		scale:            scale,
		kind:             kind,
		selectableFields: selectableFields,
	}
}

// NamespaceScoped is the CRD's scope.
func (a customResourceStrategy) NamespaceScoped() bool { return a.namespaceScoped }

// PrepareForCreate drops status when the status subresource is on (a
// create cannot set it) and sets generation 1.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceStrategy.PrepareForCreate.
func (a customResourceStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	u := obj.(*unstructured.Unstructured)
	if a.status != nil {
		delete(u.UnstructuredContent(), "status")
	}
	u.SetGeneration(1)
}

// PrepareForUpdate keeps the stored status when the status subresource
// is on, and bumps generation when anything but metadata changed.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceStrategy.PrepareForUpdate.
func (a customResourceStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*unstructured.Unstructured), old.(*unstructured.Unstructured)
	newContent, oldContent := newObj.UnstructuredContent(), oldObj.UnstructuredContent()
	if a.status != nil {
		oldStatus, hadStatus := oldContent["status"]
		if hadStatus {
			newContent["status"] = oldStatus
		} else {
			delete(newContent, "status")
		}
	}
	if !reflect.DeepEqual(withoutMetadata(newContent), withoutMetadata(oldContent)) {
		newObj.SetGeneration(oldObj.GetGeneration() + 1)
	}
}

// withoutMetadata is a shallow copy of content without metadata.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.copyNonMetadata.
func withoutMetadata(content map[string]interface{}) map[string]interface{} {
	out := make(map[string]interface{}, len(content))
	for k, v := range content {
		if k != "metadata" {
			out[k] = v
		}
	}
	return out
}

// Validate checks a new custom resource: type and object metadata, the
// schema, the scale paths, embedded resources and list types.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceStrategy.Validate.
func (a customResourceStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	u, ok := obj.(*unstructured.Unstructured)
	if !ok {
		return field.ErrorList{field.Invalid(field.NewPath(""), obj, fmt.Sprintf("has type %T. Must be a pointer to an Unstructured type", obj))}
	}
	errs := a.validator.Validate(u, a.scale)
	return append(errs, a.validateStructure(u)...)
}

// validateStructure checks what the schema's shape implies beyond its
// value rules: the metadata of embedded resources and the uniqueness
// of set and map lists.
func (a customResourceStrategy) validateStructure(u *unstructured.Unstructured) field.ErrorList {
	if a.structuralSchema == nil {
		return nil
	}
	errs := schemaobjectmeta.Validate(nil, u.Object, a.structuralSchema, true)
	return append(errs, listtype.ValidateListSetsAndMaps(nil, a.structuralSchema, u.Object)...)
}

// WarningsOnCreate has nothing to say.
func (customResourceStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize leaves the object as it is.
func (customResourceStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing custom resource is 404.
func (customResourceStrategy) AllowCreateOnUpdate() bool { return false }

// AllowUnconditionalUpdate is false: a PUT must carry the
// resourceVersion it read. Unlike most built-in resources, custom
// resources refuse blind updates.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceStrategy.AllowUnconditionalUpdate.
func (customResourceStrategy) AllowUnconditionalUpdate() bool { return false }

// ValidateUpdate checks a changed custom resource.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceStrategy.ValidateUpdate.
func (a customResourceStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	u, ok := obj.(*unstructured.Unstructured)
	if !ok {
		return field.ErrorList{field.Invalid(field.NewPath(""), obj, fmt.Sprintf("has type %T. Must be a pointer to an Unstructured type", obj))}
	}
	errs := a.validator.ValidateUpdate(u, old.(*unstructured.Unstructured), a.scale)
	return append(errs, a.validateStructure(u)...)
}

// WarningsOnUpdate has nothing to say.
func (customResourceStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// GetAttrs returns the labels and the fields a field selector may name:
// metadata.name, metadata.namespace for namespaced resources, and the
// CRD's selectable fields, as strings.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceStrategy.GetAttrs.
func (a customResourceStrategy) GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return nil, nil, err
	}
	set := fields.Set{"metadata.name": accessor.GetName()}
	if a.namespaceScoped {
		set["metadata.namespace"] = accessor.GetNamespace()
	}
	if u, ok := obj.(*unstructured.Unstructured); ok {
		for _, path := range a.selectableFields {
			set[path] = selectableFieldValue(u, path)
		}
	}
	return labels.Set(accessor.GetLabels()), set, nil
}

// selectableFieldValue is the value at path ("spec.color") in string
// form, or "" when absent: what a field selector compares with.
func selectableFieldValue(u *unstructured.Unstructured, path string) string {
	v, found, err := unstructured.NestedFieldNoCopy(u.UnstructuredContent(), pathFields(path)...)
	if err != nil || !found || v == nil {
		return ""
	}
	return fmt.Sprint(v)
}

// MatchCustomResourceDefinitionStorage is the predicate of the Store.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceStrategy.MatchCustomResourceDefinitionStorage.
func (a customResourceStrategy) MatchCustomResourceDefinitionStorage(label labels.Selector, field fields.Selector) storage.SelectionPredicate {
	return storage.SelectionPredicate{Label: label, Field: field, GetAttrs: a.GetAttrs}
}

// GetResetFields is status when the status subresource is on: the main
// resource's writes keep the stored status, so an apply there owns none
// of it.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceStrategy.GetResetFields.
func (a customResourceStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	fields := map[fieldpath.APIVersion]*fieldpath.Set{}
	if a.status != nil {
		fields[fieldpath.APIVersion(a.kind.GroupVersion().String())] = fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return fields
}
