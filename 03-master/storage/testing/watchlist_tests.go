package storagetesting

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// RunTestWatchList starts a watch-list (sendInitialEvents=true) while
// other goroutines create objects: the initial ADDED events, the bookmark
// annotated k8s.io/initial-events-end at the listing's revision, and the
// live events together contain every object exactly once; objects in the
// initial events are not newer than the bookmark, live ones are newer.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunWatchSemantics (sendInitialEvents cases).
func RunTestWatchList(ctx context.Context, t *testing.T, store storage.Interface) {
	const before, racing = 50, 100
	for i := range before {
		testCreate(ctx, t, store, NewConfigMap("watchlist", fmt.Sprintf("pre-%03d", i), "1"))
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := range racing {
			testCreate(ctx, t, store, NewConfigMap("watchlist", fmt.Sprintf("race-%03d", i), "1"))
		}
	}()
	sendInitialEvents := true
	pred := storage.Everything
	pred.AllowWatchBookmarks = true
	w, err := store.Watch(ctx, "/configmaps/watchlist", storage.ListOptions{
		Recursive: true, Predicate: pred, SendInitialEvents: &sendInitialEvents,
		ResourceVersionMatch: metav1.ResourceVersionMatchNotOlderThan})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	wg.Wait()
	seen, bookmarkRV := readWatchList(t, w, before+racing)
	for name, n := range seen {
		if n != 1 {
			t.Errorf("got %s %d times; want once", name, n)
		}
	}
	if len(seen) != before+racing {
		t.Errorf("got %d objects; want %d", len(seen), before+racing)
	}
	if bookmarkRV == 0 {
		t.Errorf("got no initial-events-end bookmark; want one")
	}
}

// readWatchList reads events until want objects were seen (bookmarks
// other than the initial-events-end one are skipped), checking the
// revisions on each side of that bookmark.
func readWatchList(t *testing.T, w watch.Interface, want int) (map[string]int, uint64) {
	t.Helper()
	seen := map[string]int{}
	var bookmarkRV uint64
	for total := 0; total < want; {
		e := nextEvent(t, w)
		cm, ok := e.Object.(*corev1.ConfigMap)
		if !ok {
			t.Fatalf("got %s; want ConfigMap events", describe(e))
		}
		if e.Type == watch.Bookmark {
			if cm.Annotations[metav1.InitialEventsAnnotationKey] == "true" {
				bookmarkRV = rv(t, cm.ResourceVersion)
			}
			continue
		}
		if e.Type != watch.Added {
			t.Fatalf("got %s; want only ADDED", describe(e))
		}
		objRV := rv(t, cm.ResourceVersion)
		if bookmarkRV == 0 && objRV == 0 || bookmarkRV != 0 && objRV <= bookmarkRV {
			t.Errorf("got %s at rv %d after the bookmark at %d; want live events newer than it", cm.Name, objRV, bookmarkRV)
		}
		seen[cm.Name]++
		total++
	}
	// When every object was in the initial events (the racing creates
	// all landed before the watch's snapshot), the initial-events-end
	// bookmark is the last event: wait for it.
	for bookmarkRV == 0 {
		e := nextEvent(t, w)
		cm, ok := e.Object.(*corev1.ConfigMap)
		if !ok || e.Type != watch.Bookmark {
			t.Fatalf("got %s; want the initial-events-end bookmark", describe(e))
		}
		if cm.Annotations[metav1.InitialEventsAnnotationKey] == "true" {
			bookmarkRV = rv(t, cm.ResourceVersion)
		}
	}
	expectNoEventButBookmarks(t, w)
	return seen, bookmarkRV
}

// expectNoEventButBookmarks fails on any event but a (periodic) bookmark
// in the next 200ms.
func expectNoEventButBookmarks(t *testing.T, w watch.Interface) {
	t.Helper()
	deadline := time.After(200 * time.Millisecond)
	for {
		select {
		case e := <-w.ResultChan():
			if e.Type != watch.Bookmark {
				t.Fatalf("got %s; want no event", describe(e))
			}
		case <-deadline:
			return
		}
	}
}

// RunTestWatchListWithoutInitialEvents: sendInitialEvents=false without a
// resourceVersion starts at the current revision: no ADDED events for
// what exists, only what happens next.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunWatchSemantics (sendInitialEvents=false cases).
func RunTestWatchListWithoutInitialEvents(ctx context.Context, t *testing.T, store storage.Interface) {
	testCreate(ctx, t, store, NewConfigMap("noinitial", "old", "1"))
	sendInitialEvents := false
	w, err := store.Watch(ctx, "/configmaps/noinitial", storage.ListOptions{
		Recursive: true, Predicate: storage.Everything, SendInitialEvents: &sendInitialEvents,
		ResourceVersionMatch: metav1.ResourceVersionMatchNotOlderThan})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	testCreate(ctx, t, store, NewConfigMap("noinitial", "new", "1"))
	expectEvents(t, w, []wantEvent{{watch.Added, "new", "1"}})
	expectNoEvent(t, w)
}
