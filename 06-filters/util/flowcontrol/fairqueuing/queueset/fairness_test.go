package queueset

import (
	"strconv"
	"testing"
	"time"
)

// TestBackloggedFlowsGetEqualService: three backlogged flows whose
// requests take 1s, 2s and 3s share one seat. While all three still have
// requests waiting, the service each has received (in seconds of the
// seat) stays within one longest request (3s) of the others, the bound
// fair queuing promises; per request counts differ threefold.
func TestBackloggedFlowsGetEqualService(t *testing.T) {
	h := newHarness(t, eightQueues, 1)
	flows := []struct {
		letter   byte
		hash     uint64
		n        int
		duration time.Duration
	}{{'A', 0, 30, time.Second}, {'B', 1, 15, 2 * time.Second}, {'C', 2, 10, 3 * time.Second}}
	durations := map[byte]time.Duration{}
	left := map[byte]int{}
	total := 0
	for _, f := range flows {
		for i := 0; i < f.n; i++ {
			h.start(string(f.letter)+strconv.Itoa(i), f.hash, 1)
		}
		durations[f.letter] = f.duration
		left[f.letter] = f.n
		total += f.n
	}
	service := map[byte]time.Duration{}
	for range total {
		name := h.nextStarted()
		h.expectRunning(name)
		h.clk.Step(durations[name[0]])
		h.finish(name)
		service[name[0]] += durations[name[0]]
		left[name[0]]--
		if left['A'] > 0 && left['B'] > 0 && left['C'] > 0 {
			checkFairShare(t, service, 3*time.Second)
		}
	}
	if got := h.gotRejected(); len(got) != 0 {
		t.Errorf("got rejections %v; want none", got)
	}
}

func checkFairShare(t *testing.T, service map[byte]time.Duration, bound time.Duration) {
	t.Helper()
	lo, hi := service['A'], service['A']
	for _, s := range []time.Duration{service['B'], service['C']} {
		lo, hi = min(lo, s), max(hi, s)
	}
	if hi-lo > bound {
		t.Fatalf("got service A %v, B %v, C %v; want all within %v", service['A'], service['B'], service['C'], bound)
	}
}
