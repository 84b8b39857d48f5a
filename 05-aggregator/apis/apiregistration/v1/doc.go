// Package v1 is version v1 of the apiregistration.k8s.io group, the one
// kubectl speaks: APIService with upstream's JSON names and the default
// service port. Its types have exactly the internal package's shape, so
// conversion-gen writes every conversion (zz_generated.conversion.go).
//
// Stage 05 adds it. Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.
//
// +k8s:deepcopy-gen=package
// +k8s:defaulter-gen=TypeMeta
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
