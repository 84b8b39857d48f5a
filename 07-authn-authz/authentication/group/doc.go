// Package group adds groups to what an authenticator answers. Its
// AuthenticatedGroupAdder wraps the server's whole union of
// authenticators and puts every user it recognised into
// system:authenticated, the group RBAC's default bindings (discovery,
// self-subject reviews) are written for.
//
// Stage 07 adds it.
// Upstream: k8s.io/apiserver/pkg/authentication/group
// (authenticated_group_adder.go).
// Left out: GroupAdder and TokenGroupAdder (fixed extra groups for a
// request or token authenticator), which kube-apiserver uses only for
// bootstrap tokens.
package group
