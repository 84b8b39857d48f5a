// Package v1 is version v1 of the flowcontrol.apiserver.k8s.io group,
// the one kubectl speaks: FlowSchema and PriorityLevelConfiguration with
// upstream's JSON names and protobuf numbers, their defaults, and their
// conversions to the internal types of package flowcontrol. Only
// LimitedPriorityLevelConfiguration needs a hand-written conversion (a
// *int32 on the wire, an int32 inside); the Converter's field-by-field
// fallback does the rest.
//
// Stage 06 adds it. Upstream: k8s.io/api/flowcontrol/v1 (types) and
// k8s.io/kubernetes/pkg/apis/flowcontrol/v1 (defaults, conversions).
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol
// +k8s:defaulter-gen=TypeMeta
// +groupName=flowcontrol.apiserver.k8s.io
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
