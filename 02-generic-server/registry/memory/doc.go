// Package memory is a small REST storage that keeps objects of any kind in
// a map: create, get, list (label and field selectors, limit and
// continue), update (with resourceVersion preconditions), delete,
// deletecollection and watch (from a resourceVersion, with bookmarks and
// watch-list's initial events). It lets stage 02 serve real resources to
// kubectl before stage 03 brings etcd; its method names and semantics are
// those of the etcd-backed Store, so the handlers cannot tell the
// difference.
//
// The resourceVersion comes from a Revision shared by every store of a
// server, as etcd's revision is shared by every key; each store keeps a
// short history of its changes so a watch can start from an older
// resourceVersion, and answers 410 Expired when that is too old.
//
// Stage 02 adds it; stage 03's registry/generic Store replaces it.
// Upstream counterpart: k8s.io/apiserver/pkg/registry/generic/registry.Store
// (with the etcd3 storage and the watch cache under it), and
// k8s.io/apiserver/pkg/registry/rest.NewDefaultTableConvertor (table.go).
// Left out: persistence, strategies beyond four hooks (PrepareForCreate,
// PrepareForUpdate, Validate, ValidateUpdate), graceful deletion periods,
// propagation policies and the garbage collector (finalizers are honoured,
// nothing removes them but a client), managed fields, consistent reads of
// an older resourceVersion (answered with 410 Expired), and selector-based
// indexes (every list is a scan).
package memory
