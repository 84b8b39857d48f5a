// Package etcd3 implements storage.Interface on etcd's v3 API: an object
// is one key (<prefix>/<resource>/<namespace>/<name>) holding the
// object's bytes in the storage codec's media type; its resourceVersion
// is the key's ModRevision; a create is a transaction guarded by
// CreateRevision == 0, an update one guarded by ModRevision == the
// revision read (optimistic concurrency); a list is a range read at one
// revision; a watch is an etcd watch from a revision; compaction makes old
// revisions unreadable, which clients see as 410 Gone (Expired).
//
// Stage 03 (03-master) adds it.
//
// Upstream: k8s.io/apiserver/pkg/storage/etcd3 at v1.37.
//
// Each etcd call (not watches) is timed and counted by operation, group
// and resource in etcd_request_duration_seconds, etcd_requests_total and
// etcd_request_errors_total (package etcd3/metrics), as upstream.
//
// Left out: value transformers (encryption at rest), the lease manager
// (each TTL write grants its own lease), tracing, the storage metrics
// other than the request series (see etcd3/metrics), the feature-gated
// stats paths. GetCurrentResourceVersion (on the store, not
// on storage.Interface) gives the watch cache (storage/cacher) etcd's
// revision for its consistent reads. Added, because the store also serves
// with --watch-cache=false: SendInitialEvents (watch-list), which upstream
// serves from the cacher only. Changed, for a start holding many objects
// (list.go, issue 34), with the same lists and errors: a list with no
// limit (a watch cache's first list) is read in ranges of 10,000 keys at
// one revision, the next range read while the current one is decoded,
// where upstream reads one range (its cacher's reflector asks for pages
// of 10,000 one after the other); a page of 1,024 objects or more is
// decoded on every core (upstream decodes one object after the other);
// without a selector, items are decoded straight into the list's slice.
package etcd3
