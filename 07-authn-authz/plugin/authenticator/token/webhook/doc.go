// Package webhook is the token authenticator that asks another server:
// it sends a bearer token as an authentication.k8s.io/v1 TokenReview
// (JSON) to the server a kubeconfig names, and the user in the review's
// status is who sent the request. An aggregated API server uses it to
// accept the tokens kube-apiserver accepts (--authentication-kubeconfig).
//
// Stage 07 adds it, for the secured sample server
// (07-authn-authz/sample-apiserver). Upstream:
// k8s.io/apiserver/plugin/pkg/authenticator/token/webhook (webhook.go),
// built by k8s.io/apiserver/pkg/authentication/authenticatorfactory.DelegatingAuthenticatorConfig.
//
// Left out: the token cache (upstream keeps answers for
// --authentication-token-webhook-cache-ttl, 10s for a delegating server;
// here every request asks), the v1beta1 API, metrics, and what
// 07-authn-authz/util/webhook leaves out.
package webhook
