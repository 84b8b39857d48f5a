package metrics

import (
	"net/http"

	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/responsewriter"
)

var (
	_ http.ResponseWriter                  = (*ResponseWriterDelegator)(nil)
	_ responsewriter.UserProvidedDecorator = (*ResponseWriterDelegator)(nil)
)

// ResponseWriterDelegator wraps a ResponseWriter to remember the status
// code and count the bytes of the body. Wrap it with
// responsewriter.WrapForHTTP1Or2 before handing it on, so a handler
// further in can still flush (watch) and hijack (upgrades).
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.ResponseWriterDelegator.
type ResponseWriterDelegator struct {
	http.ResponseWriter

	status      int
	written     int64
	wroteHeader bool
}

// Unwrap returns the writer it wraps.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.(*ResponseWriterDelegator).Unwrap.
func (r *ResponseWriterDelegator) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// WriteHeader remembers code and writes it.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.(*ResponseWriterDelegator).WriteHeader.
func (r *ResponseWriterDelegator) WriteHeader(code int) {
	r.status = code
	r.wroteHeader = true
	r.ResponseWriter.WriteHeader(code)
}

// Write writes b, first the implicit 200 if no header was written, and
// counts the bytes written.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.(*ResponseWriterDelegator).Write.
func (r *ResponseWriterDelegator) Write(b []byte) (int, error) {
	if !r.wroteHeader {
		r.WriteHeader(http.StatusOK)
	}
	n, err := r.ResponseWriter.Write(b)
	r.written += int64(n)
	return n, err
}

// Status is the code written; 0 if the handler wrote nothing (or hijacked
// the connection), as upstream.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.(*ResponseWriterDelegator).Status.
func (r *ResponseWriterDelegator) Status() int { return r.status }

// ContentLength is the number of body bytes written.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.(*ResponseWriterDelegator).ContentLength.
func (r *ResponseWriterDelegator) ContentLength() int { return int(r.written) }
