// Package waitgroup provides SafeWaitGroup, a sync.WaitGroup that refuses
// new work once someone has started waiting. The server counts in-flight
// requests with it: when shutdown starts waiting for them to drain, a new
// request can no longer sneak in and make the wait longer.
//
// Stage 02 adds it for graceful shutdown.
//
// Upstream counterpart: k8s.io/apimachinery/pkg/util/waitgroup. Left out:
// RateLimitedSafeWaitGroup, which upstream uses to drain watches at a limited
// rate (--shutdown-watch-termination-grace-period).
package waitgroup
