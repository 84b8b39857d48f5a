// Package storage is the persistence contract of the API server: the
// Interface every registry Store talks to, the errors it returns, the
// SelectionPredicate that filters lists and watches, the Versioner that
// moves etcd revisions into resourceVersion fields, and the continue tokens
// of paged lists.
//
// Stage 03 (03-master) adds it. The etcd3 subpackage implements Interface
// on etcd; cacher is the watch cache in front of it; storagebackend builds
// one from a Config; testing holds the conformance suite every
// implementation (etcd3 and cacher) must pass.
//
// Upstream: k8s.io/apiserver/pkg/storage at v1.37.
//
// Left out: storage encryption (value transformers), the feature gates
// around consistent reads from cache (always on in the cacher),
// GetCurrentResourceVersion/Stats/CompactRevision on Interface, and
// RequestWatchProgress on Interface (the etcd3 store and the Cacher have
// both methods; the Cacher finds the store's by type assertion).
package storage
