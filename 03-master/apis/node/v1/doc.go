// Package v1 is version v1 of the node.k8s.io group: the RuntimeClass
// with upstream's JSON names and protobuf numbers, and its conversions to
// the internal types of package node, generated. A RuntimeClass has no
// defaults of its own (its tolerations get core's).
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/api/node/v1 (types) and
// k8s.io/kubernetes/pkg/apis/node/v1 (conversions).
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/03-master/apis/node
// +k8s:defaulter-gen=TypeMeta
// +groupName=node.k8s.io
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
