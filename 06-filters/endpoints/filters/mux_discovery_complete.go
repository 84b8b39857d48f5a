package filters

import (
	"net/http"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// WithMuxAndDiscoveryComplete marks every request that arrives before
// muxAndDiscoveryCompleteSignal is closed (before every server of the
// chain has installed its paths: the CRDs known, the APIServices
// registered). The mark changes nothing for a path that is served; a
// request that falls through to the not-found handler gets 503 with
// Retry-After instead of 404, because the path may be about to appear and
// controllers such as the namespace and garbage collectors act on 404s.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.WithMuxAndDiscoveryComplete.
func WithMuxAndDiscoveryComplete(handler http.Handler, muxAndDiscoveryCompleteSignal <-chan struct{}) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if muxAndDiscoveryCompleteSignal != nil && !isClosed(muxAndDiscoveryCompleteSignal) {
			req = req.WithContext(request.WithMuxAndDiscoveryIncomplete(req.Context()))
		}
		handler.ServeHTTP(w, req)
	})
}

// isClosed reports whether ch is closed, without blocking.
func isClosed(ch <-chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}
