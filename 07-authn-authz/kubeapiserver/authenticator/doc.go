// Package authenticator builds the server's authenticator from its
// configuration: every authentication method kube-apiserver's flags
// switch on, in upstream's order, behind one union.
//
// Stage 07 adds it.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/authenticator (Config,
// Config.New) and k8s.io/apiserver/pkg/authentication/token/union.
// Left out: service-account tokens (Config.ServiceAccountTokenAuthenticators
// is the place another package plugs them into), bootstrap tokens, OIDC
// and structured authentication configuration, webhook token
// authentication, the WebSocket protocol authenticator, the token cache,
// audience-agnostic wrapping (WithAuthentication accepts a response with
// no audiences anyway), the OpenAPI security definitions, reloading CA
// files.
package authenticator
