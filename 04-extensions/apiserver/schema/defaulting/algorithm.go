package defaulting

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
)

// isNonNullableNull says whether x is a null that s does not allow.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/defaulting.isNonNullableNull.
func isNonNullableNull(x interface{}, s *structuralschema.Structural) bool {
	return x == nil && s != nil && !s.Nullable
}

// Default sets, recursively, the default of every specified field that
// is missing or a null the schema does not allow, and of every such null
// array item or additionalProperties value. Defaults are deep-copied, so
// that objects never share the schema's values.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/defaulting.Default.
func Default(x interface{}, s *structuralschema.Structural) {
	if s == nil {
		return
	}
	defaultSchema(x, *s)
}

// defaultSchema is Default with the schema passed by value, for the same
// reason as pruneNonNullableNulls.
func defaultSchema(x interface{}, s structuralschema.Structural) {
	switch x := x.(type) {
	case map[string]interface{}:
		for k, prop := range s.Properties {
			if prop.Default.Object == nil {
				continue
			}
			if v, found := x[k]; !found || isNonNullableNull(v, &prop) {
				x[k] = unstructured.DeepCopyJSONValue(prop.Default.Object)
			}
		}
		for k, v := range x {
			if prop, found := s.Properties[k]; found {
				defaultSchema(v, prop)
			} else if s.AdditionalProperties != nil && s.AdditionalProperties.Structural != nil {
				ap := s.AdditionalProperties.Structural
				if isNonNullableNull(v, ap) && ap.Default.Object != nil {
					x[k] = unstructured.DeepCopyJSONValue(ap.Default.Object)
				}
				Default(x[k], ap)
			}
		}
	case []interface{}:
		for i, v := range x {
			if isNonNullableNull(v, s.Items) && s.Items.Default.Object != nil {
				x[i] = unstructured.DeepCopyJSONValue(s.Items.Default.Object)
			}
			Default(x[i], s.Items)
		}
	}
}

// PruneNonNullableNullsWithoutDefaults drops the object fields that are
// null though their schema is neither nullable nor defaulted, so that
// `foo: null` means "unset" rather than failing validation.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/defaulting.PruneNonNullableNullsWithoutDefaults.
func PruneNonNullableNullsWithoutDefaults(x interface{}, s *structuralschema.Structural) {
	if s == nil {
		return
	}
	pruneNonNullableNulls(x, *s)
}

// pruneNonNullableNulls is PruneNonNullableNullsWithoutDefaults with the
// schema passed by value: the address of a copy of a property's schema, as
// upstream takes it, is a heap allocation at every field of every object
// (the recursion defeats escape analysis); a value stays on the stack
// (issue 34).
func pruneNonNullableNulls(x interface{}, s structuralschema.Structural) {
	switch x := x.(type) {
	case map[string]interface{}:
		for k, v := range x {
			sub, ok := s.Properties[k]
			if !ok {
				if s.AdditionalProperties == nil || s.AdditionalProperties.Structural == nil {
					continue
				}
				sub = *s.AdditionalProperties.Structural
			}
			if v == nil && sub.Default.Object == nil && !sub.Nullable {
				delete(x, k)
				continue
			}
			pruneNonNullableNulls(v, sub)
		}
	case []interface{}:
		if s.Items == nil {
			return
		}
		for _, v := range x {
			pruneNonNullableNulls(v, *s.Items)
		}
	}
}
