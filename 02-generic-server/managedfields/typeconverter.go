package managedfields

import (
	"fmt"

	smdschema "sigs.k8s.io/structured-merge-diff/v6/schema"
	"sigs.k8s.io/structured-merge-diff/v6/typed"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// TypeConverter turns objects into typed values (a value with its
// schema: which lists are maps keyed by what, which maps are atomic) and
// back.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.TypeConverter.
type TypeConverter interface {
	ObjectToTyped(runtime.Object, ...typed.ValidationOptions) (*typed.TypedValue, error)
	TypedToObject(*typed.TypedValue) (runtime.Object, error)
}

// typeConverter finds a kind's schema by the x-kubernetes-group-version-kind
// of the OpenAPI definitions it was built from.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.typeConverter.
type typeConverter struct {
	parser map[schema.GroupVersionKind]*typed.ParseableType
}

// NewTypeConverter builds a TypeConverter from OpenAPI definitions keyed by
// name (io.k8s.api.apps.v1.Deployment); preserveUnknownFields keeps
// fields the schema does not list (custom resources that ask for it).
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.NewTypeConverter.
func NewTypeConverter(models map[string]*openapi.Schema, preserveUnknownFields bool) (TypeConverter, error) {
	typeSchema, err := ToSchemaFromOpenAPI(models, preserveUnknownFields)
	if err != nil {
		return nil, fmt.Errorf("failed to convert models to schema: %v", err)
	}
	parser := &typed.Parser{Schema: smdschema.Schema{Types: typeSchema.Types}}
	tr := map[schema.GroupVersionKind]*typed.ParseableType{}
	for name, model := range models {
		for _, gvk := range groupVersionKinds(model) {
			t := parser.Type(name)
			tr[gvk] = &t
		}
	}
	return &typeConverter{parser: tr}, nil
}

// groupVersionKinds reads a definition's x-kubernetes-group-version-kind.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.parseGroupVersionKind.
func groupVersionKinds(model *openapi.Schema) []schema.GroupVersionKind {
	var out []schema.GroupVersionKind
	switch list := model.Extensions[openapi.ExtensionGVK].(type) {
	case []openapi.GroupVersionKind:
		for _, g := range list {
			if g.Kind != "" {
				out = append(out, schema.GroupVersionKind{Group: g.Group, Version: g.Version, Kind: g.Kind})
			}
		}
	case []any:
		for _, item := range list {
			m, ok := item.(map[string]any)
			if !ok {
				continue
			}
			group, _ := m["group"].(string)
			version, _ := m["version"].(string)
			kind, _ := m["kind"].(string)
			if kind != "" {
				out = append(out, schema.GroupVersionKind{Group: group, Version: version, Kind: kind})
			}
		}
	}
	return out
}

// ObjectToTyped finds obj's schema by its kind and reads it: a map for an
// Unstructured object, by reflection over json tags for a Go one.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.(*typeConverter).ObjectToTyped.
func (c *typeConverter) ObjectToTyped(obj runtime.Object, opts ...typed.ValidationOptions) (*typed.TypedValue, error) {
	gvk := obj.GetObjectKind().GroupVersionKind()
	t := c.parser[gvk]
	if t == nil {
		return nil, NewNoCorrespondingTypeError(gvk)
	}
	if u, ok := obj.(*unstructured.Unstructured); ok {
		return t.FromUnstructured(u.UnstructuredContent(), opts...)
	}
	return t.FromStructured(obj, opts...)
}

// TypedToObject is the value as an Unstructured object.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.(*typeConverter).TypedToObject.
func (c *typeConverter) TypedToObject(value *typed.TypedValue) (runtime.Object, error) {
	return valueToObject(value)
}

// deducedTypeConverter knows no schema: every map is granular, every list
// atomic. Custom resources without a schema use it.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.deducedTypeConverter.
type deducedTypeConverter struct{}

// NewDeducedTypeConverter returns the schemaless TypeConverter.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.NewDeducedTypeConverter.
func NewDeducedTypeConverter() TypeConverter { return deducedTypeConverter{} }

func (deducedTypeConverter) ObjectToTyped(obj runtime.Object, opts ...typed.ValidationOptions) (*typed.TypedValue, error) {
	if u, ok := obj.(*unstructured.Unstructured); ok {
		return typed.DeducedParseableType.FromUnstructured(u.UnstructuredContent(), opts...)
	}
	return typed.DeducedParseableType.FromStructured(obj, opts...)
}

func (deducedTypeConverter) TypedToObject(value *typed.TypedValue) (runtime.Object, error) {
	return valueToObject(value)
}

// valueToObject wraps a typed value's map in an Unstructured.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.valueToObject.
func valueToObject(value *typed.TypedValue) (runtime.Object, error) {
	switch o := value.AsValue().Unstructured().(type) {
	case map[string]interface{}:
		return &unstructured.Unstructured{Object: o}, nil
	default:
		return nil, fmt.Errorf("failed to convert value to unstructured for type %T", o)
	}
}

// GroupVersionOfTypedValue reads a typed value's apiVersion.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.GroupVersionOfTypedValue.
func GroupVersionOfTypedValue(object *typed.TypedValue) (schema.GroupVersion, bool) {
	val := object.AsValue()
	if val == nil || !val.IsMap() {
		return schema.GroupVersion{}, false
	}
	apiVersion, ok := val.AsMap().Get("apiVersion")
	if !ok || !apiVersion.IsString() {
		return schema.GroupVersion{}, false
	}
	gv, err := schema.ParseGroupVersion(apiVersion.AsString())
	return gv, err == nil
}

// noCorrespondingTypeErr: the converter has no schema for a kind.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.noCorrespondingTypeErr.
type noCorrespondingTypeErr struct {
	gvk schema.GroupVersionKind
}

// NewNoCorrespondingTypeError says the converter has no schema for gvk.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.NewNoCorrespondingTypeError.
func NewNoCorrespondingTypeError(gvk schema.GroupVersionKind) error {
	return &noCorrespondingTypeErr{gvk: gvk}
}

func (k *noCorrespondingTypeErr) Error() string {
	return fmt.Sprintf("no corresponding type for %v", k.gvk)
}

func isNoCorrespondingTypeError(err error) bool {
	_, ok := err.(*noCorrespondingTypeErr)
	return ok
}
