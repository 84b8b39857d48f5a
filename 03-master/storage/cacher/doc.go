// Package cacher is the watch cache: a storage.Interface in front of the
// etcd3 store that keeps every object of one resource in memory, decoded
// once as it came from etcd, and serves lists, gets and watches from
// there. Writes go straight to etcd; the cache learns about them, like
// about every other change, from its own watch.
//
// One reflector per resource lists the resource from etcd, then watches
// it from the list's revision (re-listing after an error or a 410). It
// feeds a watchCache: the objects by key (in key order, so a namespace is
// one contiguous range, the way etcd keeps it, and a key is found by
// binary search: no map by key beside them, as upstream's btree has
// none) with their labels extracted once, and a ring of the recent
// events with their resourceVersions. A list's elements are made on every
// core (watchCache.newElements: a first list of 100,000 objects is what
// /readyz waits for at a start); upstream makes them one after the other.
//
// A departure from upstream, for memory: upstream's storeElement and
// watchCacheEvent hold each object's field set (metadata.name,
// metadata.namespace and the resource's own fields) as a map, ~290 bytes
// for a ConfigMap, 28 MB of a server holding 100,000. Ours extracts it
// when a field selector asks: for a list, from the elements whose labels
// already match; for a watch, once per event for all the recursive
// watchers that select on fields (watchCache.fieldWatchers: the watchers
// get a copy of the event with them, the ring's event keeps none), or by
// the watcher itself when it watches one key or replays the ring;
// for the field indexes, as an object enters and leaves them. A field
// selector on metadata.name without paging never walks a range: the
// registry turns it into a get, or a watch of one key, as upstream's does
// (SelectionPredicate.MatchesSingle). What selects what is unchanged.
// For the same reason a ring event points at its two elements (the
// object after and before the change) rather than copying their key,
// objects and labels as upstream's does: 80 bytes instead of 144. And the
// cached objects with equal labels share one labels map (labelMaps,
// shared_labels.go): a quarter of a decoded ConfigMap's weight, which
// upstream keeps per object.
//
// The ring starts at 100 events and doubles, up to 100*1024, whenever
// it is full and its oldest event is younger than 75s; it halves, down to 100, when even its newest quarter is older
// (resizeCacheLocked, as upstream's). Config.EventsHistorySize (a size
// of --watch-cache-sizes) fixes it instead. Watches are fanned out from that ring: one etcd watch
// per resource however many clients watch. A watcher whose buffer is full
// gets a short grace, out of a dispatch time budget (100 ms at most,
// refilled at 50 ms a second, waited for outside the cache's lock), and
// is closed when it runs out rather than allowed to block the others; a
// watch from a resourceVersion older than the ring answers 410 Gone.
// A watcher that allows bookmarks gets a BOOKMARK at the cache's
// resourceVersion about once a minute (Config.BookmarkFrequency), and
// one 2s before its request's deadline: the dispatch loop's timer, every
// second or so, pops the watchers that are due from time buckets
// (dispatchPeriodicBookmarks); a bookmark never blocks, and never
// overtakes an event. They come besides the bookmarks made of etcd's
// progress notifications (periodic, or asked for with
// RequestWatchProgress; those the cache asks for itself, to catch up for
// a consistent read, only move its resourceVersion).
//
// Reads: resourceVersion="0" and NotOlderThan are served from memory;
// a consistent read (resourceVersion unset) asks etcd for its current
// revision and waits until the cache has seen it (asking etcd for a
// progress notification while it waits), then serves from memory, as
// upstream's ConsistentListFromCache. Exact resourceVersions and continue
// tokens are delegated to etcd; a page served from the cache carries a
// continue token at the cache's revision that etcd can continue.
//
// Stage 03 (03-master) adds it; --watch-cache (default true, as
// upstream) puts it in front of every resource, and /readyz waits, in
// the post-start hook "storage-readiness" (upstream's name, so the
// servers of stages 04-07 that delegate to the master wait too), until
// every built-in resource's cache has done its first list
// (registry.WatchCacheReadiness, woken by Cacher.Wait).
//
// Metrics (metrics.go), upstream's names, in the server's registry:
// apiserver_watch_cache_events_received_total, _events_dispatched_total,
// _initializations_total, _resource_version and _capacity {resource},
// apiserver_watch_cache_capacity_increase_total and _decrease_total
// {resource};
// apiserver_terminated_watchers_total {resource};
// apiserver_cache_list_total and _fetched_objects_total {resource_prefix,
// index}, _returned_objects_total {resource_prefix}.
//
// Upstream: k8s.io/apiserver/pkg/storage/cacher at v1.37 (Cacher,
// CacheDelegator, watchCache, cacheWatcher, the reflector, ready).
//
// A paged list's next pages (a continue token, no resourceVersion) come
// from memory: the first page, cut at the limit, keeps a snapshot of its
// key range at its revision (list_snapshot.go), which the next pages read,
// as upstream's ListFromCacheSnapshot serves them from its per-revision
// btree clones. Ours snapshots lazily, one range per first page (a sorted
// slice cannot be cloned per event for free as a btree can), keeps at
// most 16 and prunes them with the ring, as upstream; a token without its
// snapshot goes to etcd.
//
// Left out: Exact reads from snapshots (upstream's ListFromCacheSnapshot
// serves resourceVersionMatch=Exact from cache too; we delegate them to
// etcd), continuations of a list first served through an index, indexers
// other than the key order (upstream indexes metadata.namespace the same
// way, and per-resource fields such as spec.nodeName through the
// registry's Indexers and IndexerFuncs, with triggers that route events to
// the watchers of one index value), the serialization cache (cachingObject, one encoding per event for all
// watchers). apiserver_watch_events_total is counted, as upstream, in
// the watch handler (stage 02), for every watch, cached or not.
package cacher
