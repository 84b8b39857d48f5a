// Package v1beta1 is wardle.example.com/v1beta1: Flunder only (fischers are
// served in v1alpha1 alone), with the internal spec's shape
// (flunderReference, fischerReference, referenceType), so the Converter's
// field-by-field fallback converts it and no function is written.
// Install makes it the group's preferred version, as upstream does.
//
// Stage 05 adds it. Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1beta1.
// Left out: protobuf.
//
// +k8s:deepcopy-gen=package
package v1beta1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
