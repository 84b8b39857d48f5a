package metrics

import (
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/legacyregistry"
	filtersrequest "github.com/kube-rebuilt/apiserver/06-filters/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/responsewriter"
)

const (
	// APIServerComponent is the component label of requests the API
	// server itself serves.
	// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.APIServerComponent.
	APIServerComponent string = "apiserver"
	// OtherRequestMethod is the verb label of a request whose verb is not
	// one of the known ones.
	// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.OtherRequestMethod.
	OtherRequestMethod string = "other"
)

const (
	// ReadOnlyKind is the request_kind of requests that change nothing.
	// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.ReadOnlyKind.
	ReadOnlyKind = "readOnly"
	// MutatingKind is the request_kind of requests that may change state.
	// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.MutatingKind.
	MutatingKind = "mutating"

	// WaitingPhase is the phase of requests waiting in a queue.
	// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.WaitingPhase.
	WaitingPhase = "waiting"
	// ExecutingPhase is the phase of requests being served.
	// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.ExecutingPhase.
	ExecutingPhase = "executing"
)

// The source and status labels of apiserver_request_post_timeout_total:
// which handler saw the request finish after its timeout, and how it
// finished.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics (PostTimeout*).
const (
	PostTimeoutSourceTimeoutHandler = "timeout-handler"
	PostTimeoutSourceRestHandler    = "rest-handler"

	PostTimeoutHandlerPanic   = "panic"
	PostTimeoutHandlerError   = "error"
	PostTimeoutHandlerOK      = "ok"
	PostTimeoutHandlerPending = "pending"
)

// The request series, with upstream's names, help, labels and buckets.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics (requestCounter,
// longRunningRequestsGauge, requestLatencies, responseSizes,
// currentInflightRequests, currentInqueueRequests,
// requestTerminationsTotal, requestAbortsTotal, requestPostTimeoutTotal).
var (
	requestCounter = prometheus.NewCounterVec(prometheus.CounterOpts{
		Subsystem: APIServerComponent, Name: "request_total",
		Help: "Counter of apiserver requests broken out for each verb, dry run value, group, version, resource, scope, component, and HTTP response code.",
	}, []string{"verb", "dry_run", "group", "version", "resource", "subresource", "scope", "component", "code"})
	longRunningRequestsGauge = prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Subsystem: APIServerComponent, Name: "longrunning_requests",
		Help: "Gauge of all active long-running apiserver requests broken out by verb, group, version, resource, scope and component. Not all requests are tracked this way.",
	}, []string{"verb", "group", "version", "resource", "subresource", "scope", "component"})
	requestLatencies = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Subsystem: APIServerComponent, Name: "request_duration_seconds",
		Help: "Response latency distribution in seconds for each verb, dry run value, group, version, resource, subresource, scope and component.",
		// Fine-grained below a second for the latency SLO, coarse up to
		// the 60s request timeout.
		Buckets: []float64{0.005, 0.025, 0.05, 0.1, 0.2, 0.4, 0.6, 0.8, 1.0, 1.25, 1.5, 2, 3,
			4, 5, 6, 8, 10, 15, 20, 30, 45, 60},
	}, []string{"verb", "dry_run", "group", "version", "resource", "subresource", "scope", "component"})
	responseSizes = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Subsystem: APIServerComponent, Name: "response_sizes",
		Help: "Response size distribution in bytes for each group, version, verb, resource, subresource, scope and component.",
		// 1KB to 1GB.
		Buckets: prometheus.ExponentialBuckets(1000, 10.0, 7),
	}, []string{"verb", "group", "version", "resource", "subresource", "scope", "component"})
	currentInflightRequests = prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Subsystem: APIServerComponent, Name: "current_inflight_requests",
		Help: "Maximal number of currently used inflight request limit of this apiserver per request kind in last second.",
	}, []string{"request_kind"})
	currentInqueueRequests = prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Subsystem: APIServerComponent, Name: "current_inqueue_requests",
		Help: "Maximal number of queued requests in this apiserver per request kind in last second.",
	}, []string{"request_kind"})
	requestTerminationsTotal = prometheus.NewCounterVec(prometheus.CounterOpts{
		Subsystem: APIServerComponent, Name: "request_terminations_total",
		Help: "Number of requests which apiserver terminated in self-defense.",
	}, []string{"verb", "group", "version", "resource", "subresource", "scope", "component", "code"})
	requestAbortsTotal = prometheus.NewCounterVec(prometheus.CounterOpts{
		Subsystem: APIServerComponent, Name: "request_aborts_total",
		Help: "Number of requests which apiserver aborted possibly due to a timeout, for each group, version, verb, resource, subresource and scope",
	}, []string{"verb", "group", "version", "resource", "subresource", "scope"})
	requestPostTimeoutTotal = prometheus.NewCounterVec(prometheus.CounterOpts{
		Subsystem: APIServerComponent, Name: "request_post_timeout_total",
		Help: "Tracks the activity of the request handlers after the associated requests have been timed out by the apiserver",
	}, []string{"source", "status"})

	registerMetrics sync.Once
)

