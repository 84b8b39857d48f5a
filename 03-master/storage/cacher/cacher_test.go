package cacher

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

func create(ctx context.Context, t testing.TB, s storage.Interface, ns, name string, labelPairs ...string) *corev1.ConfigMap {
	t.Helper()
	out := &corev1.ConfigMap{}
	if err := s.Create(ctx, storagetesting.Key(ns, name), storagetesting.NewConfigMap(ns, name, "v", labelPairs...), out, 0); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestManyWatchers: 50 watchers of one cacher all see every event, in
// order, from the one etcd watch of the reflector.
func TestManyWatchers(t *testing.T) {
	ctx := context.Background()
	c := newTestCacher(t)
	start := create(ctx, t, c, "many", "start")
	const watchers, events = 50, 60
	var ws []watch.Interface
	for range watchers {
		w, err := c.Watch(ctx, "/configmaps/many", storage.ListOptions{ResourceVersion: start.ResourceVersion, Recursive: true, Predicate: storage.Everything})
		if err != nil {
			t.Fatal(err)
		}
		defer w.Stop()
		ws = append(ws, w)
	}
	var want []string
	for i := range events {
		want = append(want, create(ctx, t, c, "many", fmt.Sprintf("cm-%03d", i)).Name)
	}
	var wg sync.WaitGroup
	for i, w := range ws {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var got []string
			timeout := time.After(10 * time.Second)
			for len(got) < events {
				select {
				case e, ok := <-w.ResultChan():
					if !ok || e.Type != watch.Added {
						t.Errorf("watcher %d: got %v (open %v); want ADDED", i, e.Type, ok)
						return
					}
					got = append(got, e.Object.(*corev1.ConfigMap).Name)
				case <-timeout:
					t.Errorf("watcher %d: got %d events; want %d", i, len(got), events)
					return
				}
			}
			if !slices.Equal(got, want) {
				t.Errorf("watcher %d: got %v; want %v", i, got, want)
			}
		}()
	}
	wg.Wait()
}

// TestSlowWatcherClosed: a watcher that never reads is closed once its
// buffer is full and the dispatch budget's grace has run out; a reader
// beside it sees every event once, in order (re-watching, as a
// reflector does, should the cache close it too on a loaded machine).
func TestSlowWatcherClosed(t *testing.T) {
	ctx := context.Background()
	c := newTestCacher(t, func(c *Config) { c.WatcherBufferSize = 20 })
	start := create(ctx, t, c, "slow", "start")
	opts := storage.ListOptions{ResourceVersion: start.ResourceVersion, Recursive: true, Predicate: storage.Everything}
	slow, err := c.Watch(ctx, "/configmaps/slow", opts)
	if err != nil {
		t.Fatal(err)
	}
	defer slow.Stop()
	const events = 200 // the slow one holds at most 2*20+1 of them
	fast := follow(ctx, c, "/configmaps/slow", start.ResourceVersion, events)
	var want []uint64
	for i := range events {
		want = append(want, mustRV(t, create(ctx, t, c, "slow", fmt.Sprintf("cm-%02d", i)).ResourceVersion))
	}
	if got := fast.take(t, events, 10*time.Second); !slices.Equal(got, want) {
		t.Errorf("reading watcher: got %v; want %v", got, want)
	}
	// The slow watcher: what was buffered, then a closed channel.
	n := 0
	timeout := time.After(10 * time.Second)
	for {
		select {
		case _, ok := <-slow.ResultChan():
			if !ok {
				if n >= events {
					t.Errorf("slow watcher got all %d events; want it closed earlier", n)
				}
				return
			}
			n++
		case <-timeout:
			t.Fatal("slow watcher was not closed")
		}
	}
}

// TestWatchTooOldRV: once the ring has overflowed, a watch from before
// its oldest event answers 410 Expired; one from inside the ring works.
func TestWatchTooOldRV(t *testing.T) {
	ctx := context.Background()
	c := newTestCacher(t, func(c *Config) { c.EventsHistorySize = 10 })
	first := create(ctx, t, c, "old", "first")
	var last *corev1.ConfigMap
	for i := range 20 {
		last = create(ctx, t, c, "old", fmt.Sprintf("cm-%02d", i))
	}
	if err := c.waitUntilFresh(ctx, mustRV(t, last.ResourceVersion)); err != nil {
		t.Fatal(err)
	}
	w, err := c.Watch(ctx, "/configmaps/old", storage.ListOptions{ResourceVersion: first.ResourceVersion, Recursive: true, Predicate: storage.Everything})
	if err != nil {
		t.Fatal(err)
	}
	e := <-w.ResultChan()
	status, ok := e.Object.(*metav1.Status)
	if e.Type != watch.Error || !ok || status.Code != 410 {
		t.Fatalf("got %v %v; want ERROR 410", e.Type, e.Object)
	}
	recent := strconv.FormatUint(mustRV(t, last.ResourceVersion)-3, 10)
	w, err = c.Watch(ctx, "/configmaps/old", storage.ListOptions{ResourceVersion: recent, Recursive: true, Predicate: storage.Everything})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	for range 3 {
		if e := <-w.ResultChan(); e.Type != watch.Added {
			t.Fatalf("got %v; want the 3 ADDED events still in the ring", e.Type)
		}
	}
}

