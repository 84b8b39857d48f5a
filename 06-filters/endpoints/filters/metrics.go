package filters

import (
	"net/http"
	"slices"
	"strings"
	"time"

	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/metrics"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/responsewriter"
)

// WithRequestMetrics records every resource request in the request
// metrics (apiserver_request_total, apiserver_request_duration_seconds,
// apiserver_response_sizes), with the labels of the RequestInfo an outer
// filter put in the context, the code and size the handler wrote, and the
// time since the request was received (or since this filter was entered).
// Long-running requests (per longRunning: watches, proxies, exec ...) are
// also counted in apiserver_longrunning_requests while they run, and
// recorded when they end, as upstream. /healthz, /livez and /readyz are
// recorded like upstream's InstrumentHandlerFunc does for them: verb GET,
// the path as subresource, no component. Other non-resource requests, and
// requests without a RequestInfo, are served unrecorded. It registers the
// metrics with the server's registry.
//
// It is the innermost filter, right around the director, so the latency
// covers the filters and the handler, and the code is the handler's.
//
// Upstream records in the endpoints installer: each installed route is
// wrapped in metrics.InstrumentRouteFunc with the route's verb and scope
// (registerResourceHandlers), and the custom-resource handler wraps what
// it serves in metrics.InstrumentHandlerFunc. Stage 06 records in one
// filter instead, so stage 02's installer (and stage 04's handler) stay
// unaware of metrics, and a reader sees one place where requests are
// counted. The verb and scope are worked out from the RequestInfo as the
// installer would give them (routeVerb, routeScope). What differs:
// requests no route serves are recorded too, where upstream records
// nothing: a 404 for an unknown group, version or resource, a 405 for a
// verb the resource does not support, a request stage 05 proxies to an
// aggregated server (upstream's aggregator records only its proxy errors,
// as terminations). Their labels come from the URL, so a client can add
// series by asking for made-up resources. Aggregated discovery
// (upstream instruments /api and /apis when asked for it) is not
// recorded.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.InstrumentRouteFunc and
// k8s.io/apiserver/pkg/endpoints/installer.go (registerResourceHandlers).
func WithRequestMetrics(handler http.Handler, longRunning request.LongRunningRequestCheck) http.Handler {
	metrics.Register()
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		info, ok := genericrequest.RequestInfoFrom(req.Context())
		if !ok || info == nil {
			handler.ServeHTTP(w, req)
			return
		}
		route, ok := metricsRouteFor(info)
		if !ok {
			handler.ServeHTTP(w, req)
			return
		}
		start, ok := request.ReceivedTimestampFrom(req.Context())
		if !ok {
			start = time.Now()
		}
		delegate := &metrics.ResponseWriterDelegator{ResponseWriter: w}
		rw := responsewriter.WrapForHTTP1Or2(delegate)
		serve := func() { handler.ServeHTTP(rw, req) }
		if info.IsResourceRequest && longRunning != nil && longRunning(req, info) {
			metrics.RecordLongRunning(req, info, metrics.APIServerComponent, serve)
		} else {
			serve()
		}
		metrics.MonitorRequest(req, route.verb, route.group, route.version, route.resource, route.subresource,
			route.scope, route.component, delegate.Status(), delegate.ContentLength(), time.Since(start))
	})
}

// metricsRoute holds the labels upstream's installer gives a route.
type metricsRoute struct {
	verb, group, version, resource, subresource, scope, component string
}

// instrumentedNonResourcePaths are the non-resource paths upstream
// instruments: the health endpoints (healthz.InstallPathHandler), not
// their per-check subpaths.
var instrumentedNonResourcePaths = []string{"/healthz", "/livez", "/readyz"}

// metricsRouteFor returns the labels of the request info describes; false
// for a request that is not recorded.
func metricsRouteFor(info *genericrequest.RequestInfo) (metricsRoute, bool) {
	if !info.IsResourceRequest {
		if !slices.Contains(instrumentedNonResourcePaths, info.Path) {
			return metricsRoute{}, false
		}
		return metricsRoute{verb: metrics.MethodGet, subresource: info.Path}, true
	}
	return metricsRoute{
		verb: routeVerb(info), group: info.APIGroup, version: info.APIVersion,
		resource: info.Resource, subresource: info.Subresource,
		scope: routeScope(info), component: metrics.APIServerComponent,
	}, true
}

// routeVerbs maps RequestInfo verbs to the installer's action verbs.
var routeVerbs = map[string]string{
	"get": metrics.MethodGet, "list": metrics.MethodList, "watch": metrics.MethodWatch,
	"create": metrics.MethodPost, "update": metrics.MethodPut, "patch": metrics.MethodPatch,
	"delete": metrics.MethodDelete, "deletecollection": metrics.MethodDeleteCollection,
	"proxy": metrics.MethodProxy,
}

// connectSubresources are served by a Connecter (action verb CONNECT);
// pods/log is a GET with options upstream, so it is not here.
var connectSubresources = []string{"attach", "exec", "portforward", "proxy"}

// routeVerb is the action verb upstream's installer would have passed
// to InstrumentRouteFunc for this request. Only WATCH (reported as is)
// and GET/LIST (which have their response sizes recorded) matter to
// MonitorRequest; the reported verb is cleaned from the request itself.
// Upstream: the action.Verb of k8s.io/apiserver/pkg/endpoints.(*APIInstaller).registerResourceHandlers.
func routeVerb(info *genericrequest.RequestInfo) string {
	if slices.Contains(connectSubresources, info.Subresource) {
		return metrics.MethodConnect
	}
	if verb, ok := routeVerbs[info.Verb]; ok {
		return verb
	}
	return strings.ToUpper(info.Verb)
}

// routeScope is the scope upstream's installer gives the route that
// serves the request: "resource" when the path names an object (or the
// request creates one), "namespace" for a namespace's collection,
// "cluster" for a cluster-wide one. Unlike metrics.CleanScope it ignores
// a name taken from a metadata.name field selector: such a list is still
// served by the collection's route, and reported as a LIST.
// Upstream: requestScope in k8s.io/apiserver/pkg/endpoints.(*APIInstaller).registerResourceHandlers.
func routeScope(info *genericrequest.RequestInfo) string {
	switch {
	case info.Verb == "create" || len(info.Parts) >= 2:
		return "resource"
	case info.Namespace != "":
		return "namespace"
	}
	return "cluster"
}
