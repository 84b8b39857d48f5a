package cacher

import (
	"context"
	"fmt"
	"testing"
	"time"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

// bookmarkWatch watches namespace ns from rv, allowing bookmarks or not.
func bookmarkWatch(ctx context.Context, t *testing.T, c *Cacher, ns, rv string, allow bool) watch.Interface {
	t.Helper()
	pred := storage.Everything
	pred.AllowWatchBookmarks = allow
	w, err := c.Watch(ctx, "/configmaps/"+ns, storage.ListOptions{ResourceVersion: rv, Recursive: true, Predicate: pred})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.Stop)
	return w
}

// TestPeriodicBookmarks: while nothing a watcher watches changes (the
// writes go to another namespace, so only the cache's resourceVersion
// moves), a watcher that allows bookmarks gets one about every
// BookmarkFrequency, at resourceVersions that never go back and end at
// the last write's; a watcher that does not allow them gets nothing.
func TestPeriodicBookmarks(t *testing.T) {
	ctx := context.Background()
	const frequency = 40 * time.Millisecond
	c := newTestCacher(t, func(c *Config) { c.BookmarkFrequency = frequency })
	start := create(ctx, t, c, "quiet", "start")
	with := bookmarkWatch(ctx, t, c, "quiet", start.ResourceVersion, true)
	without := bookmarkWatch(ctx, t, c, "quiet", start.ResourceVersion, false)

	lastWrite := make(chan uint64, 1)
	go func() { // the writes elsewhere that move the cache's resourceVersion
		var rv uint64
		for i := range 10 {
			out := &corev1.ConfigMap{}
			if err := c.Create(ctx, storagetesting.Key("busy", fmt.Sprint(i)), storagetesting.NewConfigMap("busy", fmt.Sprint(i), "v"), out, 0); err != nil {
				t.Error(err)
				break
			}
			rv, _ = c.versioner.ParseResourceVersion(out.ResourceVersion)
			time.Sleep(frequency / 2)
		}
		lastWrite <- rv
	}()

	var rvs []uint64
	var last uint64 // 0 until the writes are done
	timeout := time.After(10 * time.Second)
	for len(rvs) < 5 || last == 0 || rvs[len(rvs)-1] < last {
		select {
		case last = <-lastWrite:
		case e, ok := <-with.ResultChan():
			if !ok || e.Type != watch.Bookmark {
				t.Fatalf("got %v (open %v); want only BOOKMARK", e.Type, ok)
			}
			rv := eventRV(t, e)
			if len(rvs) > 0 && rv < rvs[len(rvs)-1] {
				t.Fatalf("bookmark at %d after one at %d; want resourceVersions that never go back", rv, rvs[len(rvs)-1])
			}
			if rv <= mustRV(t, start.ResourceVersion) {
				t.Fatalf("bookmark at %d; want one after the watch's start %s", rv, start.ResourceVersion)
			}
			rvs = append(rvs, rv)
		case <-timeout:
			t.Fatalf("got bookmarks %v; want at least 5, the last at the last write's %d", rvs, last)
		}
	}
	select {
	case e, ok := <-without.ResultChan():
		t.Errorf("watcher without bookmarks got %v (open %v); want nothing", e.Type, ok)
	case <-time.After(3 * frequency):
	}
}

// TestBookmarkBeforeDeadline: with the periodic bookmark an hour away,
// a watch whose context ends in 2.5s gets a bookmark, at the cache's
// resourceVersion, before then
// (preTimeoutBookmark before its deadline, give or take a timer tick),
// so that its client resumes from a recent resourceVersion.
func TestBookmarkBeforeDeadline(t *testing.T) {
	c := newTestCacher(t, func(c *Config) { c.BookmarkFrequency = time.Hour })
	start := create(context.Background(), t, c, "deadline", "start")
	ctx, cancel := context.WithTimeout(context.Background(), preTimeoutBookmark+500*time.Millisecond)
	defer cancel()
	w := bookmarkWatch(ctx, t, c, "deadline", start.ResourceVersion, true)
	// A write elsewhere moves the cache past where the watch started: a
	// bookmark only says something new then (one at the watch's own
	// resourceVersion is not sent, as upstream).
	moved := create(context.Background(), t, c, "elsewhere", "moved")
	select {
	case e, ok := <-w.ResultChan():
		if !ok || e.Type != watch.Bookmark {
			t.Fatalf("got %v (open %v); want BOOKMARK", e.Type, ok)
		}
		if got, want := eventRV(t, e), mustRV(t, moved.ResourceVersion); got < want {
			t.Errorf("bookmark at %d; want at least %d", got, want)
		}
		if ctx.Err() != nil {
			t.Errorf("bookmark came after the deadline")
		}
	case <-ctx.Done():
		t.Fatal("no bookmark before the watch's deadline")
	}
}

// TestNextBookmarkTime: every frequency, or preTimeoutBookmark before
// the deadline when that comes first, and none once that has passed.
func TestNextBookmarkTime(t *testing.T) {
	now := time.Unix(1000, 0)
	const frequency = time.Minute
	for _, tc := range []struct {
		name     string
		deadline time.Time
		want     time.Time
		wantOK   bool
	}{
		{"no deadline", time.Time{}, now.Add(frequency), true},
		{"deadline far", now.Add(10 * time.Minute), now.Add(frequency), true},
		{"deadline near", now.Add(30 * time.Second), now.Add(28 * time.Second), true},
		{"deadline too near", now.Add(time.Second), time.Time{}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := &cacheWatcher{deadline: tc.deadline}
			got, ok := w.nextBookmarkTime(now, frequency)
			if !got.Equal(tc.want) || ok != tc.wantOK {
				t.Errorf("got %v, %v; want %v, %v", got, ok, tc.want, tc.wantOK)
			}
		})
	}
}
