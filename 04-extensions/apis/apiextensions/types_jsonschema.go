package apiextensions

// JSONSchemaProps is a JSON-Schema following Specification Draft 4, as
// OpenAPI v3 uses it, with the x-kubernetes-* extensions.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.JSONSchemaProps.
type JSONSchemaProps struct {
	ID                   string
	Schema               JSONSchemaURL
	Ref                  *string
	Description          string
	Type                 string
	Format               string
	Title                string
	Default              *JSON
	Maximum              *float64
	ExclusiveMaximum     bool
	Minimum              *float64
	ExclusiveMinimum     bool
	MaxLength            *int64
	MinLength            *int64
	Pattern              string
	MaxItems             *int64
	MinItems             *int64
	UniqueItems          bool
	MultipleOf           *float64
	Enum                 []JSON
	MaxProperties        *int64
	MinProperties        *int64
	Required             []string
	Items                *JSONSchemaPropsOrArray
	AllOf                []JSONSchemaProps
	OneOf                []JSONSchemaProps
	AnyOf                []JSONSchemaProps
	Not                  *JSONSchemaProps
	Properties           map[string]JSONSchemaProps
	AdditionalProperties *JSONSchemaPropsOrBool
	PatternProperties    map[string]JSONSchemaProps
	Dependencies         JSONSchemaDependencies
	AdditionalItems      *JSONSchemaPropsOrBool
	Definitions          JSONSchemaDefinitions
	ExternalDocs         *ExternalDocumentation
	Example              *JSON
	Nullable             bool

	// XPreserveUnknownFields stops pruning of fields the schema does not name.
	XPreserveUnknownFields *bool
	// XEmbeddedResource marks an object holding apiVersion, kind and metadata.
	XEmbeddedResource bool
	// XIntOrString accepts an integer or a string.
	XIntOrString bool
	// XListMapKeys are the keys of a list of type map.
	XListMapKeys []string
	// XListType is atomic, set or map.
	XListType *string
	// XMapType is granular or atomic.
	XMapType *string
	// XValidations are CEL validation rules, scoped to this node.
	XValidations ValidationRules
}

// FieldValueErrorReason is the reason a CEL rule reports when it fails.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.FieldValueErrorReason.
type FieldValueErrorReason string

// The reasons a rule may report; FieldValueInvalid is the default.
const (
	FieldValueRequired  FieldValueErrorReason = "FieldValueRequired"
	FieldValueDuplicate FieldValueErrorReason = "FieldValueDuplicate"
	FieldValueInvalid   FieldValueErrorReason = "FieldValueInvalid"
	FieldValueForbidden FieldValueErrorReason = "FieldValueForbidden"
)

// ValidationRules is the list of CEL rules of a schema node.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.ValidationRules.
type ValidationRules []ValidationRule

// ValidationRule is one CEL rule: an expression over self (and oldSelf
// for a transition rule) that must return true.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.ValidationRule.
type ValidationRule struct {
	// Rule is the CEL expression.
	Rule string
	// Message is shown when the rule fails.
	Message string
	// MessageExpression is a CEL expression returning the message.
	MessageExpression string
	// Reason is the cause's reason; FieldValueInvalid when nil.
	Reason *FieldValueErrorReason
	// FieldPath, relative to the node, is where the error is reported.
	FieldPath string
	// OptionalOldSelf lets a transition rule run on create too, with
	// oldSelf an optional that is not set.
	OptionalOldSelf *bool
}

// JSON is any JSON value, kept as raw bytes.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.JSON.
type JSON struct {
	Raw []byte
}

// JSONSchemaURL is the $schema URL. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.JSONSchemaURL.
type JSONSchemaURL string

// JSONSchemaPropsOrArray is one schema or a list of schemas (items).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.JSONSchemaPropsOrArray.
type JSONSchemaPropsOrArray struct {
	Schema      *JSONSchemaProps
	JSONSchemas []JSONSchemaProps
}

// JSONSchemaPropsOrBool is a schema or a boolean (additionalProperties).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.JSONSchemaPropsOrBool.
type JSONSchemaPropsOrBool struct {
	Allows bool
	Schema *JSONSchemaProps
}

// JSONSchemaDependencies maps a property to a schema or a property list.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.JSONSchemaDependencies.
type JSONSchemaDependencies map[string]JSONSchemaPropsOrStringArray

// JSONSchemaPropsOrStringArray is a schema or a list of property names.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.JSONSchemaPropsOrStringArray.
type JSONSchemaPropsOrStringArray struct {
	Schema   *JSONSchemaProps
	Property []string
}

// JSONSchemaDefinitions are named schemas. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.JSONSchemaDefinitions.
type JSONSchemaDefinitions map[string]JSONSchemaProps

// ExternalDocumentation points to more documentation.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.ExternalDocumentation.
type ExternalDocumentation struct {
	Description string
	URL         string
}
