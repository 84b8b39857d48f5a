package etcd3

import (
	"context"
	"flag"
	"fmt"
	"strconv"
	"testing"

	clientv3 "go.etcd.io/etcd/client/v3"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

// benchListObjects sizes BenchmarkList: go test -bench List -bench-list-objects 10000.
var benchListObjects = flag.Int("bench-list-objects", 1000, "objects stored for BenchmarkList")

// Each benchmark runs the operation through the store ("store") and the
// same etcd operation with the raw client on pre-encoded bytes ("raw"):
// the difference is what encoding, decoding and the storage layer cost.

func BenchmarkCreate(b *testing.B) {
	ctx := context.Background()
	b.Run("store", func(b *testing.B) {
		s := newTestStore(b)
		for i := 0; b.Loop(); i++ {
			cm := storagetesting.NewConfigMap("ns", "cm-"+strconv.Itoa(i), "v")
			if err := s.Create(ctx, storagetesting.Key("ns", cm.Name), cm, &corev1.ConfigMap{}, 0); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("raw", func(b *testing.B) {
		s := newTestStore(b)
		data := encode(b, storagetesting.NewConfigMap("ns", "cm", "v"))
		for i := 0; b.Loop(); i++ {
			key := s.pathPrefix + "configmaps/ns/cm-" + strconv.Itoa(i)
			_, err := s.client.Txn(ctx).If(clientv3.Compare(clientv3.CreateRevision(key), "=", 0)).
				Then(clientv3.OpPut(key, string(data))).Commit()
			if err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkGet(b *testing.B) {
	ctx := context.Background()
	s := newTestStore(b)
	createN(ctx, b, s, 1)
	b.Run("store", func(b *testing.B) {
		for b.Loop() {
			if err := s.Get(ctx, storagetesting.Key("ns", "cm-0"), storage.GetOptions{}, &corev1.ConfigMap{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("raw", func(b *testing.B) {
		for b.Loop() {
			if _, err := s.client.Get(ctx, s.pathPrefix+"configmaps/ns/cm-0"); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkList(b *testing.B) {
	ctx := context.Background()
	s := newTestStore(b)
	createN(ctx, b, s, *benchListObjects)
	name := fmt.Sprintf("objects=%d", *benchListObjects)
	b.Run(name+"/store", func(b *testing.B) {
		for b.Loop() {
			list := &corev1.ConfigMapList{}
			opts := storage.ListOptions{Recursive: true, Predicate: storage.Everything}
			if err := s.GetList(ctx, "/configmaps/ns", opts, list); err != nil || len(list.Items) != *benchListObjects {
				b.Fatalf("got %d items, %v", len(list.Items), err)
			}
		}
	})
	b.Run(name+"/raw", func(b *testing.B) {
		for b.Loop() {
			if _, err := s.client.Get(ctx, s.pathPrefix+"configmaps/ns/", clientv3.WithPrefix()); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkUpdate(b *testing.B) {
	ctx := context.Background()
	s := newTestStore(b)
	createN(ctx, b, s, 1)
	b.Run("store", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			err := s.GuaranteedUpdate(ctx, storagetesting.Key("ns", "cm-0"), &corev1.ConfigMap{}, false, nil,
				func(input runtime.Object, _ storage.ResponseMeta) (runtime.Object, *uint64, error) {
					cm := input.(*corev1.ConfigMap)
					cm.Data["value"] = strconv.Itoa(i)
					return cm, nil, nil
				}, nil)
			if err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("raw", func(b *testing.B) {
		key := s.pathPrefix + "configmaps/ns/cm-0"
		for i := 0; b.Loop(); i++ {
			// The same read-modify-write: get, then a compare-and-swap put.
			get, err := s.client.Get(ctx, key)
			if err != nil {
				b.Fatal(err)
			}
			data := encode(b, storagetesting.NewConfigMap("ns", "cm-0", strconv.Itoa(i)))
			_, err = s.client.Txn(ctx).If(clientv3.Compare(clientv3.ModRevision(key), "=", get.Kvs[0].ModRevision)).
				Then(clientv3.OpPut(key, string(data))).Commit()
			if err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkWatchLatency measures one write until its event is received.
func BenchmarkWatchLatency(b *testing.B) {
	ctx := context.Background()
	s := newTestStore(b)
	createN(ctx, b, s, 1)
	b.Run("store", func(b *testing.B) {
		w, err := s.Watch(ctx, "/configmaps/ns", storage.ListOptions{ResourceVersion: currentRV(ctx, b, s), Recursive: true, Predicate: storage.Everything})
		if err != nil {
			b.Fatal(err)
		}
		defer w.Stop()
		for i := 0; b.Loop(); i++ {
			testPut(ctx, b, s, i)
			<-w.ResultChan()
		}
	})
	b.Run("raw", func(b *testing.B) {
		wctx, cancel := context.WithCancel(ctx)
		defer cancel()
		wch := s.client.Watch(wctx, s.pathPrefix+"configmaps/ns/", clientv3.WithPrefix())
		for i := 0; b.Loop(); i++ {
			testPut(ctx, b, s, i)
			<-wch
		}
	})
}

func createN(ctx context.Context, b *testing.B, s *store, n int) {
	b.Helper()
	for i := range n {
		cm := storagetesting.NewConfigMap("ns", "cm-"+strconv.Itoa(i), "v")
		if err := s.Create(ctx, storagetesting.Key("ns", cm.Name), cm, nil, 0); err != nil {
			b.Fatal(err)
		}
	}
}

func encode(b *testing.B, obj runtime.Object) []byte {
	b.Helper()
	data, err := runtime.Encode(storagetesting.Codec(), obj)
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// testPut writes cm-0 with the raw client (the write is not measured
// differently between the two sides).
func testPut(ctx context.Context, b *testing.B, s *store, i int) {
	b.Helper()
	data := encode(b, storagetesting.NewConfigMap("ns", "cm-0", strconv.Itoa(i)))
	if _, err := s.client.Put(ctx, s.pathPrefix+"configmaps/ns/cm-0", string(data)); err != nil {
		b.Fatal(err)
	}
}

func currentRV(ctx context.Context, b *testing.B, s *store) string {
	b.Helper()
	resp, err := s.client.Get(ctx, "health")
	if err != nil {
		b.Fatal(err)
	}
	return strconv.FormatInt(resp.Header.Revision, 10)
}
