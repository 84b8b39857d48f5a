package cacher

import (
	"context"
	"fmt"
	goruntime "runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// storeElement is one cached object with its key and labels, extracted
// once when the object arrived. Its fields are not kept: upstream's
// storeElement holds the field set of every object (a map, ~290 bytes
// for a ConfigMap's metadata.name and metadata.namespace: 28 MB of live
// heap at 100,000 objects), which only a field selector reads. Ours
// computes it when one does (fieldsOf), for the elements whose labels
// already match; the field indexes compute it as an object comes and
// goes.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.storeElement.
type storeElement struct {
	Key    string
	Object runtime.Object
	Labels labels.Set
	// shared keeps the labels map Object shares with the other cached
	// objects of the same labels (shared_labels.go); nil if it shares none.
	shared *sharedLabels
}

// watchCacheEvent is one change as the cache saw it: the element of the
// new object (for a DELETED event, of the deleted state) and the element
// it replaced, each with its key and labels, so that every watcher can
// filter without decoding anything. Upstream copies key, objects and
// labels into the event; ours points at the elements, which hold them
// already (the event is 80 bytes instead of 144, and the ring holds up
// to 102,400 of them). The objects' fields are not in the ring's events
// (upstream keeps them in every one): while a recursive watcher selects on
// fields (watchCache.fieldWatchers), the watchers are handed a copy of
// each event with them, computed once for all; otherwise they are nil,
// and a watcher that selects on fields (of one key, or replaying the
// ring) computes them. A BOOKMARK has no elements.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.watchCacheEvent.
type watchCacheEvent struct {
	Type watch.EventType
	// elem is the object after the change; prev the one before, nil for
	// an object the cache did not hold.
	elem, prev      *storeElement
	ObjFields       fields.Set
	PrevObjFields   fields.Set
	ResourceVersion uint64
	// RecordTime is when the cache received it: the ring grows while
	// its oldest event is younger than eventFreshDuration.
	RecordTime time.Time
}

// The ring's dynamic size: it starts at defaultLowerBoundCapacity events,
// doubles (up to defaultUpperBoundCapacity) whenever it is full and its
// oldest event is younger than eventFreshDuration, and halves (down to
// the lower bound) when it is full and even its newest quarter is
// older. eventFreshDuration is the bookmark frequency plus a margin: a
// client that got a bookmark a minute ago can likely resume from it.
// Upstream: cacher.defaultLowerBoundCapacity, defaultUpperBoundCapacity
// and eventFreshDuration (same figures).
const (
	defaultLowerBoundCapacity = 100
	defaultUpperBoundCapacity = 100 * 1024
	eventFreshDuration        = 75 * time.Second
)

// watchCache holds the current objects of one resource by key and a ring
// of the last capacity events. Every change goes through processEvent
// under the write lock; the onEvent hook (the Cacher's dispatch) runs
// under that lock too, so a watcher registered under the lock misses
// nothing and sees nothing twice.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.watchCache.
type watchCache struct {
	sync.RWMutex

	// sorted holds the elements in key order: a prefix (a namespace) is
	// one contiguous range, found by binary search, a key is found by
	// binary search too (getLocked), and a list walks the elements
	// themselves, with no lookup by key per object. Upstream keeps its
	// store in a btree of storeElements for the same reasons, and no map
	// by key beside it (nor do we: a map of 100,000 keys is ~5 MB more).
	sorted []*storeElement
	// sortedBits[i] is labelBits(sorted[i].Labels): a 64-bit summary of
	// each element's labels, kept beside the elements in the same order,
	// so that a label-selected list can pass over most non-matching
	// elements without loading them (label_filter.go).
	sortedBits []uint64

	// cache is the ring; events [startIndex, endIndex) are in it, at
	// index i%capacity. startIndex only grows. capacity moves between
	// the bounds (resizeCacheLocked); equal bounds fix it.
	cache              []*watchCacheEvent
	capacity           int
	lowerBoundCapacity int
	upperBoundCapacity int
	startIndex         int
	endIndex           int

	// indices maps an indexed field to its values, each to the keys of
	// the objects having it: a field selector pinning an indexed field
	// (spec.nodeName=n1) reads those keys instead of the whole range.
	// Upstream: the watchCache's threadSafeStore indexers.
	indices map[string]map[string]map[string]struct{}

	// fieldWatchers counts the Cacher's recursive watchers whose field
	// selector is not empty: while there are any, the events handed to
	// the watchers carry their objects' fields, computed once for all of
	// them. A watcher of one key computes them itself for that key's
	// events.
	fieldWatchers int

	// labelMaps gives the cached objects with equal labels one labels
	// map (shared_labels.go).
	labelMaps labelMaps

	// snapshots are ranges of sorted as first pages of paged lists saw
	// them, which their next pages read (list_snapshot.go). Pruned with
	// the ring: none is older than its oldest event.
	snapshots listSnapshots

	// resourceVersion is the newest revision the cache has seen (event
	// or progress notification); listResourceVersion the revision of the
	// last list.
	resourceVersion     uint64
	listResourceVersion uint64
	// rvChanged is closed (and replaced) whenever resourceVersion moves.
	rvChanged chan struct{}

	keyFunc   func(runtime.Object) (string, error)
	getAttrs  storage.AttrFunc
	versioner storage.Versioner
	onEvent   func(*watchCacheEvent)
	// clock stamps events' RecordTime; time.Now but in tests.
	clock func() time.Time
	// metrics are the Cacher's series; nil in tests that build a
	// watchCache alone.
	metrics *cacheMetrics
}

// newWatchCache returns an empty cache whose ring starts at lowerBound
// events and may grow to upperBound (equal bounds: a fixed size).
func newWatchCache(lowerBound, upperBound int, keyFunc func(runtime.Object) (string, error), getAttrs storage.AttrFunc,
	versioner storage.Versioner, onEvent func(*watchCacheEvent), indexedFields []string) *watchCache {
	indices := map[string]map[string]map[string]struct{}{}
	for _, f := range indexedFields {
		indices[f] = map[string]map[string]struct{}{}
	}
	return &watchCache{
		indices:            indices,
		cache:              make([]*watchCacheEvent, lowerBound),
		capacity:           lowerBound,
		lowerBoundCapacity: lowerBound,
		upperBoundCapacity: max(lowerBound, upperBound),
		rvChanged:          make(chan struct{}),
		clock:              time.Now,
		keyFunc:            keyFunc, getAttrs: getAttrs, versioner: versioner, onEvent: onEvent,
	}
}

// newElement extracts key and labels of obj; it also returns obj's
// fields, which the element does not keep.
func (w *watchCache) newElement(obj runtime.Object) (*storeElement, fields.Set, error) {
	key, err := w.keyFunc(obj)
	if err != nil {
		return nil, nil, fmt.Errorf("couldn't compute key: %w", err)
	}
	l, f, err := w.getAttrs(obj)
	if err != nil {
		return nil, nil, err
	}
	shared := w.labelMaps.share(obj, l)
	if shared != nil {
		l = shared.m
	}
	return &storeElement{Key: key, Object: obj, Labels: l, shared: shared}, f, nil
}

// fieldsOf is obj's field set, computed again: obj is a cached object,
// whose attributes were extracted without error when it arrived, and
// the cache never changes it. Nil if that fails all the same.
func (w *watchCache) fieldsOf(obj runtime.Object) fields.Set {
	_, f, err := w.getAttrs(obj)
	if err != nil {
		return nil
	}
	return f
}

// matches reports whether pred selects obj, whose labels are l. f is
// obj's field set when at hand; nil, it is computed here, and only when
// the labels match and pred selects on fields.
// Upstream: storage.(*SelectionPredicate).MatchesObjectAttributes, on the
// fields stored in the element or event.
func (w *watchCache) matches(pred *storage.SelectionPredicate, obj runtime.Object, l labels.Set, f fields.Set) bool {
	if pred.Label != nil && !pred.Label.Matches(l) {
		return false
	}
	if pred.Field == nil || pred.Field.Empty() {
		return true
	}
	if f == nil {
		var err error
		if _, f, err = w.getAttrs(obj); err != nil {
			return false
		}
	}
	return pred.Field.Matches(f)
}

// replace swaps the whole content for a fresh list at resourceVersion and
// empties the ring: nothing older than the list can be watched from.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*watchCache).Replace.
func (w *watchCache) replace(objs []runtime.Object, resourceVersion uint64) error {
	sorted, bits, err := w.newElements(objs)
	if err != nil {
		return err
	}
	if !slices.IsSortedFunc(sorted, compareElements) { // etcd lists in key order already
		slices.SortFunc(sorted, compareElements)
		for i, e := range sorted {
			bits[i] = labelBits(e.Labels)
		}
	}
	w.Lock()
	defer w.Unlock()
	w.sorted = sorted
	w.sortedBits = bits
	for f := range w.indices {
		w.indices[f] = map[string]map[string]struct{}{}
	}
	if len(w.indices) > 0 {
		for _, elem := range sorted {
			w.indexLocked(elem, w.fieldsOf(elem.Object), true)
		}
	}
	clear(w.cache)
	w.startIndex, w.endIndex = 0, 0
	w.snapshots.reset()
	w.listResourceVersion = resourceVersion
	w.setResourceVersionLocked(resourceVersion)
	if w.metrics != nil {
		w.metrics.initializations.Inc()
	}
	return nil
}

// newElements makes the elements of a list and their label summaries,
// in the list's order, and returns the first error in that order, as
// making them one after the other would. A long list (a first list of
// 100,000 objects, which /readyz waits for) is shared out among the
// cores, each taking the next 256 objects in turn: nothing else runs in
// the cache meanwhile, and the objects are independent.
// Upstream: the loop of (*watchCache).Replace, one object after the other.
func (w *watchCache) newElements(objs []runtime.Object) ([]*storeElement, []uint64, error) {
	elems := make([]*storeElement, len(objs))
	bits := make([]uint64, len(objs))
	errs := make([]error, len(objs))
	const chunk = 256
	var next atomic.Int64
	build := func() {
		for start := int(next.Add(chunk)) - chunk; start < len(objs); start = int(next.Add(chunk)) - chunk {
			for i := start; i < min(start+chunk, len(objs)); i++ {
				elem, _, err := w.newElement(objs[i])
				if err != nil {
					errs[i] = err
					continue
				}
				elems[i], bits[i] = elem, labelBits(elem.Labels)
			}
		}
	}
	workers := 1
	if len(objs) >= parallelReplaceMin {
		workers = goruntime.GOMAXPROCS(0)
	}
	var wg sync.WaitGroup
	for range workers - 1 {
		wg.Go(build)
	}
	build()
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, nil, err
		}
	}
	return elems, bits, nil
}

