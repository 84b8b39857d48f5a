package queueset

import (
	"slices"
	"testing"
	"time"

	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
)

// TestRequestWiderThanTheLimitRunsAlone: a request asking more seats
// than the level has would never fit; upstream lets it run once
// nothing else executes, and alone.
func TestRequestWiderThanTheLimitRunsAlone(t *testing.T) {
	h := newHarness(t, eightQueues, 2)
	h.start("A", flowA, 1)
	h.expectRunning("A")
	h.start("X", flowB, 3)
	h.clk.Step(time.Second)
	h.start("Y", flowC, 1)
	h.expectRunning() // A alone: X waits for the set to empty, Y waits behind X
	h.finish("A")
	h.expectRunning("X")
	h.clk.Step(time.Second)
	h.finish("X")
	h.expectRunning("Y")
	h.finish("Y")
	h.expectOrder("A", "X", "Y")
}

// TestQueueNoteFnSeesEnterAndLeave: the note function hears true when
// the request joins a queue and false when it leaves it for a seat.
func TestQueueNoteFnSeesEnterAndLeave(t *testing.T) {
	h := newHarness(t, eightQueues, 1)
	h.start("A1", flowA, 1)
	h.expectRunning("A1")
	var notes []bool
	req, _ := h.qs.StartRequest(h.ctx("A2"), &fcrequest.WorkEstimate{InitialSeats: 1}, flowA, "", "A2", nil, nil,
		func(inQueue bool) { notes = append(notes, inQueue) })
	if want := []bool{true}; !slices.Equal(notes, want) {
		t.Errorf("while queued: got notes %v; want %v", notes, want)
	}
	h.finish("A1")
	if want := []bool{true, false}; !slices.Equal(notes, want) {
		t.Errorf("after dispatch: got notes %v; want %v", notes, want)
	}
	ran := false
	if idle := req.Finish(func() { ran = true }); !ran || !idle {
		t.Errorf("A2's Finish: got ran %v, idle %v; want true, true", ran, idle)
	}
}

// TestPanickingRequestFreesItsSeat: Finish frees the seat and dispatches
// the next request even when the handler panics.
func TestPanickingRequestFreesItsSeat(t *testing.T) {
	h := newHarness(t, eightQueues, 1)
	req, _ := h.qs.StartRequest(h.ctx("P"), &fcrequest.WorkEstimate{InitialSeats: 1}, flowA, "", "P", nil, nil, nil)
	h.start("B", flowB, 1)
	func() {
		defer func() {
			if r := recover(); r != "boom" {
				t.Errorf("got panic %v; want boom", r)
			}
		}()
		req.Finish(func() { panic("boom") })
	}()
	h.expectRunning("B")
	if tr := h.finish("B"); !tr.endIdle {
		t.Errorf("B's Finish: got idle false; want true")
	}
}
