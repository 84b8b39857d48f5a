// Package storage is the persistence contract of the API server: the
// Interface every registry Store talks to, the errors it returns, the
// SelectionPredicate that filters lists and watches, the Versioner that
// moves etcd revisions into resourceVersion fields, and the continue tokens
// of paged lists.
//
// Stage 03 (03-master) adds it. The etcd3 subpackage implements Interface
// on etcd; storagebackend builds one from a Config; testing holds the
// conformance suite every implementation must pass.
//
// Upstream: k8s.io/apiserver/pkg/storage at v1.37.
//
// Left out: the watch cache (cacher), storage encryption (value
// transformers), the feature gates around consistent reads from cache,
// GetCurrentResourceVersion/Stats/CompactRevision on Interface, and
// RequestWatchProgress (tests call the etcd client's RequestProgress).
package storage
