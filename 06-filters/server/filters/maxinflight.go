package filters

import (
	"errors"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"time"

	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/metrics"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/request"
)

const (
	// retryAfter is the Retry-After of a 429, in seconds.
	retryAfter = 1
	// inflightUsageMetricUpdatePeriod is how often the watermarks are
	// reported and reset: the gauge shows the highest count of each period.
	inflightUsageMetricUpdatePeriod = time.Second
	// executingPhase labels the requests being served, as opposed to
	// waiting in a queue (which only priority and fairness has).
	// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.ExecutingPhase.
	executingPhase = "executing"
)

// nonMutatingRequestVerbs are the reads; every other verb counts against
// the mutating limit.
var nonMutatingRequestVerbs = []string{"get", "list", "watch"}

// recordDroppedRequest counts a request refused with 429 (a variable, so
// tests can watch it).
var recordDroppedRequest = func(req *http.Request, info *genericrequest.RequestInfo, isMutating bool) {
	metrics.RecordDroppedRequest(req, info, metrics.APIServerComponent, isMutating)
}

// updateInflightRequestMetrics sets the apiserver_current_inflight_requests
// gauge (a variable, so tests can watch it).
var updateInflightRequestMetrics = metrics.UpdateInflightRequestMetrics

// requestWatermark tracks the highest numbers of requests in flight,
// reads and writes apart, since the last report.
// Upstream: k8s.io/apiserver/pkg/server/filters.requestWatermark (minus
// the ratioed gauges of priority and fairness).
type requestWatermark struct {
	phase                                string
	lock                                 sync.Mutex
	readOnlyWatermark, mutatingWatermark int
}

func (w *requestWatermark) record(isMutating bool, val int) {
	w.lock.Lock()
	defer w.lock.Unlock()
	if isMutating {
		w.mutatingWatermark = max(w.mutatingWatermark, val)
	} else {
		w.readOnlyWatermark = max(w.readOnlyWatermark, val)
	}
}

// report hands the watermarks to the gauge and starts a new period.
func (w *requestWatermark) report() {
	w.lock.Lock()
	readOnly, mutating := w.readOnlyWatermark, w.mutatingWatermark
	w.readOnlyWatermark, w.mutatingWatermark = 0, 0
	w.lock.Unlock()
	updateInflightRequestMetrics(w.phase, readOnly, mutating)
}

// watermark tracks the requests being executed, for every limit in the
// process, as upstream's does.
var watermark = &requestWatermark{phase: executingPhase}

// StartMaxInFlightWatermarkMaintenance reports the in-flight watermarks
// every second until stopCh is closed.
// Upstream: k8s.io/apiserver/pkg/server/filters.StartMaxInFlightWatermarkMaintenance.
func StartMaxInFlightWatermarkMaintenance(stopCh <-chan struct{}) {
	go maintainWatermark(watermark, inflightUsageMetricUpdatePeriod, stopCh)
}

// maintainWatermark reports w at once and then every period.
// Upstream: k8s.io/apiserver/pkg/server/filters.startWatermarkMaintenance
// (with wait.Until).
func maintainWatermark(w *requestWatermark, period time.Duration, stopCh <-chan struct{}) {
	ticker := time.NewTicker(period)
	defer ticker.Stop()
	for {
		w.report()
		select {
		case <-stopCh:
			return
		case <-ticker.C:
		}
	}
}

// WithMaxInFlightLimit serves at most nonMutatingLimit reads (get, list,
// watch) and mutatingLimit other requests at once; 0 is no limit, and
// with both 0 the filter is not there at all. Long-running requests are
// not counted: a watch would hold its place for hours. A request over
// the limit gets 429 with Retry-After: 1, unless its user is in
// system:masters (a super-admin or the server's own loopback client),
// who is always served.
// Simplified: upstream writes the 429's message as text/plain; we send it
// as a metav1.Status, reason TooManyRequests.
// Upstream: k8s.io/apiserver/pkg/server/filters.WithMaxInFlightLimit.
func WithMaxInFlightLimit(handler http.Handler, nonMutatingLimit, mutatingLimit int, longRunningRequestCheck request.LongRunningRequestCheck) http.Handler {
	if nonMutatingLimit == 0 && mutatingLimit == 0 {
		return handler
	}
	nonMutatingChan := newInFlightChan("nonMutatingChan", nonMutatingLimit)
	mutatingChan := newInFlightChan("mutatingChan", mutatingLimit)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		requestInfo, ok := genericrequest.RequestInfoFrom(r.Context())
		if !ok {
			responsewriters.InternalError(w, r, errors.New("no RequestInfo found in context, handler chain must be wrong"))
			return
		}
		if longRunningRequestCheck != nil && longRunningRequestCheck(r, requestInfo) {
			handler.ServeHTTP(w, r)
			return
		}
		isMutating := !slices.Contains(nonMutatingRequestVerbs, requestInfo.Verb)
		c := nonMutatingChan
		if isMutating {
			c = mutatingChan
		}
		if c == nil {
			handler.ServeHTTP(w, r)
			return
		}
		select {
		case c <- true:
			serveInFlight(handler, w, r, c, isMutating)
		default:
			if isSystemMaster(r) {
				handler.ServeHTTP(w, r)
				return
			}
			recordDroppedRequest(r, requestInfo, isMutating)
			recordRequestTermination(r, requestInfo, http.StatusTooManyRequests)
			tooManyRequests(w)
		}
	})
}

// newInFlightChan returns a semaphore of limit places, or nil for none.
func newInFlightChan(name string, limit int) chan bool {
	if limit == 0 {
		klog.V(2).InfoS("Running with nil " + name)
		return nil
	}
	klog.V(2).InfoS("Initialized "+name, "len", limit)
	return make(chan bool, limit)
}

// serveInFlight serves a request that holds a place in c, and frees it.
// The count is noted both while the request is served and after, as both
// states belong to the sampled concurrency.
func serveInFlight(handler http.Handler, w http.ResponseWriter, r *http.Request, c chan bool, isMutating bool) {
	watermark.record(isMutating, len(c))
	defer func() {
		<-c
		watermark.record(isMutating, len(c))
	}()
	handler.ServeHTTP(w, r)
}

// isSystemMaster tells whether the request's user is in system:masters.
func isSystemMaster(r *http.Request) bool {
	u, ok := genericrequest.UserFrom(r.Context())
	return ok && slices.Contains(u.GetGroups(), user.SystemPrivilegedGroup)
}

// tooManyRequests answers 429, asking the client to retry in a second.
// Upstream: k8s.io/apiserver/pkg/server/filters.tooManyRequests.
func tooManyRequests(w http.ResponseWriter) {
	status := apierrors.NewTooManyRequests("Too many requests, please try again later.", retryAfter).Status()
	w.Header().Set("Retry-After", strconv.Itoa(retryAfter))
	responsewriters.WriteRawJSON(http.StatusTooManyRequests, status, w)
}
