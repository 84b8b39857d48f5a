package cacher

import (
	"context"
	"fmt"
	goruntime "runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

// BenchmarkList lists 1k and 10k ConfigMaps (the etcd3 benchmarks'
// ~100-byte objects, one namespace), all of them ("full") and the tenth
// labelled tier=web ("selected"), through the Cacher ("cacher", a
// consistent read: etcd's current revision, then memory) and through the
// bare etcd3 store ("etcd3") on the same keys, in the same run, and
// the raw etcd client's range read of them ("raw", full only). The
// objects are written with batched raw transactions so that setting up
// 11k objects takes well under a second.
func BenchmarkList(b *testing.B) {
	ctx := context.Background()
	web := storage.SelectionPredicate{Label: labels.SelectorFromSet(labels.Set{"tier": "web"})}
	for _, n := range []int{1000, 10000} {
		s, prefix := newEtcdStore()
		fill(ctx, b, prefix, n)
		c := newTestCacher(b, func(c *Config) { c.Storage = s })
		for _, sel := range []struct {
			name string
			pred storage.SelectionPredicate
			want int
		}{{"full", storage.Everything, n}, {"selected", web, n / 10}} {
			for _, backend := range []struct {
				name string
				s    storage.Interface
			}{{"cacher", c}, {"etcd3", s}} {
				b.Run(fmt.Sprintf("objects=%d/%s/%s", n, sel.name, backend.name), func(b *testing.B) {
					b.ReportAllocs()
					for b.Loop() {
						list := &corev1.ConfigMapList{}
						opts := storage.ListOptions{Recursive: true, Predicate: sel.pred}
						if err := backend.s.GetList(ctx, "/configmaps/ns", opts, list); err != nil || len(list.Items) != sel.want {
							b.Fatalf("got %d items, %v; want %d", len(list.Items), err, sel.want)
						}
					}
				})
			}
		}
		// The floor: the same range read with the raw etcd client, its
		// bytes left undecoded. It cannot select, so it has a full row
		// only.
		b.Run(fmt.Sprintf("objects=%d/full/raw", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				resp, err := testEtcd.Client().Get(ctx, prefix+"/configmaps/ns/", clientv3.WithPrefix())
				if err != nil || len(resp.Kvs) != n {
					b.Fatalf("got %d keys, %v; want %d", len(resp.Kvs), err, n)
				}
			}
		})
	}
}

