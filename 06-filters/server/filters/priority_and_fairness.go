package filters

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"runtime"
	"slices"
	"sync/atomic"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/metrics"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/request"
	utilflowcontrol "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol"
	fcmetrics "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/metrics"
	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
)

// The response headers that name the FlowSchema and priority level a
// request was classified to, by UID.
// Upstream: k8s.io/api/flowcontrol/v1.ResponseHeaderMatchedPriorityLevelConfigurationUID
// and ResponseHeaderMatchedFlowSchemaUID.
const (
	ResponseHeaderMatchedPriorityLevelConfigurationUID = "X-Kubernetes-PF-PriorityLevel-UID"
	ResponseHeaderMatchedFlowSchemaUID                 = "X-Kubernetes-PF-FlowSchema-UID"
)

// maxRequestWaitLimit bounds how long any request may wait in a queue.
const maxRequestWaitLimit = time.Minute

// The executing and waiting counts of the APF filter, reads and writes
// apart, for apiserver_current_inflight_requests.
var (
	atomicMutatingExecuting, atomicReadOnlyExecuting atomic.Int32
	atomicMutatingWaiting, atomicReadOnlyWaiting     atomic.Int32
	// waitingMark is the watermark of requests waiting in queues.
	waitingMark = &requestWatermark{phase: metrics.WaitingPhase}
)

// classification is where a request went: its FlowSchema and level.
// Upstream: k8s.io/apiserver/pkg/server/filters.PriorityAndFairnessClassification.
type classification struct {
	flowSchemaName, flowSchemaUID, priorityLevelName, priorityLevelUID string
}

// priorityAndFairnessHandler is the filter's state.
// Upstream: k8s.io/apiserver/pkg/server/filters.priorityAndFairnessHandler.
type priorityAndFairnessHandler struct {
	handler                 http.Handler
	longRunningRequestCheck request.LongRunningRequestCheck
	fcIfc                   utilflowcontrol.Interface
	workEstimator           fcrequest.WorkEstimatorFunc
	defaultRequestWaitLimit time.Duration
}

// WithPriorityAndFairness sends each request through API Priority and
// Fairness: classified by the first FlowSchema that matches it, queued
// fairly among the flows of its priority level, served when a seat is
// free, or answered 429 with Retry-After when its queue is full or it
// waited too long (a quarter of its deadline, at most a minute).
// Long-running requests other than watches are not limited; a watch holds
// its seats only until it is set up. The response names the FlowSchema
// and priority level in X-Kubernetes-PF-* headers.
// Simplified: upstream writes the 429 as text/plain with a Retry-After
// that grows with recent rejections; ours is a metav1.Status and 1s.
// Upstream: k8s.io/apiserver/pkg/server/filters.WithPriorityAndFairness.
func WithPriorityAndFairness(handler http.Handler, longRunningRequestCheck request.LongRunningRequestCheck,
	fcIfc utilflowcontrol.Interface, workEstimator fcrequest.WorkEstimatorFunc, defaultRequestWaitLimit time.Duration) http.Handler {
	if fcIfc == nil {
		return handler
	}
	h := &priorityAndFairnessHandler{handler: handler, longRunningRequestCheck: longRunningRequestCheck,
		fcIfc: fcIfc, workEstimator: workEstimator, defaultRequestWaitLimit: defaultRequestWaitLimit}
	return http.HandlerFunc(h.Handle)
}

// Handle is the filter.
// Upstream: k8s.io/apiserver/pkg/server/filters.(*priorityAndFairnessHandler).Handle.
func (h *priorityAndFairnessHandler) Handle(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	info, ok := genericrequest.RequestInfoFrom(ctx)
	if !ok {
		responsewriters.InternalError(w, r, errors.New("no RequestInfo found in context"))
		return
	}
	u, ok := genericrequest.UserFrom(ctx)
	if !ok {
		// Until stage 07 authenticates, every request is anonymous.
		u = &user.DefaultInfo{Name: user.Anonymous, Groups: []string{user.AllUnauthenticated}}
	}
	isWatch := info.Verb == "watch"
	if h.longRunningRequestCheck != nil && h.longRunningRequestCheck(r, info) && !isWatch {
		h.handler.ServeHTTP(w, r)
		return
	}
	var cls *classification
	noteFn := func(fs *flowcontrol.FlowSchema, pl *flowcontrol.PriorityLevelConfiguration, _ string) {
		cls = &classification{fs.Name, string(fs.UID), pl.Name, string(pl.UID)}
	}
	estimateWork := func() fcrequest.WorkEstimate {
		we := h.workEstimator(r, cls.flowSchemaName, cls.priorityLevelName)
		fcmetrics.ObserveWorkEstimatedSeats(cls.priorityLevelName, cls.flowSchemaName, we.MaxSeats())
		return we
	}
	isMutating := !slices.Contains(nonMutatingRequestVerbs, info.Verb)
	queueNote := func(inQueue bool) {
		delta := int32(-1)
		if inQueue {
			delta = 1
		}
		counter := &atomicReadOnlyWaiting
		if isMutating {
			counter = &atomicMutatingWaiting
		}
		waitingMark.record(isMutating, int(counter.Add(delta)))
	}
	digest := utilflowcontrol.RequestDigest{RequestInfo: info, User: u}
	var served bool
	if isWatch {
		served = h.handleWatch(w, r, digest, noteFn, estimateWork, queueNote, &cls)
	} else {
		execute := func() {
			noteExecutingDelta(isMutating, 1)
			defer noteExecutingDelta(isMutating, -1)
			served = true
			setResponseHeaders(cls, w)
			h.handler.ServeHTTP(w, r)
		}
		waitCtx, cancel := h.requestWaitContext(ctx)
		h.fcIfc.Handle(waitCtx, digest, noteFn, estimateWork, queueNote, execute)
		cancel()
	}
	if !served {
		setResponseHeaders(cls, w)
		metrics.RecordDroppedRequest(r, info, metrics.APIServerComponent, isMutating)
		metrics.RecordRequestTermination(r, info, metrics.APIServerComponent, http.StatusTooManyRequests)
		tooManyRequests(w)
	}
}

