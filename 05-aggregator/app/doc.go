// Package app is stage 05's kube-apiserver command: stage 03's options
// plus the aggregator's, and CreateServerChain building the complete
// chain, aggregator -> master -> extensions -> not-found, with what
// kube-apiserver adds to the aggregator (auto-registration of the Local
// APIServices, discovery priorities, the autoregister-completion check,
// OpenAPI aggregation).
//
// Stage 05 adds it. Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app
// (server.go, aggregator.go) and pkg/controlplane/apiserver (aggregator.go).
// Left out: the requestheader (--requestheader-*) flags, which configure
// how a server trusts front-proxy headers: that is authentication, stage
// 07; the proxy sends upstream's default header names.
package app
