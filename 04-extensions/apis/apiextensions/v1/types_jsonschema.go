package v1

// JSONSchemaProps is a JSON-Schema following Specification Draft 4, as
// OpenAPI v3 uses it, with the x-kubernetes-* extensions.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaProps.
type JSONSchemaProps struct {
	ID                   string                     `json:"id,omitempty" protobuf:"bytes,1,opt,name=id"`
	Schema               JSONSchemaURL              `json:"$schema,omitempty" protobuf:"bytes,2,opt,name=schema"`
	Ref                  *string                    `json:"$ref,omitempty" protobuf:"bytes,3,opt,name=ref"`
	Description          string                     `json:"description,omitempty" protobuf:"bytes,4,opt,name=description"`
	Type                 string                     `json:"type,omitempty" protobuf:"bytes,5,opt,name=type"`
	Format               string                     `json:"format,omitempty" protobuf:"bytes,6,opt,name=format"`
	Title                string                     `json:"title,omitempty" protobuf:"bytes,7,opt,name=title"`
	Default              *JSON                      `json:"default,omitempty" protobuf:"bytes,8,opt,name=default"`
	Maximum              *float64                   `json:"maximum,omitempty" protobuf:"bytes,9,opt,name=maximum"`
	ExclusiveMaximum     bool                       `json:"exclusiveMaximum,omitempty" protobuf:"bytes,10,opt,name=exclusiveMaximum"`
	Minimum              *float64                   `json:"minimum,omitempty" protobuf:"bytes,11,opt,name=minimum"`
	ExclusiveMinimum     bool                       `json:"exclusiveMinimum,omitempty" protobuf:"bytes,12,opt,name=exclusiveMinimum"`
	MaxLength            *int64                     `json:"maxLength,omitempty" protobuf:"bytes,13,opt,name=maxLength"`
	MinLength            *int64                     `json:"minLength,omitempty" protobuf:"bytes,14,opt,name=minLength"`
	Pattern              string                     `json:"pattern,omitempty" protobuf:"bytes,15,opt,name=pattern"`
	MaxItems             *int64                     `json:"maxItems,omitempty" protobuf:"bytes,16,opt,name=maxItems"`
	MinItems             *int64                     `json:"minItems,omitempty" protobuf:"bytes,17,opt,name=minItems"`
	UniqueItems          bool                       `json:"uniqueItems,omitempty" protobuf:"bytes,18,opt,name=uniqueItems"`
	MultipleOf           *float64                   `json:"multipleOf,omitempty" protobuf:"bytes,19,opt,name=multipleOf"`
	Enum                 []JSON                     `json:"enum,omitempty" protobuf:"bytes,20,rep,name=enum"`
	MaxProperties        *int64                     `json:"maxProperties,omitempty" protobuf:"bytes,21,opt,name=maxProperties"`
	MinProperties        *int64                     `json:"minProperties,omitempty" protobuf:"bytes,22,opt,name=minProperties"`
	Required             []string                   `json:"required,omitempty" protobuf:"bytes,23,rep,name=required"`
	Items                *JSONSchemaPropsOrArray    `json:"items,omitempty" protobuf:"bytes,24,opt,name=items"`
	AllOf                []JSONSchemaProps          `json:"allOf,omitempty" protobuf:"bytes,25,rep,name=allOf"`
	OneOf                []JSONSchemaProps          `json:"oneOf,omitempty" protobuf:"bytes,26,rep,name=oneOf"`
	AnyOf                []JSONSchemaProps          `json:"anyOf,omitempty" protobuf:"bytes,27,rep,name=anyOf"`
	Not                  *JSONSchemaProps           `json:"not,omitempty" protobuf:"bytes,28,opt,name=not"`
	Properties           map[string]JSONSchemaProps `json:"properties,omitempty" protobuf:"bytes,29,rep,name=properties"`
	AdditionalProperties *JSONSchemaPropsOrBool     `json:"additionalProperties,omitempty" protobuf:"bytes,30,opt,name=additionalProperties"`
	PatternProperties    map[string]JSONSchemaProps `json:"patternProperties,omitempty" protobuf:"bytes,31,rep,name=patternProperties"`
	Dependencies         JSONSchemaDependencies     `json:"dependencies,omitempty" protobuf:"bytes,32,opt,name=dependencies"`
	AdditionalItems      *JSONSchemaPropsOrBool     `json:"additionalItems,omitempty" protobuf:"bytes,33,opt,name=additionalItems"`
	Definitions          JSONSchemaDefinitions      `json:"definitions,omitempty" protobuf:"bytes,34,opt,name=definitions"`
	ExternalDocs         *ExternalDocumentation     `json:"externalDocs,omitempty" protobuf:"bytes,35,opt,name=externalDocs"`
	Example              *JSON                      `json:"example,omitempty" protobuf:"bytes,36,opt,name=example"`
	Nullable             bool                       `json:"nullable,omitempty" protobuf:"bytes,37,opt,name=nullable"`

	// XPreserveUnknownFields stops pruning of fields the schema does not name.
	XPreserveUnknownFields *bool `json:"x-kubernetes-preserve-unknown-fields,omitempty" protobuf:"bytes,38,opt,name=xKubernetesPreserveUnknownFields"`
	// XEmbeddedResource marks an object holding apiVersion, kind and metadata.
	XEmbeddedResource bool `json:"x-kubernetes-embedded-resource,omitempty" protobuf:"bytes,39,opt,name=xKubernetesEmbeddedResource"`
	// XIntOrString accepts an integer or a string.
	XIntOrString bool `json:"x-kubernetes-int-or-string,omitempty" protobuf:"bytes,40,opt,name=xKubernetesIntOrString"`
	// XListMapKeys are the keys of a list of type map.
	XListMapKeys []string `json:"x-kubernetes-list-map-keys,omitempty" protobuf:"bytes,41,rep,name=xKubernetesListMapKeys"`
	// XListType is atomic, set or map.
	XListType *string `json:"x-kubernetes-list-type,omitempty" protobuf:"bytes,42,opt,name=xKubernetesListType"`
	// XMapType is granular or atomic.
	XMapType *string `json:"x-kubernetes-map-type,omitempty" protobuf:"bytes,43,opt,name=xKubernetesMapType"`
	// XValidations are CEL validation rules, scoped to this node.
	XValidations ValidationRules `json:"x-kubernetes-validations,omitempty" patchStrategy:"merge" patchMergeKey:"rule" protobuf:"bytes,44,rep,name=xKubernetesValidations"`
}

