package queueset

import (
	"container/list"
	"context"
	"sync"
	"time"

	fq "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing"
	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
)

// request is one request's state inside the queue set. The fields above
// the blank line are set at creation; the others are guarded by the
// queue set's lock.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.request.
type request struct {
	ctx               context.Context
	qs                *queueSet
	queue             *queue // nil if the request never queued
	flowDistinguisher string
	fsName            string
	descr1, descr2    any
	queueNoteFn       fq.QueueNoteFn
	workEstimate      fcrequest.WorkEstimate
	// work is the guess at the request's work: its seats times G, the
	// queue set's estimatedServiceDuration.
	work SeatSeconds
	// decision is set once: execute (dispatched) or cancel (ctx ended).
	decision *decisionPromise

	// arrivalR is R when the request arrived.
	arrivalR SeatSeconds
	// element is the request's place in its queue; nil when not queued.
	element *list.Element
	// startTime is when the request was dispatched.
	startTime time.Time
}

// SeatSeconds is short for fcrequest.SeatSeconds, the unit of R.
type SeatSeconds = fcrequest.SeatSeconds

func (req *request) maxSeats() int { return req.workEstimate.MaxSeats() }

func (req *request) noteQueued(inQueue bool) {
	if req.queueNoteFn != nil {
		req.queueNoteFn(inQueue)
	}
}

// queue holds the requests of the flows that shuffle sharding sent to
// it: those waiting, in arrival order, and a count of those executing.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.queue.
type queue struct {
	index int
	// waiting holds *request, oldest first.
	waiting list.List
	// waitingWork and waitingSeats sum work and maxSeats over waiting.
	waitingWork  SeatSeconds
	waitingSeats int
	// nextDispatchR is the R at which the queue's next request starts
	// in the virtual world; its virtual finish is nextDispatchR + its work.
	nextDispatchR SeatSeconds

	requestsExecuting int
	seatsInUse        int
}

func (q *queue) isEmpty() bool { return q.waiting.Len() == 0 && q.requestsExecuting == 0 }

// head returns the oldest waiting request, or nil.
func (q *queue) head() *request {
	if e := q.waiting.Front(); e != nil {
		return e.Value.(*request)
	}
	return nil
}

func (q *queue) enqueue(req *request) {
	req.element = q.waiting.PushBack(req)
	q.waitingWork += req.work
	q.waitingSeats += req.maxSeats()
}

// remove takes req out of the queue and reports whether it was there.
func (q *queue) remove(req *request) bool {
	if req.element == nil {
		return false
	}
	q.waiting.Remove(req.element)
	req.element = nil
	q.waitingWork -= req.work
	q.waitingSeats -= req.maxSeats()
	return true
}

// requestDecision is what becomes of a queued request.
type requestDecision int

const (
	decisionNone    requestDecision = iota
	decisionExecute                 // dispatched: run it
	decisionCancel                  // its context ended first: reject it
)

// decisionPromise is a write-once variable holding a request's decision.
// Get blocks until it is set, or until ctx is done, which sets it to
// decisionCancel unless the dispatcher won the race.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/promise.WriteOnce
// (NewWriteOnce(initial, doneCtx, doneVal)).
type decisionPromise struct {
	ctx   context.Context
	set   chan struct{}
	once  sync.Once
	value requestDecision
}

func newDecisionPromise(ctx context.Context) *decisionPromise {
	return &decisionPromise{ctx: ctx, set: make(chan struct{})}
}

// Set stores v and reports true, unless a value was already set.
func (p *decisionPromise) Set(v requestDecision) bool {
	ok := false
	p.once.Do(func() {
		p.value = v
		close(p.set)
		ok = true
	})
	return ok
}

// Get waits for the decision.
func (p *decisionPromise) Get() requestDecision {
	select {
	case <-p.set:
	case <-p.ctx.Done():
		p.Set(decisionCancel)
	}
	return p.value
}
