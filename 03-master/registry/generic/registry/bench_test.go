package registry

import (
	"context"
	"flag"
	"fmt"
	"strconv"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
)

// benchListObjects sizes BenchmarkList: go test -bench List -args -bench-list-objects 10000.
var benchListObjects = flag.Int("bench-list-objects", 1000, "objects stored for BenchmarkList")

// Each benchmark runs one request's worth of work through the Store
// ("store": strategy, keys, encoding, the etcd3 storage) and the same etcd
// operation with the raw client on pre-encoded bytes ("raw"), on the one
// embedded etcd of TestMain. The difference is what the registry and the
// storage layer under it cost. Setup (seeding objects, opening watches)
// runs before the first b.Loop call, which is where the timer starts.

func BenchmarkCreate(b *testing.B) {
	ctx := nsCtx("ns")
	b.Run("store", func(b *testing.B) {
		store, _ := newBenchStore(b)
		for i := 0; b.Loop(); i++ {
			cm := configMap("ns", "cm-"+strconv.Itoa(i), map[string]string{"value": "v"})
			if _, err := store.Create(ctx, cm, rest.ValidateAllObjectFunc, &metav1.CreateOptions{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("raw", func(b *testing.B) {
		_, keys := newBenchStore(b)
		data := encodeConfigMap(b, "cm", "v")
		for i := 0; b.Loop(); i++ {
			key := keys + "cm-" + strconv.Itoa(i)
			if err := rawCreate(ctx, key, data); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkGet(b *testing.B) {
	ctx := nsCtx("ns")
	store, keys := newBenchStore(b)
	seedN(ctx, b, store, 1)
	b.Run("store", func(b *testing.B) {
		for b.Loop() {
			if _, err := store.Get(ctx, "cm-0", &metav1.GetOptions{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("raw", func(b *testing.B) {
		for b.Loop() {
			if _, err := testEtcd.Client().Get(ctx, keys+"cm-0"); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkList lists one namespace with a consistent read
// (resourceVersion ""), as a kubectl get would.
func BenchmarkList(b *testing.B) {
	ctx := nsCtx("ns")
	store, keys := newBenchStore(b)
	n := *benchListObjects
	seedN(ctx, b, store, n)
	name := fmt.Sprintf("objects=%d", n)
	b.Run(name+"/store", func(b *testing.B) {
		for b.Loop() {
			out, err := store.List(ctx, &metainternalversion.ListOptions{})
			if err != nil {
				b.Fatal(err)
			}
			if got := len(out.(*core.ConfigMapList).Items); got != n {
				b.Fatalf("got %d items; want %d", got, n)
			}
		}
	})
	b.Run(name+"/raw", func(b *testing.B) {
		for b.Loop() {
			resp, err := testEtcd.Client().Get(ctx, keys, clientv3.WithPrefix())
			if err != nil {
				b.Fatal(err)
			}
			if got := len(resp.Kvs); got != n {
				b.Fatalf("got %d keys; want %d", got, n)
			}
		}
	})
}

// BenchmarkUpdate is a PUT without resourceVersion (an unconditional
// update, which the test strategy allows): the Store reads the stored
// object, runs the strategy and writes with a compare-and-swap. The raw
// side does the same get and CAS txn. Both alternate between two values,
// so every write changes the object.
func BenchmarkUpdate(b *testing.B) {
	ctx := nsCtx("ns")
	store, keys := newBenchStore(b)
	seedN(ctx, b, store, 1)
	b.Run("store", func(b *testing.B) {
		bodies := [2]*core.ConfigMap{
			configMap("ns", "cm-0", map[string]string{"value": "a"}),
			configMap("ns", "cm-0", map[string]string{"value": "b"}),
		}
		for i := 0; b.Loop(); i++ {
			// DefaultUpdatedObjectInfo deep-copies the body, as each PUT decodes its own.
			_, _, err := store.Update(ctx, "cm-0", rest.DefaultUpdatedObjectInfo(bodies[i%2]),
				rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
			if err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("raw", func(b *testing.B) {
		key := keys + "cm-0"
		data := [2][]byte{encodeConfigMap(b, "cm-0", "a"), encodeConfigMap(b, "cm-0", "b")}
		for i := 0; b.Loop(); i++ {
			get, err := testEtcd.Client().Get(ctx, key)
			if err != nil {
				b.Fatal(err)
			}
			resp, err := testEtcd.Client().Txn(ctx).
				If(clientv3.Compare(clientv3.ModRevision(key), "=", get.Kvs[0].ModRevision)).
				Then(clientv3.OpPut(key, string(data[i%2]))).Commit()
			if err != nil || !resp.Succeeded {
				b.Fatalf("got succeeded %v, %v; want a write", resp != nil && resp.Succeeded, err)
			}
		}
	})
}

// BenchmarkWatchLatency measures one create until its event is received:
// Store.Create then ADDED from Store.Watch, against a raw create txn then
// the event from a raw etcd watch. Both watches start after the current
// revision, so no initial events are sent.
func BenchmarkWatchLatency(b *testing.B) {
	ctx := nsCtx("ns")
	b.Run("store", func(b *testing.B) {
		store, _ := newBenchStore(b)
		rv := strconv.FormatInt(currentRevision(ctx, b), 10)
		w, err := store.Watch(ctx, &metainternalversion.ListOptions{ResourceVersion: rv})
		if err != nil {
			b.Fatal(err)
		}
		defer w.Stop()
		for i := 0; b.Loop(); i++ {
			cm := configMap("ns", "cm-"+strconv.Itoa(i), map[string]string{"value": "v"})
			if _, err := store.Create(ctx, cm, rest.ValidateAllObjectFunc, &metav1.CreateOptions{}); err != nil {
				b.Fatal(err)
			}
			select {
			case ev := <-w.ResultChan():
				if ev.Type != watch.Added {
					b.Fatalf("got %s %v; want ADDED", ev.Type, ev.Object)
				}
			case <-time.After(10 * time.Second):
				b.Fatal("got no event in 10s; want ADDED")
			}
		}
	})
	b.Run("raw", func(b *testing.B) {
		_, keys := newBenchStore(b)
		wctx, cancel := context.WithCancel(ctx)
		defer cancel()
		wch := testEtcd.Client().Watch(wctx, keys, clientv3.WithPrefix(), clientv3.WithRev(currentRevision(ctx, b)+1))
		data := encodeConfigMap(b, "cm", "v")
		for i := 0; b.Loop(); i++ {
			if err := rawCreate(ctx, keys+"cm-"+strconv.Itoa(i), data); err != nil {
				b.Fatal(err)
			}
			select {
			case resp := <-wch:
				if err := resp.Err(); err != nil || len(resp.Events) != 1 || !resp.Events[0].IsCreate() {
					b.Fatalf("got %d events, %v; want one create", len(resp.Events), err)
				}
			case <-time.After(10 * time.Second):
				b.Fatal("got no event in 10s; want a create")
			}
		}
	})
}

// newBenchStore is a config map Store on the embedded etcd under a key
// prefix of its own, and the etcd key prefix of namespace ns there
// ("/registry-<n>/configmaps/ns/") for the raw side. It builds the Store
// as newConfigMapStoreOn does, for a *testing.B.
func newBenchStore(b *testing.B) (*Store, string) {
	b.Helper()
	if testEtcd == nil {
		b.Skip("no etcd with -short")
	}
	prefix := fmt.Sprintf("/registry-%d", testPrefix.Add(1))
	be := etcdBackend
	be.new = func(resourcePrefix string, newFunc, newListFunc func() runtime.Object, gr schema.GroupResource) storage.Interface {
		return etcd3.New(testEtcd.Client(), storageCodec(), newFunc, newListFunc, prefix, resourcePrefix, gr, storage.APIObjectVersioner{})
	}
	store, _, _ := newConfigMapStoreOn(b, be)
	return store, prefix + "/configmaps/ns/"
}

// seedN creates cm-0 ... cm-<n-1> in the request's namespace through the Store.
func seedN(ctx context.Context, b *testing.B, store *Store, n int) {
	b.Helper()
	for i := range n {
		cm := configMap("ns", "cm-"+strconv.Itoa(i), map[string]string{"value": "v"})
		if _, err := store.Create(ctx, cm, nil, &metav1.CreateOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// encodeConfigMap is the bytes the Store would write for a config map
// in ns: v1 JSON, the storage codec.
func encodeConfigMap(b *testing.B, name, value string) []byte {
	b.Helper()
	data, err := runtime.Encode(storageCodec(), configMap("ns", name, map[string]string{"value": value}))
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// rawCreate is the create the etcd3 storage sends: a put if the key does
// not exist yet.
func rawCreate(ctx context.Context, key string, data []byte) error {
	resp, err := testEtcd.Client().Txn(ctx).
		If(clientv3.Compare(clientv3.CreateRevision(key), "=", 0)).
		Then(clientv3.OpPut(key, string(data))).Commit()
	if err == nil && !resp.Succeeded {
		err = fmt.Errorf("%s exists", key)
	}
	return err
}

// currentRevision is etcd's revision now: a watch from after it sees
// only the writes that follow.
func currentRevision(ctx context.Context, b *testing.B) int64 {
	b.Helper()
	resp, err := testEtcd.Client().Get(ctx, "/revision-probe")
	if err != nil {
		b.Fatal(err)
	}
	return resp.Header.Revision
}
