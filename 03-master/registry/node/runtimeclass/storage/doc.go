// Package storage builds the storage of runtime classes on the registry
// Store (keys /registry/runtimeclasses/<name>), with upstream's printer
// columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass/storage.
package storage
