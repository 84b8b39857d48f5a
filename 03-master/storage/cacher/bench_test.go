package cacher

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	clientv3 "go.etcd.io/etcd/client/v3"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

// BenchmarkList lists 1k and 10k ConfigMaps (the etcd3 benchmarks'
// ~100-byte objects, one namespace), all of them ("full") and the tenth
// labelled tier=web ("selected"), through the Cacher ("cacher", a
// consistent read: etcd's current revision, then memory) and through the
// bare etcd3 store ("etcd3") on the same keys, in the same run. The
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
