package queueset

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	fq "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing"
	testclock "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing/testing/eventclock"
	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
)

var t0 = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// hangGuard only turns a bug that would hang the test into a failure;
// no test outcome depends on how fast anything runs.
const hangGuard = 10 * time.Second

// harness drives one queue set on a fake clock. Each request's Finish
// runs on its own goroutine; its execFn notes the start and then blocks
// until the test finishes it, so a test decides when each request ends,
// and the fake clock decides how long it took.
type harness struct {
	t    *testing.T
	clk  *testclock.Fake
	qs   *queueSet
	reqs map[string]*tracked

	// startedCh receives each name as its execFn starts.
	startedCh chan string

	mu       sync.Mutex
	order    []string // names in the order their execFn started
	rejected []string // "name:reason"
}

type tracked struct {
	name              string
	req               fq.Request // nil if rejected by StartRequest
	startIdle         bool
	started, release  chan struct{}
	done              chan struct{} // closed when Finish returned
	executed, endIdle bool
}

type nameKey struct{}

func newHarness(t *testing.T, qCfg fq.QueuingConfig, concurrency int) *harness {
	t.Helper()
	h := &harness{t: t, clk: testclock.NewFake(t0), reqs: map[string]*tracked{}, startedCh: make(chan string, 1000)}
	onReject := func(ctx context.Context, pl, fs, reason string) {
		h.mu.Lock()
		defer h.mu.Unlock()
		h.rejected = append(h.rejected, ctx.Value(nameKey{}).(string)+":"+reason)
	}
	c, err := NewQueueSetFactory(h.clk, onReject).BeginConstruction(qCfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	h.qs = c.Complete(fq.DispatchingConfig{ConcurrencyLimit: concurrency}).(*queueSet)
	return h
}

// ctx returns a context naming the request, so rejections can say who.
func (h *harness) ctx(name string) context.Context {
	return context.WithValue(context.Background(), nameKey{}, name)
}

// deadlineCtx is ctx with a deadline on the fake clock: it is done once
// the test steps the clock d past now.
func (h *harness) deadlineCtx(name string, d time.Duration) context.Context {
	ctx, cancel := context.WithCancelCause(h.ctx(name))
	h.clk.EventAfterDuration(func(time.Time) { cancel(context.DeadlineExceeded) }, d)
	h.t.Cleanup(func() { cancel(nil) })
	return ctx
}

// start hands a request of the given seats and flow hash to the queue
// set, with a context that never ends.
func (h *harness) start(name string, hash uint64, seats uint64) *tracked {
	return h.startCtx(h.ctx(name), name, hash, seats)
}

func (h *harness) startCtx(ctx context.Context, name string, hash uint64, seats uint64) *tracked {
	tr := &tracked{name: name, started: make(chan struct{}), release: make(chan struct{}), done: make(chan struct{})}
	h.reqs[name] = tr
	tr.req, tr.startIdle = h.qs.StartRequest(ctx, &fcrequest.WorkEstimate{InitialSeats: seats}, hash, "", name, name, nil, nil)
	if tr.req == nil {
		close(tr.done)
		return tr
	}
	go func() {
		defer close(tr.done)
		tr.endIdle = tr.req.Finish(func() {
			tr.executed = true
			h.mu.Lock()
			h.order = append(h.order, name)
			h.mu.Unlock()
			close(tr.started)
			h.startedCh <- name
			<-tr.release
		})
	}()
	return tr
}

// expectRunning waits until each named request executes, then checks
// that nothing else holds a seat.
func (h *harness) expectRunning(names ...string) {
	h.t.Helper()
	for _, name := range names {
		select {
		case <-h.reqs[name].started:
		case <-time.After(hangGuard):
			h.t.Fatalf("%s: never started; order so far %v", name, h.gotOrder())
		}
	}
	h.qs.lock.Lock()
	executing := h.qs.totRequestsExecuting
	h.qs.lock.Unlock()
	if want := h.countRunning(); executing != want {
		h.t.Fatalf("got %d requests executing; want %d (order so far %v)", executing, want, h.gotOrder())
	}
}

// countRunning counts requests that started and were not finished.
func (h *harness) countRunning() int {
	n := 0
	for _, tr := range h.reqs {
		if isClosed(tr.started) && !isClosed(tr.release) {
			n++
		}
	}
	return n
}

// finish ends a running request and waits for its Finish to return;
// by then the queue set has dispatched whatever the freed seats allow.
func (h *harness) finish(name string) *tracked {
	h.t.Helper()
	tr := h.reqs[name]
	close(tr.release)
	h.wait(tr)
	return tr
}

func (h *harness) wait(tr *tracked) {
	h.t.Helper()
	select {
	case <-tr.done:
	case <-time.After(hangGuard):
		h.t.Fatalf("%s: Finish never returned", tr.name)
	}
}

// nextStarted waits for the next request to start executing.
func (h *harness) nextStarted() string {
	h.t.Helper()
	select {
	case name := <-h.startedCh:
		return name
	case <-time.After(hangGuard):
		h.t.Fatalf("nothing started; order so far %v", h.gotOrder())
		return ""
	}
}

func (h *harness) gotOrder() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.order)
}

func (h *harness) gotRejected() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.rejected)
}

func (h *harness) expectOrder(want ...string) {
	h.t.Helper()
	if got := h.gotOrder(); !slices.Equal(got, want) {
		h.t.Errorf("got dispatch order %v; want %v", got, want)
	}
}

func isClosed(ch chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}
