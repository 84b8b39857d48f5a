// Package filters holds stage 07's request filters. WithAuthentication
// asks the server's authenticator who sent a request and puts the answer
// into the request's context (02-generic-server/endpoints/request.WithUser),
// where the authorizer, admission, audit and the aggregator's proxy read
// it; a request no authenticator recognises goes to the failed handler,
// normally Unauthorized's 401 Status.
//
// Stage 07 adds it. It plugs into stage 06's chain through
// 06-filters/server.SecurityFilters.Authentication, a
// func(http.Handler) http.Handler: the caller closes over the
// authenticator, Unauthorized(codecs) and the API audiences.
//
// Upstream: k8s.io/apiserver/pkg/endpoints/filters (authentication.go).
// Left out: the authentication metrics
// (authentication_attempts, authentication_duration_seconds) and
// latency tracking; the requestHeaderConfig parameter (custom front-proxy
// header names: only the standard X-Remote-* ones are cleared here, the
// headerrequest authenticator clears its own custom ones when it reads
// them); feature gates (UnauthenticatedHTTP2DOSMitigation is always on,
// its v1.37 default).
package filters
