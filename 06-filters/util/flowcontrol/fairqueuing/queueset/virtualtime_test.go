package queueset

import (
	"testing"
	"time"

	fq "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing"
	testclock "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing/testing/eventclock"
	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
)

// queueState is one queue's seats: executing, and waiting (one request each).
type queueState struct {
	executingSeats int
	waitingSeats   []uint64
}

// newStaticQueueSet builds a queue set whose queues hold the given
// state directly, bypassing dispatch, to test the arithmetic alone.
func newStaticQueueSet(clk *testclock.Fake, concurrency int, states []queueState) *queueSet {
	qs := &queueSet{clock: clk, lastRealTime: clk.Now(), dCfg: fq.DispatchingConfig{ConcurrencyLimit: concurrency}}
	for i, st := range states {
		q := &queue{index: i, seatsInUse: st.executingSeats}
		if st.executingSeats > 0 {
			q.requestsExecuting = 1
		}
		for _, seats := range st.waitingSeats {
			q.enqueue(&request{workEstimate: fcrequest.WorkEstimate{InitialSeats: seats}})
		}
		qs.queues = append(qs.queues, q)
	}
	return qs
}

// TestVirtualTimeRatio: dR/dt = min(seats asked for, limit) / active
// queues, and syncTime advances R by that times the real time elapsed.
func TestVirtualTimeRatio(t *testing.T) {
	tests := []struct {
		name        string
		concurrency int
		queues      []queueState
		want        float64
	}{
		{"idle: R stands still", 4, []queueState{{}, {}}, 0},
		{"one queue, one of 4 seats busy", 4, []queueState{{executingSeats: 1}, {}}, 1},
		{"two queues asking 8 of 4 seats", 4, []queueState{
			{executingSeats: 1, waitingSeats: []uint64{1, 1, 1}},
			{executingSeats: 1, waitingSeats: []uint64{1, 1, 1}}}, 2},
		{"three queues share one seat", 1, []queueState{
			{executingSeats: 1}, {waitingSeats: []uint64{1}}, {waitingSeats: []uint64{1}}}, 1.0 / 3},
		{"a waiting wide request counts all its seats", 4, []queueState{
			{executingSeats: 1}, {waitingSeats: []uint64{2}}}, 1.5},
		{"empty queues do not dilute", 2, []queueState{
			{executingSeats: 2}, {}, {}, {}, {}}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clk := testclock.NewFake(t0)
			qs := newStaticQueueSet(clk, tt.concurrency, tt.queues)
			if got := qs.virtualTimeRatioLocked(); got != tt.want {
				t.Errorf("got ratio %v; want %v", got, tt.want)
			}
			clk.Step(3 * time.Second)
			qs.syncTimeLocked()
			if got, want := qs.currentR, fcrequest.SeatsTimesDuration(tt.want, 3*time.Second); got != want {
				t.Errorf("after 3s: got R %v; want %v", got, want)
			}
		})
	}
}

// TestVirtualFinishArithmetic follows one queue through a request's
// life: its virtual finish is nextDispatchR + seats*G; dispatch charges
// seats*G; finishing after S replaces that guess by seats*S; and the
// anti-windup bound keeps nextDispatchR at or after the next head's
// arrival R.
func TestVirtualFinishArithmetic(t *testing.T) {
	ss := func(f float64) SeatSeconds { return fcrequest.SeatsTimesDuration(f, time.Second) }
	tests := []struct {
		name         string
		startR       SeatSeconds // the queue's nextDispatchR when the request arrives
		seats        uint64
		service      time.Duration
		nextArrivalR SeatSeconds // arrival R of a request still waiting behind it
		wantFinish   SeatSeconds // virtual finish at dispatch
		wantNext     SeatSeconds // nextDispatchR after it finished
	}{
		{"1 seat for 1s", 0, 1, time.Second, 0, ss(0.003), ss(1)},
		{"2 seats for 500ms", ss(10), 2, 500 * time.Millisecond, 0, ss(10.006), ss(11)},
		{"faster than G", ss(1), 1, time.Millisecond, 0, ss(1.003), ss(1.001)},
		{"bounded by the next arrival", ss(1), 1, time.Millisecond, ss(4), ss(1.003), ss(4)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clk := testclock.NewFake(t0)
			qs := newStaticQueueSet(clk, 4, []queueState{{}})
			q := qs.queues[0]
			q.nextDispatchR = tt.startR
			req := &request{ctx: t.Context(), queue: q, decision: newDecisionPromise(t.Context()),
				workEstimate: fcrequest.WorkEstimate{InitialSeats: tt.seats}, arrivalR: tt.startR,
				work: fcrequest.SeatsTimesDuration(float64(tt.seats), estimatedServiceDuration)}
			q.enqueue(req)
			q.enqueue(&request{workEstimate: fcrequest.WorkEstimate{InitialSeats: 1}, arrivalR: tt.nextArrivalR})
			qs.totRequestsWaiting = 2
			if got := q.nextDispatchR + q.head().work; got != tt.wantFinish {
				t.Errorf("got virtual finish %v; want %v", got, tt.wantFinish)
			}
			if !qs.dispatchLocked() {
				t.Fatal("got no dispatch; want one")
			}
			clk.Step(tt.service)
			qs.finishRequestLocked(req)
			if q.nextDispatchR != tt.wantNext {
				t.Errorf("after finish: got nextDispatchR %v; want %v", q.nextDispatchR, tt.wantNext)
			}
		})
	}
}
