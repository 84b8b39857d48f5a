// Package storage is the etcd storage of resourceslices: the generic Store with
// the resourceslice strategy and upstream's table columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice/storage.
package storage