// handleWatch queues a watch like any request, but its "execution" ends
// as soon as storage has set it up (request.WatchInitialized): the watch
// then goes on serving outside APF, on this goroutine, while Handle
// returns on another and gives the seats back. It reports whether the
// watch was served.
// Upstream: the isWatchRequest branch of
// k8s.io/apiserver/pkg/server/filters.(*priorityAndFairnessHandler).Handle.
func (h *priorityAndFairnessHandler) handleWatch(w http.ResponseWriter, r *http.Request, digest utilflowcontrol.RequestDigest,
	noteFn func(*flowcontrol.FlowSchema, *flowcontrol.PriorityLevelConfiguration, string),
	estimateWork func() fcrequest.WorkEstimate, queueNote func(bool), cls **classification) bool {
	ctx := r.Context()
	shouldStartWatch := make(chan struct{})
	initialized := genericrequest.NewInitializationSignal()
	execute := func() {
		noteExecutingDelta(false, 1)
		defer noteExecutingDelta(false, -1)
		setResponseHeaders(*cls, w)
		close(shouldStartWatch)
		initialized.Wait()
	}
	resultCh := make(chan any, 1)
	go func() {
		defer func() {
			err := recover()
			if err != nil && err != http.ErrAbortHandler {
				buf := make([]byte, 64<<10)
				err = fmt.Sprintf("%v\n%s", err, buf[:runtime.Stack(buf, false)])
			}
			resultCh <- err
		}()
		waitCtx, cancel := h.requestWaitContext(ctx)
		defer cancel()
		h.fcIfc.Handle(waitCtx, digest, noteFn, estimateWork, queueNote, execute)
	}()
	select {
	case <-shouldStartWatch:
		defer func() {
			initialized.Signal() // the handler failed before storage signalled
			if err := <-resultCh; err != nil {
				panic(err)
			}
		}()
		h.handler.ServeHTTP(w, r.WithContext(genericrequest.WithInitializationSignal(ctx, initialized)))
		return true
	case err := <-resultCh:
		if err != nil {
			panic(err)
		}
		return false
	}
}

// requestWaitContext is ctx with the deadline of the request's wait in
// its queue: a quarter of the request's own deadline (counted from its
// arrival), or defaultRequestWaitLimit without one; at most a minute.
// Upstream: k8s.io/apiserver/pkg/server/filters.getRequestWaitContext.
func (h *priorityAndFairnessHandler) requestWaitContext(ctx context.Context) (context.Context, context.CancelFunc) {
	if ctx.Err() != nil {
		return ctx, func() {}
	}
	arrived := time.Now()
	if received, ok := request.ReceivedTimestampFrom(ctx); ok {
		arrived = received
	}
	limit := h.defaultRequestWaitLimit
	if deadline, ok := ctx.Deadline(); ok {
		limit = deadline.Sub(arrived) / 4
	}
	return context.WithDeadline(ctx, arrived.Add(min(limit, maxRequestWaitLimit)))
}

// noteExecutingDelta counts requests executing for the watermark.
func noteExecutingDelta(isMutating bool, delta int32) {
	counter := &atomicReadOnlyExecuting
	if isMutating {
		counter = &atomicMutatingExecuting
	}
	watermark.record(isMutating, int(counter.Add(delta)))
}

// setResponseHeaders names the request's FlowSchema and level.
// Upstream: k8s.io/apiserver/pkg/server/filters.setResponseHeaders.
func setResponseHeaders(cls *classification, w http.ResponseWriter) {
	if cls == nil {
		return
	}
	// What Header().Set does, without its work per call: the keys are
	// canonical already (Set would canonicalize them again, a new string
	// each time, as they are not), and the two values share one array.
	values := []string{cls.priorityLevelUID, cls.flowSchemaUID}
	h := w.Header()
	h[priorityLevelUIDHeaderKey] = values[0:1:1]
	h[flowSchemaUIDHeaderKey] = values[1:2:2]
}

// The response headers' keys in their canonical form, which is what
// Header().Set stores and what goes on the wire.
var (
	priorityLevelUIDHeaderKey = http.CanonicalHeaderKey(ResponseHeaderMatchedPriorityLevelConfigurationUID)
	flowSchemaUIDHeaderKey    = http.CanonicalHeaderKey(ResponseHeaderMatchedFlowSchemaUID)
)

// StartPriorityAndFairnessWatermarkMaintenance reports the executing and
// waiting watermarks every second until stopCh is closed.
// Upstream: k8s.io/apiserver/pkg/server/filters.StartPriorityAndFairnessWatermarkMaintenance.
func StartPriorityAndFairnessWatermarkMaintenance(stopCh <-chan struct{}) {
	go maintainWatermark(watermark, inflightUsageMetricUpdatePeriod, stopCh)
	go maintainWatermark(waitingMark, inflightUsageMetricUpdatePeriod, stopCh)
}
