// Package autoregister keeps the APIServices the server itself wants in
// storage: one Local APIService per built-in group-version (registered
// on start) and one per served version of every CRD (kept in step while
// the server runs), created, updated back to the wanted spec, and
// deleted when no longer wanted. APIServices it does not manage (no
// kube-aggregator.kubernetes.io/automanaged label) it never touches.
//
// Stage 05 adds it. Upstream: k8s.io/kube-aggregator/pkg/controllers/autoregister.
// Left out: the clientset (we write through the APIService storage
// in-process, as stage 04's controllers do) and the rate limiter's
// overall token bucket.
package autoregister