// Register adds the request metrics to the server's registry (what
// /metrics serves), once; later calls do nothing. Upstream calls it when
// /metrics is installed (k8s.io/apiserver/pkg/server/routes.DefaultMetrics);
// stage 02, which installs /metrics, cannot import stage 06, so
// WithRequestMetrics calls it.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.Register.
func Register() {
	registerMetrics.Do(func() {
		legacyregistry.MustRegister(requestCounter, longRunningRequestsGauge, requestLatencies,
			responseSizes, currentInflightRequests, currentInqueueRequests,
			requestTerminationsTotal, requestAbortsTotal, requestPostTimeoutTotal)
	})
}

// UpdateInflightRequestMetrics sets the in-flight (ExecutingPhase) or
// in-queue (any other phase) gauges of read-only and mutating requests.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.UpdateInflightRequestMetrics.
func UpdateInflightRequestMetrics(phase string, nonmutating, mutating int) {
	gauge := currentInqueueRequests
	if phase == ExecutingPhase {
		gauge = currentInflightRequests
	}
	gauge.WithLabelValues(ReadOnlyKind).Set(float64(nonmutating))
	gauge.WithLabelValues(MutatingKind).Set(float64(mutating))
}

// RecordRequestPostTimeout counts a handler that finished (status: ok,
// error, panic) or had not yet finished (pending) after the request timed
// out; source names who watched it.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.RecordRequestPostTimeout.
func RecordRequestPostTimeout(source string, status string) {
	requestPostTimeoutTotal.WithLabelValues(source, status).Inc()
}

// RecordRequestAbort counts a request whose handler aborted it
// (http.ErrAbortHandler), possibly because it timed out. requestInfo may
// be nil.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.RecordRequestAbort.
func RecordRequestAbort(req *http.Request, requestInfo *request.RequestInfo) {
	requestInfo = orMinimal(req, requestInfo)
	scope := CleanScope(requestInfo)
	verb := reportedVerb(req, requestInfo, scope)
	requestAbortsTotal.WithLabelValues(verb, requestInfo.APIGroup, requestInfo.APIVersion,
		requestInfo.Resource, requestInfo.Subresource, scope).Inc()
}

// RecordDroppedRequest counts a request the server rejected with 429 Too
// Many Requests (the max-in-flight filter) in apiserver_request_total.
// isMutatingRequest is unused, as upstream: the series has no kind label.
// requestInfo may be nil.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.RecordDroppedRequest.
func RecordDroppedRequest(req *http.Request, requestInfo *request.RequestInfo, component string, isMutatingRequest bool) {
	requestInfo = orMinimal(req, requestInfo)
	scope := CleanScope(requestInfo)
	verb := reportedVerb(req, requestInfo, scope)
	group, version, resource := requestInfo.APIGroup, requestInfo.APIVersion, requestInfo.Resource
	if !requestInfo.IsResourceRequest {
		group, version, resource = "", "", ""
	}
	requestCounter.WithLabelValues(verb, cleanDryRun(req), group, version, resource,
		requestInfo.Subresource, scope, component, codeToString(http.StatusTooManyRequests)).Inc()
}

// RecordRequestTermination counts a request the server ended early in
// self-defense (a timeout, the max-in-flight limit, a proxy error), with
// the code it answered. Call it at most once per request. For a
// non-resource request the path is the subresource label. requestInfo may
// be nil.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.RecordRequestTermination.
func RecordRequestTermination(req *http.Request, requestInfo *request.RequestInfo, component string, code int) {
	requestInfo = orMinimal(req, requestInfo)
	scope := CleanScope(requestInfo)
	verb := reportedVerb(req, requestInfo, scope)
	group, version, resource, subresource := resourceLabels(requestInfo)
	requestTerminationsTotal.WithLabelValues(verb, group, version, resource, subresource,
		scope, component, codeToString(code)).Inc()
}

