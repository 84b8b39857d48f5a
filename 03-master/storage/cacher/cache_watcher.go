package cacher

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// cacheWatcher is one client's watch on the cache. The Cacher hands it
// events (dispatchEventLocked, and dispatchBlocked when it is full); its own goroutine
// filters them with the client's predicate and sends them on.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.cacheWatcher.
type cacheWatcher struct {
	cacher    *Cacher
	input     chan *watchCacheEvent // closed when the Cacher lets go of it
	result    chan watch.Event
	done      chan struct{} // closed by Stop
	stopOnce  sync.Once
	key       string // an exact key, or a prefix ending in "/"
	recursive bool
	pred      storage.SelectionPredicate
	bookmarks bool   // the client takes BOOKMARK events
	startRV   uint64 // only events newer than this are sent
	// deadline is when the request's context ends (zero: never): the
	// watcher gets a bookmark shortly before, to resume from.
	deadline time.Time
	// terminated is set, under the watchCache lock, when the Cacher
	// stopped feeding the watcher (it is then out of the watchers set and
	// input is closed, or about to be: see pendingSend).
	terminated bool
	// pendingSend is set, under the watchCache lock, while the watcher is
	// on the Cacher's blocked list: dispatchBlocked may be sending to
	// input, so only it may close input.
	pendingSend bool
}

var _ watch.Interface = (*cacheWatcher)(nil)

// ResultChan delivers the events.
func (w *cacheWatcher) ResultChan() <-chan watch.Event { return w.result }

// Stop ends the watch; ResultChan is closed soon after.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*cacheWatcher).Stop.
func (w *cacheWatcher) Stop() {
	w.stopOnce.Do(func() {
		close(w.done)
		w.cacher.watchCache.Lock()
		w.cacher.removeWatcherLocked(w)
		w.cacher.watchCache.Unlock()
	})
}

// filter says whether obj at key, with these labels (and fields, if at
// hand: nil computes them when the selector needs them), is one the
// client asked for.
func (w *cacheWatcher) filter(key string, obj runtime.Object, l labels.Set, f fields.Set) bool {
	if w.recursive {
		if !strings.HasPrefix(key, w.key) {
			return false
		}
	} else if key != w.key {
		return false
	}
	return w.cacher.watchCache.matches(&w.pred, obj, l, f)
}

// selectsFields says whether the watcher is recursive and its field
// selector is not empty: it reads the fields of every event under its
// prefix, which the dispatch then computes once for all such watchers. A
// watcher of one key computes them itself, for that key's events only.
func (w *cacheWatcher) selectsFields() bool {
	return w.recursive && w.pred.Field != nil && !w.pred.Field.Empty()
}

// convert turns a cache event into what this client sees: with a
// selector, an object that starts matching is ADDED, one that stops is
// DELETED (its previous state, at the event's resourceVersion). Objects
// are copied: the cached ones are shared by everyone.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*cacheWatcher).convertToWatchEvent.
func (w *cacheWatcher) convert(event *watchCacheEvent) *watch.Event {
	if event.Type == watch.Bookmark {
		if !w.bookmarks {
			return nil
		}
		return w.bookmark(event.ResourceVersion, false)
	}
	cur, prev := event.elem, event.prev
	curObjPasses := event.Type != watch.Deleted && w.filter(cur.Key, cur.Object, cur.Labels, event.ObjFields)
	oldObjPasses := false
	if prev != nil {
		oldObjPasses = w.filter(prev.Key, prev.Object, prev.Labels, event.PrevObjFields)
	}
	switch {
	case curObjPasses && !oldObjPasses:
		return &watch.Event{Type: watch.Added, Object: cur.Object.DeepCopyObject()}
	case curObjPasses && oldObjPasses:
		return &watch.Event{Type: watch.Modified, Object: cur.Object.DeepCopyObject()}
	case !curObjPasses && oldObjPasses:
		oldObj := prev.Object.DeepCopyObject()
		if err := w.cacher.versioner.UpdateObject(oldObj, event.ResourceVersion); err != nil {
			return errorEvent(err)
		}
		return &watch.Event{Type: watch.Deleted, Object: oldObj}
	}
	return nil
}

