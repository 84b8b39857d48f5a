// Package role is the storage of roles: a generic Store (stage 03) with
// upstream's strategy, namespaced, keyed /roles/<namespace>/<name>. A
// PUT of a missing role creates it, and an update need not name a
// resourceVersion, as upstream. `kubectl get roles` gets the default
// columns, NAME and CREATED AT, as upstream. AuthorizerAdapter serves
// the rule resolver of escalation checks from the storage.
//
// This storage checks nothing about who writes a role: the policybased
// subpackage wraps it with escalation prevention, and that is what the
// server serves.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/rbac/role
// (strategy.go, registry.go) and its storage subpackage (folded in here).
// Left out: declarative validation.
package role
