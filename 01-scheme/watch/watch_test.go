package watch

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func TestBroadcasterDeliversInitialThenLive(t *testing.T) {
	b := NewBroadcaster(10)
	w := b.Watch(Event{Type: Added, Object: &runtime.Unknown{Raw: []byte("a")}})
	b.Action(Modified, &runtime.Unknown{Raw: []byte("b")})
	for _, want := range []EventType{Added, Modified} {
		if got := <-w.ResultChan(); got.Type != want {
			t.Errorf("got %s; want %s", got.Type, want)
		}
	}
	w.Stop()
	w.Stop() // idempotent
	if _, ok := <-w.ResultChan(); ok {
		t.Errorf("channel open after Stop")
	}
}

func TestBroadcasterDropsFullWatcher(t *testing.T) {
	b := NewBroadcaster(1)
	slow := b.Watch()
	b.Action(Added, &runtime.Unknown{})
	b.Action(Added, &runtime.Unknown{}) // slow's buffer is full: it is closed
	n := 0
	for range slow.ResultChan() {
		n++
	}
	if n != 1 {
		t.Errorf("got %d events before close; want 1", n)
	}
}

func TestEmptyWatchAndFake(t *testing.T) {
	if _, ok := <-NewEmptyWatch().ResultChan(); ok {
		t.Errorf("empty watch delivered an event")
	}
	f := NewFakeWithChanSize(1)
	f.Add(&runtime.Unknown{})
	if e := <-f.ResultChan(); e.Type != Added {
		t.Errorf("got %s; want ADDED", e.Type)
	}
	f.Stop()
	if !f.IsStopped() {
		t.Errorf("IsStopped false after Stop")
	}
}
