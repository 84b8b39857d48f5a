package fairqueuing

import (
	"context"

	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
)

// QueueSetFactory makes QueueSets, in two phases.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing.QueueSetFactory.
type QueueSetFactory interface {
	// BeginConstruction checks qCfg and returns the second phase. The
	// set keeps seatDemand (nil: none) at its seats executing plus
	// seats waiting.
	BeginConstruction(qCfg QueuingConfig, seatDemand Integrator) (QueueSetCompleter, error)
}

// QueueSetCompleter finishes making a QueueSet.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing.QueueSetCompleter.
type QueueSetCompleter interface {
	// Complete returns a QueueSet that dispatches as dCfg says.
	Complete(dCfg DispatchingConfig) QueueSet
}

// QueueSet queues and dispatches the requests of one priority level.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing.QueueSet.
type QueueSet interface {
	// StartRequest takes a request and returns at once. A nil Request
	// means rejected now (queue full, or no seat free where nothing
	// queues); idle then says whether the set had nothing queued or
	// executing. Otherwise idle is false and the caller must call
	// Finish exactly once. hashValue (the flow's hash) picks the queue
	// by shuffle sharding; the request waits at most until ctx is done.
	// fsName, flowDistinguisher, descr1 and descr2 only describe.
	StartRequest(ctx context.Context, workEstimate *fcrequest.WorkEstimate, hashValue uint64,
		flowDistinguisher, fsName string, descr1, descr2 any, queueNoteFn QueueNoteFn) (req Request, idle bool)

	// IsIdle says whether nothing is queued or executing.
	IsIdle() bool

	// BeginConfigChange checks a new qCfg for this live set; the
	// completer's Complete then applies it (and a new concurrency limit)
	// without losing a queued or executing request. Fewer queues: the
	// extra ones get no new requests and drain.
	BeginConfigChange(qCfg QueuingConfig) (QueueSetCompleter, error)

	// Dump describes the set's queues for the debug endpoints.
	Dump() QueueSetDump
}

// QueueNoteFn is told when a request enters (true) and leaves (false) a queue.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing.QueueNoteFn.
type QueueNoteFn func(inQueue bool)

// Request is the rest of one request's handling.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing.Request.
type Request interface {
	// Finish waits for the request's turn and runs execute, then frees
	// its seats and dispatches the next requests; or, if the request's
	// ctx ends first, takes it out of its queue and returns without
	// running execute. idle says whether the set was idle afterwards.
	Finish(execute func()) (idle bool)
}

// QueuingConfig is the queuing half of a level's configuration.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing.QueuingConfig.
type QueuingConfig struct {
	// Name is the priority level's name.
	Name string
	// DesiredNumQueues > 0 queues requests; 0 does not queue (a request
	// with no free seat is rejected); < 0 is exempt (every request runs
	// at once, whatever the concurrency limit).
	DesiredNumQueues int
	// QueueLengthLimit is how many requests may wait in one queue.
	QueueLengthLimit int
	// HandSize is how many queues shuffle sharding deals each flow.
	HandSize int
}

// DispatchingConfig is the dispatching half of a level's configuration.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing.DispatchingConfig
// (whose ConcurrencyDenominator only scales metrics).
type DispatchingConfig struct {
	// ConcurrencyLimit is how many seats the level's executing
	// requests may occupy together.
	ConcurrencyLimit int
}

// The reasons a request is rejected, as upstream's metric
// apiserver_flowcontrol_rejected_requests_total labels them.
const (
	// RejectQueueFull: every seat is taken and the chosen queue is full.
	RejectQueueFull = "queue-full"
	// RejectTimeOut: the request's context ended while it was queued
	// (upstream's filter gives it a deadline: its wait limit).
	RejectTimeOut = "time-out"
	// RejectConcurrencyLimit: a level without queues had no free seat.
	RejectConcurrencyLimit = "concurrency-limit"
)

// RejectFn is told of each rejected request, with the priority level,
// the FlowSchema and one of the Reject* reasons.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/metrics.AddReject.
type RejectFn func(ctx context.Context, priorityLevel, flowSchema, reason string)
