// Package cache keeps an in-memory copy of one resource, filled by a
// list and kept current by a watch on the resource's own storage, and
// tells event handlers what changed. Stage 04's controllers and the
// custom-resource handler read CustomResourceDefinitions from it instead
// of from etcd on every request.
//
// Stage 04 adds it. Upstream: k8s.io/client-go/tools/cache (Reflector,
// SharedIndexInformer, ResourceEventHandler, the thread-safe store) and
// the generated listers. Upstream's informers talk to the API server
// through client-go over a loopback connection; ours call the
// registry's rest.Lister and rest.Watcher in-process, with internal
// objects, as stage 03's namespace controller does.
//
// An informer keys objects by namespace/name (by name alone when
// cluster-scoped), so it mirrors namespaced resources too: stage 07's
// RBAC roles and bindings. A transform (SetTransform, as upstream's)
// turns each object into the one stored, once as it arrives: stage 07's
// RBAC informers keep v1 objects that way. A list view (SetListView, no
// upstream counterpart) is a reader's own form of the sorted list, made
// once after each change instead of once per read: the RBAC authorizer's
// typed ClusterRoleBindings, read on every request.
//
// Left out: indexers (ByNamespace walks every object), resync periods (a failed watch
// relists, which upstream also does), several handlers with their own
// queues (ours are called in order from one goroutine), and the
// watch-list streaming start.
package cache
