// Package storage is the etcd storage of volumeattributesclasses: the generic Store with
// the volumeattributesclass strategy and upstream's table columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass/storage.
package storage
