package queueset

import (
	"testing"

	fq "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing"
)

// A live set whose limit grows dispatches the waiting requests at once,
// and whose queues shrink keeps the requests already in the extra ones.
func TestConfigChangeKeepsRequestsAndAppliesTheNewLimit(t *testing.T) {
	h := newHarness(t, fq.QueuingConfig{Name: "pl", DesiredNumQueues: 4, QueueLengthLimit: 5, HandSize: 1}, 1)
	a, _, _ := h.start("a", 0, 1), h.start("b", 1, 1), h.start("c", 2, 1)
	h.expectRunning("a")
	if d := h.qs.Dump(); d.Waiting != 2 || d.SeatsWaiting != 2 || d.SeatsInUse != 1 || len(d.Queues) != 4 {
		t.Fatalf("before: got %+v; want 2 waiting, 1 seat in use, 4 queues", d)
	}

	c, err := h.qs.BeginConfigChange(fq.QueuingConfig{Name: "pl", DesiredNumQueues: 2, QueueLengthLimit: 5, HandSize: 1})
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Complete(fq.DispatchingConfig{ConcurrencyLimit: 3}); got != fq.QueueSet(h.qs) {
		t.Fatalf("Complete of a config change: got a new set; want the live one")
	}
	h.expectRunning("a", "b", "c")
	if d := h.qs.Dump(); d.Waiting != 0 || d.Executing != 3 || d.ConcurrencyLimit != 3 || len(d.Queues) != 4 {
		t.Errorf("after: got %+v; want 3 executing of 3, none waiting, the 4 queues kept", d)
	}
	close(a.release)
	<-a.done
}

func TestConfigChangeRejectsABadDeal(t *testing.T) {
	h := newHarness(t, fq.QueuingConfig{Name: "pl", DesiredNumQueues: 4, QueueLengthLimit: 5, HandSize: 1}, 1)
	if _, err := h.qs.BeginConfigChange(fq.QueuingConfig{Name: "pl", DesiredNumQueues: 2, HandSize: 3}); err == nil {
		t.Errorf("hand 3 of a deck of 2: got no error; want one")
	}
}

// The seat-demand integrator sees seats executing plus seats waiting.
func TestSeatDemandCountsWaitingAndExecutingSeats(t *testing.T) {
	h := newHarness(t, fq.QueuingConfig{Name: "pl", DesiredNumQueues: 2, QueueLengthLimit: 5, HandSize: 1}, 2)
	igr := fq.NewIntegrator(h.clk)
	h.qs.seatDemand = igr
	h.start("wide", 0, 2)
	h.start("narrow", 1, 1)
	h.expectRunning("wide")
	if got := igr.GetResults().Max; got != 3 {
		t.Errorf("seat demand: got max %v; want 3 (2 executing + 1 waiting)", got)
	}
}
