// Package path holds an authorizer that allows non-resource requests to
// a fixed set of paths, whoever sends them: --authorization-always-allow-paths
// (by default /healthz, /readyz, /livez), so that a load balancer's
// health check needs no credentials. A path ending in * allows its
// prefix. Resource requests get no opinion.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/authorization/path.
//
// Left out: nothing.
package path
