package schema

import "github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"

// Structural is a structural schema: every field and array item is
// specified with a type outside of the logical junctors, so that the
// server can prune, default and coerce without evaluating allOf, anyOf,
// oneOf or not.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.Structural.
type Structural struct {
	Items                *Structural
	Properties           map[string]Structural
	AdditionalProperties *StructuralOrBool

	Generic
	Extensions

	ValueValidation *ValueValidation
}

// StructuralOrBool is additionalProperties: a schema, or a bool that
// allows (true) or forbids (false) unspecified fields.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.StructuralOrBool.
type StructuralOrBool struct {
	Structural *Structural
	Bool       bool
}

// Generic holds the generic, non-validating fields of a schema.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.Generic.
type Generic struct {
	Description string
	// Type is empty, object, array, number, integer, boolean or string;
	// it is empty only with x-kubernetes-preserve-unknown-fields or
	// x-kubernetes-int-or-string.
	Type     string
	Title    string
	Default  JSON
	Nullable bool
}

// Extensions holds the Kubernetes vendor extensions of a schema.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.Extensions.
type Extensions struct {
	// XPreserveUnknownFields stops pruning of unspecified fields below
	// this node.
	XPreserveUnknownFields bool
	// XEmbeddedResource marks an object that is a whole Kubernetes
	// object, with apiVersion, kind and metadata.
	XEmbeddedResource bool
	// XIntOrString accepts an integer or a string.
	XIntOrString bool
	// XListMapKeys are the keys of a list-type map.
	XListMapKeys []string
	// XListType is atomic, set or map.
	XListType *string
	// XMapType is atomic or granular.
	XMapType *string
	// XValidations are the CEL rules of this node (package schema/cel
	// compiles them).
	XValidations apiextensions.ValidationRules
}

// ValueValidation holds the value validations of a schema.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.ValueValidation.
type ValueValidation struct {
	Format           string
	Maximum          *float64
	ExclusiveMaximum bool
	Minimum          *float64
	ExclusiveMinimum bool
	MaxLength        *int64
	MinLength        *int64
	Pattern          string
	MaxItems         *int64
	MinItems         *int64
	UniqueItems      bool
	MultipleOf       *float64
	Enum             []JSON
	MaxProperties    *int64
	MinProperties    *int64
	Required         []string
	AllOf            []NestedValueValidation
	OneOf            []NestedValueValidation
	AnyOf            []NestedValueValidation
	Not              *NestedValueValidation
}

// NestedValueValidation is a schema under a logical junctor. Its
// generic fields and extensions must be empty in a structural schema:
// they are kept here only so that ValidateStructural can say so.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.NestedValueValidation.
type NestedValueValidation struct {
	ValueValidation

	Items                *NestedValueValidation
	Properties           map[string]NestedValueValidation
	AdditionalProperties *NestedValueValidation

	// ForbiddenGenerics must be empty.
	ForbiddenGenerics Generic
	// ForbiddenExtensions must be empty.
	ForbiddenExtensions Extensions
}

// JSON is a decoded JSON value (a default or an enum value):
// map[string]interface{}, []interface{}, string, int64, float64, bool or
// nil. Object is nil when the value is undefined.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.JSON.
type JSON struct {
	Object interface{}
}
