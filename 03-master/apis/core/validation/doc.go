// Package validation checks the core group's objects (namespaces, pods,
// config maps, secrets, services, service accounts, endpoints, events)
// with upstream's field paths and messages, so a client sees the 422 it
// would see from a real kube-apiserver. The strategies of
// 03-master/registry/core call it.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.
//
// Left out: the fields our internal types do not carry, volumes beyond
// names and sources, probes, resources and security contexts in depth,
// ephemeral containers, pod resize, dual-stack clusterIPs and IP families
// (only spec.clusterIP is checked), node ports ranges, the events API's
// version-specific rules (events.k8s.io), and the feature gates upstream
// threads through PodValidationOptions.
package validation
