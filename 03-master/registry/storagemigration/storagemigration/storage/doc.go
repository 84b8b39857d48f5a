// Package storage is the etcd storage of storageversionmigrations: the generic Store with
// the storagemigration strategy, a status subresource and upstream's table columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration/storage.
package storage
