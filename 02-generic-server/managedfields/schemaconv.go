package managedfields

import (
	"errors"
	"fmt"
	"path"
	"strings"

	smdschema "sigs.k8s.io/structured-merge-diff/v6/schema"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// The OpenAPI extensions that shape a merge.
const (
	extensionListType              = "x-kubernetes-list-type"
	extensionListMapKeys           = "x-kubernetes-list-map-keys"
	extensionMapType               = "x-kubernetes-map-type"
	extensionPreserveUnknownFields = "x-kubernetes-preserve-unknown-fields"
)

// Definitions with a schema of their own in structured-merge-diff: a
// Quantity is a scalar whatever its OpenAPI type, a RawExtension is
// anything.
const (
	quantityResource     = "io.k8s.apimachinery.pkg.api.resource.Quantity"
	rawExtensionResource = "io.k8s.apimachinery.pkg.runtime.RawExtension"
)

// The two named types every schema gets: untyped atomic (a value replaced
// as a whole) and untyped deduced (maps merged key by key, lists atomic).
var (
	untypedName = "__untyped_atomic_"
	deducedName = "__untyped_deduced_"

	untypedDef = smdschema.TypeDef{Name: untypedName, Atom: smdschema.Atom{
		Scalar: ptr(smdschema.Scalar("untyped")),
		List:   &smdschema.List{ElementType: smdschema.TypeRef{NamedType: &untypedName}, ElementRelationship: smdschema.Atomic},
		Map:    &smdschema.Map{ElementType: smdschema.TypeRef{NamedType: &untypedName}, ElementRelationship: smdschema.Atomic},
	}}
	deducedDef = smdschema.TypeDef{Name: deducedName, Atom: smdschema.Atom{
		Scalar: ptr(smdschema.Scalar("untyped")),
		List:   &smdschema.List{ElementType: smdschema.TypeRef{NamedType: &untypedName}, ElementRelationship: smdschema.Atomic},
		Map:    &smdschema.Map{ElementType: smdschema.TypeRef{NamedType: &deducedName}, ElementRelationship: smdschema.Separable},
	}}
)

func ptr(s smdschema.Scalar) *smdschema.Scalar { return &s }

// convert carries the state of one conversion: where we are (for error
// messages) and whether unknown fields are kept.
// Upstream: k8s.io/kube-openapi/pkg/schemaconv.convert.
type convert struct {
	preserveUnknownFields bool
	output                *smdschema.Schema
	currentName           string
	errorMessages         []string
}

func (c *convert) reportError(format string, args ...interface{}) {
	c.errorMessages = append(c.errorMessages, c.currentName+": "+fmt.Sprintf(format, args...))
}

// ToSchemaFromOpenAPI converts OpenAPI definitions into a structured-
// merge-diff schema with one named type per definition.
// Upstream: k8s.io/kube-openapi/pkg/schemaconv.ToSchemaFromOpenAPI.
func ToSchemaFromOpenAPI(models map[string]*openapi.Schema, preserveUnknownFields bool) (*smdschema.Schema, error) {
	c := &convert{preserveUnknownFields: preserveUnknownFields, output: &smdschema.Schema{}}
	for name, s := range models {
		if s.Ref != "" {
			continue
		}
		var a smdschema.Atom
		switch name {
		case quantityResource:
			a = smdschema.Atom{Scalar: untypedDef.Atom.Scalar}
		case rawExtensionResource:
			a = untypedDef.Atom
		default:
			c2 := &convert{preserveUnknownFields: c.preserveUnknownFields, output: c.output, currentName: name}
			a = c2.visitSpec(s)
			c.errorMessages = append(c.errorMessages, c2.errorMessages...)
		}
		if a != (smdschema.Atom{}) {
			c.output.Types = append(c.output.Types, smdschema.TypeDef{Name: name, Atom: a})
		}
	}
	if len(c.errorMessages) > 0 {
		return nil, errors.New(strings.Join(c.errorMessages, "\n"))
	}
	c.output.Types = append(c.output.Types, untypedDef, deducedDef)
	return c.output, nil
}

// visitSpec converts one schema; x-kubernetes-preserve-unknown-fields
// holds for it and below.
// Upstream: k8s.io/kube-openapi/pkg/schemaconv.(*convert).visitSpec.
func (c *convert) visitSpec(s *openapi.Schema) smdschema.Atom {
	if p, ok := s.Extensions[extensionPreserveUnknownFields]; ok && p == true {
		c.preserveUnknownFields = true
	}
	return c.parseSchema(s)
}

// parseSchema maps OpenAPI types to atoms: objects to maps, arrays to
// lists, primitives to scalars, no type to "anything".
// Upstream: k8s.io/kube-openapi/pkg/schemaconv.(*convert).parseSchema.
func (c *convert) parseSchema(s *openapi.Schema) smdschema.Atom {
	switch s.Type {
	case "":
		return smdschema.Atom{Scalar: ptr(smdschema.Scalar("untyped")), List: c.parseList(s), Map: c.parseObject(s)}
	case "object":
		return smdschema.Atom{Map: c.parseObject(s)}
	case "array":
		return smdschema.Atom{List: c.parseList(s)}
	case "integer", "boolean", "number", "string":
		return convertPrimitive(s.Type, s.Format)
	}
	c.reportError("unrecognized type: '%v'", s.Type)
	return smdschema.Atom{Scalar: ptr(smdschema.Scalar("untyped"))}
}

// makeOpenAPIRef is a reference to a named definition, or the schema
// inlined.
// Upstream: k8s.io/kube-openapi/pkg/schemaconv.(*convert).makeOpenAPIRef.
func (c *convert) makeOpenAPIRef(s *openapi.Schema) smdschema.TypeRef {
	ref := s.Ref
	if ref == "" && len(s.AllOf) == 1 && s.AllOf[0].Ref != "" {
		ref = s.AllOf[0].Ref
	}
	if _, n := path.Split(ref); len(n) > 0 {
		mapRelationship, err := getMapElementRelationship(s.Extensions)
		if err != nil {
			c.reportError("%v", err)
		}
		if len(mapRelationship) > 0 {
			return smdschema.TypeRef{NamedType: &n, ElementRelationship: &mapRelationship, Nullable: s.Nullable}
		}
		return smdschema.TypeRef{NamedType: &n, Nullable: s.Nullable}
	}
	c2 := &convert{preserveUnknownFields: c.preserveUnknownFields, output: c.output, currentName: "inlined in " + c.currentName}
	inlined := c2.visitSpec(s)
	c.errorMessages = append(c.errorMessages, c2.errorMessages...)
	return smdschema.TypeRef{Inlined: inlined, Nullable: s.Nullable}
}

// parseObject is a map with the properties as fields; other keys are
// allowed when additionalProperties says so, when unknown fields are
// preserved, or when the object lists no properties at all.
// Upstream: k8s.io/kube-openapi/pkg/schemaconv.(*convert).parseObject.
func (c *convert) parseObject(s *openapi.Schema) *smdschema.Map {
	var fields []smdschema.StructField
	for name, member := range s.Properties {
		fields = append(fields, smdschema.StructField{Name: name, Type: c.makeOpenAPIRef(member), Default: member.Default})
	}
	var elementType smdschema.TypeRef
	switch {
	case s.AdditionalProperties != nil:
		elementType = c.makeOpenAPIRef(s.AdditionalProperties)
	case c.preserveUnknownFields || len(s.Properties) == 0:
		elementType = smdschema.TypeRef{NamedType: &deducedName}
	}
	relationship, err := getMapElementRelationship(s.Extensions)
	if err != nil {
		c.reportError("%v", err)
	}
	return &smdschema.Map{Fields: fields, ElementRelationship: relationship, ElementType: elementType}
}

// parseList is a list of items, atomic, a set, or a map keyed by its
// list-map keys (or its patch merge key).
// Upstream: k8s.io/kube-openapi/pkg/schemaconv.(*convert).parseList.
func (c *convert) parseList(s *openapi.Schema) *smdschema.List {
	relationship, mapKeys, err := getListElementRelationship(s.Extensions)
	if err != nil {
		c.reportError("%v", err)
	}
	elementType := smdschema.TypeRef{NamedType: &untypedName}
	if s.Items != nil {
		elementType = c.makeOpenAPIRef(s.Items)
	} else if s.Type != "" {
		c.reportError("`items` must be specified on arrays")
	}
	return &smdschema.List{ElementRelationship: relationship, Keys: mapKeys, ElementType: elementType}
}

// convertPrimitive maps a primitive type; formats that JSON writes as a
// string but that hold something else (int-or-string, date-time) are
// untyped scalars.
// Upstream: k8s.io/kube-openapi/pkg/schemaconv.convertPrimitive.
func convertPrimitive(typ, format string) smdschema.Atom {
	switch typ {
	case "integer", "number":
		return smdschema.Atom{Scalar: ptr(smdschema.Numeric)}
	case "boolean":
		return smdschema.Atom{Scalar: ptr(smdschema.Boolean)}
	case "string":
		if format == "" || format == "byte" {
			return smdschema.Atom{Scalar: ptr(smdschema.String)}
		}
	}
	return smdschema.Atom{Scalar: ptr(smdschema.Scalar("untyped"))}
}

// getListElementRelationship reads x-kubernetes-list-type (atomic, set,
// map with x-kubernetes-list-map-keys), or else the patch strategy: merge
// with a merge key is a map keyed by it, merge without one a set.
// Anything else is atomic.
// Upstream: k8s.io/kube-openapi/pkg/schemaconv.getListElementRelationship.
func getListElementRelationship(ext openapi.Extensions) (smdschema.ElementRelationship, []string, error) {
	if val, ok := ext[extensionListType]; ok {
		switch val {
		case "atomic":
			return smdschema.Atomic, nil, nil
		case "set":
			return smdschema.Associative, nil, nil
		case "map":
			keys, ok := ext[extensionListMapKeys]
			if !ok {
				return smdschema.Associative, nil, fmt.Errorf("missing map keys")
			}
			keyNames, ok := toStringSlice(keys)
			if !ok {
				return smdschema.Associative, nil, fmt.Errorf("uninterpreted map keys: %#v", keys)
			}
			return smdschema.Associative, keyNames, nil
		default:
			return smdschema.Atomic, nil, fmt.Errorf("unknown list type %v", val)
		}
	}
	if val, ok := ext[openapi.ExtensionPatchStrategy]; ok {
		switch val {
		case "merge", "merge,retainKeys":
			if key, ok := ext[openapi.ExtensionPatchMergeKey]; ok {
				keyName, ok := key.(string)
				if !ok {
					return smdschema.Associative, nil, fmt.Errorf("uninterpreted merge key: %#v", key)
				}
				return smdschema.Associative, []string{keyName}, nil
			}
			return smdschema.Associative, nil, nil
		case "retainKeys":
			return smdschema.Atomic, nil, nil
		default:
			return smdschema.Atomic, nil, fmt.Errorf("unknown patch strategy %v", val)
		}
	}
	return smdschema.Atomic, nil, nil
}

// getMapElementRelationship reads x-kubernetes-map-type: atomic or granular.
// Upstream: k8s.io/kube-openapi/pkg/schemaconv.getMapElementRelationship.
func getMapElementRelationship(ext openapi.Extensions) (smdschema.ElementRelationship, error) {
	val, ok := ext[extensionMapType]
	if !ok {
		return "", nil
	}
	switch val {
	case "atomic":
		return smdschema.Atomic, nil
	case "granular":
		return smdschema.Separable, nil
	}
	return "", fmt.Errorf("unknown map type %v", val)
}

// toStringSlice reads a list of strings from an extension's value.
// Upstream: k8s.io/kube-openapi/pkg/schemaconv.toStringSlice.
func toStringSlice(o interface{}) ([]string, bool) {
	switch t := o.(type) {
	case []string:
		return t, true
	case []interface{}:
		out := make([]string, 0, len(t))
		for _, v := range t {
			s, ok := v.(string)
			if !ok {
				return nil, false
			}
			out = append(out, s)
		}
		return out, true
	}
	return nil, false
}
