// Package validation resolves which RBAC rules apply to a user, and
// checks that a user does not grant more than they hold.
//
// DefaultRuleResolver walks the bindings: every ClusterRoleBinding, then
// the RoleBindings of the request's namespace; for each binding whose
// subjects name the user (by user name, by one of the user's groups, or
// as a service account, whose user name is
// system:serviceaccount:<namespace>:<name>), it looks up the role and
// hands each of its rules to a visitor, which may stop the walk (the
// authorizer stops at the first rule that allows). Roles and bindings
// come from four small getter interfaces, so storage plugs in later.
//
// ConfirmNoEscalation is the check behind RBAC's escalation prevention:
// creating or updating a role, or binding one, is only allowed if the
// user already holds every permission in it (Covers), unless they have
// the escalate or bind verb (the registry decides that).
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation
// (rule.go, policy_compact.go, internal_version_adapter.go, whose
// ConfirmNoEscalationInternal the registries call with their internal
// rules) and k8s.io/component-helpers/auth/rbac/validation (Covers,
// BreakdownRule).
//
// Left out: errors are joined with errors.Join instead of apimachinery's aggregate.
// The service-account user-name match is a private copy of
// k8s.io/apiserver/pkg/authentication/serviceaccount.MatchesUsername,
// because no earlier stage has that package yet.
package validation