// FieldValueErrorReason is the reason a CEL rule reports when it fails.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.FieldValueErrorReason.
type FieldValueErrorReason string

// The reasons a rule may report; FieldValueInvalid is the default.
const (
	FieldValueRequired  FieldValueErrorReason = "FieldValueRequired"
	FieldValueDuplicate FieldValueErrorReason = "FieldValueDuplicate"
	FieldValueInvalid   FieldValueErrorReason = "FieldValueInvalid"
	FieldValueForbidden FieldValueErrorReason = "FieldValueForbidden"
)

// ValidationRules is the list of CEL rules of a schema node.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.ValidationRules.
type ValidationRules []ValidationRule

// ValidationRule is one CEL rule: an expression over self (and oldSelf
// for a transition rule) that must return true.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.ValidationRule.
type ValidationRule struct {
	Rule              string                 `json:"rule" protobuf:"bytes,1,opt,name=rule"`
	Message           string                 `json:"message,omitempty" protobuf:"bytes,2,opt,name=message"`
	MessageExpression string                 `json:"messageExpression,omitempty" protobuf:"bytes,3,opt,name=messageExpression"`
	Reason            *FieldValueErrorReason `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason"`
	FieldPath         string                 `json:"fieldPath,omitempty" protobuf:"bytes,5,opt,name=fieldPath"`
	OptionalOldSelf   *bool                  `json:"optionalOldSelf,omitempty" protobuf:"bytes,6,opt,name=optionalOldSelf"`
}

// JSON is any JSON value, kept as raw bytes.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSON.
type JSON struct {
	Raw []byte `json:"-" protobuf:"bytes,1,opt,name=raw"`
}

// JSONSchemaURL is the $schema URL. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaURL.
type JSONSchemaURL string

// JSONSchemaPropsOrArray is one schema or a list of schemas (items).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaPropsOrArray.
type JSONSchemaPropsOrArray struct {
	Schema      *JSONSchemaProps  `protobuf:"bytes,1,opt,name=schema"`
	JSONSchemas []JSONSchemaProps `protobuf:"bytes,2,rep,name=jSONSchemas"`
}

// JSONSchemaPropsOrBool is a schema or a boolean (additionalProperties).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaPropsOrBool.
type JSONSchemaPropsOrBool struct {
	Allows bool             `protobuf:"varint,1,opt,name=allows"`
	Schema *JSONSchemaProps `protobuf:"bytes,2,opt,name=schema"`
}

// JSONSchemaDependencies maps a property to a schema or a property list.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaDependencies.
type JSONSchemaDependencies map[string]JSONSchemaPropsOrStringArray

// JSONSchemaPropsOrStringArray is a schema or a list of property names.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaPropsOrStringArray.
type JSONSchemaPropsOrStringArray struct {
	Schema   *JSONSchemaProps `protobuf:"bytes,1,opt,name=schema"`
	Property []string         `protobuf:"bytes,2,rep,name=property"`
}

// JSONSchemaDefinitions are named schemas. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSONSchemaDefinitions.
type JSONSchemaDefinitions map[string]JSONSchemaProps

// ExternalDocumentation points to more documentation.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.ExternalDocumentation.
type ExternalDocumentation struct {
	Description string `json:"description,omitempty" protobuf:"bytes,1,opt,name=description"`
	URL         string `json:"url,omitempty" protobuf:"bytes,2,opt,name=url"`
}
