// Package filters holds stage 06's request filters: the ones that put
// what a request is into its context (RequestInfo, the received
// timestamp, the audit context and ID, the warning recorder, the
// mux-and-discovery mark), the request deadline, Cache-Control, audit
// and the request metrics. The server-wide filters (panic recovery,
// timeout, max-in-flight, CORS, HSTS, logging) are in
// 06-filters/server/filters; 06-filters/server builds the chain from both.
// WithFailedAuthenticationAudit is not in stage 06's chain: stage 07
// wraps its 401 handler in it, so that refused requests are audited too.
//
// Upstream counterpart: k8s.io/apiserver/pkg/endpoints/filters. Left out:
// authentication, authorization and impersonation (stage 07 fills their
// places in the chain), tracing, the filter latency trackers.
package filters
