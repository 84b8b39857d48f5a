// Package storage builds the REST storage of resource quotas and of
// resourcequotas/status: the generic registry Store with the
// resourcequota strategies, upstream's printer columns (NAME REQUEST
// LIMIT AGE) and the short name `quota`.
//
// Stage 03 (the master) adds it; the controlplane's legacy storage
// provider installs it under /api/v1.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota/storage.
//
// Left out: the watch cache.
package storage
