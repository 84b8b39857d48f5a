// Package healthz serves health endpoints made of named checks:
// /healthz, /livez and /readyz, each with ?verbose and ?exclude=<name>,
// and one sub-path per check (/readyz/ping, /readyz/poststarthook/<hook>).
//
//	[+]ping ok
//	[+]log ok
//	[-]poststarthook/demo-hook failed: reason withheld
//	readyz check failed
//
// Stage 02 adds it. The server (package server) decides which checks go
// to which endpoint; this package only turns a list of checks into handlers.
//
// Upstream counterpart: k8s.io/apiserver/pkg/server/healthz. Left out: the
// informer-sync check (no informers until later stages) and request metrics
// around the handlers.
package healthz
