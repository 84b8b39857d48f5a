// Package controlplane is the master: the server that serves the built-in
// API groups from etcd. Config{GenericConfig, ExtraConfig} -> Complete() ->
// New(delegate) builds an Instance, a stage 02 GenericAPIServer on which
// InstallLegacyAPI puts the core group at /api/v1 and InstallAPIs the named
// groups (apps, autoscaling, batch ...: builtInRESTStorageProviders) at
// /apis, each group from a storage provider that builds the registries of
// stage 03 (registry/core/*, registry/apps/*, registry/<group>/rest) on a
// StorageFactory: which version, codec and etcd key each resource is
// stored with. A post-start hook creates the namespaces every cluster has
// and the "kubernetes" service; the core provider wires the services'
// ClusterIP allocator (persisted in etcd at /registry/ranges/serviceips);
// another post-start hook, "start-namespace-finalizer", runs the namespace
// finalizer of controller/namespace (kube-controller-manager's job
// upstream) until shutdown.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/controlplane (Config, Instance,
// InstallLegacyAPI, InstallAPIs), pkg/registry/core/rest and
// pkg/registry/apps/rest and pkg/registry/<group>/rest (the storage
// providers), and
// k8s.io/apiserver/pkg/server/storage (DefaultStorageFactory,
// ResourceConfig).
//
// Left out: the groups not built yet (rbac comes with stage 07), the
// controllers upstream
// runs inside kube-apiserver (the "kubernetes" endpoints reconciler, the
// system namespaces controller, ClusterIP repair), the watch cache,
// encryption at rest, per-resource etcd servers and storage-version
// overrides (--storage-versions, --etcd-servers-overrides).
package controlplane
