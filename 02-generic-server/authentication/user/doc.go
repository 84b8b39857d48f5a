// Package user describes who sent a request: a name, a UID, groups and
// extra attributes. Authenticators (stage 07) produce an Info; the
// request's context carries it (endpoints/request.WithUser, UserFrom);
// authorizers, admission and the aggregator's proxy read it.
//
// Stage 02 adds it as an extension point only: nothing in stages 02-06
// authenticates, so no request carries a user until stage 07 installs
// the authentication filter. Code that needs a user before then (the
// aggregator's proxy in stage 05) falls back to Anonymous in
// AllUnauthenticated, which is what upstream's anonymous authenticator
// would have set.
//
// Upstream: k8s.io/apiserver/pkg/authentication/user.
// Left out: the service-account and node group constants
// (system:serviceaccounts, system:nodes, ...) and
// KubeProxy/KubeControllerManager names: they arrive with the
// authenticators that use them.
package user
