// Package storage builds the REST storage of services and
// services/status, with the short name svc, the `all` category and
// upstream's printer columns. REST wraps the Store with the ClusterIP
// allocator (registry/core/service/ipallocator): Create allocates
// spec.clusterIP before the Store sees it (and releases it if the Store
// fails), and the Store's AfterDelete releases it once a service is
// really gone (Delete, DeleteCollection, not on a dry run).
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage (whose
// REST also allocates node ports, handles dual-stack and type changes,
// and serves the proxy subresource).
//
// Left out: node port allocation, dual-stack, re-allocation on a type
// change to or from ExternalName, proxy, the watch cache, GetResetFields.
package storage
