package filters

import (
	"net/http"
	"strings"
)

// pathPrefixesExemptFromRetryAfter are never rejected: health probes and
// metrics scraping keep working until the very end of shutdown.
var pathPrefixesExemptFromRetryAfter = []string{
	"/readyz",
	"/livez",
	"/healthz",
	"/metrics",
}

// WithRetryAfter answers every new request with 429, "Retry-After: 5" and
// "Connection: close" once notAcceptingNewRequestCh is closed, except health
// probes, metrics and the server's own loopback client. The client retries,
// ideally on another server behind the load balancer.
// Upstream: k8s.io/apiserver/pkg/server/filters.WithRetryAfter.
func WithRetryAfter(handler http.Handler, notAcceptingNewRequestCh <-chan struct{}) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		select {
		case <-notAcceptingNewRequestCh:
		default:
			handler.ServeHTTP(w, req)
			return
		}
		if isRequestExemptFromRetryAfter(req) {
			handler.ServeHTTP(w, req)
			return
		}
		// "Connection: close" makes net/http close an HTTP/1 connection and
		// send GOAWAY on an HTTP/2 one, so the retry opens a new connection.
		w.Header().Set("Connection", "close")
		w.Header().Set("Retry-After", "5")
		http.Error(w, "The apiserver is shutting down, please try again later.", http.StatusTooManyRequests)
	})
}

// isRequestExemptFromRetryAfter must be shared by WithRetryAfter and
// WithWaitGroup: a request one lets through the other must count, or the
// wait group could wait for ever.
// Upstream: k8s.io/apiserver/pkg/server/filters.isRequestExemptFromRetryAfter.
func isRequestExemptFromRetryAfter(r *http.Request) bool {
	if strings.HasPrefix(r.UserAgent(), "kube-apiserver/") {
		return true
	}
	for _, prefix := range pathPrefixesExemptFromRetryAfter {
		if strings.HasPrefix(r.URL.Path, prefix) {
			return true
		}
	}
	return false
}
