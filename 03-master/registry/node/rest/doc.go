// Package rest is the node.k8s.io group's storage provider: the
// controlplane asks it for the group's APIGroupInfo (runtimeclasses at v1)
// and installs it under /apis/node.k8s.io.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/node/rest.
package rest
