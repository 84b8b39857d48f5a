// Package storage is the etcd storage of podcertificaterequests: the generic Store with
// the podcertificaterequest strategy, a status subresource and upstream's table columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest/storage.
package storage
