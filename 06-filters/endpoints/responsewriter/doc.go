// Package responsewriter keeps a decorated http.ResponseWriter as capable
// as the one it wraps. Filters of stage 06 wrap the writer to see the
// status code (metrics, audit, HTTP logging) or to hold the response back
// (the timeout filter); a watch still needs http.Flusher through all of
// them, and a proxied upgrade (stage 05) still needs http.Hijacker.
//
// Upstream counterpart: k8s.io/apiserver/pkg/endpoints/responsewriter
// (wrapper.go). Left out: http.CloseNotifier, deprecated since Go 1.11;
// nothing in this repository uses it (handlers watch the request context).
package responsewriter
