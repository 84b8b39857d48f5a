// Package rest is the scheduling.k8s.io group's storage provider: the
// controlplane asks it for the group's APIGroupInfo (priorityclasses at
// v1) and installs it under /apis/scheduling.k8s.io, and its post-start
// hook "scheduling/bootstrap-system-priority-classes" creates the system
// priority classes (system-node-critical, system-cluster-critical).
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/scheduling/rest.
// Left out: v1alpha2 (workloads, podgroups). Upstream's hook writes
// through a loopback client and retries for 30 seconds; ours writes
// through the storage it built, as the bootstrap controller of
// 03-master/controlplane does, and fails once (the server stays unready).
package rest
