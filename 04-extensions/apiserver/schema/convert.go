package schema

import (
	"fmt"

	"sigs.k8s.io/json"

	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
)

// NewStructural converts an OpenAPI v3 schema into a structural schema.
// It fails on what CRD validation rejects anyway (items as an array, id,
// $schema, $ref, patternProperties, dependencies, additionalItems,
// definitions, x-kubernetes-preserve-unknown-fields: false) and on
// defaults or enum values that are not JSON. A nil schema gives nil.
// Defaults and enum values are decoded here, once, with integers as
// int64.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.NewStructural.
func NewStructural(s *apiextensions.JSONSchemaProps) (*Structural, error) {
	if s == nil {
		return nil, nil
	}
	if err := validateUnsupportedFields(s); err != nil {
		return nil, err
	}
	vv, err := newValueValidation(s)
	if err != nil {
		return nil, err
	}
	g, err := newGeneric(s)
	if err != nil {
		return nil, err
	}
	x, err := newExtensions(s)
	if err != nil {
		return nil, err
	}
	ss := &Structural{Generic: g, Extensions: x, ValueValidation: vv}

	if s.Items != nil {
		if len(s.Items.JSONSchemas) > 0 {
			return nil, fmt.Errorf("OpenAPIV3Schema 'items' must be a schema, but is an array")
		}
		if ss.Items, err = NewStructural(s.Items.Schema); err != nil {
			return nil, err
		}
	}
	if len(s.Properties) > 0 {
		ss.Properties = make(map[string]Structural, len(s.Properties))
		for k, p := range s.Properties {
			fld, err := NewStructural(&p)
			if err != nil {
				return nil, err
			}
			ss.Properties[k] = *fld
		}
	}
	if s.AdditionalProperties != nil {
		if s.AdditionalProperties.Schema != nil {
			ap, err := NewStructural(s.AdditionalProperties.Schema)
			if err != nil {
				return nil, err
			}
			ss.AdditionalProperties = &StructuralOrBool{Structural: ap, Bool: true}
		} else {
			ss.AdditionalProperties = &StructuralOrBool{Bool: s.AdditionalProperties.Allows}
		}
	}
	return ss, nil
}

// newGeneric copies the generic fields, decoding the default.
func newGeneric(s *apiextensions.JSONSchemaProps) (Generic, error) {
	g := Generic{Type: s.Type, Description: s.Description, Title: s.Title, Nullable: s.Nullable}
	if s.Default != nil {
		obj, err := decodeJSON(s.Default)
		if err != nil {
			return g, fmt.Errorf("OpenAPIV3Schema 'default' is not JSON: %w", err)
		}
		g.Default = JSON{Object: obj}
	}
	return g, nil
}

// newExtensions copies the x-kubernetes-* extensions.
func newExtensions(s *apiextensions.JSONSchemaProps) (Extensions, error) {
	x := Extensions{
		XEmbeddedResource: s.XEmbeddedResource,
		XIntOrString:      s.XIntOrString,
		XListMapKeys:      s.XListMapKeys,
		XListType:         s.XListType,
		XMapType:          s.XMapType,
		XValidations:      s.XValidations,
	}
	if s.XPreserveUnknownFields != nil {
		if !*s.XPreserveUnknownFields {
			return x, fmt.Errorf("internal error: 'x-kubernetes-preserve-unknown-fields' must be true or undefined")
		}
		x.XPreserveUnknownFields = true
	}
	return x, nil
}

// newValueValidation copies the value validations; the junctors become
// NestedValueValidations.
func newValueValidation(s *apiextensions.JSONSchemaProps) (*ValueValidation, error) {
	not, err := newNestedValueValidation(s.Not)
	if err != nil {
		return nil, err
	}
	v := &ValueValidation{
		Format:           s.Format,
		Maximum:          s.Maximum,
		ExclusiveMaximum: s.ExclusiveMaximum,
		Minimum:          s.Minimum,
		ExclusiveMinimum: s.ExclusiveMinimum,
		MaxLength:        s.MaxLength,
		MinLength:        s.MinLength,
		Pattern:          s.Pattern,
		MaxItems:         s.MaxItems,
		MinItems:         s.MinItems,
		UniqueItems:      s.UniqueItems,
		MultipleOf:       s.MultipleOf,
		MaxProperties:    s.MaxProperties,
		MinProperties:    s.MinProperties,
		Required:         s.Required,
		Not:              not,
	}
	for i := range s.Enum {
		obj, err := decodeJSON(&s.Enum[i])
		if err != nil {
			return nil, fmt.Errorf("OpenAPIV3Schema 'enum' value is not JSON: %w", err)
		}
		v.Enum = append(v.Enum, JSON{Object: obj})
	}
	if v.AllOf, err = newNestedValueValidations(s.AllOf); err != nil {
		return nil, err
	}
	if v.AnyOf, err = newNestedValueValidations(s.AnyOf); err != nil {
		return nil, err
	}
	if v.OneOf, err = newNestedValueValidations(s.OneOf); err != nil {
		return nil, err
	}
	return v, nil
}

