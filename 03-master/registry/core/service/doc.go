// Package service holds the strategies of services and services/status:
// a new service's status is cleared; a main-resource update keeps the
// status and the allocated clusterIP; a status update keeps the spec.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.
//
// An update keeps what was allocated when the client left it out,
// brings clusterIP and clusterIPs in step, and drops what a change of
// type leaves behind, as upstream's storage and strategy do.
//
// Left out: IP family and dual-stack defaulting, node port allocation
// (so a health check node port is never required), dropping disabled
// fields, releasing the ClusterIP of a service turned ExternalName. ClusterIP allocation belongs to the
// controlplane's allocator, which wraps this storage.
package service
