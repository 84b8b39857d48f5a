// Package watch is the shape of a watch: a channel of Events (ADDED,
// MODIFIED, DELETED, BOOKMARK, ERROR), each carrying an object, and a Stop.
// Storage produces it; the watch handler streams it to the client.
//
// Stage 01 adds it (it belongs to apimachinery, like the Scheme); stage 02's
// handler and stage 03's etcd watcher use it.
// Upstream: k8s.io/apimachinery/pkg/watch.
// Left out: the stream watcher (client side), filters and the mux of
// upstream's Broadcaster beyond what an in-memory storage needs.
package watch
