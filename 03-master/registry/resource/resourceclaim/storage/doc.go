// Package storage is the etcd storage of resourceclaims: the generic Store with
// the resourceclaim strategy, a status subresource and upstream's table columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim/storage.
package storage
