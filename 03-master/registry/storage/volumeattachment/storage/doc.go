// Package storage is the etcd storage of volumeattachments: the generic Store with
// the volumeattachment strategy, a status subresource and upstream's table columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment/storage.
package storage
