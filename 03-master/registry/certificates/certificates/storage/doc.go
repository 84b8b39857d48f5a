// Package storage is the etcd storage of certificatesigningrequests: the generic Store with
// the certificates strategy, a status subresource and upstream's table columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates/storage.
package storage
