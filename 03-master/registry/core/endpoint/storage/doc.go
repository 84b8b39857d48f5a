// Package storage builds the REST storage of endpoints: the generic registry
// Store with the endpoint strategy, upstream's printer columns and short
// names.
//
// Stage 03 (the master) adds it; the controlplane's legacy storage
// provider installs it under /api/v1.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint/storage.
//
// Left out: the watch cache.
package storage
