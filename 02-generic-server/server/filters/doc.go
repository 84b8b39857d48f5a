// Package filters holds the two HTTP filters graceful shutdown depends on:
// WithWaitGroup counts in-flight requests so the server can wait for them
// to drain, and WithRetryAfter turns new requests away with 429 once the
// server stops accepting them (only with --shutdown-send-retry-after).
//
// Stage 02 adds them because the lifecycle in package server is not
// complete without them; stage 06 adds the rest of upstream's filters and
// builds the full chain around these two.
//
// Upstream counterpart: k8s.io/apiserver/pkg/server/filters (waitgroup.go,
// with_retry_after.go). Difference: upstream's WithWaitGroup reads the
// RequestInfo that an earlier filter put in the request context to tell
// long-running requests (watch, exec, proxy) apart; stage 02 has no
// RequestInfo yet, so the long-running check is a plain
// func(*http.Request) bool and a nil check means "nothing is long-running".
package filters
