// Package lifecycle is the NamespaceLifecycle admission plugin: nothing
// is created in a namespace that does not exist or is being deleted, and
// the namespaces the cluster itself needs (default, kube-system,
// kube-public) cannot be deleted.
//
// It reads namespaces from the shared informer, so admitting a create
// costs a map lookup. The informer can lag behind etcd: a namespace just
// created may not be there yet, and one just deleted may still look
// Active. For both cases the plugin asks the namespace storage directly
// (a "live lookup"), as upstream asks the API server through its client.
//
// Stage 07 adds it; it is on by default. Upstream:
// k8s.io/apiserver/pkg/admission/plugin/namespace/lifecycle.
//
// Left out: the LRU bound of the force-live-lookup cache (ours is a map
// pruned as it is written) and the injectable clock.
package lifecycle
