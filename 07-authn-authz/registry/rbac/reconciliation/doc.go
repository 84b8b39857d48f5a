// Package reconciliation brings a stored ClusterRole or
// ClusterRoleBinding in line with an expected one, the way the server
// keeps its bootstrap policy current across upgrades without undoing an
// administrator's changes: a missing object is created; an existing one
// gets the expected labels and annotations, the rules (and aggregation
// selectors) or subjects it lacks, and keeps whatever it has beyond
// them (unless RemoveExtraPermissions/RemoveExtraSubjects, which the
// bootstrap hook never sets); a binding whose roleRef differs, which
// cannot be updated, is deleted and created again. An object annotated
// rbac.authorization.kubernetes.io/autoupdate: "false" is protected:
// the result says what it lacks, and nothing is written.
//
// ClusterRoleModifier and ClusterRoleBindingModifier read and write the
// registries directly, converting between v1 (what reconciliation
// compares) and the internal version (what the registries hold).
//
// Stage 07 adds it. Upstream: k8s.io/component-helpers/auth/rbac/reconciliation
// (reconcile_role.go, reconcile_rolebindings.go, clusterrole_interfaces.go,
// clusterrolebinding_interfaces.go).
//
// Left out: the RuleOwner and RoleBinding interfaces that let upstream
// reconcile namespaced Roles and RoleBindings with the same code (our
// bootstrap policy has none, so this package works on ClusterRoles and
// ClusterRoleBindings only); Run takes a context, because our modifiers
// call storage, not a client.
package reconciliation