// parallelReplaceMin is the list length from which newElements uses
// every core.
const parallelReplaceMin = 1024

// processEvent applies one event from etcd and appends it to the ring.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*watchCache).processEvent.
func (w *watchCache) processEvent(event watch.Event) error {
	rv, err := w.versioner.ObjectResourceVersion(event.Object)
	if err != nil {
		return err
	}
	elem, objFields, err := w.newElement(event.Object)
	if err != nil {
		return err
	}
	wce := &watchCacheEvent{Type: event.Type, elem: elem, ResourceVersion: rv, RecordTime: w.clock()}
	if w.metrics != nil {
		w.metrics.received.Inc()
	}
	w.Lock()
	defer w.Unlock()
	// The previous object's fields, only when someone will read them: the
	// indexes now, watchers that select on fields as they filter the event.
	needFields := len(w.indices) > 0 || w.fieldWatchers > 0
	var prevFields fields.Set
	i, found := w.searchSortedLocked(elem.Key)
	var prev *storeElement
	if found {
		prev = w.sorted[i]
		wce.prev = prev
		if needFields {
			prevFields = w.fieldsOf(prev.Object)
		}
	}
	switch event.Type {
	case watch.Added, watch.Modified:
		if prev != nil {
			w.indexLocked(prev, prevFields, false)
			w.sorted[i], w.sortedBits[i] = elem, labelBits(elem.Labels)
		} else {
			w.sorted = slices.Insert(w.sorted, i, elem)
			w.sortedBits = slices.Insert(w.sortedBits, i, labelBits(elem.Labels))
		}
		w.indexLocked(elem, objFields, true)
	case watch.Deleted:
		if prev == nil {
			// Deleted before we knew it: filter on the deleted state.
			wce.prev, prevFields = elem, objFields
		} else {
			w.sorted = slices.Delete(w.sorted, i, i+1)
			w.sortedBits = slices.Delete(w.sortedBits, i, i+1)
			w.indexLocked(prev, prevFields, false)
		}
	default:
		return fmt.Errorf("unexpected event type %q", event.Type)
	}
	w.updateCacheLocked(wce)
	w.setResourceVersionLocked(rv)
	if w.fieldWatchers > 0 {
		// The watchers get a copy with the fields, computed once for all
		// of them; the ring's event keeps none.
		withFields := *wce
		withFields.ObjFields, withFields.PrevObjFields = objFields, prevFields
		wce = &withFields
	}
	w.onEvent(wce)
	return nil
}

