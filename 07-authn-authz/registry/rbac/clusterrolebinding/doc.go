// Package clusterrolebinding is the storage of clusterrolebindings: a
// generic Store (stage 03) with upstream's strategy, cluster-scoped,
// keyed /clusterrolebindings/<name>; roleRef cannot change. A PUT of a
// missing ClusterRoleBinding creates it, and an update need not name a
// resourceVersion, as upstream. `kubectl get clusterrolebindings` gets
// upstream's columns, NAME ROLE AGE, and with -o wide USERS GROUPS
// SERVICEACCOUNTS. AuthorizerAdapter serves the rule resolver of
// escalation checks from the storage.
//
// This storage checks nothing about who binds what: the policybased
// subpackage wraps it with escalation prevention, and that is what the
// server serves.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding
// (strategy.go, registry.go) and its storage subpackage (folded in here);
// the table is printClusterRoleBinding of k8s.io/kubernetes/pkg/printers/internalversion.
// Left out: declarative validation.
package clusterrolebinding
