// Package storage builds the REST storage of persistent volume claims and
// persistentvolumeclaims/status: the generic registry Store with the
// persistentvolumeclaim strategies, upstream's printer columns and the short
// name pvc.
//
// Stage 03 (the master) adds it; the controlplane's legacy storage
// provider installs it under /api/v1.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim/storage.
package storage
