// Package storagetesting is the conformance suite of storage.Interface:
// exported RunTestX functions that any implementation (etcd3 here; a
// registry Store's storage later) runs against a real backend, each
// taking the store to test and, where the test needs it, a way to compact
// or to ask for watch progress. The objects are core/v1 ConfigMaps
// stored as protobuf, under keys /configmaps/<namespace>/<name>.
//
// Stage 03 (03-master) adds it.
//
// Upstream: k8s.io/apiserver/pkg/storage/testing (store_tests.go,
// watcher_tests.go) at v1.37, whose tests these are modelled on.
//
// Left out: the watch-cache-only cases, the transformer and the
// consistent-read-from-cache cases, and the many corner cases of
// upstream's tables that test features left out here.
package storagetesting
