// Package json encodes and decodes API objects as JSON and YAML, and frames
// watch streams of them.
//
// Decoding reads apiVersion and kind first (the MetaFactory), asks the Scheme
// for an empty object of that kind and unmarshals into it, case-sensitively
// and keeping integers as int64, as upstream does through sigs.k8s.io/json.
// In strict mode unknown and duplicate fields are collected and returned as
// a runtime.StrictDecodingError next to the decoded object, so the caller
// (fieldValidation=Warn or Strict) decides what they mean. YAML is turned
// into JSON first (sigs.k8s.io/yaml) and then decoded the same way.
//
// With StreamingCollectionsEncoding a list is written one item at a time
// (collections.go), the same bytes as the whole encoding.
//
// Stage 01 adds it. Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.
// Left out: the CBOR serializer and the streaming YAML decoder of multi-
// document files (kubectl splits those client-side).
package json
