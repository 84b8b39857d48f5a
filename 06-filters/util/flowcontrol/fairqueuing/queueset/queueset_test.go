package queueset

import (
	"slices"
	"strconv"
	"testing"
	"time"

	fq "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing"
)

// With a hand of 1 from 8 queues, flow hash h always lands in queue h%8.
var eightQueues = fq.QueuingConfig{Name: "pl", DesiredNumQueues: 8, QueueLengthLimit: 50, HandSize: 1}

const flowA, flowB, flowC = 0, 1, 2

// TestLateFlowIsDispatchedSecond: flow A queues 5 requests, flow B one
// while A's first runs. FIFO would serve B sixth; fair queuing serves it
// second: B's queue starts at the R of its arrival (0.5), A's queue has
// been charged for its first second of service (R 1.0).
func TestLateFlowIsDispatchedSecond(t *testing.T) {
	h := newHarness(t, eightQueues, 1)
	for i := 1; i <= 5; i++ {
		h.start("A"+strconv.Itoa(i), flowA, 1)
	}
	h.expectRunning("A1")
	h.clk.Step(500 * time.Millisecond)
	h.start("B1", flowB, 1)
	h.clk.Step(500 * time.Millisecond)
	h.finish("A1")
	h.expectRunning("B1")
	for _, name := range []string{"B1", "A2", "A3", "A4"} {
		h.clk.Step(time.Second)
		h.finish(name)
	}
	h.clk.Step(time.Second)
	if tr := h.finish("A5"); !tr.endIdle {
		t.Errorf("last Finish: got idle false; want true")
	}
	h.expectOrder("A1", "B1", "A2", "A3", "A4", "A5")
}

// runInOrder lets each dispatched request run for its flow's duration
// (looked up by the first letter of its name) until all are done.
func runInOrder(h *harness, n int, durations map[byte]time.Duration) {
	h.t.Helper()
	for i := 0; i < n; i++ {
		name := h.nextStarted()
		h.expectRunning(name)
		h.clk.Step(durations[name[0]])
		h.finish(name)
	}
}

// TestEqualFlowsAlternate: two flows with equal requests, all queued at
// once, take turns (FIFO would serve A1 A2 A3 first). After B1 both
// heads finish at R 1.003: the tie goes to the queue after the one last
// served, so A's queue must sit after B's (5 > 2) for the test to show
// that a search always starting at queue 0 would serve B2 before A2.
func TestEqualFlowsAlternate(t *testing.T) {
	h := newHarness(t, eightQueues, 1)
	for _, name := range []string{"A1", "A2", "A3"} {
		h.start(name, 5, 1)
	}
	for _, name := range []string{"B1", "B2", "B3"} {
		h.start(name, 2, 1)
	}
	runInOrder(h, 6, map[byte]time.Duration{'A': time.Second, 'B': time.Second})
	h.expectOrder("A1", "B1", "A2", "B2", "A3", "B3")
}

// TestFairShareIsOfSeatSecondsNotRequests: A's requests run 3s, B's
// 1s. Virtual finish times charge each queue for the service it really
// got, so B runs three requests for each of A's (round robin would
// alternate and give A three quarters of the server).
func TestFairShareIsOfSeatSecondsNotRequests(t *testing.T) {
	h := newHarness(t, eightQueues, 1)
	for i := 1; i <= 3; i++ {
		h.start("A"+strconv.Itoa(i), flowA, 1)
	}
	for i := 1; i <= 6; i++ {
		h.start("B"+strconv.Itoa(i), flowB, 1)
	}
	runInOrder(h, 9, map[byte]time.Duration{'A': 3 * time.Second, 'B': time.Second})
	h.expectOrder("A1", "B1", "B2", "B3", "A2", "B4", "B5", "B6", "A3")
}

// TestWideRequestWaitsForSeats: with 2 seats, A (1 seat) runs and W
// (2 seats) queues. N (1 seat) arrives later and would fit in the free
// seat, but W's virtual finish is earlier, so N may not overtake it: W
// runs once A frees the second seat, and N after W.
func TestWideRequestWaitsForSeats(t *testing.T) {
	h := newHarness(t, eightQueues, 2)
	h.start("A", flowA, 1)
	h.expectRunning("A")
	h.start("W", flowB, 2)
	h.clk.Step(time.Second)
	h.start("N", flowC, 1)
	h.expectRunning() // A alone: W does not fit, N may not overtake W
	h.clk.Step(time.Second)
	h.finish("A")
	h.expectRunning("W")
	h.qs.lock.Lock()
	seatsInUse := h.qs.totSeatsInUse
	h.qs.lock.Unlock()
	if got := seatsInUse; got != 2 {
		t.Errorf("got %d seats in use while W runs; want 2", got)
	}
	h.clk.Step(time.Second)
	h.finish("W")
	h.expectRunning("N")
	h.finish("N")
	h.expectOrder("A", "W", "N")
}

