package server

import (
	"net/http"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server/filters"
)

// DefaultBuildHandlerChain wraps the director in the filters stage 02 needs,
// innermost first. Stage 06 replaces it with upstream's full list
// (authentication, authorization, audit, timeouts, panic recovery ...),
// which keeps these two in the same places.
// Upstream: k8s.io/apiserver/pkg/server.DefaultBuildHandlerChain.
func DefaultBuildHandlerChain(apiHandler http.Handler, c *Config) http.Handler {
	handler := apiHandler
	// Count every request that is not long-running, so graceful shutdown can
	// wait for it (the InFlightRequestsDrained signal), and answer 503 once
	// the count is closed.
	handler = filters.WithWaitGroup(handler, c.LongRunningFunc, c.NonLongRunningRequestWaitGroup)
	// With --shutdown-send-retry-after the listener stays open after
	// NotAcceptingNewRequest: new requests get 429 and Retry-After instead of
	// "connection refused". It sits outside WithWaitGroup so the 429 comes
	// first and never enters the count.
	if c.ShutdownSendRetryAfter {
		handler = filters.WithRetryAfter(handler, c.lifecycleSignals.NotAcceptingNewRequest.Signaled())
	}
	return handler
}
