// Package clusterrole is the storage of clusterroles: a generic Store
// (stage 03) with upstream's strategy, cluster-scoped, keyed
// /clusterroles/<name>. A PUT of a missing ClusterRole creates it, and
// an update need not name a resourceVersion, as upstream. `kubectl get
// clusterroles` gets the default columns, NAME and CREATED AT, as
// upstream. AuthorizerAdapter serves the rule resolver of escalation
// checks from the storage.
//
// This storage checks nothing about who writes a ClusterRole: the
// policybased subpackage wraps it with escalation prevention, and that
// is what the server serves.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrole
// (strategy.go, registry.go) and its storage subpackage (folded in here).
// Left out: declarative validation, and ClusterRoleValidationOptions
// (which let an update keep a selector label value older servers
// accepted).
package clusterrole
