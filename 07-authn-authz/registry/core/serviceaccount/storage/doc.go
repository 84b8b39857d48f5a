// Package storage holds TokenREST, the storage of the
// serviceaccounts/token subresource: POST a TokenRequest there (kubectl
// create token, the kubelet for projected volumes) and get back a token
// for the service account, signed by the server, meant for the requested
// audiences, optionally bound to a pod or secret so that it dies with it.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount/storage
// (token.go; the serviceaccounts storage itself is stage 03's).
// Left out: tokens bound to Nodes alone or to webhook configurations, and
// attestations (400, as upstream with those features off); the bound
// pod's node is named by the pod's spec.nodeName with no UID (stage 07
// has no Node storage: upstream does the same when the node is not found).
// Not wired: stage 03's core provider has no way to take an extra
// subresource, so the app cannot serve serviceaccounts/token yet.
package storage
