// Package authorizerfactory holds the built-in authorizers that need no
// policy: AlwaysAllow (--authorization-mode=AlwaysAllow, and tests),
// AlwaysDeny (which, as upstream, answers NoOpinion so a later authorizer
// may still allow), and the privileged-groups authorizer that lets
// system:masters (and the loopback client) do anything without asking RBAC.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/authorization/authorizerfactory
// (builtin.go).
//
// Left out: the delegating authorizer config (delegating.go; the
// SubjectAccessReview webhook it builds is 07-authn-authz/plugin/authorizer/webhook,
// and 07-authn-authz/server/options builds it from flags) and the
// authorizer metrics.
package authorizerfactory
