// Package runtime holds the Scheme, the registry that maps every API kind
// (group, version, kind) to a Go type and back, and knows how to create,
// default and convert those types; and the interfaces every serializer and
// codec implements.
//
// Stage 01 adds it. Upstream: k8s.io/apimachinery/pkg/runtime.
// Left out: unstructured objects (stage 04 adds them for custom resources),
// CBOR, and the Scheme's conversion of field selectors beyond the simple map
// of functions kept here.
//
// +k8s:protobuf-gen=package
package runtime

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
