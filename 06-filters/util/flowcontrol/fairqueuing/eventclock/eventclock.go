package eventclock

import "time"

// EventFunc does work that is due at or after the time it is given.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/eventclock.EventFunc.
type EventFunc func(time.Time)

// Interface is a clock that can also run a function later. Events are
// functions rather than channels so that a fake clock knows when the
// work it triggered has run.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/eventclock.Interface.
type Interface interface {
	Now() time.Time
	Since(t time.Time) time.Duration
	// EventAfterDuration calls f once d has passed, with the time of the call.
	EventAfterDuration(f EventFunc, d time.Duration)
	// EventAfterTime calls f at t or later, with the time of the call.
	EventAfterTime(f EventFunc, t time.Time)
}

// Real is the wall clock; events run on their own goroutine.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/eventclock.Real.
type Real struct{}

var _ Interface = Real{}

// Now returns time.Now().
func (Real) Now() time.Time { return time.Now() }

// Since returns time.Since(t).
func (Real) Since(t time.Time) time.Duration { return time.Since(t) }

// EventAfterDuration runs f after d on a timer's goroutine.
func (Real) EventAfterDuration(f EventFunc, d time.Duration) {
	time.AfterFunc(d, func() { f(time.Now()) })
}

// EventAfterTime runs f at t on a timer's goroutine.
func (r Real) EventAfterTime(f EventFunc, t time.Time) {
	r.EventAfterDuration(f, time.Until(t))
}
