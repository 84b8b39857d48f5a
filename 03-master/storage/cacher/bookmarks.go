package cacher

import (
	"math/rand/v2"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
)

// Periodic bookmarks: a watcher that allows them gets a BOOKMARK at the
// cache's resourceVersion about every bookmarkFrequency while nothing it
// watches changes, and one shortly before its deadline, so that a client
// whose watch ends (or breaks) resumes from a recent resourceVersion
// instead of an old one the ring may have lost (a 410 and a re-list).
const (
	// DefaultBookmarkFrequency is how often a watcher gets a periodic
	// bookmark. Upstream: cacher.defaultBookmarkFrequency.
	DefaultBookmarkFrequency = time.Minute
	// bookmarkTimerInterval is how often the dispatch loop looks for
	// watchers that are due (jittered by up to 25%); it is also the
	// width of a time bucket. Upstream: the bookmarkTimer of
	// Cacher.dispatchEvents, wait.Jitter(time.Second, 0.25).
	bookmarkTimerInterval = time.Second
	// preTimeoutBookmark is how long before its deadline a watch gets
	// its last bookmark. Upstream: cacheWatcher.nextBookmarkTime's 2s.
	preTimeoutBookmark = 2 * time.Second
)

// bookmarkInterval is the dispatch loop's timer for a frequency: a
// second, as upstream, or less when the frequency is shorter (tests), so
// that a bookmark is never more than a quarter of the frequency late.
func bookmarkInterval(frequency time.Duration) time.Duration {
	return max(min(bookmarkTimerInterval, frequency/4), time.Millisecond)
}

// jitter is d plus up to 25% of it, as upstream's wait.Jitter(d, 0.25):
// the caches of all resources do not wake up in step.
func jitter(d time.Duration) time.Duration {
	return d + time.Duration(rand.Float64()*0.25*float64(d))
}

// watcherBookmarkTimeBuckets holds the watchers that allow bookmarks in
// buckets of one timer interval, by when their next bookmark is due: the
// dispatch loop pops only the buckets that are due instead of walking
// every watcher each tick. Guarded by the watchCache lock.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.watcherBookmarkTimeBuckets
// (one-second buckets).
type watcherBookmarkTimeBuckets struct {
	buckets       map[int64][]*cacheWatcher
	createTime    time.Time
	startBucketID int64
	width         time.Duration
	frequency     time.Duration
}

func newTimeBucketWatchers(now time.Time, frequency time.Duration) *watcherBookmarkTimeBuckets {
	return &watcherBookmarkTimeBuckets{
		buckets: map[int64][]*cacheWatcher{}, createTime: now,
		width: bookmarkInterval(frequency), frequency: frequency,
	}
}

// addWatcherLocked schedules w's next bookmark; false when w needs none
// any more (its deadline is too close).
// Upstream: (*watcherBookmarkTimeBuckets).addWatcherThreadUnsafe.
func (t *watcherBookmarkTimeBuckets) addWatcherLocked(w *cacheWatcher, now time.Time) bool {
	next, ok := w.nextBookmarkTime(now, t.frequency)
	if !ok {
		return false
	}
	id := max(int64(next.Sub(t.createTime)/t.width), t.startBucketID)
	t.buckets[id] = append(t.buckets[id], w)
	return true
}

// popExpiredWatchersLocked removes and returns the watchers that are due.
// Upstream: (*watcherBookmarkTimeBuckets).popExpiredWatchersThreadUnsafe.
func (t *watcherBookmarkTimeBuckets) popExpiredWatchersLocked(now time.Time) []*cacheWatcher {
	current := int64(now.Sub(t.createTime) / t.width)
	var due []*cacheWatcher
	for ; t.startBucketID <= current; t.startBucketID++ {
		due = append(due, t.buckets[t.startBucketID]...)
		delete(t.buckets, t.startBucketID)
	}
	return due
}

// nextBookmarkTime is when w is due for its next bookmark: after
// frequency, or preTimeoutBookmark before its deadline if that comes
// first; false when even that has passed.
// Upstream: (*cacheWatcher).nextBookmarkTime (which also schedules a
// watch-list's end bookmark at once; ours sends that one itself).
func (w *cacheWatcher) nextBookmarkTime(now time.Time, frequency time.Duration) (time.Time, bool) {
	next := now.Add(frequency)
	if w.deadline.IsZero() {
		return next, true
	}
	if preTimeout := w.deadline.Add(-preTimeoutBookmark); preTimeout.Before(next) {
		next = preTimeout
	}
	if next.Before(now) {
		return time.Time{}, false
	}
	return next, true
}

// dispatchPeriodicBookmarks hands a BOOKMARK at the cache's current
// resourceVersion to every watcher that is due, without blocking (a
// watcher with no room misses it and gets the next), and schedules the
// next one. The dispatch loop (the reflector's goroutine) calls it
// between events, so no event is waiting in dispatchBlocked for these
// watchers: a bookmark never overtakes an event, and since every event
// up to resourceVersion was already handed out under this lock, its
// resourceVersion never claims more than the watcher was given.
// Upstream: the bookmarkTimer case of (*Cacher).dispatchEvents, with
// startDispatchingBookmarkEventsLocked and finishDispatching.
func (c *Cacher) dispatchPeriodicBookmarks(now time.Time) {
	c.watchCache.Lock()
	defer c.watchCache.Unlock()
	rv := c.watchCache.resourceVersion
	if rv == 0 {
		return
	}
	event := &watchCacheEvent{Type: watch.Bookmark, ResourceVersion: rv}
	for _, w := range c.bookmarkWatchers.popExpiredWatchersLocked(now) {
		if w.terminated { // stopped since it was scheduled: dropped here
			continue
		}
		if !w.pendingSend {
			select {
			case w.input <- event:
			default:
			}
		}
		c.bookmarkWatchers.addWatcherLocked(w, now)
	}
}
