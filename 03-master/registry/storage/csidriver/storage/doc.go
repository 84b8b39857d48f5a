// Package storage is the etcd storage of csidrivers: the generic Store with
// the csidriver strategy and upstream's table columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver/storage.
package storage
