// Package service holds the questions about a service that its
// validation and its registry both ask: is it reachable from outside the
// cluster, does it need a health check node port.
// Stage 03 adds it.
//
// Upstream counterpart: k8s.io/kubernetes/pkg/api/service (util.go).
// Left out: the load balancer source range helpers, which read an
// annotation we do not act on.
package service
