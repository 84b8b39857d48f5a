// Package rbac is the RBAC authorizer (--authorization-mode=RBAC): a
// request is allowed when a rule of a role bound to its user allows it,
// and otherwise the authorizer has no opinion (RBAC never denies: the
// next authorizer, or the end of the chain, does). The Allow reason
// names the binding that allowed it; when rules could not be resolved
// (a binding to a missing role), the NoOpinion reason lists why.
//
// RuleAllows is the whole matching logic: a resource request needs a
// rule matching its verb, API group, resource ("pods", or "pods/log"
// for a subresource, or "*/log"), and name (if the rule lists names); a
// non-resource request needs a rule matching its verb and path.
//
// Roles and bindings come through the getter interfaces of
// 07-authn-authz/registry/rbac/validation, so the authorizer runs on any
// storage: StaticRoles in tests, the registry's listers later.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac
// (rbac.go).
//
// Left out: the conditions-aware methods; the lister adapters over
// client-go informers (RoleGetter{Lister} ...): 07-authn-authz/informers/rbac
// implements the four getters over stage 04's informers instead; the
// SubjectAccessEvaluator (subject_locator.go,
// "who can do this?").
package rbac