// bookmark is an empty object at rv; the one ending the initial events
// of a watch-list carries k8s.io/initial-events-end: "true".
func (w *cacheWatcher) bookmark(rv uint64, initialEventsEnd bool) *watch.Event {
	obj := w.cacher.newFunc()
	if err := w.cacher.versioner.UpdateObject(obj, rv); err != nil {
		return errorEvent(err)
	}
	if initialEventsEnd {
		accessor, err := meta.Accessor(obj)
		if err != nil {
			return errorEvent(err)
		}
		accessor.SetAnnotations(map[string]string{metav1.InitialEventsAnnotationKey: "true"})
	}
	return &watch.Event{Type: watch.Bookmark, Object: obj}
}

// errorEvent is the ERROR event of err: a Status.
func errorEvent(err error) *watch.Event {
	apiStatus, ok := err.(apierrors.APIStatus)
	if !ok {
		apiStatus = apierrors.NewInternalError(err)
	}
	status := apiStatus.Status()
	return &watch.Event{Type: watch.Error, Object: &status}
}

// send hands one event to the client unless the watch ends first.
func (w *cacheWatcher) send(ctx context.Context, e *watch.Event) bool {
	if e == nil {
		return true
	}
	select {
	case w.result <- *e:
		return true
	case <-w.done:
	case <-ctx.Done():
	}
	return false
}

// process sends the initial events (the objects of a list at initialRV),
// the end-of-initial-events bookmark if asked, then the events the Cacher
// feeds it, until Stop, ctx or the Cacher closes its input.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*cacheWatcher).processInterval and process.
func (w *cacheWatcher) process(ctx context.Context, initial []*storeElement, initialEvents []*watchCacheEvent,
	endBookmark bool, initialRV uint64) {
	defer close(w.result)
	defer w.Stop()
	for _, elem := range initial {
		if w.filter(elem.Key, elem.Object, elem.Labels, nil) &&
			!w.send(ctx, &watch.Event{Type: watch.Added, Object: elem.Object.DeepCopyObject()}) {
			return
		}
	}
	if endBookmark && !w.send(ctx, w.bookmark(initialRV, true)) {
		return
	}
	for _, event := range initialEvents {
		if !w.send(ctx, w.convert(event)) {
			return
		}
	}
	for {
		select {
		case event, ok := <-w.input:
			if !ok {
				return
			}
			if event.ResourceVersion <= w.startRV {
				continue
			}
			if !w.send(ctx, w.convert(event)) {
				return
			}
		case <-w.done:
			return
		case <-ctx.Done():
			return
		}
	}
}

// dispatchEventLocked hands event to every watcher it may concern
// without waiting. A watcher whose buffer is full is not dropped yet: it
// goes on the blocked list, which dispatchBlocked works through once the
// watchCache lock is released, so that a slow watcher never holds up
// reads or the other watchers. A BOOKMARK never blocks: a watcher with no
// room for one simply misses it, as upstream. Runs under the watchCache
// lock, from the reflector's goroutine.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*Cacher).dispatchEvent
// (its non-blocking pass, cacheWatcher.nonblockingAdd).
func (c *Cacher) dispatchEventLocked(event *watchCacheEvent) {
	if event.Type != watch.Bookmark && c.metrics != nil {
		c.metrics.dispatched.Inc()
	}
	for w := range c.watchers {
		if event.Type == watch.Bookmark {
			if w.bookmarks {
				select {
				case w.input <- event:
				default:
				}
			}
			continue
		}
		if key := event.elem.Key; w.recursive && !strings.HasPrefix(key, w.key) || !w.recursive && key != w.key {
			continue
		}
		select {
		case w.input <- event:
		default:
			w.pendingSend = true
			c.blocked = append(c.blocked, blockedSend{w, event})
		}
	}
}

// blockedSend is an event a watcher had no room for yet.
type blockedSend struct {
	w     *cacheWatcher
	event *watchCacheEvent
}