// updateCacheLocked appends event to the ring, resizing it first if
// need be, and drops the oldest event when it is still full.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*watchCache).updateCache.
func (w *watchCache) updateCacheLocked(event *watchCacheEvent) {
	w.resizeCacheLocked(event.RecordTime)
	if w.isCacheFullLocked() {
		w.cache[w.startIndex%w.capacity] = nil
		w.startIndex++
		if w.startIndex < w.endIndex {
			w.snapshots.removeLess(w.cache[w.startIndex%w.capacity].ResourceVersion)
		}
	}
	w.cache[w.endIndex%w.capacity] = event
	w.endIndex++
}

// resizeCacheLocked doubles a full ring whose oldest event is younger
// than eventFreshDuration, and halves a full ring whose newest quarter is
// already older than that (a quarter, so that it does not flap).
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*watchCache).resizeCacheLocked.
func (w *watchCache) resizeCacheLocked(eventTime time.Time) {
	if !w.isCacheFullLocked() {
		return
	}
	if eventTime.Sub(w.cache[w.startIndex%w.capacity].RecordTime) < eventFreshDuration {
		if capacity := min(w.capacity*2, w.upperBoundCapacity); capacity > w.capacity {
			w.doCacheResizeLocked(capacity)
		}
		return
	}
	if eventTime.Sub(w.cache[(w.endIndex-w.capacity/4)%w.capacity].RecordTime) > eventFreshDuration {
		if capacity := max(w.capacity/2, w.lowerBoundCapacity); capacity < w.capacity {
			w.doCacheResizeLocked(capacity)
		}
	}
}

