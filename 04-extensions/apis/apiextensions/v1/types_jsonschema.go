package v1

// JSONSchemaProps is a JSON-Schema following Specification Draft 4, as
// OpenAPI v3 uses it, with the x-kubernetes-* extensions.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaProps.
// Left out: x-kubernetes-validations (CEL rules).
type JSONSchemaProps struct {
	ID                   string                     `json:"id,omitempty"`
	Schema               JSONSchemaURL              `json:"$schema,omitempty"`
	Ref                  *string                    `json:"$ref,omitempty"`
	Description          string                     `json:"description,omitempty"`
	Type                 string                     `json:"type,omitempty"`
	Format               string                     `json:"format,omitempty"`
	Title                string                     `json:"title,omitempty"`
	Default              *JSON                      `json:"default,omitempty"`
	Maximum              *float64                   `json:"maximum,omitempty"`
	ExclusiveMaximum     bool                       `json:"exclusiveMaximum,omitempty"`
	Minimum              *float64                   `json:"minimum,omitempty"`
	ExclusiveMinimum     bool                       `json:"exclusiveMinimum,omitempty"`
	MaxLength            *int64                     `json:"maxLength,omitempty"`
	MinLength            *int64                     `json:"minLength,omitempty"`
	Pattern              string                     `json:"pattern,omitempty"`
	MaxItems             *int64                     `json:"maxItems,omitempty"`
	MinItems             *int64                     `json:"minItems,omitempty"`
	UniqueItems          bool                       `json:"uniqueItems,omitempty"`
	MultipleOf           *float64                   `json:"multipleOf,omitempty"`
	Enum                 []JSON                     `json:"enum,omitempty"`
	MaxProperties        *int64                     `json:"maxProperties,omitempty"`
	MinProperties        *int64                     `json:"minProperties,omitempty"`
	Required             []string                   `json:"required,omitempty"`
	Items                *JSONSchemaPropsOrArray    `json:"items,omitempty"`
	AllOf                []JSONSchemaProps          `json:"allOf,omitempty"`
	OneOf                []JSONSchemaProps          `json:"oneOf,omitempty"`
	AnyOf                []JSONSchemaProps          `json:"anyOf,omitempty"`
	Not                  *JSONSchemaProps           `json:"not,omitempty"`
	Properties           map[string]JSONSchemaProps `json:"properties,omitempty"`
	AdditionalProperties *JSONSchemaPropsOrBool     `json:"additionalProperties,omitempty"`
	PatternProperties    map[string]JSONSchemaProps `json:"patternProperties,omitempty"`
	Dependencies         JSONSchemaDependencies     `json:"dependencies,omitempty"`
	AdditionalItems      *JSONSchemaPropsOrBool     `json:"additionalItems,omitempty"`
	Definitions          JSONSchemaDefinitions      `json:"definitions,omitempty"`
	ExternalDocs         *ExternalDocumentation     `json:"externalDocs,omitempty"`
	Example              *JSON                      `json:"example,omitempty"`
	Nullable             bool                       `json:"nullable,omitempty"`

	// XPreserveUnknownFields stops pruning of fields the schema does not name.
	XPreserveUnknownFields *bool `json:"x-kubernetes-preserve-unknown-fields,omitempty"`
	// XEmbeddedResource marks an object holding apiVersion, kind and metadata.
	XEmbeddedResource bool `json:"x-kubernetes-embedded-resource,omitempty"`
	// XIntOrString accepts an integer or a string.
	XIntOrString bool `json:"x-kubernetes-int-or-string,omitempty"`
	// XListMapKeys are the keys of a list of type map.
	XListMapKeys []string `json:"x-kubernetes-list-map-keys,omitempty"`
	// XListType is atomic, set or map.
	XListType *string `json:"x-kubernetes-list-type,omitempty"`
	// XMapType is granular or atomic.
	XMapType *string `json:"x-kubernetes-map-type,omitempty"`
}

// JSON is any JSON value, kept as raw bytes.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSON.
type JSON struct {
	Raw []byte `json:"-"`
}

// JSONSchemaURL is the $schema URL. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaURL.
type JSONSchemaURL string

// JSONSchemaPropsOrArray is one schema or a list of schemas (items).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaPropsOrArray.
type JSONSchemaPropsOrArray struct {
	Schema      *JSONSchemaProps
	JSONSchemas []JSONSchemaProps
}

// JSONSchemaPropsOrBool is a schema or a boolean (additionalProperties).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaPropsOrBool.
type JSONSchemaPropsOrBool struct {
	Allows bool
	Schema *JSONSchemaProps
}

// JSONSchemaDependencies maps a property to a schema or a property list.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaDependencies.
type JSONSchemaDependencies map[string]JSONSchemaPropsOrStringArray

// JSONSchemaPropsOrStringArray is a schema or a list of property names.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaPropsOrStringArray.
type JSONSchemaPropsOrStringArray struct {
	Schema   *JSONSchemaProps
	Property []string
}

// JSONSchemaDefinitions are named schemas. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaDefinitions.
type JSONSchemaDefinitions map[string]JSONSchemaProps

// ExternalDocumentation points to more documentation.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.ExternalDocumentation.
type ExternalDocumentation struct {
	Description string `json:"description,omitempty"`
	URL         string `json:"url,omitempty"`
}
