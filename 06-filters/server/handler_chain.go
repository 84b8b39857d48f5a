package server

import (
	"net/http"

	genericserver "github.com/kube-rebuilt/apiserver/02-generic-server/server"
	genericfilters02 "github.com/kube-rebuilt/apiserver/02-generic-server/server/filters"
	genericapifilters "github.com/kube-rebuilt/apiserver/06-filters/endpoints/filters"
	genericfilters "github.com/kube-rebuilt/apiserver/06-filters/server/filters"
	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
)

// BuildHandlerChain wraps apiHandler (the director of the head server) in
// every filter, innermost first; a request meets them in the opposite
// order. The comment above each line says why the filter sits there.
// Upstream: k8s.io/apiserver/pkg/server.DefaultBuildHandlerChain (v1.37).
func (c *HandlerChainConfig) BuildHandlerChain(apiHandler http.Handler, gc *genericserver.Config) http.Handler {
	handler := apiHandler
	// Metrics right around the director, where upstream's installer
	// instruments each route: the code and size the handler answered.
	handler = genericapifilters.WithRequestMetrics(handler, c.LongRunningFunc)
	// Authorization (stage 07) last: it needs the user, the real one
	// (after impersonation), and the RequestInfo.
	handler = wrap(handler, c.Security.Authorization)
	// The in-flight limit, or API Priority and Fairness in its place,
	// counts only authenticated requests, so an anonymous flood cannot
	// take a seat, and classifies by the impersonated user.
	handler = c.withConcurrencyLimit(handler, gc)
	// Impersonation (stage 07) swaps the user before anything acts as it.
	handler = wrap(handler, c.Security.Impersonation)
	// Audit inside authentication, so the event names the user; outside
	// impersonation, so it names both the user and whom they impersonate.
	handler = genericapifilters.WithAudit(handler, c.AuditBackend, c.AuditPolicyRuleEvaluator, c.LongRunningFunc, gc.Serializer)
	// Authentication (stage 07) first of the security filters.
	handler = wrap(handler, c.Security.Authentication)
	// CORS outside authentication: a browser's preflight carries no
	// credentials and must be answered anyway.
	handler = genericfilters.WithCORS(handler, c.CorsAllowedOriginList, nil, nil, nil, "true")
	// The warning recorder inside the timeout: it adds headers to the
	// timeout's own writer, which guards them against a late handler.
	handler = genericapifilters.WithWarningRecorder(handler)
	// The timeout runs everything inside in a goroutine and answers 504
	// if the deadline passes first.
	handler = genericfilters.WithTimeoutForNonLongRunningRequests(handler, c.LongRunningFunc)
	// The deadline, from ?timeout= or --request-timeout, before the
	// timeout needs it.
	handler = genericapifilters.WithRequestDeadline(handler, c.AuditBackend, c.AuditPolicyRuleEvaluator, c.LongRunningFunc, gc.Serializer, gc.RequestTimeout)
	// Graceful shutdown counts every non-long-running request from here.
	handler = genericfilters02.WithWaitGroup(handler, gc.LongRunningFunc, gc.NonLongRunningRequestWaitGroup)
	// ... and, with a grace period, every watch.
	if c.ShutdownWatchTerminationGracePeriod > 0 {
		handler = genericfilters.WithWatchTerminationDuringShutdown(handler, gc.ServerShutdownSignal(), gc.WatchRequestWaitGroup)
	}
	handler = genericapifilters.WithCacheControl(handler)
	handler = genericfilters.WithHSTS(handler, c.HSTSDirectives)
	// Outside the wait group, so a 429 during shutdown is never counted.
	if gc.ShutdownSendRetryAfter {
		handler = genericfilters02.WithRetryAfter(handler, gc.NotAcceptingNewRequestNotify())
	}
	// Logging outside everything that answers: it sees every code.
	handler = genericfilters.WithHTTPLogging(handler)
	// Every filter inside reads the RequestInfo.
	handler = genericapifilters.WithRequestInfo(handler, c.RequestInfoResolver)
	handler = genericapifilters.WithRequestReceivedTimestamp(handler)
	handler = genericapifilters.WithMuxAndDiscoveryComplete(handler, gc.MuxAndDiscoveryCompleteNotify())
	// Panic recovery outside everything that runs the request: a panic
	// anywhere inside becomes a 500, and the server keeps serving.
	handler = genericfilters.WithPanicRecovery(handler, c.RequestInfoResolver)
	// The audit ID first of all, so that even a panic's log line and the
	// Audit-Id response header carry it.
	handler = genericapifilters.WithAuditInit(handler)
	return handler
}

// wrap applies filter to handler, or returns handler if there is none.
func wrap(handler http.Handler, filter func(http.Handler) http.Handler) http.Handler {
	if filter == nil {
		return handler
	}
	return filter(handler)
}

// withConcurrencyLimit is API Priority and Fairness when configured
// (its queue wait at most a quarter of --request-timeout), else the
// max-in-flight limit.
// Upstream: the FlowControl branch of k8s.io/apiserver/pkg/server.DefaultBuildHandlerChain.
func (c *HandlerChainConfig) withConcurrencyLimit(handler http.Handler, gc *genericserver.Config) http.Handler {
	if c.FlowControl == nil {
		return genericfilters.WithMaxInFlightLimit(handler, c.MaxRequestsInFlight, c.MaxMutatingRequestsInFlight, c.LongRunningFunc)
	}
	countFn := func(string) (int64, error) { return 0, fcrequest.ErrObjectCountNotFound }
	if c.StorageObjectCountTracker != nil {
		countFn = c.StorageObjectCountTracker.Get
	}
	estimator := fcrequest.NewWorkEstimator(countFn, c.FlowControl.GetMaxSeats)
	return genericfilters.WithPriorityAndFairness(handler, c.LongRunningFunc, c.FlowControl, estimator, gc.RequestTimeout/4)
}