func (w *watchCache) isCacheFullLocked() bool {
	return w.endIndex == w.startIndex+w.capacity
}

// doCacheResizeLocked moves the ring into one of capacity events; when it
// shrinks, the oldest events that no longer fit are dropped.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*watchCache).doCacheResizeLocked.
func (w *watchCache) doCacheResizeLocked(capacity int) {
	newCache := make([]*watchCacheEvent, capacity)
	if capacity < w.capacity {
		w.startIndex = w.endIndex - capacity
	}
	for i := w.startIndex; i < w.endIndex; i++ {
		newCache[i%capacity] = w.cache[i%w.capacity]
	}
	w.cache = newCache
	if w.metrics != nil {
		w.metrics.recordCapacityChange(w.capacity, capacity)
	}
	w.capacity = capacity
}

// updateResourceVersion records a progress notification from etcd: no
// change up to rv. With bookmark, watchers that allow bookmarks get one.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*watchCache).UpdateResourceVersion.
func (w *watchCache) updateResourceVersion(rv uint64, bookmark bool) {
	w.Lock()
	defer w.Unlock()
	if rv < w.resourceVersion {
		return
	}
	w.setResourceVersionLocked(rv)
	if bookmark {
		w.onEvent(&watchCacheEvent{Type: watch.Bookmark, ResourceVersion: rv})
	}
}

