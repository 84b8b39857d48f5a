package etcd3

import (
	"context"
	"fmt"
	"reflect"
	goruntime "runtime"
	"testing"

	clientv3 "go.etcd.io/etcd/client/v3"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

// TestListParallelDecode: a page of parallelDecodeMin keys or more is
// decoded on every core; the lists (items, order, resourceVersion,
// continue token, remaining count) and a corrupt item's error are the
// same as with one core, where the page is decoded item by item.
func TestListParallelDecode(t *testing.T) {
	ctx := context.Background()
	const n = 3 * parallelDecodeMin
	fillStore := func(corrupt int) *store {
		s := newTestStore(t)
		for start := 0; start < n; start += 100 {
			var ops []clientv3.Op
			for i := start; i < min(start+100, n); i++ {
				tier := "db"
				if i%10 == 0 {
					tier = "web"
				}
				name := fmt.Sprintf("cm-%05d", i)
				data, err := runtime.Encode(storagetesting.Codec(), storagetesting.NewConfigMap("ns", name, "v", "tier", tier))
				if err != nil {
					t.Fatal(err)
				}
				if i == corrupt || i == corrupt+7 {
					data = []byte("not an object")
				}
				ops = append(ops, clientv3.OpPut(s.pathPrefix+"configmaps/ns/"+name, string(data)))
			}
			if _, err := testEtcd.Client().Txn(ctx).Then(ops...).Commit(); err != nil {
				t.Fatal(err)
			}
		}
		return s
	}
	s := fillStore(-10)
	web := storage.SelectionPredicate{Label: labels.SelectorFromSet(labels.Set{"tier": "web"})}
	paged := storage.Everything
	paged.Limit = 2000
	pagedWeb := web
	pagedWeb.Limit = 200
	cases := []struct {
		name string
		pred storage.SelectionPredicate
		want int
	}{
		{"everything", storage.Everything, n},
		{"selected", web, (n + 9) / 10},
		{"limit 2000", paged, 2000},
		{"selected, limit 200", pagedWeb, 200},
	}
	list := func(s *store, procs int, pred storage.SelectionPredicate) (*corev1.ConfigMapList, error) {
		defer goruntime.GOMAXPROCS(goruntime.GOMAXPROCS(procs))
		out := &corev1.ConfigMapList{}
		err := s.GetList(ctx, "/configmaps/ns", storage.ListOptions{Recursive: true, Predicate: pred}, out)
		return out, err
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			one, err := list(s, 1, tc.pred)
			if err != nil {
				t.Fatal(err)
			}
			two, err := list(s, 2, tc.pred)
			if err != nil {
				t.Fatal(err)
			}
			if len(two.Items) != tc.want {
				t.Errorf("got %d items; want %d", len(two.Items), tc.want)
			}
			if !reflect.DeepEqual(one, two) {
				t.Errorf("got a different list on two cores (%d items, %+v) than on one (%d items, %+v)",
					len(two.Items), two.ListMeta, len(one.Items), one.ListMeta)
			}
		})
	}
	t.Run("corrupt items", func(t *testing.T) {
		s := fillStore(2500)
		_, errOne := list(s, 1, storage.Everything)
		_, errTwo := list(s, 2, storage.Everything)
		if errOne == nil || errTwo == nil || errOne.Error() != errTwo.Error() {
			t.Errorf("got %v on two cores; want %v, as on one", errTwo, errOne)
		}
	})
}
