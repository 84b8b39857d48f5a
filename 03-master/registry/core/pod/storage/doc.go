// Package storage builds the REST storage of pods and pods/status, with
// the short name po, the `all` category and upstream's printer columns.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage (NewStorage,
// which returns a PodStorage with many more subresources).
//
// Left out: binding, eviction, log, exec, attach, portforward, proxy,
// ephemeralcontainers, resize; the watch cache; GetResetFields.
package storage
