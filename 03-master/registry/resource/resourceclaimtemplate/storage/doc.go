// Package storage is the etcd storage of resourceclaimtemplates: the generic Store with
// the resourceclaimtemplate strategy and upstream's table columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate/storage.
package storage
