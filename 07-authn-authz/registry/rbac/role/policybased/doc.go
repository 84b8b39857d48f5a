// Package policybased is the storage of roles the server serves: the
// plain storage (package role) behind escalation prevention. A user may
// create or update a Role only if they already hold every rule in it
// (in its namespace), or have the escalate verb on it, or are in
// system:masters; otherwise the answer is 403 Forbidden, naming the
// rules they lack. An update that only changes what the garbage
// collector changes (finalizers, owner references) is not checked.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/rbac/role/policybased.
// Left out: StorageVersionProvider (no storage-version API here).
package policybased
