// Package storage builds the REST storage of secrets: the generic registry
// Store with the secret strategy and upstream's printer columns
// (secrets have no short name upstream).
//
// Stage 03 (the master) adds it; the controlplane's legacy storage
// provider installs it under /api/v1.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret/storage.
//
// Left out: the watch cache.
package storage
