// Package validation checks the core group's objects (namespaces, pods,
// config maps, secrets, services, service accounts, endpoints, events,
// limit ranges, resource quotas, nodes, persistent volumes and claims,
// replication controllers, pod templates, bindings)
// with upstream's field paths and messages, so a client sees the 422 it
// would see from a real kube-apiserver. The strategies of
// 03-master/registry/core call it.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.
//
// Left out: the fields our internal types do not carry (affinity,
// topology spread, lifecycle hooks, gRPC probes, resource claims, OS,
// seccomp/AppArmor, sysctls, host aliases, DNS config, scheduling gates,
// ephemeral containers, sidecar restart policies, the other volume
// sources), the --allow-privileged policy (privileged
// containers are allowed), huge page size rules, pod resize, the
// allocation of IP families and dual-stack addresses (the storage allocates
// one IPv4 or IPv6 cluster IP), node port ranges, the diff
// upstream appends to a refused pod update, the events API's
// version-specific rules (events.k8s.io), and the feature gates upstream
// threads through PodValidationOptions (each check behaves as with the
// gate's 1.37 default; a projected token's path is always held to a local
// path, as with AllowNonLocalProjectedTokenPath false), and the hugepage
// divisibility of quota values. For the control plane's kinds: node
// annotations (taints and tolerations in annotations), the node's
// configSource, swap and declared features, hugepage and extended
// resource limits of node capacity; the persistent volume sources we do
// not carry, CSI driver name format and secret references, the inline
// volume rules of CSI migration, PVC data sources and the beta
// storage-class annotation upgrade, volume attributes classes; the diff
// upstream appends to a refused PV or PVC update; the messages of each
// bad label selector requirement (one "invalid label selector").
package validation