// dispatchBlocked gives the watchers that were full a grace period, out
// of the dispatch time budget, to make room; a watcher still full when
// it runs out is closed (its client re-watches from the last
// resourceVersion it saw). Every blocked watcher gets its chance while
// the timer runs, not only the first. The reflector calls it after each
// event, outside the watchCache lock, and applies no further event until
// it returns: each watcher still sees the events in order.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*Cacher).dispatchEvent
// (its blocking pass, cacheWatcher.add with the shared timer).
func (c *Cacher) dispatchBlocked() {
	if len(c.blocked) == 0 {
		return
	}
	start := time.Now()
	grace := c.dispatchBudget.take(start)
	timer := time.NewTimer(grace)
	expired := false
	var slow []*cacheWatcher
	for _, b := range c.blocked {
		if !expired {
			select {
			case b.w.input <- b.event:
				continue
			case <-b.w.done:
				continue
			case <-timer.C:
				expired = true
			}
		}
		select {
		case b.w.input <- b.event:
		case <-b.w.done:
		default:
			slow = append(slow, b.w)
		}
	}
	timer.Stop()
	c.dispatchBudget.giveBack(grace - time.Since(start))

	c.watchCache.Lock()
	defer c.watchCache.Unlock()
	for _, b := range c.blocked {
		b.w.pendingSend = false
		if b.w.terminated { // stopped meanwhile: removeWatcherLocked left input to us
			close(b.w.input)
		}
	}
	for _, w := range slow {
		if c.metrics != nil {
			c.metrics.terminatedWatchers.Inc()
		}
		c.removeWatcherLocked(w)
		// Not graceful: the events still in its input are dropped, and its
		// goroutine, which may be blocked handing one to a client that
		// never reads, ends now; what already sits in the result buffer
		// is delivered before the channel closes.
		// Upstream: cacheWatcher.forget(false), which does not drain input.
		w.stopOnce.Do(func() { close(w.done) })
	}
	clear(c.blocked)
	c.blocked = c.blocked[:0]
}

// removeWatcherLocked stops feeding w and closes its input, unless
// dispatchBlocked is still sending to it: then dispatchBlocked closes it.
func (c *Cacher) removeWatcherLocked(w *cacheWatcher) {
	if w.terminated {
		return
	}
	w.terminated = true
	delete(c.watchers, w)
	if w.selectsFields() {
		c.watchCache.fieldWatchers--
	}
	if !w.pendingSend {
		close(w.input)
	}
}

// terminateAllWatchers closes every watcher, as after a re-list: their
// clients come back with the last resourceVersion they saw.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*Cacher).terminateAllWatchers.
func (c *Cacher) terminateAllWatchers() {
	c.watchCache.Lock()
	defer c.watchCache.Unlock()
	for w := range c.watchers {
		c.removeWatcherLocked(w)
	}
}

