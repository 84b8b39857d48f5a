// Package node holds the internal types of the node.k8s.io group: the
// RuntimeClass, which names a container runtime configuration (a CRI
// handler such as runc or kata) pods can ask for, with the overhead it
// adds to a pod and where its pods may be scheduled.
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/kubernetes/pkg/apis/node.
//
// +k8s:deepcopy-gen=package
// +groupName=node.k8s.io
package node

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
