// Package apiserverleasegc deletes the identity leases of API servers
// that stopped renewing them: a kube-system Lease labelled
// apiserver.kubernetes.io/identity=kube-apiserver whose renewTime plus
// its duration lies in the past. Every replica runs it; deleting a lease
// twice is harmless.
//
// Stage 03 (03-master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/apiserverleasegc,
// started by the post-start hook
// start-kube-apiserver-identity-lease-garbage-collector, which lists
// through an informer every hour; ours lists the storage every Period.
package apiserverleasegc
