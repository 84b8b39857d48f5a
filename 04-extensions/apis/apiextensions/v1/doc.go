// Package v1 is version v1 of the apiextensions.k8s.io group, the one
// kubectl speaks: CustomResourceDefinition with upstream's JSON names, the
// custom JSON (un)marshalling of the schema's either-or fields, and the
// defaults. Its types have exactly the internal package's shape, so
// conversion-gen writes every conversion (zz_generated.conversion.go).
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.
// Left out: generated protobuf code (stage 01's reflective codec uses the
// protobuf tags), ConversionReview.
//
// +k8s:deepcopy-gen=package
// +k8s:defaulter-gen=TypeMeta
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
