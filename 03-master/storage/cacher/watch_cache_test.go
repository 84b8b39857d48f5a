package cacher

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	goruntime "runtime"
	"slices"
	"testing"
	"time"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

// TestRingGrowsUnderBurst: a burst of 250 fresh events grows the ring
// from 100 to 400 events (doubling whenever it is full), the capacity
// metric follows, and a watch from the burst's start, which a ring of
// 100 would have lost, replays all of it. With a fixed size the ring
// stays at that size and the same watch answers 410.
func TestRingGrowsUnderBurst(t *testing.T) {
	ctx := context.Background()
	const burst = 250
	for _, tc := range []struct {
		name         string
		fixed        int
		wantCapacity int
	}{
		{"dynamic", 0, 400},
		{"fixed", 50, 50},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := newTestCacher(t, func(c *Config) {
				c.EventsHistorySize = tc.fixed
				c.GroupResource.Resource = "ring-" + tc.name
			})
			start := create(ctx, t, c, "ring", "start")
			rvs := createN(ctx, t, c, "ring", "cm", burst)
			if err := c.waitUntilFresh(ctx, rvs[burst-1]); err != nil {
				t.Fatal(err)
			}
			c.watchCache.RLock()
			capacity := c.watchCache.capacity
			c.watchCache.RUnlock()
			if capacity != tc.wantCapacity {
				t.Errorf("capacity %d; want %d", capacity, tc.wantCapacity)
			}
			if got := value(t, "apiserver_watch_cache_capacity", "resource", "ring-"+tc.name); got != float64(tc.wantCapacity) {
				t.Errorf("apiserver_watch_cache_capacity %v; want %d", got, tc.wantCapacity)
			}
			w, err := c.Watch(ctx, "/configmaps/ring", storage.ListOptions{
				ResourceVersion: start.ResourceVersion, Recursive: true, Predicate: storage.Everything})
			if err != nil {
				t.Fatal(err)
			}
			defer w.Stop()
			got, _, other := collect(t, w, time.Second)
			if tc.fixed > 0 {
				if other == nil || other.Type != watch.Error || other.Object.(*metav1.Status).Code != 410 {
					t.Errorf("watch from before a fixed ring: got %d events, then %v; want 410", len(got), other)
				}
				return
			}
			if other != nil || len(got) != burst || got[0] != rvs[0] || got[burst-1] != rvs[burst-1] {
				t.Errorf("watch from the burst's start: got %d events (other %v); want all %d", len(got), other, burst)
			}
		})
	}
}

// TestRingShrinks: once the ring is full and even its newest quarter is
// older than eventFreshDuration, it halves, down to the lower bound,
// dropping the oldest events.
func TestRingShrinks(t *testing.T) {
	now := time.Unix(1000, 0)
	w := newWatchCache(100, 1000, defaultKeyFunc("/configmaps"), storage.DefaultNamespaceScopedAttr,
		storage.APIObjectVersioner{}, func(*watchCacheEvent) {}, nil)
	w.clock = func() time.Time { return now }
	rv := uint64(0)
	add := func(n int) {
		for range n {
			rv++
			cm := storagetesting.NewConfigMap("ns", fmt.Sprint(rv), "v")
			cm.ResourceVersion = fmt.Sprint(rv)
			if err := w.processEvent(watch.Event{Type: watch.Added, Object: cm}); err != nil {
				t.Fatal(err)
			}
		}
	}
	add(400) // fresh: 100 -> 200 -> 400
	if w.capacity != 400 {
		t.Fatalf("capacity %d after 400 fresh events; want 400", w.capacity)
	}
	now = now.Add(2 * eventFreshDuration)
	add(1) // full, and all of it stale: 400 -> 200
	if w.capacity != 200 || w.endIndex-w.startIndex != 200 {
		t.Errorf("capacity %d holding %d; want 200 holding 200", w.capacity, w.endIndex-w.startIndex)
	}
	if oldest := w.cache[w.startIndex%w.capacity].ResourceVersion; oldest != rv-199 {
		t.Errorf("oldest event %d; want %d", oldest, rv-199)
	}
	add(1) // still full, its newest quarter still stale: 200 -> 100
	add(1) // the lower bound: no further
	if w.capacity != 100 || w.endIndex-w.startIndex != 100 {
		t.Errorf("capacity %d holding %d; want the lower bound 100, full", w.capacity, w.endIndex-w.startIndex)
	}
	add(100) // fresh events fill it: the oldest is fresh again, so it grows
	if w.capacity != 200 {
		t.Errorf("capacity %d after 100 fresh events; want 200", w.capacity)
	}
}

// TestReplaceInParallel: a list long enough for newElements to use every
// core gives the cache the elements and label summaries one core gives,
// in key order also when the list came unsorted, and the first error in
// the list's order.
func TestReplaceInParallel(t *testing.T) {
	const n = 3*parallelReplaceMin + 5
	objs := func(shuffled bool, bad ...int) []runtime.Object {
		out := make([]runtime.Object, n)
		for i := range n {
			cm := storagetesting.NewConfigMap("ns", fmt.Sprintf("cm-%05d", i), "v", "tier", fmt.Sprint(i%7), "app", "a")
			if slices.Contains(bad, i) {
				cm.Labels["bad"] = "true"
			}
			out[i] = cm
		}
		if shuffled {
			rand.New(rand.NewPCG(1, 2)).Shuffle(n, func(i, j int) { out[i], out[j] = out[j], out[i] })
		}
		return out
	}
	// keyFunc fails, naming the object, for those labelled bad.
	keyFunc := func(obj runtime.Object) (string, error) {
		if cm := obj.(*corev1.ConfigMap); cm.Labels["bad"] != "" {
			return "", fmt.Errorf("bad object %s", cm.Name)
		}
		return defaultKeyFunc("/configmaps")(obj)
	}
	replace := func(procs int, objs []runtime.Object) (*watchCache, error) {
		defer goruntime.GOMAXPROCS(goruntime.GOMAXPROCS(procs))
		w := newWatchCache(100, 100, keyFunc, storage.DefaultNamespaceScopedAttr,
			storage.APIObjectVersioner{}, func(*watchCacheEvent) {}, nil)
		return w, w.replace(objs, 7)
	}
	for _, shuffled := range []bool{false, true} {
		t.Run(fmt.Sprintf("shuffled=%v", shuffled), func(t *testing.T) {
			in := objs(shuffled)
			one, err := replace(1, in)
			if err != nil {
				t.Fatal(err)
			}
			two, err := replace(2, in)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(one.sorted, two.sorted) || !slices.Equal(one.sortedBits, two.sortedBits) {
				t.Errorf("got other elements or summaries on two cores than on one")
			}
			for i, e := range two.sorted {
				if want := fmt.Sprintf("/configmaps/ns/cm-%05d", i); e.Key != want || two.sortedBits[i] != labelBits(e.Labels) {
					t.Fatalf("element %d: got %s with summary %x; want %s with %x", i, e.Key, two.sortedBits[i], want, labelBits(e.Labels))
				}
			}
		})
	}
	t.Run("errors", func(t *testing.T) {
		in := objs(false, 2900, 700, 2000)
		for _, procs := range []int{1, 2} {
			w, err := replace(procs, in)
			if err == nil || err.Error() != "couldn't compute key: bad object cm-00700" || w.sorted != nil {
				t.Errorf("got %v on %d cores, %d elements; want the first bad object's error, cm-00700, and no elements", err, procs, len(w.sorted))
			}
		}
	})
}
