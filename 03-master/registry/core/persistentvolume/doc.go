// Package persistentvolume holds the strategies of persistent volumes and
// persistentvolumes/status: a new volume starts Pending (status reset,
// phase transition time stamped), the main resource keeps the stored
// status and the status subresource the stored spec, stamping
// lastPhaseTransitionTime when the phase changes.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume.
//
// Left out: the dropping of feature-gated fields, and the warnings on
// deprecated volume plugins and node affinity labels.
package persistentvolume
