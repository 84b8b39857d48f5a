// Package v1 is version v1 of the scheduling.k8s.io group: the
// PriorityClass with upstream's JSON names and protobuf numbers, its
// default (preemptionPolicy PreemptLowerPriority), the system priority
// classes the server creates at start, and conversions to the internal
// types of package scheduling, generated.
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/api/scheduling/v1 (types) and
// k8s.io/kubernetes/pkg/apis/scheduling/v1 (defaults, helpers.go,
// conversions).
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/03-master/apis/scheduling
// +k8s:defaulter-gen=TypeMeta
// +groupName=scheduling.k8s.io
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
