package metrics

import (
	"context"
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/legacyregistry"
)

const (
	namespace = "apiserver"
	subsystem = "flowcontrol"

	priorityLevel = "priority_level"
	flowSchema    = "flow_schema"
)

// requestDurationSecondsBuckets are upstream's buckets for waiting and
// execution times.
var requestDurationSecondsBuckets = []float64{0, 0.005, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30}

var (
	rejectedRequests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: namespace, Subsystem: subsystem, Name: "rejected_requests_total",
		Help: "Number of requests rejected by API Priority and Fairness subsystem",
	}, []string{priorityLevel, flowSchema, "reason"})
	dispatchedRequests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: namespace, Subsystem: subsystem, Name: "dispatched_requests_total",
		Help: "Number of requests executed by API Priority and Fairness subsystem",
	}, []string{priorityLevel, flowSchema})
	inQueueRequests = prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Namespace: namespace, Subsystem: subsystem, Name: "current_inqueue_requests",
		Help: "Number of requests currently pending in queues of the API Priority and Fairness subsystem",
	}, []string{priorityLevel, flowSchema})
	executingRequests = prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Namespace: namespace, Subsystem: subsystem, Name: "current_executing_requests",
		Help: "Number of requests in initial (for a WATCH) or any (for a non-WATCH) execution stage in the API Priority and Fairness subsystem",
	}, []string{priorityLevel, flowSchema})
	executingSeats = prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Namespace: namespace, Subsystem: subsystem, Name: "current_executing_seats",
		Help: "Concurrency (number of seats) occupied by the currently executing (initial stage for a WATCH, any stage otherwise) requests in the API Priority and Fairness subsystem",
	}, []string{priorityLevel, flowSchema})
	waitDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Namespace: namespace, Subsystem: subsystem, Name: "request_wait_duration_seconds",
		Help:    "Length of time a request spent waiting in its queue",
		Buckets: requestDurationSecondsBuckets,
	}, []string{priorityLevel, flowSchema, "execute"})
	executionDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Namespace: namespace, Subsystem: subsystem, Name: "request_execution_seconds",
		Help:    "Duration of initial stage (for a WATCH) or any (for a non-WATCH) stage of request execution in the API Priority and Fairness subsystem",
		Buckets: requestDurationSecondsBuckets,
	}, []string{priorityLevel, flowSchema, "type"})
	workEstimatedSeats = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Namespace: namespace, Subsystem: subsystem, Name: "work_estimated_seats",
		Help:    "Number of estimated seats (maximum of initial and final seats) associated with requests in API Priority and Fairness",
		Buckets: []float64{1, 2, 4, 8, 16, 32, 64, 100},
	}, []string{priorityLevel, flowSchema})
	nominalLimitSeats = newLevelGauge("nominal_limit_seats", "Nominal number of execution seats configured for each priority level")
	lowerLimitSeats   = newLevelGauge("lower_limit_seats", "Configured lower bound on number of execution seats available to each priority level")
	upperLimitSeats   = newLevelGauge("upper_limit_seats", "Configured upper bound on number of execution seats available to each priority level")
	currentLimitSeats = newLevelGauge("current_limit_seats", "current derived number of execution seats available to each priority level")
)

func newLevelGauge(name, help string) *prometheus.GaugeVec {
	return prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Namespace: namespace, Subsystem: subsystem, Name: name, Help: help,
	}, []string{priorityLevel})
}

var registerOnce sync.Once

// Register adds the series to the server's registry, once.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/metrics.Register.
func Register() {
	registerOnce.Do(func() {
		legacyregistry.MustRegister(rejectedRequests, dispatchedRequests, inQueueRequests,
			executingRequests, executingSeats, waitDuration, executionDuration, workEstimatedSeats,
			nominalLimitSeats, lowerLimitSeats, upperLimitSeats, currentLimitSeats)
	})
}

// AddReject counts a rejected request; reason is one of fairqueuing's
// Reject* reasons.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/metrics.AddReject.
func AddReject(_ context.Context, priorityLevel, flowSchema, reason string) {
	rejectedRequests.WithLabelValues(priorityLevel, flowSchema, reason).Inc()
}

// AddDispatch counts a request that started executing.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/metrics.AddDispatch.
func AddDispatch(priorityLevel, flowSchema string) {
	dispatchedRequests.WithLabelValues(priorityLevel, flowSchema).Inc()
}

// AddRequestsInQueues changes the count of waiting requests by delta.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/metrics.AddRequestsInQueues.
func AddRequestsInQueues(priorityLevel, flowSchema string, delta int) {
	inQueueRequests.WithLabelValues(priorityLevel, flowSchema).Add(float64(delta))
}

// AddRequestsExecuting changes the count of executing requests by delta.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/metrics.AddRequestsExecuting.
func AddRequestsExecuting(priorityLevel, flowSchema string, delta int) {
	executingRequests.WithLabelValues(priorityLevel, flowSchema).Add(float64(delta))
}

// AddSeatConcurrencyInUse changes the count of seats in use by delta.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/metrics.AddSeatConcurrencyInUse.
func AddSeatConcurrencyInUse(priorityLevel, flowSchema string, delta int) {
	executingSeats.WithLabelValues(priorityLevel, flowSchema).Add(float64(delta))
}

// ObserveWaitingDuration records how long a request waited in its queue
// and whether it then executed.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/metrics.ObserveWaitingDuration.
func ObserveWaitingDuration(priorityLevel, flowSchema string, execute bool, waitTime time.Duration) {
	waitDuration.WithLabelValues(priorityLevel, flowSchema, strconv.FormatBool(execute)).Observe(waitTime.Seconds())
}

// ObserveExecutionDuration records how long a request executed;
// requestType is "regular" or, for a watch's initialization, "watch".
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/metrics.ObserveExecutionDuration.
func ObserveExecutionDuration(priorityLevel, flowSchema, requestType string, executionTime time.Duration) {
	executionDuration.WithLabelValues(priorityLevel, flowSchema, requestType).Observe(executionTime.Seconds())
}

// ObserveWorkEstimatedSeats records a request's estimated width.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/metrics.ObserveWorkEstimatedSeats.
func ObserveWorkEstimatedSeats(priorityLevel, flowSchema string, seats int) {
	workEstimatedSeats.WithLabelValues(priorityLevel, flowSchema).Observe(float64(seats))
}

// SetPriorityLevelConfiguration publishes a level's configured limits.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/metrics.SetPriorityLevelConfiguration.
func SetPriorityLevelConfiguration(priorityLevel string, nominalCL, minCL, maxCL int) {
	nominalLimitSeats.WithLabelValues(priorityLevel).Set(float64(nominalCL))
	lowerLimitSeats.WithLabelValues(priorityLevel).Set(float64(minCL))
	upperLimitSeats.WithLabelValues(priorityLevel).Set(float64(maxCL))
}

// SetCurrentLimit publishes a level's limit after lending and borrowing.
// Upstream: the current_limit_seats part of
// k8s.io/apiserver/pkg/util/flowcontrol/metrics.NotePriorityLevelConcurrencyAdjustment.
func SetCurrentLimit(priorityLevel string, currentCL int) {
	currentLimitSeats.WithLabelValues(priorityLevel).Set(float64(currentCL))
}

// ForgetPriorityLevel drops the per-level series of a removed level.
func ForgetPriorityLevel(priorityLevel string) {
	for _, g := range []*prometheus.GaugeVec{nominalLimitSeats, lowerLimitSeats, upperLimitSeats, currentLimitSeats} {
		g.DeleteLabelValues(priorityLevel)
	}
}