func newNestedValueValidations(ss []apiextensions.JSONSchemaProps) ([]NestedValueValidation, error) {
	var out []NestedValueValidation
	for i := range ss {
		clause, err := newNestedValueValidation(&ss[i])
		if err != nil {
			return nil, err
		}
		out = append(out, *clause)
	}
	return out, nil
}

// newNestedValueValidation converts a schema under a junctor, keeping
// its generic fields and extensions as the forbidden ones.
func newNestedValueValidation(s *apiextensions.JSONSchemaProps) (*NestedValueValidation, error) {
	if s == nil {
		return nil, nil
	}
	if err := validateUnsupportedFields(s); err != nil {
		return nil, err
	}
	vv, err := newValueValidation(s)
	if err != nil {
		return nil, err
	}
	g, err := newGeneric(s)
	if err != nil {
		return nil, err
	}
	x, err := newExtensions(s)
	if err != nil {
		return nil, err
	}
	v := &NestedValueValidation{ValueValidation: *vv, ForbiddenGenerics: g, ForbiddenExtensions: x}
	if s.Items != nil {
		if len(s.Items.JSONSchemas) > 0 {
			return nil, fmt.Errorf("OpenAPIV3Schema 'items' must be a schema, but is an array")
		}
		if v.Items, err = newNestedValueValidation(s.Items.Schema); err != nil {
			return nil, err
		}
	}
	if s.Properties != nil {
		v.Properties = make(map[string]NestedValueValidation, len(s.Properties))
		for k, p := range s.Properties {
			nvv, err := newNestedValueValidation(&p)
			if err != nil {
				return nil, err
			}
			v.Properties[k] = *nvv
		}
	}
	if s.AdditionalProperties != nil && s.AdditionalProperties.Schema != nil {
		if v.AdditionalProperties, err = newNestedValueValidation(s.AdditionalProperties.Schema); err != nil {
			return nil, err
		}
	} else if s.AdditionalProperties != nil {
		// additionalProperties: true/false under a junctor is as
		// unstructural as a schema; keep an empty one so it is reported
		v.AdditionalProperties = &NestedValueValidation{}
	}
	return v, nil
}

// validateUnsupportedFields checks that the fields CRD validation
// rejects are unset.
func validateUnsupportedFields(s *apiextensions.JSONSchemaProps) error {
	switch {
	case len(s.ID) > 0:
		return fmt.Errorf("OpenAPIV3Schema 'id' is not supported")
	case len(s.Schema) > 0:
		return fmt.Errorf("OpenAPIV3Schema 'schema' is not supported")
	case s.Ref != nil && len(*s.Ref) > 0:
		return fmt.Errorf("OpenAPIV3Schema '$ref' is not supported")
	case len(s.PatternProperties) > 0:
		return fmt.Errorf("OpenAPIV3Schema 'patternProperties' is not supported")
	case len(s.Dependencies) > 0:
		return fmt.Errorf("OpenAPIV3Schema 'dependencies' is not supported")
	case s.AdditionalItems != nil:
		return fmt.Errorf("OpenAPIV3Schema 'additionalItems' is not supported")
	case len(s.Definitions) > 0:
		return fmt.Errorf("OpenAPIV3Schema 'definitions' is not supported")
	}
	return nil
}

// decodeJSON decodes raw JSON bytes into the value shapes the server
// works with, keeping integers as int64. A nil or empty JSON is nil.
func decodeJSON(j *apiextensions.JSON) (interface{}, error) {
	if j == nil || len(j.Raw) == 0 {
		return nil, nil
	}
	var obj interface{}
	if err := json.UnmarshalCaseSensitivePreserveInts(j.Raw, &obj); err != nil {
		return nil, err
	}
	return obj, nil
}
