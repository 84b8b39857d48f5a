// Package storage builds the REST storage of persistent volumes and
// persistentvolumes/status: the generic registry Store with the
// persistentvolume strategies, upstream's printer columns and the short
// name pv.
//
// Stage 03 (the master) adds it; the controlplane's legacy storage
// provider installs it under /api/v1.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume/storage.
package storage
