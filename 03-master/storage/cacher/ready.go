package cacher

import (
	"context"
	"sync"
)

// ready is the cache's state: pending until the reflector has listed,
// ready after, pending again while it re-lists.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.ready.
type ready struct {
	mu      sync.Mutex
	isReady bool
	stopped bool
	ch      chan struct{} // closed when ready (or stopped)
}

func newReady() *ready { return &ready{ch: make(chan struct{})} }

// wait blocks until the cache is ready or ctx is done.
func (r *ready) wait(ctx context.Context) error {
	r.mu.Lock()
	if r.isReady {
		r.mu.Unlock()
		return nil
	}
	if r.stopped {
		r.mu.Unlock()
		return errStopped
	}
	ch := r.ch
	r.mu.Unlock()
	select {
	case <-ch:
		return r.wait(ctx)
	case <-ctx.Done():
		return ctx.Err()
	}
}

// check reports readiness without waiting.
func (r *ready) check() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.isReady
}

// set moves to ready or back to pending.
func (r *ready) set(ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stopped || r.isReady == ok {
		return
	}
	r.isReady = ok
	if ok {
		close(r.ch)
	} else {
		r.ch = make(chan struct{})
	}
}

// stop wakes every waiter for good.
func (r *ready) stop() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stopped {
		return
	}
	r.stopped = true
	if !r.isReady {
		close(r.ch)
	}
	r.isReady = false
}
