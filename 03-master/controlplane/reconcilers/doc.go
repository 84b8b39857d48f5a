// Package reconcilers keeps the "kubernetes" Service's endpoints listing
// every live API server replica: the lease endpoint reconciler, upstream's
// default since v1.11. Each replica keeps a lease, a key
// /registry/masterleases/<its IP> whose etcd lease (TTL) it renews every
// ten seconds, and rewrites default/kubernetes's Endpoints to the IPs of
// the keys that are left. A replica that dies stops renewing, its key
// expires after the TTL (15 s), and the next reconcile of any live
// replica drops its address. At a graceful shutdown a replica removes its
// own key first.
//
// Stage 03 (03-master) adds it; 03-master/controlplane/controller/kubernetesservice
// runs it.
//
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers (lease.go,
// endpointsadapter.go). Left out: the "none" reconciler type (and the
// removed "master-count"), and the EndpointSlice the adapter mirrors the
// Endpoints into while discovery.k8s.io is not served by the stage.
package reconcilers