// TestQueueFullRejects: a queue holds QueueLengthLimit requests while
// every seat is taken; the next one is rejected with "queue-full" and
// never runs.
func TestQueueFullRejects(t *testing.T) {
	h := newHarness(t, fq.QueuingConfig{Name: "pl", DesiredNumQueues: 1, QueueLengthLimit: 2, HandSize: 1}, 1)
	for _, name := range []string{"A1", "A2", "A3"} {
		if tr := h.start(name, flowA, 1); tr.req == nil {
			t.Fatalf("%s: got rejected; want queued", name)
		}
	}
	tr := h.start("A4", flowA, 1)
	if tr.req != nil || tr.startIdle {
		t.Errorf("A4: got request %v, idle %v; want nil, false", tr.req, tr.startIdle)
	}
	if got, want := h.gotRejected(), []string{"A4:queue-full"}; !slices.Equal(got, want) {
		t.Errorf("got rejections %v; want %v", got, want)
	}
	runInOrder(h, 3, map[byte]time.Duration{'A': time.Second})
	h.expectOrder("A1", "A2", "A3")
}

// TestTimeOutRejectsWithoutExecuting: B1's context deadline passes
// while it waits; it leaves its queue, is rejected with "time-out" and
// never runs. B2, whose deadline is later, runs when the seat frees.
func TestTimeOutRejectsWithoutExecuting(t *testing.T) {
	h := newHarness(t, eightQueues, 1)
	h.start("A1", flowA, 1)
	h.expectRunning("A1")
	b1 := h.startCtx(h.deadlineCtx("B1", 5*time.Second), "B1", flowB, 1)
	h.startCtx(h.deadlineCtx("B2", time.Hour), "B2", flowC, 1)
	h.clk.Step(5 * time.Second)
	h.wait(b1)
	if b1.executed || b1.endIdle {
		t.Errorf("B1: got executed %v, idle %v; want false, false", b1.executed, b1.endIdle)
	}
	if got, want := h.gotRejected(), []string{"B1:time-out"}; !slices.Equal(got, want) {
		t.Errorf("got rejections %v; want %v", got, want)
	}
	h.finish("A1")
	h.expectRunning("B2")
	if tr := h.finish("B2"); !tr.endIdle {
		t.Errorf("B2's Finish: got idle false; want true")
	}
	h.expectOrder("A1", "B2")
}

// TestExemptRunsImmediately: an exempt set (DesiredNumQueues < 0)
// ignores its concurrency limit (here 0): every request runs at once.
func TestExemptRunsImmediately(t *testing.T) {
	h := newHarness(t, fq.QueuingConfig{Name: "exempt", DesiredNumQueues: -1}, 0)
	var names []string
	for i := 0; i < 10; i++ {
		name := "E" + strconv.Itoa(i)
		names = append(names, name)
		if tr := h.start(name, uint64(i), 3); tr.req == nil {
			t.Fatalf("%s: got rejected; want it running", name)
		}
	}
	h.expectRunning(names...)
	for _, name := range names {
		h.finish(name)
	}
	if !h.qs.IsIdle() {
		t.Errorf("got IsIdle false after all finished; want true")
	}
}

// TestNoQueuesRejectsWhenFull: with zero queues a request runs if a seat
// is free and is rejected with "concurrency-limit" otherwise.
func TestNoQueuesRejectsWhenFull(t *testing.T) {
	h := newHarness(t, fq.QueuingConfig{Name: "pl", DesiredNumQueues: 0}, 1)
	h.start("R1", 0, 1)
	h.expectRunning("R1")
	if tr := h.start("R2", 0, 1); tr.req != nil || tr.startIdle {
		t.Errorf("R2: got request %v, idle %v; want nil, false", tr.req, tr.startIdle)
	}
	if tr := h.finish("R1"); !tr.endIdle {
		t.Errorf("R1's Finish: got idle false; want true")
	}
	h.start("R3", 0, 1)
	h.expectRunning("R3")
	h.finish("R3")
	if got, want := h.gotRejected(), []string{"R2:concurrency-limit"}; !slices.Equal(got, want) {
		t.Errorf("got rejections %v; want %v", got, want)
	}
	h.expectOrder("R1", "R3")
}

// TestShuffleShardingPicksLeastLoadedQueueOfHand: requests of one flow
// spread over the two queues of its hand, each going to the one with
// less work waiting, and never to a queue outside the hand.
func TestShuffleShardingPicksLeastLoadedQueueOfHand(t *testing.T) {
	h := newHarness(t, fq.QueuingConfig{Name: "pl", DesiredNumQueues: 8, QueueLengthLimit: 50, HandSize: 2}, 1)
	const hash = 0xdeadbeef
	hand := h.qs.dealer.DealIntoHand(hash, nil)
	h.start("blocker", hash+1, 1)
	counts := map[int]int{}
	for i := 0; i < 6; i++ {
		tr := h.start("F"+strconv.Itoa(i), hash, 1)
		counts[tr.req.(*request).queue.index]++
	}
	want := map[int]int{hand[0]: 3, hand[1]: 3}
	if len(counts) != 2 || counts[hand[0]] != 3 || counts[hand[1]] != 3 {
		t.Errorf("got requests per queue %v; want %v", counts, want)
	}
}

func TestBeginConstructionRejectsBadShuffleSharding(t *testing.T) {
	f := NewQueueSetFactory(nil, nil)
	_, err := f.BeginConstruction(fq.QueuingConfig{Name: "pl", DesiredNumQueues: 128, HandSize: 9}, nil)
	want := "the QueueSetConfig implies an invalid shuffle sharding config (DesiredNumQueues is deckSize): required entropy bits of deckSize 128 and handSize 9 is greater than 60"
	if err == nil || err.Error() != want {
		t.Errorf("got error %v; want %q", err, want)
	}
}
