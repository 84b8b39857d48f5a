package filters

import (
	"net/http"
	"time"

	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/request"
)

// WithRequestReceivedTimestamp records when the request arrived: the
// request deadline counts ?timeout= from it, audit events carry it as
// requestReceivedTimestamp, and the latency metrics measure from it.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.WithRequestReceivedTimestamp.
func WithRequestReceivedTimestamp(handler http.Handler) http.Handler {
	return withRequestReceivedTimestampWithClock(handler, time.Now)
}

// withRequestReceivedTimestampWithClock takes the clock, for tests.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.withRequestReceivedTimestampWithClock.
func withRequestReceivedTimestampWithClock(handler http.Handler, now func() time.Time) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		handler.ServeHTTP(w, req.WithContext(request.WithReceivedTimestamp(req.Context(), now())))
	})
}
