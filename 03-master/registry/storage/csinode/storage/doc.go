// Package storage is the etcd storage of csinodes: the generic Store with
// the csinode strategy, a status subresource and upstream's table columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode/storage.
package storage
