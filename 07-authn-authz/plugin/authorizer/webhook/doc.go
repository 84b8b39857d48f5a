// Package webhook is the authorizer that asks another server: it sends
// each request's attributes as an authorization.k8s.io/v1
// SubjectAccessReview (JSON) to the server a kubeconfig names, and
// answers what the review's status says: allowed is Allow, denied is
// Deny, neither is NoOpinion, with the review's reason. An aggregated
// API server uses it to let kube-apiserver, and its RBAC, decide.
//
// Stage 07 adds it, for the secured sample server
// (07-authn-authz/sample-apiserver). Upstream:
// k8s.io/apiserver/plugin/pkg/authorizer/webhook (webhook.go), built by
// k8s.io/apiserver/pkg/authorization/authorizerfactory.DelegatingAuthorizerConfig.
//
// Left out: the allow/deny decision cache (upstream keeps allowed answers
// and denied ones for --authorization-webhook-cache-authorized-ttl /
// -unauthorized-ttl, 10s each for a delegating server; here every request
// asks), match conditions, the v1beta1 API, and what
// 07-authn-authz/util/webhook leaves out (retries, protobuf, exec
// plugins, file references in the kubeconfig).
package webhook
