// Package v1 is version v1 of resource.k8s.io, with upstream's JSON names
// and protobuf numbers, its defaults (a request's allocationMode
// ExactCount and count 1, a toleration's operator Equal, a taint rule's
// effect) and generated conversions to the internal types.
//
// Stage 03 adds it. Upstream: k8s.io/api/resource/v1 (types) and
// k8s.io/kubernetes/pkg/apis/resource/v1 (defaults, conversions).
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/03-master/apis/resource
// +k8s:defaulter-gen=TypeMeta
// +groupName=resource.k8s.io
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
