// Package storage is the etcd storage of storageclasses: the generic Store with
// the storageclass strategy and upstream's table columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass/storage.
package storage
