package openapi

import (
	"reflect"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// wireType is the schema of a Go struct whose JSON form is not its fields:
// Time is a string, IntOrString a number or a string, RawExtension any
// object. Reflecting over their fields would describe the wrong thing.
type wireType struct {
	types  []string // the v2 type (upstream: OpenAPISchemaType)
	format string   // upstream: OpenAPISchemaFormat
	oneOf  []string // the v3 alternatives (upstream: OpenAPIV3OneOfTypes)
}

// wireTypes are stage 01's types with a JSON form of their own. Upstream
// each of them has the methods OpenAPISchemaType, OpenAPISchemaFormat and
// (for v3) OpenAPIV3OneOfTypes, which openapi-gen calls; our types do not
// carry OpenAPI methods, so the table lives here. A type of a later stage
// can still declare the methods: schemaMethods finds them.
var wireTypes = map[reflect.Type]wireType{
	reflect.TypeFor[metav1.Time]():          {types: []string{"string"}, format: "date-time"},
	reflect.TypeFor[metav1.MicroTime]():     {types: []string{"string"}, format: "date-time"},
	reflect.TypeFor[metav1.Duration]():      {types: []string{"string"}},
	reflect.TypeFor[time.Time]():            {types: []string{"string"}, format: "date-time"},
	reflect.TypeFor[resource.Quantity]():    {types: []string{"string"}, oneOf: []string{"string", "number"}},
	reflect.TypeFor[intstr.IntOrString]():   {types: []string{"string"}, format: "int-or-string", oneOf: []string{"integer", "string"}},
	reflect.TypeFor[runtime.RawExtension](): {types: []string{"object"}},
	reflect.TypeFor[metav1.FieldsV1]():      {types: []string{"object"}},
}

// Upstream's methods, for types that declare them.
// Upstream: k8s.io/kube-openapi/pkg/common (OpenAPISchemaType ...).
type (
	openAPISchemaTyper     interface{ OpenAPISchemaType() []string }
	openAPISchemaFormatter interface{ OpenAPISchemaFormat() string }
	openAPIV3OneOfTyper    interface{ OpenAPIV3OneOfTypes() []string }
)

// wireTypeOf returns t's wire schema, from the table or t's own methods.
func wireTypeOf(t reflect.Type) (wireType, bool) {
	if w, ok := wireTypes[t]; ok {
		return w, true
	}
	v := reflect.New(t).Interface()
	typer, ok := v.(openAPISchemaTyper)
	if !ok {
		return wireType{}, false
	}
	w := wireType{types: typer.OpenAPISchemaType()}
	if f, ok := v.(openAPISchemaFormatter); ok {
		w.format = f.OpenAPISchemaFormat()
	}
	if o, ok := v.(openAPIV3OneOfTyper); ok {
		w.oneOf = o.OpenAPIV3OneOfTypes()
	}
	return w, true
}

// schema is the definition of a wire type: v2 names one type and a
// format; v3 lists the alternatives in oneOf when there are several.
// Upstream: k8s.io/kube-openapi/pkg/generators (openAPITypeWriter.generate).
func (w wireType) schema(v3 bool) *Schema {
	s := &Schema{Format: w.format}
	if v3 && len(w.oneOf) > 0 {
		for _, t := range w.oneOf {
			s.OneOf = append(s.OneOf, &Schema{Type: t})
		}
		return s
	}
	if len(w.types) > 0 {
		s.Type = w.types[0]
	}
	return s
}
