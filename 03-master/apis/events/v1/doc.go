// Package v1 is version v1 of the events.k8s.io group: the Event with
// upstream's JSON names and protobuf numbers, and its conversions to
// core's internal Event (conversion.go maps the renamed fields: regarding
// is involvedObject, note is message, the deprecated* fields are
// source, firstTimestamp, lastTimestamp and count), and the field
// selectors it translates to core's (regarding.name is
// involvedObject.name ...).
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/api/events/v1 (types) and
// k8s.io/kubernetes/pkg/apis/events/v1 (conversions).
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/01-scheme/apis/core
// +k8s:defaulter-gen=TypeMeta
// +groupName=events.k8s.io
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
