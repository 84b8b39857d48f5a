package cacher

import (
	"fmt"
	goruntime "runtime"
	"strconv"
	"testing"
	"time"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// BenchmarkCacheFootprint is what the watch cache itself holds per
// object, beside the objects: N ConfigMaps shaped like those of
// hack/compare-upstream-07.sh's scaling steps (two labels, two data keys,
// one namespace) are made first and kept; then they reach a watchCache
// either as one list ("replace", the reflector's first list: elements
// and their summaries only) or as N ADDED events within a minute
// ("events", a namespace filled by clients: elements, and the ring,
// grown to hold every event, with its events). Reported, after a
// collection, in live heap bytes per object: "cache-B/obj" what the cache
// adds (elements, keys, label and field sets, ring events) less what it
// frees of the objects (the labels maps it shares between them),
// "objects-B/obj" the objects themselves, for scale.
func BenchmarkCacheFootprint(b *testing.B) {
	const n = 100_000
	for _, how := range []string{"replace", "events"} {
		b.Run(fmt.Sprintf("objects=%d/%s", n, how), func(b *testing.B) {
			var cacheBytes, objBytes float64
			for b.Loop() {
				base := liveHeap()
				objs := footprintObjects(n)
				withObjects := liveHeap()
				w := newWatchCache(defaultLowerBoundCapacity, defaultUpperBoundCapacity, defaultKeyFunc("/configmaps"),
					storage.DefaultNamespaceScopedAttr, storage.APIObjectVersioner{}, func(*watchCacheEvent) {}, nil)
				now := time.Unix(1_800_000_000, 0)
				w.clock = func() time.Time { return now }
				switch how {
				case "replace":
					if err := w.replace(objs, uint64(n+1)); err != nil {
						b.Fatal(err)
					}
				case "events":
					for _, obj := range objs {
						if err := w.processEvent(watch.Event{Type: watch.Added, Object: obj}); err != nil {
							b.Fatal(err)
						}
					}
				}
				held := liveHeap()
				objBytes = float64(int64(withObjects)-int64(base)) / n
				// Below zero when the cache frees more of the objects
				// than it adds: their labels maps, shared (shared_labels.go).
				cacheBytes = float64(int64(held)-int64(withObjects)) / n
				goruntime.KeepAlive(w)
				goruntime.KeepAlive(objs)
			}
			b.ReportMetric(cacheBytes, "cache-B/obj")
			b.ReportMetric(objBytes, "objects-B/obj")
		})
	}
}

// footprintObjects makes n ConfigMaps as compare-upstream's configMap(i)
// does, with what the server adds (uid, resourceVersion, creation time).
func footprintObjects(n int) []runtime.Object {
	objs := make([]runtime.Object, n)
	for i := range objs {
		tier := "db"
		if i%10 == 0 {
			tier = "web"
		}
		objs[i] = &corev1.ConfigMap{
			ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("cm-%06d", i), Namespace: "compare-big",
				UID: metav1.UID(fmt.Sprintf("9d1e6f2a-0000-4000-8000-%012d", i)), ResourceVersion: strconv.Itoa(i + 1),
				CreationTimestamp: metav1.Unix(1_800_000_000, 0),
				Labels:            map[string]string{"tier": tier, "app": "compare"}},
			Data: map[string]string{"key": fmt.Sprintf("value-%d", i), "other": "some configuration text"},
		}
	}
	return objs
}

// liveHeap is the live heap after a collection.
func liveHeap() uint64 {
	goruntime.GC()
	var m goruntime.MemStats
	goruntime.ReadMemStats(&m)
	return m.HeapAlloc
}
