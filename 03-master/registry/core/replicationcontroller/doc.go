// Package replicationcontroller holds the strategies of replication
// controllers and replicationcontrollers/status: a new controller starts
// at generation 1 with an empty status; a spec change bumps the
// generation; the status subresource keeps the stored spec. Field
// selectors may name status.replicas.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller.
//
// Left out: the pod template warnings and the dropping of feature-gated
// pod fields.
package replicationcontroller
