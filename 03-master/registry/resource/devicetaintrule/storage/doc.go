// Package storage is the etcd storage of devicetaintrules: the generic Store with
// the devicetaintrule strategy, a status subresource and upstream's table columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule/storage.
package storage
