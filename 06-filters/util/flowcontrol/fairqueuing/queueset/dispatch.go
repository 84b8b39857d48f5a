package queueset

import (
	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
)

// lockAndSyncTime takes the lock and brings R up to date, before
// anything changes the state R's rate depends on.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).lockAndSyncTime.
func (qs *queueSet) lockAndSyncTime() {
	qs.lock.Lock()
	qs.syncTimeLocked()
}

// syncTimeLocked advances R by rate * elapsed real time, assuming the
// queues have looked as they do now since lastRealTime.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).syncTimeLocked.
func (qs *queueSet) syncTimeLocked() {
	now := qs.clock.Now()
	elapsed := now.Sub(qs.lastRealTime)
	qs.lastRealTime = now
	qs.currentR += fcrequest.SeatsTimesDuration(qs.virtualTimeRatioLocked(), elapsed)
}

// virtualTimeRatioLocked is dR/dt: the seats that can be busy (those
// asked for, executing or waiting, but at most the limit) shared among
// the active queues (those with a request waiting or executing).
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).getVirtualTimeRatioLocked.
func (qs *queueSet) virtualTimeRatioLocked() float64 {
	activeQueues, seatsRequested := 0, 0
	for _, q := range qs.queues {
		seatsRequested += q.seatsInUse + q.waitingSeats
		if !q.isEmpty() {
			activeQueues++
		}
	}
	if activeQueues == 0 {
		return 0
	}
	return float64(min(seatsRequested, qs.dCfg.ConcurrencyLimit)) / float64(activeQueues)
}

// dispatchAsMuchAsPossibleLocked dispatches while requests wait, seats
// are free and the chosen head request fits.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).dispatchAsMuchAsPossibleLocked.
func (qs *queueSet) dispatchAsMuchAsPossibleLocked() {
	for qs.totRequestsWaiting != 0 && qs.totSeatsInUse < qs.dCfg.ConcurrencyLimit && qs.dispatchLocked() {
	}
}

// dispatchLocked takes the head of the queue with the smallest virtual
// finish time and starts it, charging its queue the guessed work.
// It reports whether a request left a queue.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).dispatchLocked.
func (qs *queueSet) dispatchLocked() bool {
	q, req := qs.findDispatchQueueLocked()
	if q == nil {
		return false
	}
	q.remove(req)
	qs.totRequestsWaiting--
	qs.totSeatsWaiting -= req.maxSeats()
	req.noteQueued(false)
	defer qs.boundNextDispatchLocked(q)
	if !req.decision.Set(decisionExecute) {
		return true // its context ended first; its wait reports the time-out
	}
	qs.startExecutingLocked(req)
	q.nextDispatchR += req.work
	return true
}

// startExecutingLocked counts req's seats as in use from now.
func (qs *queueSet) startExecutingLocked(req *request) {
	req.decision.Set(decisionExecute)
	req.startTime = qs.clock.Now()
	qs.totRequestsExecuting++
	qs.totSeatsInUse += req.maxSeats()
	if q := req.queue; q != nil {
		q.requestsExecuting++
		q.seatsInUse += req.maxSeats()
	}
}

// findDispatchQueueLocked returns the queue whose head request has the
// smallest virtual finish time (nextDispatchR + its work), searching
// from the queue after the last one dispatched so that ties go round
// robin; nil if no request waits or that head does not fit the free
// seats. A head that does not fit blocks the others: no request
// overtakes it, or a wide request could starve.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).findDispatchQueueToBoundLocked.
func (qs *queueSet) findDispatchQueueLocked() (*queue, *request) {
	var minQueue *queue
	minFinish := fcrequest.MaxSeatSeconds
	for i := range qs.queues {
		q := qs.queues[(qs.robinIndex+1+i)%len(qs.queues)]
		if head := q.head(); head != nil && q.nextDispatchR+head.work < minFinish {
			minQueue, minFinish = q, q.nextDispatchR+head.work
		}
	}
	if minQueue == nil {
		return nil, nil
	}
	head := minQueue.head()
	if !qs.canAccommodateSeatsLocked(head.maxSeats()) {
		return nil, nil
	}
	qs.robinIndex = minQueue.index
	return minQueue, head
}

// canAccommodateSeatsLocked says whether a request of seats can start
// now. Exempt sets always can; a request wider than the whole limit
// runs alone, once nothing else executes.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).canAccommodateSeatsLocked.
func (qs *queueSet) canAccommodateSeatsLocked(seats int) bool {
	switch {
	case qs.qCfg.DesiredNumQueues < 0:
		return true
	case seats > qs.dCfg.ConcurrencyLimit:
		return qs.totRequestsExecuting == 0
	default:
		return qs.totSeatsInUse+seats <= qs.dCfg.ConcurrencyLimit
	}
}

// finishRequestAndDispatchAsMuchAsPossible is all that follows a
// request's execution: free its seats, dispatch what now fits.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).finishRequestAndDispatchAsMuchAsPossible.
func (qs *queueSet) finishRequestAndDispatchAsMuchAsPossible(req *request) bool {
	qs.lockAndSyncTime()
	defer qs.lock.Unlock()
	qs.finishRequestLocked(req)
	qs.dispatchAsMuchAsPossibleLocked()
	qs.noteSeatDemandLocked()
	return qs.isIdleLocked()
}

// finishRequestLocked frees req's seats and corrects its queue's
// schedule: dispatch charged the guess G per seat; the request really
// took S, so the queue's nextDispatchR moves by seats*(S-G).
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).finishRequestLocked.
func (qs *queueSet) finishRequestLocked(req *request) {
	qs.totRequestsExecuting--
	qs.totSeatsInUse -= req.maxSeats()
	q := req.queue
	if q == nil {
		return
	}
	q.requestsExecuting--
	q.seatsInUse -= req.maxSeats()
	actual := fcrequest.SeatsTimesDuration(float64(req.workEstimate.InitialSeats), qs.clock.Since(req.startTime))
	q.nextDispatchR = q.nextDispatchR - req.work + actual
	qs.boundNextDispatchLocked(q)
}

// boundNextDispatchLocked is upstream's anti-windup: a queue's next
// virtual dispatch may not precede its head's arrival. Every active
// queue is entitled to the same share; one that cannot use it (too few
// requests) falls behind R, and without the bound it would bank that
// as credit and later burst ahead of everyone.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).boundNextDispatchLocked.
func (qs *queueSet) boundNextDispatchLocked(q *queue) {
	if head := q.head(); head != nil && q.nextDispatchR < head.arrivalR {
		q.nextDispatchR = head.arrivalR
	}
}
