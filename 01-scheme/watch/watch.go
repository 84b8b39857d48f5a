package watch

import (
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Interface is a running watch.
// Upstream: k8s.io/apimachinery/pkg/watch.Interface.
type Interface interface {
	// Stop ends the watch; ResultChan is closed afterwards.
	Stop()
	// ResultChan delivers the events.
	ResultChan() <-chan Event
}

// EventType says what happened to the object.
// Upstream: k8s.io/apimachinery/pkg/watch.EventType.
type EventType string

// The event types, with upstream's wire values.
const (
	Added    EventType = "ADDED"
	Modified EventType = "MODIFIED"
	Deleted  EventType = "DELETED"
	Bookmark EventType = "BOOKMARK"
	Error    EventType = "ERROR"
)

// Event is one change. For Error, Object is a *metav1.Status; for
// Bookmark, an object of the watched kind carrying only a resourceVersion
// (and, at the end of watch-list's initial events, the annotation
// k8s.io/initial-events-end: "true").
// Upstream: k8s.io/apimachinery/pkg/watch.Event.
type Event struct {
	Type   EventType
	Object runtime.Object
}

// FakeWatcher is an Interface whose events a test (or an in-memory storage)
// pushes by hand. Upstream: k8s.io/apimachinery/pkg/watch.FakeWatcher.
type FakeWatcher struct {
	result  chan Event
	stopped bool
	mu      sync.Mutex
}

// NewFake returns an unbuffered FakeWatcher.
// Upstream: k8s.io/apimachinery/pkg/watch.NewFake.
func NewFake() *FakeWatcher { return &FakeWatcher{result: make(chan Event)} }

// NewFakeWithChanSize returns a FakeWatcher with a buffered channel.
func NewFakeWithChanSize(size int) *FakeWatcher {
	return &FakeWatcher{result: make(chan Event, size)}
}

// Stop closes the channel once.
func (f *FakeWatcher) Stop() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.stopped {
		close(f.result)
		f.stopped = true
	}
}

// IsStopped reports whether Stop was called.
func (f *FakeWatcher) IsStopped() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.stopped
}

// ResultChan implements Interface.
func (f *FakeWatcher) ResultChan() <-chan Event { return f.result }

// Add, Modify, Delete, Action send events (blocking on an unbuffered watcher).
func (f *FakeWatcher) Add(obj runtime.Object)    { f.result <- Event{Added, obj} }
func (f *FakeWatcher) Modify(obj runtime.Object) { f.result <- Event{Modified, obj} }
func (f *FakeWatcher) Delete(obj runtime.Object) { f.result <- Event{Deleted, obj} }
func (f *FakeWatcher) Action(action EventType, obj runtime.Object) {
	f.result <- Event{action, obj}
}

// NewEmptyWatch returns a watch that is already over.
// Upstream: k8s.io/apimachinery/pkg/watch.NewEmptyWatch.
func NewEmptyWatch() Interface {
	ch := make(chan Event)
	close(ch)
	return emptyWatch(ch)
}

type emptyWatch chan Event

func (w emptyWatch) Stop()                    {}
func (w emptyWatch) ResultChan() <-chan Event { return chan Event(w) }
