// Package registrytest gives the per-resource registries' tests a
// storage: an embedded etcd in a temporary directory, behind a
// RESTOptionsGetter that stores each resource in its group's preferred
// version under /registry/<resource>, as the master does.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/registrytest (NewEtcdStorage,
// which runs an etcd test server).
//
// Left out: the watch cache, the storage factory's per-resource
// encodings (the tests store JSON; the master stores protobuf).
package registrytest
