package builder

import (
	"encoding/json"
	"slices"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
)

// toOpenAPI converts a CRD schema to the document's schema type. v2 has
// no nullable, anyOf, oneOf or not: those are dropped there, as upstream
// drops them when it publishes CRDs in /openapi/v2.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.(*Structural).ToKubeOpenAPI
// and ToStructuralOpenAPIV2.
func toOpenAPI(p *apiextensions.JSONSchemaProps, v3 bool) *openapi.Schema {
	if p == nil {
		return nil
	}
	s := &openapi.Schema{
		Description: p.Description, Type: p.Type, Format: p.Format, Title: p.Title,
		Required: p.Required, UniqueItems: p.UniqueItems, Pattern: p.Pattern,
		Maximum: p.Maximum, ExclusiveMaximum: p.ExclusiveMaximum,
		Minimum: p.Minimum, ExclusiveMinimum: p.ExclusiveMinimum,
		MaxLength: p.MaxLength, MinLength: p.MinLength, MaxItems: p.MaxItems, MinItems: p.MinItems,
		MaxProperties: p.MaxProperties, MinProperties: p.MinProperties, MultipleOf: p.MultipleOf,
		Default: rawValue(p.Default), Example: rawValue(p.Example),
	}
	for _, e := range p.Enum {
		s.Enum = append(s.Enum, rawValue(&e))
	}
	if len(p.Properties) > 0 {
		s.Properties = make(map[string]*openapi.Schema, len(p.Properties))
		for name, prop := range p.Properties {
			s.Properties[name] = toOpenAPI(&prop, v3)
		}
	}
	if p.Items != nil {
		s.Items = toOpenAPI(p.Items.Schema, v3)
	}
	if p.AdditionalProperties != nil && p.AdditionalProperties.Schema != nil {
		s.AdditionalProperties = toOpenAPI(p.AdditionalProperties.Schema, v3)
	}
	for _, sub := range p.AllOf {
		s.AllOf = append(s.AllOf, toOpenAPI(&sub, v3))
	}
	if v3 {
		s.Nullable = p.Nullable
		for _, sub := range p.AnyOf {
			s.AnyOf = append(s.AnyOf, toOpenAPI(&sub, v3))
		}
		for _, sub := range p.OneOf {
			s.OneOf = append(s.OneOf, toOpenAPI(&sub, v3))
		}
		s.Not = toOpenAPI(p.Not, v3)
	}
	addExtensions(s, p)
	if !v3 {
		forV2(s, p)
	}
	return s
}

// forV2 takes out of s what kubectl cannot read in a v2 schema: a nullable
// value loses its type (v2 has no null), a value that keeps unknown fields
// loses its properties and items (kubectl would refuse the unknown ones),
// and an object of that kind, or an array without items, its type.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/openapi/v2.ToStructuralOpenAPIV2.
func forV2(s *openapi.Schema, p *apiextensions.JSONSchemaProps) {
	preserve := p.XPreserveUnknownFields != nil && *p.XPreserveUnknownFields
	if p.Nullable {
		s.Type, s.Items, s.Properties = "", nil, nil
	}
	if preserve {
		s.Items, s.Properties = nil, nil
	}
	if s.Items == nil && s.Type == "array" || preserve && s.Type == "object" {
		s.Type = ""
	}
	for name, prop := range p.Properties {
		if prop.Nullable {
			s.Required = slices.DeleteFunc(slices.Clone(s.Required), func(r string) bool { return r == name })
		}
	}
	if p.AdditionalProperties != nil && p.AdditionalProperties.Schema != nil && p.AdditionalProperties.Schema.Nullable {
		s.Required = nil
	}
}

// addExtensions copies the x-kubernetes-* keywords.
func addExtensions(s *openapi.Schema, p *apiextensions.JSONSchemaProps) {
	if p.XPreserveUnknownFields != nil && *p.XPreserveUnknownFields {
		s.Extensions.Add("x-kubernetes-preserve-unknown-fields", true)
	}
	if p.XEmbeddedResource {
		s.Extensions.Add("x-kubernetes-embedded-resource", true)
	}
	if p.XIntOrString {
		s.Extensions.Add("x-kubernetes-int-or-string", true)
	}
	if p.XListType != nil {
		s.Extensions.Add("x-kubernetes-list-type", *p.XListType)
	}
	if len(p.XListMapKeys) > 0 {
		s.Extensions.Add("x-kubernetes-list-map-keys", p.XListMapKeys)
	}
	if p.XMapType != nil {
		s.Extensions.Add("x-kubernetes-map-type", *p.XMapType)
	}
	if len(p.XValidations) > 0 {
		s.Extensions.Add("x-kubernetes-validations", validationRules(p.XValidations))
	}
}

// validationRules is the published form of x-kubernetes-validations: the
// v1 JSON names, as a real cluster's /openapi/v3 shows them.
func validationRules(rules apiextensions.ValidationRules) []map[string]any {
	out := make([]map[string]any, 0, len(rules))
	for _, r := range rules {
		m := map[string]any{"rule": r.Rule}
		if r.Message != "" {
			m["message"] = r.Message
		}
		if r.MessageExpression != "" {
			m["messageExpression"] = r.MessageExpression
		}
		if r.Reason != nil {
			m["reason"] = string(*r.Reason)
		}
		if r.FieldPath != "" {
			m["fieldPath"] = r.FieldPath
		}
		if r.OptionalOldSelf != nil {
			m["optionalOldSelf"] = *r.OptionalOldSelf
		}
		out = append(out, m)
	}
	return out
}

// rawValue decodes a JSON value of the schema (a default, an example or an
// enum member).
func rawValue(j *apiextensions.JSON) any {
	if j == nil || len(j.Raw) == 0 {
		return nil
	}
	var v any
	if err := json.Unmarshal(j.Raw, &v); err != nil {
		return nil
	}
	return v
}
