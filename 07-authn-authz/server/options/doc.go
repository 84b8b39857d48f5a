// Package options holds the flags of a delegating API server: one that
// lets kube-apiserver say who a request's user is and what it may do.
// DelegatingAuthenticationOptions trust the front proxy's X-Remote-*
// headers (kube-apiserver's aggregator, with its front-proxy client
// certificate), client certificates and the bearer tokens kube-apiserver
// accepts (by TokenReview), and let the rest through as system:anonymous; DelegatingAuthorizationOptions allow health checks
// and system:masters and ask kube-apiserver about everything else with a
// SubjectAccessReview. Stage 07's secured sample server uses both.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/server/options
// (authentication.go: DelegatingAuthenticationOptions; authorization.go:
// DelegatingAuthorizationOptions).
//
// Left out: reading
// the front-proxy and client CAs from the kube-system/extension-apiserver-authentication
// ConfigMap (the CA files are given as flags instead), in-cluster
// configuration, the decision caches and their TTL flags, and retries.
package options
