// Package discovery holds the internal types of the discovery.k8s.io
// group: the EndpointSlice, a slice of a Service's endpoints (addresses
// of one type, their readiness, node and zone, and the ports they share).
// kube-controller-manager's EndpointSlice controller writes them for
// every Service with a selector; kube-proxy and DNS read them.
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery.
//
// +k8s:deepcopy-gen=package
// +groupName=discovery.k8s.io
package discovery

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
