// Package unstructured holds objects as the JSON they came from: an
// Unstructured is a map[string]interface{} with accessors for apiVersion,
// kind and metadata, an UnstructuredList is a list of them, and
// UnstructuredJSONScheme reads and writes both without a Scheme.
//
// Stage 01 adds it, next to the typed objects, because it answers the
// question the Scheme cannot: what does a server do with a kind it has no
// Go type for? Stage 04 serves custom resources with it (their kinds exist
// only in a CustomResourceDefinition stored at run time); clients such as
// kubectl and client-go's dynamic client use the same type. The values in
// the map are what JSON decodes to, with integers kept as int64:
// map[string]interface{}, []interface{}, string, int64, float64, bool, nil.
//
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured, at
// Kubernetes v1.37. Left out: the converter between typed and unstructured
// objects (runtime.DefaultUnstructuredConverter; we round-trip through JSON
// where we need it), CBOR, and the field-by-field helpers nobody here calls.
package unstructured
