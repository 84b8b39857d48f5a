// Package storage builds the storage of leases on the registry Store
// (keys /registry/leases/<namespace>/<name>), with upstream's printer
// columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease/storage.
package storage
