// Package namespace holds the strategies of namespaces, namespaces/status
// and namespaces/finalize: a new namespace is Active and carries the
// `kubernetes` finalizer in spec.finalizers; a main-resource update keeps
// spec.finalizers and status; only finalize changes the finalizers.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.
//
// Left out: namespace conditions (written by the namespace controller
// upstream; our controller only finalizes).
package namespace
