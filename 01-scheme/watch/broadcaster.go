package watch

import (
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Broadcaster fans events out to every watcher. A slow watcher does not
// block the others: each has a buffered channel, and a watcher whose buffer
// is full is closed (its client re-lists, as upstream's cacher does with a
// slow watcher). Upstream: k8s.io/apimachinery/pkg/watch.Broadcaster, whose
// default FullChannelBehavior blocks instead; we choose dropping so that an
// in-memory storage never stalls a writer.
type Broadcaster struct {
	mu       sync.Mutex
	watchers map[int]*broadcastWatcher
	nextID   int
	buffer   int
}

// NewBroadcaster returns a Broadcaster whose watchers buffer queueLength events.
// Upstream: k8s.io/apimachinery/pkg/watch.NewBroadcaster.
func NewBroadcaster(queueLength int) *Broadcaster {
	return &Broadcaster{watchers: map[int]*broadcastWatcher{}, buffer: queueLength}
}

// Watch adds a watcher that first receives initial (under the
// broadcaster's lock, so no event can slip between them and live ones),
// then every event Action sends.
// Upstream: k8s.io/apimachinery/pkg/watch.(*Broadcaster).WatchWithPrefix.
func (b *Broadcaster) Watch(initial ...Event) Interface {
	b.mu.Lock()
	defer b.mu.Unlock()
	w := &broadcastWatcher{result: make(chan Event, b.buffer+len(initial)), id: b.nextID, b: b}
	b.nextID++
	for _, e := range initial {
		w.result <- e
	}
	b.watchers[w.id] = w
	return w
}

// Action sends an event to every watcher.
// Upstream: k8s.io/apimachinery/pkg/watch.(*Broadcaster).Action.
func (b *Broadcaster) Action(action EventType, obj runtime.Object) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.sendLocked(action, obj)
}

// Locked runs fn under the broadcaster's lock: a storage changes its state
// and sends the event in one step, so a new watcher sees either the old
// state and the event, or the new state and not the event.
func (b *Broadcaster) Locked(fn func(send func(EventType, runtime.Object))) {
	b.mu.Lock()
	defer b.mu.Unlock()
	fn(b.sendLocked)
}

// sendLocked delivers one event; a watcher whose buffer is full is closed.
func (b *Broadcaster) sendLocked(action EventType, obj runtime.Object) {
	for id, w := range b.watchers {
		select {
		case w.result <- Event{action, obj}:
		default:
			delete(b.watchers, id)
			close(w.result)
		}
	}
}

// Shutdown closes every watcher.
func (b *Broadcaster) Shutdown() {
	b.mu.Lock()
	defer b.mu.Unlock()
	for id, w := range b.watchers {
		delete(b.watchers, id)
		close(w.result)
	}
}

type broadcastWatcher struct {
	result chan Event
	id     int
	b      *Broadcaster
}

func (w *broadcastWatcher) ResultChan() <-chan Event { return w.result }

func (w *broadcastWatcher) Stop() {
	w.b.mu.Lock()
	defer w.b.mu.Unlock()
	if _, ok := w.b.watchers[w.id]; ok {
		delete(w.b.watchers, w.id)
		close(w.result)
	}
}
