// Package authorizer builds the server's authorizer from
// --authorization-mode: system:masters first (the privileged-groups
// authorizer, which no mode can switch off), then each mode in the order
// given, behind one union. The modes are AlwaysAllow, AlwaysDeny and RBAC.
//
// RBAC reads roles and bindings through RBACGetters, which the server
// fills from its RBAC storage; without them, mode RBAC is an error that
// says so, never a silent AlwaysAllow.
//
// Stage 07 adds it.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/authorizer (Config,
// Config.New, reloadableAuthorizerResolver's union) and its modes package.
// Left out: modes Node, ABAC and Webhook, --authorization-config
// (structured authorization configuration) and its reloading; RBAC reads
// its getters directly instead of through informers' listers.
package authorizer
