package filters

import (
	"errors"
	"net/http"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	genericfilters "github.com/kube-rebuilt/apiserver/02-generic-server/server/filters"
)

// WithWatchTerminationDuringShutdown counts every watch in wg and hands it
// termination: when the server stops accepting requests, stage 02's watch
// handler returns, the client re-watches (on another server behind the
// load balancer), and shutdown waits for the count to reach zero, at most
// --shutdown-watch-termination-grace-period. Once shutdown has begun
// waiting, a new watch gets 503 with Retry-After: 1, a tight retry.
// Upstream: k8s.io/apiserver/pkg/server/filters.WithWatchTerminationDuringShutdown.
func WithWatchTerminationDuringShutdown(handler http.Handler, termination genericrequest.ServerShutdownSignal, wg genericfilters.RequestWaitGroup) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		info, ok := genericrequest.RequestInfoFrom(req.Context())
		if !ok {
			responsewriters.InternalError(w, req, errors.New("no RequestInfo found in the context"))
			return
		}
		if info.Verb != "watch" {
			handler.ServeHTTP(w, req)
			return
		}
		if err := wg.Add(1); err != nil {
			genericfilters.WaitGroupWriteRetryAfterToResponse(w)
			return
		}
		defer wg.Done()
		handler.ServeHTTP(w, req.WithContext(genericrequest.WithServerShutdownSignal(req.Context(), termination)))
	})
}
