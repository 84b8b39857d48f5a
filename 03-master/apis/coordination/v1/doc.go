// Package v1 is version v1 of the coordination.k8s.io group, the one
// client-go's leader election speaks: the Lease with upstream's JSON
// names and protobuf numbers, and its conversions to the internal type of
// package coordination, generated (the two shapes are the same). A Lease
// has no defaults.
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/api/coordination/v1 (types) and
// k8s.io/kubernetes/pkg/apis/coordination/v1 (registration, conversions).
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/03-master/apis/coordination
// +k8s:defaulter-gen=TypeMeta
// +groupName=coordination.k8s.io
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
