// Package schema holds the structural schema of a custom resource: the
// OpenAPI v3 schema of a CRD version reduced to what the server reasons
// about (types, properties, items, defaults and the x-kubernetes-*
// extensions), with the value validations (min, max, pattern, allOf ...)
// kept aside. Pruning, defaulting, metadata coercion and list-type
// validation (the sub-packages) walk a Structural, not the raw schema.
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema.
//
// The structural schema carries the CEL rules (x-kubernetes-validations)
// that 04-extensions/apiserver/schema/cel compiles; under junctors they
// are forbidden.
//
// Left out: the ValidationOptions that
// relax the rules for native types, the unfold/skeleton/visitor helpers,
// and the ExternalDocs check under logical junctors. Values are not
// validated here: the schema validator of
// 04-extensions/apiserver/validation does that from the original
// JSONSchemaProps, including allOf/anyOf/oneOf/not.
package schema
