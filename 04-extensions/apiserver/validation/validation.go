package validation

import (
	"fmt"
	"regexp"

	"sigs.k8s.io/json"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
)

// SchemaValidator validates a decoded JSON value against a schema;
// fldPath is where the value sits in the object (nil for the root).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/validation.SchemaValidator
// (there an interface over kube-openapi's validate.SchemaValidator).
type SchemaValidator interface {
	Validate(fldPath *field.Path, value interface{}) field.ErrorList
	// ValidateUpdate validates value with ratcheting: errors in parts
	// equal to the old value's are not reported.
	ValidateUpdate(fldPath *field.Path, value, old interface{}) field.ErrorList
}

// NewSchemaValidator compiles s (patterns, enum values, the junctors)
// into a validator. A nil schema accepts everything.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/validation.NewSchemaValidator.
func NewSchemaValidator(s *apiextensions.JSONSchemaProps) (SchemaValidator, error) {
	if s == nil {
		return schemaValidator{}, nil
	}
	root, err := compile(s)
	if err != nil {
		return nil, err
	}
	return schemaValidator{root: root}, nil
}

// ValidateCustomResource validates a custom resource (or its status)
// with validator; a nil validator accepts everything.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/validation.ValidateCustomResource.
func ValidateCustomResource(fldPath *field.Path, customResource interface{}, validator SchemaValidator) field.ErrorList {
	if validator == nil {
		return nil
	}
	return validator.Validate(fldPath, customResource)
}

// schemaValidator is the compiled schema; a nil root accepts everything.
type schemaValidator struct {
	root *node
}

var _ SchemaValidator = schemaValidator{}

// Validate validates value, naming fields in messages relative to the
// value ("spec.replicas in body ...") and in paths relative to fldPath.
func (v schemaValidator) ValidateUpdate(fldPath *field.Path, value, old interface{}) field.ErrorList {
	if v.root == nil {
		return nil
	}
	return v.root.validate(location{path: fldPath, old: &oldValue{old}}, value)
}

// ValidateCustomResourceUpdate validates an updated custom resource (or
// its status) with ratcheting: what the update left as it was is not
// checked again, so that a schema made stricter does not lock stored
// objects. The rules of CEL ratchet the same way (package schema/cel).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/validation.NewRatchetingSchemaValidator
// and its ValidateUpdate, used by the strategy's ValidateUpdate.
func ValidateCustomResourceUpdate(fldPath *field.Path, customResource, old interface{}, validator SchemaValidator) field.ErrorList {
	if validator == nil {
		return nil
	}
	return validator.ValidateUpdate(fldPath, customResource, old)
}

// Validate validates value on create.
func (v schemaValidator) Validate(fldPath *field.Path, value interface{}) field.ErrorList {
	if v.root == nil {
		return nil
	}
	return v.root.validate(location{path: fldPath}, value)
}

// node is one compiled schema.
type node struct {
	s *apiextensions.JSONSchemaProps
	// types are the accepted JSON types; empty accepts all.
	types   []string
	pattern *regexp.Regexp
	enum    []interface{}

	items      *node
	properties map[string]*node
	// additional validates the fields properties does not name; nil
	// with noAdditional false accepts them.
	additional   *node
	noAdditional bool

	allOf, anyOf, oneOf []*node
	not                 *node
}

// compile builds the node of s and of its sub-schemas.
func compile(s *apiextensions.JSONSchemaProps) (*node, error) {
	n := &node{s: s}
	switch {
	case s.Type != "":
		n.types = []string{s.Type}
	case s.XIntOrString:
		n.types = []string{"integer", "string"}
	}
	if s.Pattern != "" {
		re, err := regexp.Compile(s.Pattern)
		if err != nil {
			return nil, fmt.Errorf("pattern %q: %w", s.Pattern, err)
		}
		n.pattern = re
	}
	for _, e := range s.Enum {
		var v interface{}
		if err := json.UnmarshalCaseSensitivePreserveInts(e.Raw, &v); err != nil {
			return nil, fmt.Errorf("enum value %s: %w", e.Raw, err)
		}
		n.enum = append(n.enum, v)
	}
	var err error
	if s.Items != nil {
		if s.Items.Schema != nil {
			if n.items, err = compile(s.Items.Schema); err != nil {
				return nil, err
			}
		} else if len(s.Items.JSONSchemas) > 0 {
			return nil, fmt.Errorf("items must be a schema, not an array of schemas")
		}
	}
	if len(s.Properties) > 0 {
		n.properties = make(map[string]*node, len(s.Properties))
		for k := range s.Properties {
			p := s.Properties[k]
			if n.properties[k], err = compile(&p); err != nil {
				return nil, err
			}
		}
	}
	if ap := s.AdditionalProperties; ap != nil {
		if ap.Schema != nil {
			if n.additional, err = compile(ap.Schema); err != nil {
				return nil, err
			}
		} else {
			n.noAdditional = !ap.Allows
		}
	}
	if n.allOf, err = compileAll(s.AllOf); err != nil {
		return nil, err
	}
	if n.anyOf, err = compileAll(s.AnyOf); err != nil {
		return nil, err
	}
	if n.oneOf, err = compileAll(s.OneOf); err != nil {
		return nil, err
	}
	if s.Not != nil {
		if n.not, err = compile(s.Not); err != nil {
			return nil, err
		}
	}
	return n, nil
}

func compileAll(ss []apiextensions.JSONSchemaProps) ([]*node, error) {
	var out []*node
	for i := range ss {
		n, err := compile(&ss[i])
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}
