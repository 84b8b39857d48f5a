// Package storage builds the REST storage of services and
// services/status, with the short name svc, the `all` category and
// upstream's printer columns. spec.clusterIP is stored as given; the
// controlplane's ClusterIP allocator fills it before the Store sees it.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage (whose
// REST also allocates cluster IPs and node ports, and serves the proxy
// subresource).
//
// Left out: IP and node port allocation (controlplane), proxy, the watch
// cache, GetResetFields.
package storage
