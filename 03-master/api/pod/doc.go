// Package pod holds what the registries of pods and of the workloads that
// carry a pod template (deployments, replica sets) share: here, the
// warnings a client gets for deprecated node labels and annotations.
// Stage 03 adds it; the warnings reach clients through stage 02's
// warning package (kubectl prints "Warning: ...").
//
// Upstream counterpart: k8s.io/kubernetes/pkg/api/pod (warnings.go) and
// the deprecated node labels of k8s.io/kubernetes/pkg/api/node. Left out:
// the warnings about affinity, topology spread, resources, volumes, ports
// and the many fields upstream checks; our core types do not carry most
// of them.
package pod
