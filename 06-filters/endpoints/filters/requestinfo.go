package filters

import (
	"fmt"
	"net/http"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// WithRequestInfo parses the URL once, near the head of the chain, and
// puts the RequestInfo into the context: every filter after it (audit,
// max-in-flight, the timeout, metrics; authorization in stage 07) asks
// "which verb, which resource?" of the context, not of the URL.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.WithRequestInfo.
func WithRequestInfo(handler http.Handler, resolver request.RequestInfoResolver) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		info, err := resolver.NewRequestInfo(req)
		if err != nil {
			responsewriters.InternalError(w, req, fmt.Errorf("failed to create RequestInfo: %v", err))
			return
		}
		handler.ServeHTTP(w, req.WithContext(request.WithRequestInfo(req.Context(), info)))
	})
}
