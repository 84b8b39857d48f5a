// Package storage builds the REST storage of replication controllers,
// replicationcontrollers/status and replicationcontrollers/scale (an
// autoscaling/v1 Scale, as for deployments): the generic registry Store
// with the replicationcontroller strategies, upstream's printer columns,
// the short name rc and the category all.
//
// Stage 03 (the master) adds it; the controlplane's legacy storage
// provider installs it under /api/v1.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller/storage.
package storage
