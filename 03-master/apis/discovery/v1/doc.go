// Package v1 is version v1 of the discovery.k8s.io group: the
// EndpointSlice with upstream's JSON names and protobuf numbers, its
// defaults (a port's name "" and protocol TCP), and its conversions to
// the internal types of package discovery, generated.
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/api/discovery/v1 (types) and
// k8s.io/kubernetes/pkg/apis/discovery/v1 (defaults, conversions).
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/03-master/apis/discovery
// +k8s:defaulter-gen=TypeMeta
// +groupName=discovery.k8s.io
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
