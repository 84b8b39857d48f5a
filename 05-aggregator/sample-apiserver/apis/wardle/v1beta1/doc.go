// Package v1beta1 is wardle.example.com/v1beta1: Flunder only (fischers are
// served in v1alpha1 alone), with the internal spec's shape
// (flunderReference, fischerReference, referenceType), so conversion-gen
// writes every conversion and none is written by hand.
// Install makes it the group's preferred version, as upstream does.
//
// Stage 05 adds it. Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1beta1.
// Left out: protobuf.
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle
package v1beta1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
