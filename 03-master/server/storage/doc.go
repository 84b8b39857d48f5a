// Package storage holds what a group's storage provider asks about the
// server's configuration before it builds a version's storage: the
// APIResourceConfigSource (--runtime-config). It sits below both the
// controlplane, which builds the config, and the providers of
// registry/<group>/rest, which read it, so that the controlplane can list
// those providers without an import cycle, as upstream's pkg/controlplane
// lists pkg/registry/<group>/rest.
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/apiserver/pkg/server/storage (resource_config.go).
// Left out: the rest of that package (the storage factory, which lives
// in 03-master/controlplane, and per-resource switches).
package storage
