// Package factory builds storage.Interface values from a
// storagebackend.Config: it opens (or, for the embedded etcd, starts)
// one etcd client per backend, shares it between every resource, runs
// one compactor per backend, and releases everything when the last
// resource's DestroyFunc is called.
//
// Stage 03 (03-master) adds it.
//
// Upstream: k8s.io/apiserver/pkg/storage/storagebackend/factory
// (factory.go, etcd3.go) at v1.37.
//
// Left out: the storage type switch, the egress dialer, transformers,
// the db-size and object-count monitors, the kms health checks.
package factory
