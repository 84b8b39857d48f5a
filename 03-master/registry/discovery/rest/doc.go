// Package rest is the discovery.k8s.io group's storage provider: the
// controlplane asks it for the group's APIGroupInfo (endpointslices at
// v1) and installs it under /apis/discovery.k8s.io.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/discovery/rest.
package rest
