package filters

import (
	"net/http"
	"slices"
	"strings"

	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/request"
)

// BasicLongRunningRequestCheck returns a check that calls a request
// long-running when its verb is one of longRunningVerbs ("watch",
// "proxy"), when it is a resource request for one of
// longRunningSubresources ("attach", "exec", "proxy", "log",
// "portforward"), or when it is a profile (/debug/pprof/, which samples
// for as long as it is asked to).
// Upstream: k8s.io/apiserver/pkg/server/filters.BasicLongRunningRequestCheck,
// which kube-apiserver calls with exactly these lists.
func BasicLongRunningRequestCheck(longRunningVerbs, longRunningSubresources []string) request.LongRunningRequestCheck {
	return func(r *http.Request, requestInfo *genericrequest.RequestInfo) bool {
		if slices.Contains(longRunningVerbs, requestInfo.Verb) {
			return true
		}
		if requestInfo.IsResourceRequest && slices.Contains(longRunningSubresources, requestInfo.Subresource) {
			return true
		}
		return !requestInfo.IsResourceRequest && strings.HasPrefix(requestInfo.Path, "/debug/pprof/")
	}
}
