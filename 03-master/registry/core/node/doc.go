// Package node holds the strategies of nodes and nodes/status: how the
// generic Store creates and updates them (the main resource keeps the
// stored status, the status subresource the stored spec), how they are
// validated, and the fields a field selector may name (metadata.name,
// spec.unschedulable: the scheduler lists schedulable nodes).
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.
//
// Left out: nodes/proxy and the kubelet connection info (ResourceLocation,
// KubeletConnectionInfo): we proxy to no kubelet; the dropping of
// feature-gated fields we do not carry.
package node
