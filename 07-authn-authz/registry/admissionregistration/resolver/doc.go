// Package resolver finds the resource of a kind, for the admission-policy
// strategies' write-time authorization: whoever writes a policy with a
// paramKind must be allowed to get every object of that kind, and whoever
// writes a binding with a paramRef must be allowed to get (or list) the
// objects it references, so that a policy cannot be used to read what its
// author may not.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/resolver
// (the resolver) and the authz.go files of the four policy registries
// (the checks, written once here).
// Left out: upstream resolves through discovery, custom resources
// included; SchemeResourceResolver knows the kinds of the scheme and
// guesses their plural, so for a custom resource's kind the check asks
// for the permission on every resource of its group version ("*"), as
// upstream does when it cannot resolve a kind.
package resolver
