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
	"github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema/cel"
	"github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema/listtype"
	schemaobjectmeta "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema/objectmeta"
	apiservervalidation "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/validation"
	apiservercel "github.com/kube-rebuilt/apiserver/04-extensions/cel"
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
	// celValidator runs the schema's x-kubernetes-validations rules;
	// nil when it has none. Compiled once, here, per CRD version.
	celValidator *cel.Validator
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
		celValidator:     cel.NewValidator(structuralSchema, true, apiservercel.PerCallLimit),
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
	errs = append(errs, a.validateStructure(u)...)
	return append(errs, a.validateRules(ctx, errs, u, nil)...)
}

// validateRules runs the CEL rules (x-kubernetes-validations) on the
// object, and on update with the old object for transition rules and
// ratcheting, within the runtime cost budget, unless an error found
// before means the rules could not be trusted to see the types the
// schema declares.
// Upstream: the celValidator step of k8s.io/apiextensions-apiserver/pkg/registry/customresource.customResourceStrategy.Validate.
func (a customResourceStrategy) validateRules(ctx context.Context, errs field.ErrorList, u, old *unstructured.Unstructured) field.ErrorList {
	if a.celValidator == nil {
		return nil
	}
	if blocking, err := hasBlockingErr(errs); blocking {
		return field.ErrorList{err}
	}
	var oldObj interface{}
	if old != nil {
		oldObj = old.Object
	}
	celErrs, _ := a.celValidator.Validate(ctx, nil, u.Object, oldObj, apiservercel.RuntimeCELCostBudget)
	return celErrs
}

// hasBlockingErr tells whether errs hold an error after which the rules
// must not run: a value of the wrong type, missing, unsupported or too
// long.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.hasBlockingErr.
func hasBlockingErr(errs field.ErrorList) (bool, *field.Error) {
	for _, err := range errs {
		switch err.Type {
		case field.ErrorTypeNotSupported, field.ErrorTypeRequired, field.ErrorTypeTooLong, field.ErrorTypeTooMany, field.ErrorTypeTypeInvalid:
			return true, field.Invalid(nil, nil, "some validation rules were not checked because the object was invalid; correct the existing errors to complete validation")
		}
	}
	return false, nil
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
	oldU := old.(*unstructured.Unstructured)
	errs := a.validator.ValidateUpdate(u, oldU, a.scale)
	errs = append(errs, a.validateStructure(u)...)
	return append(errs, a.validateRules(ctx, errs, u, oldU)...)
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