// Watch serves a watch from the cache. Initial events (a watch from ""
// or "0", or SendInitialEvents=true) are the cached objects; otherwise
// the events after resourceVersion come from the ring, 410 Gone when it
// no longer holds them. "" and SendInitialEvents=true without a
// resourceVersion first wait until the cache has caught up with etcd.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*Cacher).Watch.
func (c *Cacher) Watch(ctx context.Context, key string, opts storage.ListOptions) (watch.Interface, error) {
	if opts.ResourceVersionMatch != "" && opts.ResourceVersionMatch != metav1.ResourceVersionMatchNotOlderThan {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("resourceVersionMatch %q is not allowed for watch", opts.ResourceVersionMatch))
	}
	requestedRV, err := c.versioner.ParseResourceVersion(opts.ResourceVersion)
	if err != nil {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("invalid resource version: %v", err))
	}
	if err := c.ready.wait(ctx); err != nil {
		return nil, err
	}
	initialEventsRequired := opts.SendInitialEvents != nil && *opts.SendInitialEvents ||
		opts.SendInitialEvents == nil && requestedRV == 0
	endBookmark := opts.SendInitialEvents != nil && *opts.SendInitialEvents && opts.Predicate.AllowWatchBookmarks

	// The revision the cache must have reached: etcd's current one for
	// "" (and for "0" without initial events, as etcd3 starts there).
	startRV := requestedRV
	if requestedRV == 0 && (opts.ResourceVersion == "" || !initialEventsRequired) {
		rv, supported, err := c.currentResourceVersion(ctx)
		if err != nil {
			return nil, err
		}
		if supported {
			startRV = rv
		}
	}
	if initialEventsRequired && startRV > 0 {
		if err := c.waitUntilFresh(ctx, startRV); err != nil {
			return nil, err
		}
	}

	w := &cacheWatcher{
		cacher:    c,
		input:     make(chan *watchCacheEvent, c.bufferSize),
		result:    make(chan watch.Event, c.bufferSize),
		done:      make(chan struct{}),
		key:       key,
		recursive: opts.Recursive,
		pred:      opts.Predicate,
		bookmarks: opts.Predicate.AllowWatchBookmarks || opts.ProgressNotify,
	}
	if deadline, ok := ctx.Deadline(); ok {
		w.deadline = deadline
	}
	if w.recursive && !strings.HasSuffix(w.key, "/") {
		w.key += "/"
	}

	c.watchCache.Lock()
	var initial []*storeElement
	var initialEvents []*watchCacheEvent
	initialRV := c.watchCache.resourceVersion
	switch {
	case initialEventsRequired:
		initial = c.snapshotLocked(w)
		w.startRV = initialRV
	case startRV == 0:
		// No current revision from etcd: start at the cache's.
		w.startRV = initialRV
	default:
		initialEvents, err = c.watchCache.eventsSinceLocked(startRV)
		if err != nil {
			c.watchCache.Unlock()
			return newErrWatcher(err), nil
		}
		w.startRV = max(startRV, initialRV)
	}
	select {
	case <-c.stopCh:
		c.watchCache.Unlock()
		return nil, errStopped
	default:
	}
	if !c.ready.check() {
		// The reflector went unready after our wait: it has closed the
		// watchers and re-lists, and will replace this ring without a
		// word to the watchers. A watch registered now would miss what
		// changed in between; closed, its client comes back.
		// Upstream: Cacher.Watch's ready generation (newImmediateCloseWatcher).
		c.watchCache.Unlock()
		closed := &errWatcher{result: make(chan watch.Event)}
		close(closed.result)
		return closed, nil
	}
	c.watchers[w] = struct{}{}
	if w.selectsFields() {
		c.watchCache.fieldWatchers++
	}
	if w.bookmarks {
		c.bookmarkWatchers.addWatcherLocked(w, time.Now())
	}
	c.watchCache.Unlock()

	go w.process(ctx, initial, initialEvents, endBookmark, initialRV)
	// The initial events are chosen; sending them is the watcher's
	// goroutine's business, so APF's seats are released now (as upstream,
	// whose process gives the signal as it starts).
	request.WatchInitialized(ctx)
	return w, nil
}

// snapshotLocked is the cached objects under the watcher's key, in key order.
func (c *Cacher) snapshotLocked(w *cacheWatcher) []*storeElement {
	if w.recursive {
		return slices.Clone(c.watchCache.prefixRangeLocked(w.key))
	}
	if elem, ok := c.watchCache.getLocked(w.key); ok {
		return []*storeElement{elem}
	}
	return []*storeElement{}
}

// errWatcher is a watch that only says why it could not start: the
// uncached watch reports a compacted revision the same way, as an ERROR
// event after a successful start.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.errWatcher.
type errWatcher struct {
	result chan watch.Event
}

func newErrWatcher(err error) *errWatcher {
	w := &errWatcher{result: make(chan watch.Event, 1)}
	w.result <- *errorEvent(err)
	close(w.result)
	return w
}

func (w *errWatcher) ResultChan() <-chan watch.Event { return w.result }
func (w *errWatcher) Stop()                          {}
