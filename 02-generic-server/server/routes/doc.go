// Package routes installs the non-resource endpoints every server has:
// the index at / (and /index.html), /version, /metrics and, with
// --profiling, /debug/pprof/.
//
// Stage 02 adds it. /version is a go-restful web service (so it shows how
// the director sends a request to go-restful); the others live in the
// server's PathRecorderMux.
//
// Upstream counterpart: k8s.io/apiserver/pkg/server/routes. Left out:
// OpenAPI (stage 03 and later), /debug/flags/v (we have no runtime log-level
// endpoint), /metrics/slis, the debug socket, DELETE /metrics (metric reset)
// and /logs.
package routes