// TestConsistentReadAfterWrite: a list without resourceVersion right
// after a write (made through etcd, not the cache) sees it, also when
// only other resources wrote since (the cache then learns etcd's revision
// from a progress notification).
func TestConsistentReadAfterWrite(t *testing.T) {
	ctx := context.Background()
	c := newTestCacher(t)
	other, _ := newEtcdStore()
	for i := range 20 {
		created := create(ctx, t, c, "cons", fmt.Sprintf("cm-%02d", i))
		list := &corev1.ConfigMapList{}
		if err := c.GetList(ctx, "/configmaps/cons", storage.ListOptions{Recursive: true, Predicate: storage.Everything}, list); err != nil {
			t.Fatal(err)
		}
		if len(list.Items) != i+1 || mustRV(t, list.ResourceVersion) < mustRV(t, created.ResourceVersion) {
			t.Fatalf("got %d items at %s; want %d at >= %s", len(list.Items), list.ResourceVersion, i+1, created.ResourceVersion)
		}
	}
	// Writes elsewhere move etcd's revision; the consistent read still
	// answers, at a revision at least as new.
	o := create(ctx, t, other, "cons", "elsewhere")
	list := &corev1.ConfigMapList{}
	if err := c.GetList(ctx, "/configmaps/cons", storage.ListOptions{Recursive: true, Predicate: storage.Everything}, list); err != nil {
		t.Fatal(err)
	}
	if mustRV(t, list.ResourceVersion) < mustRV(t, o.ResourceVersion) {
		t.Errorf("got list at %s; want >= %s", list.ResourceVersion, o.ResourceVersion)
	}
}

// TestListFromCacheNamespaceAndSelector: a namespaced list walks only that
// namespace's keys, selectors filter from memory, and the objects are the
// cached ones (no decoding per request).
func TestListFromCacheNamespaceAndSelector(t *testing.T) {
	ctx := context.Background()
	c := newTestCacher(t)
	for _, ns := range []string{"a", "ab", "b"} {
		for i := range 4 {
			tier := "db"
			if i%2 == 0 {
				tier = "web"
			}
			create(ctx, t, c, ns, fmt.Sprintf("cm-%d", i), "tier", tier)
		}
	}
	list := &corev1.ConfigMapList{}
	pred := storage.SelectionPredicate{Label: labels.SelectorFromSet(labels.Set{"tier": "web"})}
	if err := c.GetList(ctx, "/configmaps/a", storage.ListOptions{Recursive: true, Predicate: pred}, list); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, cm := range list.Items {
		got = append(got, cm.Namespace+"/"+cm.Name)
	}
	if want := []string{"a/cm-0", "a/cm-2"}; !slices.Equal(got, want) {
		t.Errorf("got %v; want %v", got, want)
	}
	c.watchCache.RLock()
	keys := c.watchCache.prefixRangeLocked("/configmaps/a/")
	elem, _ := c.watchCache.getLocked("/configmaps/a/cm-0")
	cached := elem.Object.(*corev1.ConfigMap)
	c.watchCache.RUnlock()
	if len(keys) != 4 {
		t.Errorf("namespace a: walked %d keys; want 4", len(keys))
	}
	if fmt.Sprintf("%p", cached.Data) != fmt.Sprintf("%p", list.Items[0].Data) {
		t.Errorf("list item was not the cached object")
	}
}

// TestListByIndex: a field selector pinning an indexed field reads only
// the index's keys, across namespaces, and stays right through updates
// and deletes.
func TestListByIndex(t *testing.T) {
	ctx := context.Background()
	c := newTestCacher(t, func(c *Config) { c.IndexedFields = []string{"metadata.name"} })
	for _, ns := range []string{"a", "b", "c"} {
		for i := range 5 {
			create(ctx, t, c, ns, fmt.Sprintf("cm-%d", i))
		}
	}
	if err := c.Delete(ctx, storagetesting.Key("b", "cm-1"), &corev1.ConfigMap{}, nil, storage.ValidateAllObjectFunc, nil, storage.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	pred := storage.SelectionPredicate{Field: fields.OneTermEqualSelector("metadata.name", "cm-1")}
	list := &corev1.ConfigMapList{}
	if err := c.GetList(ctx, "/configmaps", storage.ListOptions{Recursive: true, Predicate: pred}, list); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, cm := range list.Items {
		got = append(got, cm.Namespace+"/"+cm.Name)
	}
	if want := []string{"a/cm-1", "c/cm-1"}; !slices.Equal(got, want) {
		t.Errorf("got %v; want %v", got, want)
	}
	c.watchCache.RLock()
	keys, indexed := c.watchCache.indexedKeysLocked("/configmaps/", pred.Field)
	c.watchCache.RUnlock()
	if !indexed || len(keys) != 2 {
		t.Errorf("index: got %v (used %v); want the 2 keys", keys, indexed)
	}
}

// TestRequestsWaitUntilReady: until the first list is in, requests wait
// (bounded by their context).
func TestRequestsWaitUntilReady(t *testing.T) {
	c := newTestCacher(t)
	c.ready.set(false)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	err := c.GetList(ctx, "/configmaps", storage.ListOptions{Recursive: true, Predicate: storage.Everything}, &corev1.ConfigMapList{})
	if err == nil {
		t.Fatalf("got no error; want the context's deadline while not ready")
	}
	c.ready.set(true)
	if err := c.GetList(context.Background(), "/configmaps", storage.ListOptions{Recursive: true, Predicate: storage.Everything}, &corev1.ConfigMapList{}); err != nil {
		t.Fatal(err)
	}
}

func mustRV(t testing.TB, s string) uint64 {
	t.Helper()
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