// fill writes n ConfigMaps under prefix with the raw client, 100 per
// transaction; every tenth is labelled tier=web.
func fill(ctx context.Context, b *testing.B, prefix string, n int) {
	b.Helper()
	const batch = 100
	for start := 0; start < n; start += batch {
		var ops []clientv3.Op
		for i := start; i < min(start+batch, n); i++ {
			tier := "db"
			if i%10 == 0 {
				tier = "web"
			}
			name := "cm-" + strconv.Itoa(i)
			data, err := runtime.Encode(storagetesting.Codec(), storagetesting.NewConfigMap("ns", name, "v", "tier", tier))
			if err != nil {
				b.Fatal(err)
			}
			ops = append(ops, clientv3.OpPut(prefix+"/configmaps/ns/"+name, string(data)))
		}
		if _, err := testEtcd.Client().Txn(ctx).Then(ops...).Commit(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWatchFanOut: 1,000 watchers of one namespace, each drained by
// a client goroutine, and events fed to the cache as its reflector feeds
// them (Cacher.processEvent, etcd not in the loop: this is the cost
// of the fan-out alone), 50 at a time (half a watcher's buffer, so no
// watcher is closed for lagging), waiting for every watcher to have
// received them. Reports the events delivered per second (one event to
// one watcher is one delivery), the bytes allocated per delivery (the
// copy of the object each watcher hands its client, and the event), and
// what an idle watcher holds (heap and goroutine stacks, after GC).
func BenchmarkWatchFanOut(b *testing.B) {
	const (
		watchers = 1000
		events   = 100 // per op
		batch    = 50
	)
	ctx := context.Background()
	c := newTestCacher(b)
	c.watchCache.RLock()
	startRV := c.watchCache.resourceVersion
	c.watchCache.RUnlock()

	var before, after goruntime.MemStats
	goruntime.GC()
	goruntime.ReadMemStats(&before)
	var delivered atomic.Int64
	var wg sync.WaitGroup
	ws := make([]watch.Interface, 0, watchers)
	for range watchers {
		w, err := c.Watch(ctx, "/configmaps/fan", storage.ListOptions{ResourceVersion: strconv.FormatUint(startRV, 10),
			Recursive: true, Predicate: storage.Everything})
		if err != nil {
			b.Fatal(err)
		}
		ws = append(ws, w)
	}
	// Measured before the clients' goroutines start: only what the
	// server holds per watcher.
	goruntime.GC()
	goruntime.ReadMemStats(&after)
	perWatcher := float64(int64(after.HeapAlloc+after.StackInuse)-int64(before.HeapAlloc+before.StackInuse)) / watchers
	for _, w := range ws {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range w.ResultChan() {
				delivered.Add(1)
			}
		}()
	}

	// Synthetic revisions far above etcd's, so that no progress
	// notification from the reflector's idle watch interleaves.
	rv := uint64(1) << 40
	objs := make([]*corev1.ConfigMap, events)
	for i := range objs {
		objs[i] = storagetesting.NewConfigMap("fan", "cm-"+strconv.Itoa(i), "v", "tier", "web")
	}
	var want int64
	goruntime.ReadMemStats(&before)
	b.ResetTimer()
	for b.Loop() {
		for i, obj := range objs {
			rv++
			obj = obj.DeepCopy()
			obj.ResourceVersion = strconv.FormatUint(rv, 10)
			typ := watch.Added
			if rv > uint64(1)<<40+events {
				typ = watch.Modified
			}
			if err := c.processEvent(watch.Event{Type: typ, Object: obj}); err != nil {
				b.Fatal(err)
			}
			if (i+1)%batch == 0 || i == len(objs)-1 {
				want += int64(watchers * ((i % batch) + 1))
				deadline := time.Now().Add(30 * time.Second)
				for delivered.Load() < want {
					if time.Now().After(deadline) {
						b.Fatalf("delivered %d of %d: a watcher was closed", delivered.Load(), want)
					}
					time.Sleep(20 * time.Microsecond)
				}
			}
		}
	}
	b.StopTimer()
	goruntime.ReadMemStats(&after)
	elapsed := b.Elapsed().Seconds()
	b.ReportMetric(float64(want)/elapsed, "deliveries/s")
	b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/float64(want), "B/delivery")
	b.ReportMetric(perWatcher, "B/idle-watcher")
	for _, w := range ws {
		w.Stop()
	}
	wg.Wait()
}

// BenchmarkCacheMemory: what a Cacher holding 10k ConfigMaps (the
// ~100-byte objects of BenchmarkList) costs: the live heap after its
// first list minus before it was made, both after a GC, with etcd
// already filled (its own memory is not counted). Reports bytes per
// object and MB per 10k objects, next to the object's size in etcd.
func BenchmarkCacheMemory(b *testing.B) {
	const n = 10000
	ctx := context.Background()
	s, prefix := newEtcdStore()
	fill(ctx, b, prefix, n)
	encoded, err := runtime.Encode(storagetesting.Codec(), storagetesting.NewConfigMap("ns", "cm-1234", "v", "tier", "db"))
	if err != nil {
		b.Fatal(err)
	}
	for _, indexed := range []struct {
		name   string
		fields []string
	}{{"index=none", nil}, {"index=metadata.name", []string{"metadata.name"}}} { // StorageWithCacher gives ConfigMaps none, as upstream
		b.Run(indexed.name, func(b *testing.B) {
			var live, inuse float64
			for b.Loop() {
				var before, after goruntime.MemStats
				goruntime.GC()
				goruntime.ReadMemStats(&before)
				c, err := NewCacherFromConfig(Config{
					Storage: s, Versioner: storage.APIObjectVersioner{}, GroupResource: schema.GroupResource{Resource: "configmaps"},
					ResourcePrefix: "/configmaps", NewFunc: storagetesting.NewFunc, NewListFunc: storagetesting.NewListFunc,
					IndexedFields: indexed.fields,
				})
				if err != nil {
					b.Fatal(err)
				}
				wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
				err = c.ready.wait(wctx)
				cancel()
				if err != nil {
					b.Fatal(err)
				}
				goruntime.GC()
				goruntime.ReadMemStats(&after)
				c.watchCache.RLock()
				if len(c.watchCache.sorted) != n {
					b.Fatalf("cached %d objects; want %d", len(c.watchCache.sorted), n)
				}
				c.watchCache.RUnlock()
				live = float64(int64(after.HeapAlloc) - int64(before.HeapAlloc))
				inuse = float64(int64(after.HeapInuse) - int64(before.HeapInuse))
				c.Stop()
			}
			b.ReportMetric(live/n, "B/object")
			b.ReportMetric(inuse/(1<<20), "heap-inuse-MB/10k")
			b.ReportMetric(float64(len(encoded)), "etcd-B/object")
		})
	}
}

// BenchmarkDelete deletes ConfigMaps the cache holds through the Cacher,
// as the registry does (no object of its own to start from): the cacher
// hands etcd a copy of the cached object, so the delete is one etcd
// transaction, where reading the object first made it a range read and a
// transaction. The objects are written and seen by the cache before the
// timer starts:
//
//	go test -run '^$' -bench 'BenchmarkDelete$' -benchmem ./03-master/storage/cacher/
func BenchmarkDelete(b *testing.B) {
	ctx := context.Background()
	s, prefix := newEtcdStore()
	fill(ctx, b, prefix, b.N)
	c := newTestCacher(b, func(c *Config) { c.Storage = s })
	// A consistent list returns once the cache has seen every object.
	list := &corev1.ConfigMapList{}
	if err := c.GetList(ctx, "/configmaps/ns", storage.ListOptions{Recursive: true, Predicate: storage.Everything}, list); err != nil {
		b.Fatal(err)
	}
	if len(list.Items) != b.N {
		b.Fatalf("got %d objects in the cache; want %d", len(list.Items), b.N)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		key := storagetesting.Key("ns", "cm-"+strconv.Itoa(i))
		if err := c.Delete(ctx, key, &corev1.ConfigMap{}, nil, storage.ValidateAllObjectFunc, nil, storage.DeleteOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkInitialList: a Cacher started on 10k and 100k ConfigMaps (the
// ~100-byte objects of BenchmarkList) until its first list is in and it
// is ready, as at a server's start with that data present (/readyz waits
// for it: the hook "storage-readiness"). The range read from etcd, the
// decoding of every object and the cache's replace are the work:
//
//	go test -run '^$' -bench 'BenchmarkInitialList' -benchmem ./03-master/storage/cacher/
func BenchmarkInitialList(b *testing.B) {
	ctx := context.Background()
	for _, n := range []int{10000, 100000} {
		s, prefix := newEtcdStore()
		fill(ctx, b, prefix, n)
		b.Run(fmt.Sprintf("objects=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c, err := NewCacherFromConfig(Config{
					Storage: s, Versioner: storage.APIObjectVersioner{}, GroupResource: schema.GroupResource{Resource: "configmaps"},
					ResourcePrefix: "/configmaps", NewFunc: storagetesting.NewFunc, NewListFunc: storagetesting.NewListFunc,
				})
				if err != nil {
					b.Fatal(err)
				}
				wctx, cancel := context.WithTimeout(ctx, time.Minute)
				err = c.Wait(wctx)
				cancel()
				if err != nil {
					b.Fatal(err)
				}
				c.Stop()
			}
		})
	}
}
