package eventclock

import (
	"sort"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing/eventclock"
)

// Fake is a clock whose time is set by the test.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/testing/eventclock.Fake.
type Fake struct {
	lock   sync.Mutex
	now    time.Time
	events []event // sorted by due time, then by order of scheduling
}

type event struct {
	due time.Time
	f   eventclock.EventFunc
}

var _ eventclock.Interface = (*Fake)(nil)

// NewFake returns a Fake reading t.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/testing/eventclock.NewFake.
func NewFake(t time.Time) *Fake { return &Fake{now: t} }

// Now returns the fake time.
func (f *Fake) Now() time.Time {
	f.lock.Lock()
	defer f.lock.Unlock()
	return f.now
}

// Since returns the fake time elapsed since t.
func (f *Fake) Since(t time.Time) time.Duration { return f.Now().Sub(t) }

// EventAfterDuration schedules fn for d after the fake now.
func (f *Fake) EventAfterDuration(fn eventclock.EventFunc, d time.Duration) {
	f.lock.Lock()
	defer f.lock.Unlock()
	f.insertLocked(event{due: f.now.Add(d), f: fn})
}

// EventAfterTime schedules fn for t.
func (f *Fake) EventAfterTime(fn eventclock.EventFunc, t time.Time) {
	f.lock.Lock()
	defer f.lock.Unlock()
	f.insertLocked(event{due: t, f: fn})
}

func (f *Fake) insertLocked(e event) {
	i := sort.Search(len(f.events), func(i int) bool { return f.events[i].due.After(e.due) })
	f.events = append(f.events, event{})
	copy(f.events[i+1:], f.events[i:])
	f.events[i] = e
}

// Step moves the clock forward by d; see SetTime.
func (f *Fake) Step(d time.Duration) { f.SetTime(f.Now().Add(d)) }

// SetTime moves the clock to t, stopping at each due event on the way
// (so an event sees the time it was due) and running it without the
// clock's lock held, so it may schedule further events; those run too if
// they are due by t.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/testing/eventclock.(*Fake).SetTime.
func (f *Fake) SetTime(t time.Time) {
	for {
		f.lock.Lock()
		if len(f.events) == 0 || f.events[0].due.After(t) {
			f.now = t
			f.lock.Unlock()
			return
		}
		e := f.events[0]
		f.events = f.events[1:]
		if e.due.After(f.now) {
			f.now = e.due
		}
		now := f.now
		f.lock.Unlock()
		e.f(now)
	}
}
