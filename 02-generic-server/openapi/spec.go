package openapi

import (
	"bytes"
	"encoding/json"
	"sort"
)

// Schema is a JSON schema as Kubernetes' OpenAPI documents use it: for a
// definition, a property, an array's items, a map's values, a parameter or
// a request and response body. Only the keywords the API server emits are
// here. A reference is either Ref alone (v2, and v3 without siblings) or,
// in v3, a one-element AllOf next to a description or default, because
// OpenAPI 3.0 ignores the siblings of $ref.
// Upstream: k8s.io/kube-openapi/pkg/validation/spec.Schema.
type Schema struct {
	Description          string             `json:"description,omitempty"`
	Type                 string             `json:"type,omitempty"`
	Format               string             `json:"format,omitempty"`
	Required             []string           `json:"required,omitempty"`
	Items                *Schema            `json:"items,omitempty"`
	Properties           map[string]*Schema `json:"properties,omitempty"`
	AdditionalProperties *Schema            `json:"additionalProperties,omitempty"`
	Default              any                `json:"default,omitempty"`
	Ref                  string             `json:"$ref,omitempty"`
	AllOf                []*Schema          `json:"allOf,omitempty"`
	OneOf                []*Schema          `json:"oneOf,omitempty"`
	UniqueItems          bool               `json:"uniqueItems,omitempty"`
	Extensions           Extensions         `json:"-"`

	// The validation keywords below never appear in the definitions of
	// Go types; custom resources' schemas (stage 04) carry them.
	Title            string    `json:"title,omitempty"`
	Enum             []any     `json:"enum,omitempty"`
	Maximum          *float64  `json:"maximum,omitempty"`
	ExclusiveMaximum bool      `json:"exclusiveMaximum,omitempty"`
	Minimum          *float64  `json:"minimum,omitempty"`
	ExclusiveMinimum bool      `json:"exclusiveMinimum,omitempty"`
	MaxLength        *int64    `json:"maxLength,omitempty"`
	MinLength        *int64    `json:"minLength,omitempty"`
	Pattern          string    `json:"pattern,omitempty"`
	MaxItems         *int64    `json:"maxItems,omitempty"`
	MinItems         *int64    `json:"minItems,omitempty"`
	MultipleOf       *float64  `json:"multipleOf,omitempty"`
	MaxProperties    *int64    `json:"maxProperties,omitempty"`
	MinProperties    *int64    `json:"minProperties,omitempty"`
	AnyOf            []*Schema `json:"anyOf,omitempty"`
	Not              *Schema   `json:"not,omitempty"`
	Nullable         bool      `json:"nullable,omitempty"`
	Example          any       `json:"example,omitempty"`
}

// MarshalJSON writes the schema's keywords followed by its extensions.
// Upstream: k8s.io/kube-openapi/pkg/validation/spec.Schema.MarshalJSON.
func (s Schema) MarshalJSON() ([]byte, error) {
	type plain Schema
	return marshalWithExtensions(plain(s), s.Extensions)
}

// Extensions are the x- keys of a schema, operation or document: in
// Kubernetes x-kubernetes-group-version-kind, x-kubernetes-action,
// x-kubernetes-patch-strategy and x-kubernetes-patch-merge-key.
// Upstream: k8s.io/kube-openapi/pkg/validation/spec.Extensions.
type Extensions map[string]any

// Add sets one extension, creating the map on first use.
// Upstream: k8s.io/kube-openapi/pkg/validation/spec.Extensions.Add.
func (e *Extensions) Add(key string, value any) {
	if *e == nil {
		*e = Extensions{}
	}
	(*e)[key] = value
}

// GroupVersionKind is the value of x-kubernetes-group-version-kind, with
// lowercase keys as upstream writes them.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.GroupVersionKind.
type GroupVersionKind struct {
	Group   string `json:"group"`
	Version string `json:"version"`
	Kind    string `json:"kind"`
}

// marshalWithExtensions marshals v (a struct) and appends the extensions,
// in key order, to the same JSON object.
func marshalWithExtensions(v any, ext Extensions) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil || len(ext) == 0 {
		return b, err
	}
	keys := make([]string, 0, len(ext))
	for k := range ext {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var buf bytes.Buffer
	buf.Write(b[:len(b)-1]) // drop the closing brace
	for i, k := range keys {
		value, err := json.Marshal(ext[k])
		if err != nil {
			return nil, err
		}
		if i > 0 || len(b) > 2 {
			buf.WriteByte(',')
		}
		key, _ := json.Marshal(k)
		buf.Write(key)
		buf.WriteByte(':')
		buf.Write(value)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}
