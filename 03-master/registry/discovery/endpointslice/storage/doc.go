// Package storage builds the storage of endpoint slices on the registry
// Store (keys /registry/endpointslices/<namespace>/<name>), with
// upstream's printer columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice/storage.
package storage
