package openapi

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// definitions builds, by reflection, the schema of every named struct a
// document references, following fields transitively. Upstream this is
// done at build time: openapi-gen writes GetOpenAPIDefinitions (a Go
// function returning a schema per type, with descriptions from the doc
// comments), and the builder copies the definitions a route needs. We
// reflect at run time over the same facts openapi-gen reads (field types,
// json and patch tags) and take descriptions from a generated table.
// Upstream: k8s.io/kube-openapi/pkg/builder.(*openAPI).buildDefinitionRecursively
// and k8s.io/kube-openapi/pkg/generators.openAPITypeWriter.
type definitions struct {
	namer   *DefinitionNamer
	v3      bool
	keepGVK func(schema.GroupVersionKind) bool // nil keeps all
	schemas map[string]*Schema
}

func newDefinitions(namer *DefinitionNamer, v3 bool, keepGVK func(schema.GroupVersionKind) bool) *definitions {
	return &definitions{namer: namer, v3: v3, keepGVK: keepGVK, schemas: map[string]*Schema{}}
}

// refPrefix is where references point: #/definitions/ in v2,
// #/components/schemas/ in v3.
func (d *definitions) refPrefix() string {
	if d.v3 {
		return "#/components/schemas/"
	}
	return "#/definitions/"
}

// schemaOf is the schema of a route's body or response model: a
// reference to the model's definition, or a primitive schema.
// Upstream: k8s.io/kube-openapi/pkg/builder.(*openAPI).toSchema.
func (d *definitions) schemaOf(model any) (*Schema, error) {
	if m, ok := model.(*Model); ok {
		return d.defineModel(m)
	}
	return d.typeSchema(reflect.TypeOf(model))
}

// typeSchema is the schema of a value of type t where it is used: a
// reference for named structs; arrays, maps and primitives inline. Named
// non-struct types (DeploymentStrategyType string, Verbs []string) are
// inlined as what they are made of, as openapi-gen does.
func (d *definitions) typeSchema(t reflect.Type) (*Schema, error) {
	t = derefType(t)
	switch {
	case t.Kind() == reflect.Struct && t.Name() != "":
		name, err := d.define(t)
		return &Schema{Ref: d.refPrefix() + escapeJSONPointer(name)}, err
	case (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) && t.Elem().Kind() == reflect.Uint8:
		return &Schema{Type: "string", Format: "byte"}, nil
	case t.Kind() == reflect.Slice || t.Kind() == reflect.Array:
		items, err := d.typeSchema(t.Elem())
		return &Schema{Type: "array", Items: items}, err
	case t.Kind() == reflect.Map:
		if t.Key().Kind() != reflect.String {
			return nil, fmt.Errorf("map key of %v is not a string", t)
		}
		values, err := d.typeSchema(t.Elem())
		return &Schema{Type: "object", AdditionalProperties: values}, err
	case t.Kind() == reflect.Interface:
		return &Schema{Type: "object"}, nil
	}
	typ, format, ok := primitiveTypeFormat(t.Kind())
	if !ok {
		return nil, fmt.Errorf("no OpenAPI schema for Go type %v", t)
	}
	return &Schema{Type: typ, Format: format}, nil
}

// define adds the definition of the named struct t (once) and returns its
// name. The entry is reserved before the fields are walked, so a type that
// refers to itself ends.
func (d *definitions) define(t reflect.Type) (string, error) {
	name, gvks := d.namer.GetDefinitionName(t)
	if _, done := d.schemas[name]; done {
		return name, nil
	}
	s := &Schema{}
	d.schemas[name] = s
	if w, ok := wireTypeOf(t); ok {
		*s = *w.schema(d.v3)
	} else {
		s.Type = "object"
		if err := d.addFields(s, t, []string{name}); err != nil {
			return name, fmt.Errorf("%s: %w", name, err)
		}
	}
	s.Description = Description(DescriptionKey(name, ""))
	MarkersOf(DescriptionKey(name, "")).addTypeExtensions(&s.Extensions)
	if list := d.gvkExtension(gvks); len(list) > 0 {
		s.Extensions.Add(ExtensionGVK, list)
	}
	return name, nil
}

// gvkExtension is the x-kubernetes-group-version-kind list of a definition.
func (d *definitions) gvkExtension(gvks []schema.GroupVersionKind) []GroupVersionKind {
	var out []GroupVersionKind
	for _, gvk := range gvks {
		if d.keepGVK == nil || d.keepGVK(gvk) {
			out = append(out, GroupVersionKind{Group: gvk.Group, Version: gvk.Version, Kind: gvk.Kind})
		}
	}
	return out
}

// primitiveTypeFormat maps Go kinds to OpenAPI types and formats.
// Upstream: k8s.io/kube-openapi/pkg/common.OpenAPITypeFormat.
func primitiveTypeFormat(k reflect.Kind) (typ, format string, ok bool) {
	switch k {
	case reflect.Bool:
		return "boolean", "", true
	case reflect.String:
		return "string", "", true
	case reflect.Int32:
		return "integer", "int32", true
	case reflect.Int64:
		return "integer", "int64", true
	case reflect.Int, reflect.Int16, reflect.Uint, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "integer", "", true
	case reflect.Int8, reflect.Uint8:
		return "integer", "byte", true
	case reflect.Float64:
		return "number", "double", true
	case reflect.Float32:
		return "number", "float", true
	}
	return "", "", false
}

func derefType(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}

// escapeJSONPointer escapes a definition name for use in a $ref.
// Upstream: k8s.io/kube-openapi/pkg/common.EscapeJsonPointer.
func escapeJSONPointer(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

// Definitions returns the v2 definitions of the given Go types and of
// every type they reference, keyed by name, as /openapi/v2 carries them.
// Upstream: the definitions GetOpenAPIDefinitions returns.
func Definitions(namer *DefinitionNamer, types ...reflect.Type) (map[string]*Schema, error) {
	return buildDefinitions(newDefinitions(namer, false, nil), types)
}

// DefinitionsV3 returns the v3 definitions of the given Go types and of
// every type they reference, keyed by name, as /openapi/v3 carries them,
// defaults included: the models the field manager builds its type
// converter from (a list-map key's default fills a key an applied object
// leaves out: a container port without its protocol is the port's TCP
// entry).
// Upstream: k8s.io/kube-openapi/pkg/builder3.BuildOpenAPIDefinitionsForResources,
// as k8s.io/apiserver/pkg/server.(*GenericAPIServer).getOpenAPIModels calls it.
func DefinitionsV3(namer *DefinitionNamer, types ...reflect.Type) (map[string]*Schema, error) {
	return buildDefinitions(newDefinitions(namer, true, nil), types)
}

func buildDefinitions(d *definitions, types []reflect.Type) (map[string]*Schema, error) {
	for _, t := range types {
		if _, err := d.typeSchema(t); err != nil {
			return nil, err
		}
	}
	return d.schemas, nil
}
