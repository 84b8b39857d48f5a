// Package validation checks Roles, ClusterRoles and their bindings as
// upstream does: names are path segments (anything a URL can carry but
// "." and "..", "/" and "%"); a rule has verbs and either resources with
// groups or non-resource URLs, and only cluster-wide roles may have
// URLs; an aggregation rule has parseable selectors; a binding refers to
// a Role or ClusterRole of the RBAC group (a ClusterRoleBinding to a
// ClusterRole only), its subjects are well-formed Users, Groups or
// ServiceAccounts, and its roleRef never changes.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/apis/rbac/validation.
// Left out: the declarative validation markers, and, for aggregation
// rules, upstream's full metav1 ValidateLabelSelector (01-scheme has
// none): label keys and values of matchLabels are checked, and the
// selector must convert with metav1.LabelSelectorAsSelector.
package validation
