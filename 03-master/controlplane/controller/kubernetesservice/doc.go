// Package kubernetesservice runs the lease endpoint reconciler every ten
// seconds, so that default/kubernetes's Endpoints list every live API
// server replica, and takes this replica out at shutdown.
//
// Stage 03 (03-master) adds it, started by the bootstrap-controller hook.
//
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/kubernetesservice,
// which also keeps the Service itself in shape on every round (ours is
// created once by the bootstrap hook) and waits for its own /readyz
// before the first round: ours starts at once, so a replica is listed a
// moment before it is ready.
package kubernetesservice
