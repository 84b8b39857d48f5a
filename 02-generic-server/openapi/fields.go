package openapi

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// Extensions that carry a field's strategic-merge-patch tags, read by
// kubectl apply (patch metadata from OpenAPI v3) and by our server.
// Upstream: k8s.io/kube-openapi/pkg/generators (extension.go).
const (
	ExtensionPatchStrategy = "x-kubernetes-patch-strategy"
	ExtensionPatchMergeKey = "x-kubernetes-patch-merge-key"
)

// jsonField is what a struct field's json tag says.
type jsonField struct {
	name     string
	optional bool // omitempty or omitzero: not required
	inline   bool // embedded without a name: its fields are promoted
	skip     bool // unexported or json:"-"
}

// parseJSONField reads a field's json tag the way encoding/json does.
func parseJSONField(f reflect.StructField) jsonField {
	tag := f.Tag.Get("json")
	if tag == "-" || (!f.IsExported() && !f.Anonymous) {
		return jsonField{skip: true}
	}
	name, opts, _ := strings.Cut(tag, ",")
	options := strings.Split(opts, ",")
	out := jsonField{
		name:     name,
		optional: slices.Contains(options, "omitempty") || slices.Contains(options, "omitzero"),
	}
	if name == "" && f.Anonymous && derefType(f.Type).Kind() == reflect.Struct {
		out.inline = true
	} else if name == "" {
		out.name = f.Name
	}
	if !f.IsExported() && !out.inline {
		out.skip = true
	}
	return out
}

// addFields adds t's fields to s as properties, the fields of inline
// embedded structs too (TypeMeta's kind and apiVersion). A field is
// required unless its tag says omitempty or omitzero, as openapi-gen
// decides when a field has no +optional marker. Direct fields come first
// and win over promoted ones, as in encoding/json. owners are the
// definitions a field's description is looked up under: t's own, then,
// for promoted fields, the types embedding it.
// Upstream: k8s.io/kube-openapi/pkg/generators.(openAPITypeWriter).generateMembers.
func (d *definitions) addFields(s *Schema, t reflect.Type, owners []string) error {
	var inline []reflect.Type
	for i := range t.NumField() {
		f := t.Field(i)
		jf := parseJSONField(f)
		switch {
		case jf.skip:
			continue
		case jf.inline:
			inline = append(inline, derefType(f.Type))
			continue
		}
		p, err := d.fieldSchema(f, jf, owners)
		if err != nil {
			return err
		}
		if s.Properties == nil {
			s.Properties = map[string]*Schema{}
		}
		s.Properties[jf.name] = p
		if !jf.optional {
			s.Required = append(s.Required, jf.name)
		}
	}
	return d.addPromoted(s, inline, owners)
}

// addPromoted adds the fields of inline embedded structs that the outer
// struct does not declare itself.
func (d *definitions) addPromoted(s *Schema, inline []reflect.Type, owners []string) error {
	for _, t := range inline {
		embedded := &Schema{}
		name, _ := d.namer.GetDefinitionName(t)
		if err := d.addFields(embedded, t, append([]string{name}, owners...)); err != nil {
			return err
		}
		for field, p := range embedded.Properties {
			if _, declared := s.Properties[field]; declared {
				continue
			}
			if s.Properties == nil {
				s.Properties = map[string]*Schema{}
			}
			s.Properties[field] = p
			if slices.Contains(embedded.Required, field) {
				s.Required = append(s.Required, field)
			}
		}
	}
	return nil
}

// fieldDescription is the first description found under the owners.
func fieldDescription(owners []string, field string) string {
	for _, owner := range owners {
		if d := Description(DescriptionKey(owner, field)); d != "" {
			return d
		}
	}
	return ""
}

// fieldSchema is the schema of one property: its type's schema with the
// field's description, patch extensions and, in v3, default (its
// +default marker, or the one defaultOf gives).
// Upstream: k8s.io/kube-openapi/pkg/generators.(openAPITypeWriter).generateProperty.
func (d *definitions) fieldSchema(f reflect.StructField, jf jsonField, owners []string) (*Schema, error) {
	s, err := d.typeSchema(f.Type)
	if err != nil {
		return nil, err
	}
	var ext Extensions
	if v := f.Tag.Get("patchStrategy"); v != "" {
		ext.Add(ExtensionPatchStrategy, v)
	}
	if v := f.Tag.Get("patchMergeKey"); v != "" {
		ext.Add(ExtensionPatchMergeKey, v)
	}
	markers := fieldMarkers(owners, jf.name)
	markers.addFieldExtensions(&ext)
	var def any
	if d.v3 {
		def = defaultOf(f.Type, jf.optional)
		if markers.Default != "" {
			if err := json.Unmarshal([]byte(markers.Default), &def); err != nil {
				return nil, fmt.Errorf("field %s: +default=%s: %w", jf.name, markers.Default, err)
			}
		}
	}
	desc := fieldDescription(owners, jf.name)
	if s.Ref != "" && d.v3 && (desc != "" || ext != nil || def != nil) {
		// OpenAPI 3.0 ignores the siblings of $ref: wrap it.
		// Upstream: k8s.io/kube-openapi/pkg/builder3/util.WrapRefs.
		s = &Schema{AllOf: []*Schema{s}}
	}
	s.Description, s.Extensions, s.Default = desc, ext, def
	return s, nil
}

// defaultOf is the default openapi-gen gives a field without a +default
// marker: {} for a struct held by value (not for wire types such as
// Time), the zero value for a required scalar, none otherwise. Only v3
// keeps defaults; upstream prunes them from v2.
// Upstream: k8s.io/kube-openapi/pkg/generators.mustEnforceDefault.
func defaultOf(t reflect.Type, optional bool) any {
	if t.Kind() == reflect.Struct {
		if _, wire := wireTypeOf(t); wire {
			return nil
		}
		return map[string]any{}
	}
	if optional {
		return nil
	}
	switch t.Kind() {
	case reflect.String:
		return ""
	case reflect.Bool:
		return false
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64:
		return 0
	}
	return nil
}
