// Package policybased is the storage of rolebindings the server serves:
// the plain storage (package rolebinding) behind escalation prevention. A user
// may create or update a RoleBinding only if they have the bind verb on the
// role it refers to (in its namespace), or already hold every rule of that role,
// or are in system:masters; otherwise the answer is 403 Forbidden,
// naming the rules they lack (or the role's 404 if it does not exist).
// The bind verb is how an administrator delegates the right to grant a
// role without granting its rules. An update that only changes what the
// garbage collector changes (finalizers, owner references) is not
// checked.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding/policybased.
// Left out: StorageVersionProvider (no storage-version API here).
package policybased