// RecordLongRunning runs fn, counting it in apiserver_longrunning_requests
// while it runs (also when fn panics). For a non-resource request the
// path is the subresource label. requestInfo may be nil.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.RecordLongRunning.
func RecordLongRunning(req *http.Request, requestInfo *request.RequestInfo, component string, fn func()) {
	requestInfo = orMinimal(req, requestInfo)
	scope := CleanScope(requestInfo)
	verb := reportedVerb(req, requestInfo, scope)
	group, version, resource, subresource := resourceLabels(requestInfo)
	g := longRunningRequestsGauge.WithLabelValues(verb, group, version, resource, subresource, scope, component)
	g.Inc()
	defer g.Dec()
	fn()
}

// MonitorRequest records one finished request: its count (with its code)
// and latency, and, for GET and LIST, its response size. verb is the
// route's verb, in upper case (GET, LIST, WATCH, POST, PUT, PATCH,
// DELETE, DELETECOLLECTION ...); the reported verb is cleaned from the
// request itself (LIST vs GET by scope, WATCH, APPLY, CONNECT), so it is
// the same whoever computed verb.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.MonitorRequest (which
// also takes the deprecated/removedRelease pair we leave out).
func MonitorRequest(req *http.Request, verb, group, version, resource, subresource, scope, component string,
	httpCode, respSize int, elapsed time.Duration) {
	requestInfo, ok := request.RequestInfoFrom(req.Context())
	if !ok || requestInfo == nil {
		requestInfo = &request.RequestInfo{Verb: req.Method, Path: req.URL.Path}
	}
	reported := cleanVerb(CanonicalVerb(strings.ToUpper(req.Method), scope), verb, req, requestInfo)
	dryRun := cleanDryRun(req)
	requestCounter.WithLabelValues(reported, dryRun, group, version, resource, subresource,
		scope, component, codeToString(httpCode)).Inc()
	requestLatencies.WithLabelValues(reported, dryRun, group, version, resource, subresource,
		scope, component).Observe(elapsed.Seconds())
	// Only the sizes of reads are interesting.
	if verb == MethodGet || verb == MethodList {
		responseSizes.WithLabelValues(reported, group, version, resource, subresource,
			scope, component).Observe(float64(respSize))
	}
}

// InstrumentHandlerFunc wraps handler so each request it serves is
// recorded by MonitorRequest with the given labels, timed from the
// request's received timestamp. Upstream wraps /healthz, /livez, /readyz
// and aggregated discovery with it; stage 06 records those in
// WithRequestMetrics instead, and keeps this for handlers that are not
// behind that filter.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.InstrumentHandlerFunc.
func InstrumentHandlerFunc(verb, group, version, resource, subresource, scope, component string, handler http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) {
		start, ok := filtersrequest.ReceivedTimestampFrom(req.Context())
		if !ok {
			start = time.Now()
		}
		delegate := &ResponseWriterDelegator{ResponseWriter: w}
		handler(responsewriter.WrapForHTTP1Or2(delegate), req)
		MonitorRequest(req, verb, group, version, resource, subresource, scope, component,
			delegate.Status(), delegate.ContentLength(), time.Since(start))
	}
}

// orMinimal returns requestInfo, or, if it is nil, the minimal one
// upstream makes from the method and path.
func orMinimal(req *http.Request, requestInfo *request.RequestInfo) *request.RequestInfo {
	if requestInfo != nil {
		return requestInfo
	}
	return &request.RequestInfo{Verb: req.Method, Path: req.URL.Path}
}

// reportedVerb is the verb label of the Record* functions: the
// canonical verb of the request's method, cleaned.
func reportedVerb(req *http.Request, requestInfo *request.RequestInfo, scope string) string {
	return cleanVerb(CanonicalVerb(strings.ToUpper(req.Method), scope), "", req, requestInfo)
}

// resourceLabels are the group, version, resource and subresource labels
// of a resource request; a non-resource request is labelled by its path,
// in the subresource label.
func resourceLabels(requestInfo *request.RequestInfo) (group, version, resource, subresource string) {
	if !requestInfo.IsResourceRequest {
		return "", "", "", requestInfo.Path
	}
	return requestInfo.APIGroup, requestInfo.APIVersion, requestInfo.Resource, requestInfo.Subresource
}

// codeToString is the code label. Upstream spells out a switch over the
// common codes to save strconv.Itoa's allocation; we leave that
// optimization out.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.codeToString.
func codeToString(code int) string { return strconv.Itoa(code) }
