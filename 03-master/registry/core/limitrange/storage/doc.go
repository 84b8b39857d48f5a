// Package storage builds the REST storage of limit ranges: the generic
// registry Store with the limitrange strategy, the default table (NAME,
// CREATED AT, as upstream, which has no printer for them) and the short
// name `limits`.
//
// Stage 03 (the master) adds it; the controlplane's legacy storage
// provider installs it under /api/v1.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange/storage.
//
// Left out: the watch cache.
package storage
