// Package storage builds the REST storage of namespaces, namespaces/status
// and namespaces/finalize. Its Delete is upstream's two-step deletion: the
// first delete turns the namespace Terminating and keeps it; once the
// namespace controller has emptied it and removed `kubernetes` from
// spec.finalizers (through finalize), a second delete removes it.
//
// Stage 03 (the master) adds it; the namespace controller that drives
// the deletion lives in controller/namespace, started by the
// controlplane (kube-controller-manager's job upstream).
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.
//
// Left out: the orphan and foregroundDeletion finalizers a delete's
// propagation policy adds upstream (no garbage collector runs),
// GetResetFields.
package storage
