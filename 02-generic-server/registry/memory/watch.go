package memory

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// InitialEventsAnnotationKey marks the bookmark that ends watch-list's
// initial events.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.InitialEventsAnnotationKey.
const InitialEventsAnnotationKey = "k8s.io/initial-events-end"

// event is one change of the store as the history keeps it and the
// broadcaster carries it: the object before and after, and the revision.
// Watchers turn it into a watch.Event of their own, because whether a
// MODIFIED is an ADDED, a MODIFIED or a DELETED depends on the watcher's
// selectors. It is a runtime.Object only so the broadcaster can carry it;
// it never reaches a client.
type event struct {
	typ  watch.EventType
	obj  runtime.Object // the new state; the last state, for DELETED
	prev runtime.Object // the state before; nil for ADDED
	rv   uint64
}

func (e *event) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }

// DeepCopyObject returns e itself: recorded events are never changed.
func (e *event) DeepCopyObject() runtime.Object { return e }

// recordLocked appends a change to the history, dropping the oldest past
// HistorySize, and broadcasts it. The caller holds s.mu.
func (s *Store) recordLocked(e *event) {
	s.history = append(s.history, e)
	if len(s.history) > s.HistorySize {
		s.historyStart = s.history[0].rv
		s.history = s.history[1:]
	}
	s.lastChange = e.rv
	s.broadcaster.Action(e.typ, e)
}

// Watch streams the changes the options' selectors and the request's
// namespace select, starting as the options say:
//
//	sendInitialEvents=true   ADDED for every current object, a BOOKMARK annotated
//	                         k8s.io/initial-events-end: "true" (with
//	                         allowWatchBookmarks), then changes (watch-list)
//	resourceVersion "" or 0  ADDED for every current object, then changes
//	                         (no initial events if sendInitialEvents=false)
//	resourceVersion N        the changes after N, from the history; 410 if N is too old
//
// With allowWatchBookmarks it sends a BOOKMARK every BookmarkInterval.
// Registering the watcher and reading the state happen under the store's
// lock, so no change falls between the initial events and the live ones.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).Watch,
// served by the watch cache (k8s.io/apiserver/pkg/storage/cacher).
func (s *Store) Watch(ctx context.Context, options *metainternalversion.ListOptions) (watch.Interface, error) {
	if options == nil {
		options = &metainternalversion.ListOptions{}
	}
	p := s.newPredicate(ctx, options)
	s.mu.Lock()
	initial, startRV, err := s.watchStartLocked(options, p)
	if err != nil {
		s.mu.Unlock()
		return nil, err
	}
	src := s.broadcaster.Watch(initial...)
	s.mu.Unlock()

	w := &storeWatcher{
		store: s, src: src, p: p, lastRV: startRV,
		bookmarks: options.AllowWatchBookmarks,
		result:    make(chan watch.Event), done: make(chan struct{}),
	}
	go w.run(ctx)
	return w, nil
}

// watchStartLocked returns the events a new watch starts with, and the
// revision it starts at.
func (s *Store) watchStartLocked(options *metainternalversion.ListOptions, p predicate) ([]watch.Event, uint64, error) {
	current := s.Revision.Current()
	requested, err := parseRV(options.ResourceVersion)
	if err != nil {
		return nil, 0, err
	}
	if requested > current {
		return nil, 0, apierrors.NewTimeoutError(fmt.Sprintf("Too large resource version: %d, current: %d", requested, current), 1)
	}
	send := options.SendInitialEvents
	switch {
	case send != nil && *send:
		initial := s.initialEventsLocked(p)
		// The end-of-initial-events bookmark goes only to clients that
		// accept bookmarks, as upstream's watch cache does; a legacy watch
		// (resourceVersion "" or "0") arrives here with sendInitialEvents
		// set by the handler and no allowWatchBookmarks.
		if options.AllowWatchBookmarks {
			initial = append(initial, s.endOfInitialEvents(current))
		}
		return initial, current, nil
	case requested == 0 && send != nil:
		return nil, current, nil
	case requested == 0:
		return s.initialEventsLocked(p), current, nil
	case requested < s.historyStart:
		return nil, 0, apierrors.NewResourceExpired(fmt.Sprintf("too old resource version: %d (%d)", requested, s.historyStart))
	}
	var replay []watch.Event
	for _, e := range s.history {
		if e.rv > requested {
			replay = append(replay, watch.Event{Type: e.typ, Object: e})
		}
	}
	return replay, requested, nil
}

