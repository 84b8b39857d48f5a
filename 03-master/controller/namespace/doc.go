// Package namespace empties and finalizes namespaces being deleted.
//
// Deleting a namespace only marks it: the namespace storage sets
// deletionTimestamp and status.phase=Terminating and keeps it while the
// `kubernetes` finalizer is in spec.finalizers (the namespace strategy
// adds it on create). Controller watches the namespaces; for each one
// that is Terminating and still has that finalizer, it deletes every
// object the namespace holds (DeleteCollection on each namespaced
// resource, with a zero grace period since no kubelet would finish a
// pod's graceful deletion), checks that each list is empty, and then
// PUTs namespaces/<name>/finalize with the finalizer removed; with
// spec.finalizers empty the storage deletes the namespace.
//
// This is kube-controller-manager's job upstream, not the API server's:
// the namespace controller there talks to the API server through a
// client, finds the namespaced resources through discovery, and runs
// several workers off an informer. We run one loop in-process, started by
// the controlplane's post-start hook "start-namespace-finalizer" and
// stopped with the server, calling the storages directly.
//
// Upstream: k8s.io/kubernetes/pkg/controller/namespace (NamespaceController,
// and deletion.NamespacedResourcesDeleter), run by kube-controller-manager.
//
// Left out: discovery of the resources to delete (the caller lists them),
// the rate-limited work queue, status conditions on the namespace
// (NamespaceDeletionDiscoveryFailure, NamespaceContentRemaining ...), the
// estimate of how long pods take to go, and the `orphan` finalizer.
package namespace
