// Package httplog logs one line per request at -v=3: the normalized verb,
// the URI, the latency, the user agent, the audit ID, the client's address
// and the response code, with the stack of the code that chose a 5xx (or
// 1xx) status. Filters and handlers add to the line through AddKeyValue
// and AddInfof, and the timeout filter turns its stack off.
//
// Stage 06 adds it; 06-filters/server/filters.WithHTTPLogging puts it in
// the chain.
//
// Upstream counterpart: k8s.io/apiserver/pkg/server/httplog. Left out:
// the routine package's hand-off of the log line to another goroutine
// (WithRoutine), and the audit context as the source of the audit ID: we
// read the Audit-Id response header, which WithAuditInit sets outside us.
package httplog
