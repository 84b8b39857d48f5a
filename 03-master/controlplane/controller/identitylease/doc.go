// Package identitylease keeps this API server's identity lease,
// kube-system/apiserver-<id>: a coordination.k8s.io/v1 Lease labelled
// apiserver.kubernetes.io/identity=kube-apiserver and with the host's
// name, renewed every ten seconds for an hour. `kubectl get leases -n
// kube-system` shows one per live replica; controllers and clients (the
// storage version migrator, the peer proxy) count the replicas by them.
//
// Stage 03 (03-master) adds it.
//
// Upstream: k8s.io/component-helpers/apimachinery/lease.NewController,
// started by the post-start hook start-kube-apiserver-identity-lease-controller
// of k8s.io/kubernetes/pkg/controlplane/apiserver, with the id of
// k8s.io/apiserver/pkg/server.NewConfig (APIServerID). Upstream hashes
// the host's name alone, so two replicas on one machine would share one
// lease; ours hashes the host's name with the advertise address and port.
// Left out: the peer-advertise-address annotation of the unknown-version
// proxy.
package identitylease
