package queueset

import (
	"context"

	fq "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing"
	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
)

// StartRequest takes a request: without queues it runs now or is
// rejected; with queues it joins the shortest queue of its flow's hand
// (or is rejected if that queue is full and no seat is free), and then
// as many requests as fit are dispatched.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).StartRequest.
func (qs *queueSet) StartRequest(ctx context.Context, workEstimate *fcrequest.WorkEstimate, hashValue uint64,
	flowDistinguisher, fsName string, descr1, descr2 any, queueNoteFn fq.QueueNoteFn) (fq.Request, bool) {
	qs.lockAndSyncTime()
	defer qs.lock.Unlock()
	req := &request{
		ctx: ctx, qs: qs, flowDistinguisher: flowDistinguisher, fsName: fsName,
		descr1: descr1, descr2: descr2, queueNoteFn: queueNoteFn,
		workEstimate: *workEstimate, decision: newDecisionPromise(ctx), arrivalR: qs.currentR,
	}
	req.work = fcrequest.SeatsTimesDuration(float64(workEstimate.InitialSeats), estimatedServiceDuration)

	// Step 0: exempt (no limit) or no queues (the limit only).
	if qs.qCfg.DesiredNumQueues < 1 {
		if !qs.canAccommodateSeatsLocked(req.maxSeats()) {
			qs.onReject(ctx, qs.qCfg.Name, fsName, fq.RejectConcurrencyLimit)
			return nil, qs.isIdleLocked()
		}
		qs.startExecutingLocked(req)
		qs.noteSeatDemandLocked()
		return req, false
	}

	// Step 1: shuffle shard to a queue; reject if it is full and no
	// seat is free, else enqueue.
	req.queue = qs.queues[qs.shuffleShardLocked(hashValue)]
	if qs.totSeatsInUse >= qs.dCfg.ConcurrencyLimit && req.queue.waiting.Len() >= qs.qCfg.QueueLengthLimit {
		qs.onReject(ctx, qs.qCfg.Name, fsName, fq.RejectQueueFull)
		return nil, qs.isIdleLocked()
	}
	qs.enqueueLocked(req)

	// Step 2: dispatch as much as the free seats allow (maybe this one).
	qs.dispatchAsMuchAsPossibleLocked()
	qs.noteSeatDemandLocked()
	return req, false
}

// shuffleShardLocked deals the flow's hand and picks the queue with the
// least work waiting. The search starts at a rotating offset, so flows
// whose hands overlap do not all favour the same queue on ties.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).shuffleShardLocked.
func (qs *queueSet) shuffleShardLocked(hashValue uint64) int {
	var backHand [8]int
	hand := qs.dealer.DealIntoHand(hashValue, backHand[:])
	offset := qs.enqueues % len(hand)
	qs.enqueues++
	best, minWork := -1, fcrequest.MaxSeatSeconds
	for i := range hand {
		idx := hand[(offset+i)%len(hand)]
		if w := qs.queues[idx].waitingWork; w < minWork {
			best, minWork = idx, w
		}
	}
	return best
}

// enqueueLocked appends req to its queue. A queue that was empty (none
// waiting, none executing) starts its virtual schedule at R now: a flow
// earns no credit for the time it was idle.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).enqueueToBoundLocked.
func (qs *queueSet) enqueueLocked(req *request) {
	q := req.queue
	if q.isEmpty() {
		q.nextDispatchR = qs.currentR
	}
	q.enqueue(req)
	qs.totRequestsWaiting++
	qs.totSeatsWaiting += req.maxSeats()
	req.noteQueued(true)
	qs.boundNextDispatchLocked(q)
}

// Finish waits for the request's decision; if it is to execute, runs
// execFn and then (even if execFn panics) frees the seats and
// dispatches the next requests.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*request).Finish.
func (req *request) Finish(execFn func()) (idle bool) {
	execute, idle := req.wait()
	if !execute {
		return idle
	}
	defer func() { idle = req.qs.finishRequestAndDispatchAsMuchAsPossible(req) }()
	execFn()
	return false
}

// wait blocks until the request is dispatched or its context ends. In
// the second case it takes the request out of its queue and reports the
// rejection as a time-out.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*request).wait.
func (req *request) wait() (execute, idle bool) {
	decision := req.decision.Get()
	qs := req.qs
	qs.lockAndSyncTime()
	defer qs.lock.Unlock()
	if decision == decisionExecute {
		return true, false
	}
	if req.queue != nil && req.queue.remove(req) {
		qs.totRequestsWaiting--
		qs.totSeatsWaiting -= req.maxSeats()
		req.noteQueued(false)
		qs.boundNextDispatchLocked(req.queue)
		qs.noteSeatDemandLocked()
	}
	qs.onReject(req.ctx, qs.qCfg.Name, req.fsName, fq.RejectTimeOut)
	return false, qs.isIdleLocked()
}

// IsIdle says whether nothing is waiting or executing.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).IsIdle.
func (qs *queueSet) IsIdle() bool {
	qs.lock.Lock()
	defer qs.lock.Unlock()
	return qs.isIdleLocked()
}

func (qs *queueSet) isIdleLocked() bool {
	return qs.totRequestsWaiting == 0 && qs.totRequestsExecuting == 0
}
