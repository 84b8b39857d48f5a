// Package storage is the etcd storage of csistoragecapacities: the generic Store with
// the csistoragecapacity strategy and upstream's table columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity/storage.
package storage
