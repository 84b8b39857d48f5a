package cacher

import "time"

// The dispatch time budget: how long, in all, the Cacher may wait for
// watchers that are full before closing them. It starts full, is spent
// by waiting, and refills at refreshPerSecond up to maxBudget, so a
// stream of slow watchers costs the other watchers at most 5% of the
// time and never more than 100 ms at once.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.timeBudget (same figures).
const (
	refreshPerSecond = 50 * time.Millisecond
	maxBudget        = 100 * time.Millisecond
)

// timeBudget is used by the reflector's goroutine only: no lock.
type timeBudget struct {
	budget  time.Duration
	updated time.Time
}

func newTimeBudget(now time.Time) *timeBudget {
	return &timeBudget{budget: maxBudget, updated: now}
}

// take refills the budget for the time since the last call and hands
// over all of it.
func (b *timeBudget) take(now time.Time) time.Duration {
	elapsed := now.Sub(b.updated)
	b.updated = now
	b.budget = min(maxBudget, b.budget+time.Duration(float64(refreshPerSecond)*elapsed.Seconds()))
	taken := b.budget
	b.budget = 0
	return taken
}

// giveBack returns what the wait did not use.
func (b *timeBudget) giveBack(unused time.Duration) {
	if unused > 0 {
		b.budget = min(maxBudget, b.budget+unused)
	}
}
