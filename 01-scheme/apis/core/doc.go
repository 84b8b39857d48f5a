// Package core holds the internal types of the core API group (the group
// with the empty name, served under /api/v1): the version-free Go structs
// the server's own code works on. Decoding converts a request's v1 object
// into these types; encoding converts back. They have no json or protobuf
// tags because they never go on the wire.
//
// Readers import it as core (upstream code often says api). Stage 01 adds
// it. Upstream: k8s.io/kubernetes/pkg/apis/core.
//
// The internal types differ from v1 where upstream's do, so that
// conversion has real work to do: the host namespace switches (hostNetwork,
// hostPID, hostIPC) live in PodSecurityContext, not in PodSpec; PodSpec has
// no deprecated serviceAccount alias; Secret has no stringData (decoding
// merges it into data).
//
// Kinds carried: Namespace, Pod, ConfigMap, Secret, Service,
// ServiceAccount, Endpoints, Event, LimitRange, ResourceQuota, Node,
// PersistentVolume, PersistentVolumeClaim, ReplicationController,
// PodTemplate, ComponentStatus and their lists, and Binding (one file of
// types per kind added for the control plane: types_node.go ...). Left
// out: the pod subresource options (PodLogOptions, PodExecOptions ...),
// and within the kinds carried the fields listed in package v1's
// documentation.
//
// +k8s:deepcopy-gen=package
package core

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