func (w *watchCache) setResourceVersionLocked(rv uint64) {
	if rv != w.resourceVersion {
		w.resourceVersion = rv
		close(w.rvChanged)
		w.rvChanged = make(chan struct{})
		if w.metrics != nil {
			w.metrics.resourceVersion.Set(float64(rv))
		}
	}
}

// indexLocked adds elem, whose fields are elemFields, to (or removes it
// from) the field indices.
func (w *watchCache) indexLocked(elem *storeElement, elemFields fields.Set, add bool) {
	for f, values := range w.indices {
		v, ok := elemFields[f]
		if !ok {
			continue
		}
		keys := values[v]
		if add {
			if keys == nil {
				keys = map[string]struct{}{}
				values[v] = keys
			}
			keys[elem.Key] = struct{}{}
		} else if keys != nil {
			delete(keys, elem.Key)
			if len(keys) == 0 {
				delete(values, v)
			}
		}
	}
}

// indexedKeysLocked returns, sorted, the keys under prefix whose objects
// have the value a field selector pins for an indexed field; ok is false
// when the selector pins none.
// Upstream: the watchCache's listing by index (WaitUntilFreshAndList with matchValues).
func (w *watchCache) indexedKeysLocked(prefix string, selector fields.Selector) ([]string, bool) {
	keys, index := w.indexedKeysByLocked(prefix, selector)
	return keys, index != ""
}

// indexedKeysByLocked is indexedKeysLocked that also names the indexed
// field it used ("" when none).
func (w *watchCache) indexedKeysByLocked(prefix string, selector fields.Selector) ([]string, string) {
	if selector == nil {
		return nil, ""
	}
	for f, values := range w.indices {
		v, ok := selector.RequiresExactMatch(f)
		if !ok {
			continue
		}
		keys := make([]string, 0, len(values[v]))
		for k := range values[v] {
			if strings.HasPrefix(k, prefix) {
				keys = append(keys, k)
			}
		}
		slices.Sort(keys)
		return keys, f
	}
	return nil, ""
}

// compareElements orders elements by key.
func compareElements(a, b *storeElement) int { return strings.Compare(a.Key, b.Key) }

// searchSortedLocked finds key's position in sorted, and whether it is there.
func (w *watchCache) searchSortedLocked(key string) (int, bool) {
	return slices.BinarySearchFunc(w.sorted, key, func(e *storeElement, k string) int { return strings.Compare(e.Key, k) })
}

// getLocked returns the element at key, found by binary search.
// Upstream: the btree store's Get (watchCache.GetByKey).
func (w *watchCache) getLocked(key string) (*storeElement, bool) {
	if i, found := w.searchSortedLocked(key); found {
		return w.sorted[i], true
	}
	return nil, false
}

// prefixRangeLocked returns the elements whose keys start with prefix: a
// binary search for each end, then only those elements are walked. The
// slice is the cache's own: read it under the lock, never change it.
func (w *watchCache) prefixRangeLocked(prefix string) []*storeElement {
	elems, _ := w.prefixRangeBitsLocked(prefix)
	return elems
}

// prefixRangeBitsLocked is prefixRangeLocked with the elements' label
// summaries, index for index.
func (w *watchCache) prefixRangeBitsLocked(prefix string) ([]*storeElement, []uint64) {
	lo, _ := w.searchSortedLocked(prefix)
	hi := prefixEnd(w.sorted, lo, prefix)
	return w.sorted[lo:hi], w.sortedBits[lo:hi]
}

// prefixEnd is where the keys under prefix end in elems, sorted by key,
// given lo, a position at or after the first of them: those keys are one
// run, found by binary search, not by walking it.
func prefixEnd(elems []*storeElement, lo int, prefix string) int {
	return lo + sort.Search(len(elems)-lo, func(i int) bool { return !strings.HasPrefix(elems[lo+i].Key, prefix) })
}

