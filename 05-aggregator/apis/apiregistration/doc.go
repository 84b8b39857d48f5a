// Package apiregistration holds the internal types of the
// apiregistration.k8s.io group: APIService, which tells the aggregator
// that one group-version is served either locally (by the rest of the
// chain: spec.service unset) or by another API server behind a Service.
//
// The internal types have exactly the shape of apiregistration.k8s.io/v1,
// so conversion-gen writes every conversion function and none is written
// by hand. (Upstream's internal ServiceReference
// has a plain int32 port; ours keeps v1's *int32, defaulted to 443.)
//
// Stage 05 adds it. Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.
// Left out: v1beta1 (served upstream only for old clients), protobuf.
//
// +k8s:deepcopy-gen=package
package apiregistration

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
