// Package storage is the etcd storage of deviceclasses: the generic Store with
// the deviceclass strategy and upstream's table columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass/storage.
package storage