// blockTimeout bounds the wait for a resourceVersion the cache has not
// seen. Upstream: k8s.io/apiserver/pkg/storage/cacher.blockTimeout.
const blockTimeout = 3 * time.Second

// progressRequestInterval is how often a waiting read asks etcd for a
// progress notification. Upstream: cacher.progressRequestPeriod (100ms).
const progressRequestInterval = 100 * time.Millisecond

// waitUntilFresh waits until the cache has seen resourceVersion rv,
// asking etcd for progress notifications meanwhile (the resource may be
// idle while others write: only a notification moves us then). After
// blockTimeout it answers TooLargeResourceVersion.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*watchCache).waitUntilFreshAndBlock.
func (w *watchCache) waitUntilFresh(ctx context.Context, rv uint64, requestProgress func(context.Context) error) error {
	var deadline <-chan time.Time
	var ticker *time.Ticker
	for {
		w.RLock()
		current, changed := w.resourceVersion, w.rvChanged
		w.RUnlock()
		if current >= rv {
			return nil
		}
		if deadline == nil {
			timer := time.NewTimer(blockTimeout)
			defer timer.Stop()
			deadline = timer.C
			ticker = time.NewTicker(progressRequestInterval)
			defer ticker.Stop()
			if requestProgress != nil {
				_ = requestProgress(ctx)
			}
		}
		select {
		case <-changed:
		case <-ticker.C:
			if requestProgress != nil {
				_ = requestProgress(ctx)
			}
		case <-deadline:
			return storage.NewTooLargeResourceVersionError(rv, current, resourceVersionTooHighRetrySeconds)
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// resourceVersionTooHighRetrySeconds is the Retry-After of a 504 for a
// resourceVersion the cache never reached.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.resourceVersionTooHighRetrySeconds.
const resourceVersionTooHighRetrySeconds = 1

// eventsSinceLocked returns the events of the ring newer than rv, or 410
// Expired when some of them have already left the ring.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*watchCache).getAllEventsSinceLocked.
func (w *watchCache) eventsSinceLocked(rv uint64) ([]*watchCacheEvent, error) {
	size := w.endIndex - w.startIndex
	var oldest uint64
	switch {
	case w.listResourceVersion > 0 && w.startIndex == 0:
		// Nothing left the ring since the list: we can serve everything
		// after the list's revision.
		oldest = w.listResourceVersion + 1
	case size > 0:
		oldest = w.cache[w.startIndex%w.capacity].ResourceVersion
	default:
		// The ring was emptied (compacted in tests): only what comes next.
		oldest = w.resourceVersion + 1
	}
	if rv < oldest-1 {
		return nil, apierrors.NewResourceExpired(fmt.Sprintf("too old resource version: %d (%d)", rv, oldest-1))
	}
	first := sort.Search(size, func(i int) bool {
		return w.cache[(w.startIndex+i)%w.capacity].ResourceVersion > rv
	})
	out := make([]*watchCacheEvent, 0, size-first)
	for i := first; i < size; i++ {
		out = append(out, w.cache[(w.startIndex+i)%w.capacity])
	}
	return out, nil
}

// compactLocked drops the events up to rv from the ring, as if etcd's
// compaction had reached the cache. Tests use it (upstream's tests do the
// same to their watchCache): in production the ring only loses events by
// overflowing.
func (w *watchCache) compactLocked(rv uint64) {
	for w.startIndex < w.endIndex && w.cache[w.startIndex%w.capacity].ResourceVersion <= rv {
		w.cache[w.startIndex%w.capacity] = nil
		w.startIndex++
	}
	if w.startIndex == 0 && w.endIndex == 0 {
		w.startIndex, w.endIndex = 1, 1 // the list's revision is gone too
	}
	w.snapshots.removeLess(rv + 1)
	w.listResourceVersion = rv
}
