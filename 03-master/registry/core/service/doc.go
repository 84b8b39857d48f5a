// Package service holds the strategies of services and services/status:
// a new service's status is cleared; a main-resource update keeps the
// status and the allocated clusterIP; a status update keeps the spec.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.
//
// Left out: IP family and dual-stack defaulting, node port allocation,
// dropping disabled fields. ClusterIP allocation belongs to the
// controlplane's allocator, which wraps this storage.
package service