// initialEventsLocked returns an ADDED event for every object p selects.
func (s *Store) initialEventsLocked(p predicate) []watch.Event {
	var out []watch.Event
	for _, it := range s.matchingLocked(p, "") {
		m, _ := meta.Accessor(it.obj)
		rv, _ := parseRV(m.GetResourceVersion())
		out = append(out, watch.Event{Type: watch.Added, Object: &event{typ: watch.Added, obj: it.obj, rv: rv}})
	}
	return out
}

// endOfInitialEvents is watch-list's bookmark after the initial events.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*cacheWatcher).processInterval.
func (s *Store) endOfInitialEvents(rv uint64) watch.Event {
	obj := s.bookmark(rv)
	m, _ := meta.Accessor(obj)
	m.SetAnnotations(map[string]string{InitialEventsAnnotationKey: "true"})
	return watch.Event{Type: watch.Bookmark, Object: &event{typ: watch.Bookmark, obj: obj, rv: rv}}
}

// bookmark is an empty object of the kind carrying only a resourceVersion.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*Cacher).getBookmarkObject.
func (s *Store) bookmark(rv uint64) runtime.Object {
	obj := s.NewFunc()
	m, _ := meta.Accessor(obj)
	m.SetResourceVersion(formatRV(rv))
	return obj
}

// storeWatcher is one client's watch: it reads the store's events,
// keeps those its predicate selects, and adds bookmarks.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.cacheWatcher.
type storeWatcher struct {
	store     *Store
	src       watch.Interface
	p         predicate
	lastRV    uint64 // every change up to here has been seen
	bookmarks bool

	result   chan watch.Event
	done     chan struct{}
	stopOnce sync.Once
}

// ResultChan delivers the events; it is closed when the watch ends.
func (w *storeWatcher) ResultChan() <-chan watch.Event { return w.result }

// Stop ends the watch.
func (w *storeWatcher) Stop() { w.stopOnce.Do(func() { close(w.done) }) }

// run forwards events until Stop, ctx's end, or the broadcaster dropping
// this watcher (its buffer overflowed: the client must watch again).
func (w *storeWatcher) run(ctx context.Context) {
	defer close(w.result)
	defer w.src.Stop()
	var tick <-chan time.Time
	if w.bookmarks {
		t := time.NewTicker(w.store.BookmarkInterval)
		defer t.Stop()
		tick = t.C
	}
	for {
		var out watch.Event
		select {
		case <-w.done:
			return
		case <-ctx.Done():
			return
		case <-tick:
			out = watch.Event{Type: watch.Bookmark, Object: w.store.bookmark(w.lastRV)}
		case in, ok := <-w.src.ResultChan():
			if !ok {
				return
			}
			if out, ok = w.translate(in.Object.(*event)); !ok {
				continue
			}
		}
		select {
		case w.result <- out:
		case <-w.done:
			return
		case <-ctx.Done():
			return
		}
	}
}

// translate turns a store event into what this watcher sees. A change
// that moves an object into the selection is ADDED for this watcher, one
// that moves it out is DELETED.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*watchChan).transform.
func (w *storeWatcher) translate(e *event) (watch.Event, bool) {
	if e.rv > w.lastRV {
		w.lastRV = e.rv
	}
	if e.typ == watch.Bookmark {
		return watch.Event{Type: e.typ, Object: e.obj.DeepCopyObject()}, true
	}
	cur := e.typ != watch.Deleted && w.p.matches(e.obj)
	old := e.prev != nil && w.p.matches(e.prev)
	switch {
	case e.typ == watch.Deleted && old:
		return watch.Event{Type: watch.Deleted, Object: e.obj.DeepCopyObject()}, true
	case cur && old:
		return watch.Event{Type: watch.Modified, Object: e.obj.DeepCopyObject()}, true
	case cur:
		return watch.Event{Type: watch.Added, Object: e.obj.DeepCopyObject()}, true
	case old:
		gone := e.prev.DeepCopyObject()
		m, _ := meta.Accessor(gone)
		m.SetResourceVersion(formatRV(e.rv))
		return watch.Event{Type: watch.Deleted, Object: gone}, true
	}
	return watch.Event{}, false
}
