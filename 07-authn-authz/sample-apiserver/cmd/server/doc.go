// Package server is the secured sample server's command: stage 05's
// sample server (07-authn-authz's import of
// 05-aggregator/sample-apiserver/cmd/server) with the delegated
// authentication and authorization every aggregated server of a real
// cluster has. Requests proxied by kube-apiserver's aggregator carry the
// user in X-Remote-* headers, sent with the front-proxy client
// certificate: the server believes them only from that certificate
// (--requestheader-client-ca-file, --requestheader-allowed-names) and
// asks kube-apiserver, with a SubjectAccessReview, whether the user may
// (--authorization-kubeconfig). A client that talks to it directly may
// use a bearer token kube-apiserver accepts: it asks with a TokenReview
// (--authentication-kubeconfig). The filters are stage 06's chain, as
// upstream's sample server runs the generic DefaultBuildHandlerChain,
// with stage 07's authentication, impersonation and authorization in it.
//
//	WardleServerOptions   stage 05's groups + Authentication + Authorization
//	Complete              stage 05's Complete
//	Validate              every flag problem at once
//	Config                stage 05's Config, secured
//	RunWardleServer       stage 05's Run sequence over Config
//
// Stage 07 adds it. Upstream: k8s.io/sample-apiserver/pkg/cmd/server
// (start.go), whose RecommendedOptions hold the delegating
// authentication and authorization options.
// Left out: reading the CAs from the kube-system/extension-apiserver-authentication
// ConfigMap, admission (BanFlunder) and the loopback client: see
// 07-authn-authz/server/options.
package server
