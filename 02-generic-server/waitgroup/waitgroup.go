package waitgroup

import (
	"errors"
	"sync"
)

// ErrWaitCalled is returned by Add once Wait has been called.
var ErrWaitCalled = errors.New("add with positive delta after Wait is forbidden")

// SafeWaitGroup is a WaitGroup whose Add fails after Wait was called.
// The zero value is ready to use.
// Upstream: k8s.io/apimachinery/pkg/util/waitgroup.SafeWaitGroup.
type SafeWaitGroup struct {
	wg sync.WaitGroup
	mu sync.RWMutex
	// wait is true once Wait has been called.
	wait bool
}

// Add adds delta to the counter, or returns ErrWaitCalled if delta is
// positive and Wait has already been called.
// Upstream: k8s.io/apimachinery/pkg/util/waitgroup.(*SafeWaitGroup).Add.
func (wg *SafeWaitGroup) Add(delta int) error {
	wg.mu.RLock()
	defer wg.mu.RUnlock()
	if wg.wait && delta > 0 {
		return ErrWaitCalled
	}
	wg.wg.Add(delta)
	return nil
}

// Done decrements the counter by one.
// Upstream: k8s.io/apimachinery/pkg/util/waitgroup.(*SafeWaitGroup).Done.
func (wg *SafeWaitGroup) Done() { _ = wg.Add(-1) }

// Wait forbids further Adds and blocks until the counter is zero.
// Upstream: k8s.io/apimachinery/pkg/util/waitgroup.(*SafeWaitGroup).Wait.
func (wg *SafeWaitGroup) Wait() {
	wg.mu.Lock()
	wg.wait = true
	wg.mu.Unlock()
	wg.wg.Wait()
}
