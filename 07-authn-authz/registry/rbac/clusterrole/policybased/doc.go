// Package policybased is the storage of clusterroles the server serves:
// the plain storage (package clusterrole) behind escalation prevention.
// A user may create or update a ClusterRole only if they already hold
// every rule in it cluster-wide, or have the escalate verb on it, or are
// in system:masters; otherwise the answer is 403 Forbidden, naming the
// rules they lack. Setting or changing an aggregationRule, which can
// gather any rule, further needs full authority ("*" on everything):
// "must have cluster-admin privileges to use the aggregationRule". An
// update that only changes what the garbage collector changes
// (finalizers, owner references) is not checked.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrole/policybased.
// Left out: StorageVersionProvider (no storage-version API here).
package policybased
