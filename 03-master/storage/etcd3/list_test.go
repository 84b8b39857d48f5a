package etcd3

import (
	"context"
	"fmt"
	"reflect"
	goruntime "runtime"
	"slices"
	"strings"
	"testing"

	clientv3 "go.etcd.io/etcd/client/v3"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
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
		fillConfigMaps(t, s, "ns", n, corrupt, corrupt+7)
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

// withChunkSize sets listChunkSize for one test.
func withChunkSize(t *testing.T, n int64) {
	t.Helper()
	old := listChunkSize
	listChunkSize = n
	t.Cleanup(func() { listChunkSize = old })
}

// The storage conformance suite's lists, read in ranges of two keys: an
// unlimited list is then read in several ranges at one revision.
func TestListChunks(t *testing.T) {
	withChunkSize(t, 2)
	ctx := context.Background()
	t.Run("list", func(t *testing.T) { storagetesting.RunTestList(ctx, t, newTestStore(t)) })
	t.Run("paging", func(t *testing.T) { storagetesting.RunTestListPaging(ctx, t, newTestStore(t)) })
	t.Run("paging with filter", func(t *testing.T) { storagetesting.RunTestListPagingWithFilter(ctx, t, newTestStore(t)) })
	t.Run("continue compacted", func(t *testing.T) {
		storagetesting.RunTestListContinueCompacted(ctx, t, newTestStore(t), compaction)
	})
}

// fillConfigMaps writes n ConfigMaps cm-00000 ... in namespace ns, a
// tenth of them labelled tier=web, and the items whose index is in
// corrupt as bytes that do not decode.
func fillConfigMaps(t *testing.T, s *store, ns string, n int, corrupt ...int) {
	t.Helper()
	ctx := context.Background()
	for start := 0; start < n; start += 100 {
		var ops []clientv3.Op
		for i := start; i < min(start+100, n); i++ {
			tier := "db"
			if i%10 == 0 {
				tier = "web"
			}
			name := fmt.Sprintf("cm-%05d", i)
			data, err := runtime.Encode(storagetesting.Codec(), storagetesting.NewConfigMap(ns, name, "v", "tier", tier))
			if err != nil {
				t.Fatal(err)
			}
			if slices.Contains(corrupt, i) {
				data = []byte("not an object")
			}
			ops = append(ops, clientv3.OpPut(s.pathPrefix+"configmaps/"+ns+"/"+name, string(data)))
		}
		if _, err := testEtcd.Client().Txn(ctx).Then(ops...).Commit(); err != nil {
			t.Fatal(err)
		}
	}
}

// oneRangeList is what GetList answered before lists were read in chunks
// and decoded in place: one range read at rev (0: the latest), each item
// decoded into an object of its own, kept if pred matches, the list's
// resourceVersion the revision read.
func oneRangeList(t *testing.T, s *store, key string, rev int64, pred storage.SelectionPredicate) *corev1.ConfigMapList {
	t.Helper()
	prefix := s.pathPrefix + strings.TrimPrefix(key, "/") + "/"
	opts := []clientv3.OpOption{clientv3.WithRange(clientv3.GetPrefixRangeEnd(prefix))}
	if rev != 0 {
		opts = append(opts, clientv3.WithRev(rev))
	}
	resp, err := testEtcd.Client().Get(context.Background(), prefix, opts...)
	if err != nil {
		t.Fatal(err)
	}
	out := &corev1.ConfigMapList{Items: []corev1.ConfigMap{}}
	for _, kv := range resp.Kvs {
		obj := &corev1.ConfigMap{}
		if err := decode(s.codec, s.versioner, kv.Value, obj, kv.ModRevision); err != nil {
			t.Fatal(err)
		}
		if ok, err := pred.Matches(obj); err == nil && ok {
			out.Items = append(out.Items, *obj)
		}
	}
	if rev == 0 {
		rev = resp.Header.Revision
	}
	out.ResourceVersion = fmt.Sprint(rev)
	return out
}

// TestListDecodesInPlace: an unlimited list, read in ranges with the next
// one read ahead, its items decoded straight into the list's slice (or,
// with a selector, into objects of their own) on one core and on two, is
// the list one range read decoded item by item gave: the same items in
// the same order, the same resourceVersion, no continue token. A paged
// one keeps its continue token and remaining count. A corrupt item stops
// the list with the same error however it is read.
func TestListDecodesInPlace(t *testing.T) {
	ctx := context.Background()
	const n = 3*parallelDecodeMin + 17
	s := newTestStore(t)
	fillConfigMaps(t, s, "ns", n)
	web := storage.SelectionPredicate{Label: labels.SelectorFromSet(labels.Set{"tier": "web"})}
	head, err := testEtcd.Client().Get(ctx, "compaction-probe")
	if err != nil {
		t.Fatal(err)
	}
	rev := head.Header.Revision
	// A write after rev: the Exact reads must not see it.
	fillConfigMaps(t, s, "ns", 1)
	list := func(procs int, chunk int64, opts storage.ListOptions) (*corev1.ConfigMapList, error) {
		defer goruntime.GOMAXPROCS(goruntime.GOMAXPROCS(procs))
		old := listChunkSize
		listChunkSize = chunk
		defer func() { listChunkSize = old }()
		out := &corev1.ConfigMapList{}
		opts.Recursive = true
		err := s.GetList(ctx, "/configmaps/ns", opts, out)
		return out, err
	}
	exact := func(pred storage.SelectionPredicate) storage.ListOptions {
		return storage.ListOptions{ResourceVersion: fmt.Sprint(rev), ResourceVersionMatch: metav1.ResourceVersionMatchExact, Predicate: pred}
	}
	cases := []struct {
		name string
		opts storage.ListOptions
		rev  int64
		pred storage.SelectionPredicate
	}{
		{"everything", storage.ListOptions{Predicate: storage.Everything}, 0, storage.Everything},
		{"selected", storage.ListOptions{Predicate: web}, 0, web},
		{"everything, exact revision", exact(storage.Everything), rev, storage.Everything},
		{"selected, exact revision", exact(web), rev, web},
	}
	for _, tc := range cases {
		for _, procs := range []int{1, 2} {
			for _, chunk := range []int64{1000, 10000} {
				t.Run(fmt.Sprintf("%s, %d cores, ranges of %d", tc.name, procs, chunk), func(t *testing.T) {
					got, err := list(procs, chunk, tc.opts)
					if err != nil {
						t.Fatal(err)
					}
					want := oneRangeList(t, s, "/configmaps/ns", tc.rev, tc.pred)
					if tc.rev == 0 {
						want.ResourceVersion = got.ResourceVersion // the latest, read by each
					}
					if !reflect.DeepEqual(got, want) {
						t.Errorf("got %d items at %s, continue %q; want %d items at %s, as one range decoded item by item",
							len(got.Items), got.ResourceVersion, got.Continue, len(want.Items), want.ResourceVersion)
					}
				})
			}
		}
	}
	t.Run("paged", func(t *testing.T) {
		pred := storage.Everything
		pred.Limit = 2500
		got, err := list(2, 1000, storage.ListOptions{Predicate: pred})
		if err != nil {
			t.Fatal(err)
		}
		all := oneRangeList(t, s, "/configmaps/ns", 0, storage.Everything)
		if !reflect.DeepEqual(got.Items, all.Items[:2500]) || got.Continue == "" ||
			got.RemainingItemCount == nil || *got.RemainingItemCount != int64(len(all.Items)-2500) {
			t.Errorf("got %d items, continue %q, remaining %v; want the first 2500 of %d with a continue token",
				len(got.Items), got.Continue, got.RemainingItemCount, len(all.Items))
		}
	})
	t.Run("corrupt items", func(t *testing.T) {
		s := newTestStore(t)
		fillConfigMaps(t, s, "ns", n, 2500, 2507)
		var errs []string
		for _, procs := range []int{1, 2} {
			for _, chunk := range []int64{1000, 10000} {
				err := func() error {
					defer goruntime.GOMAXPROCS(goruntime.GOMAXPROCS(procs))
					old := listChunkSize
					listChunkSize = chunk
					defer func() { listChunkSize = old }()
					return s.GetList(ctx, "/configmaps/ns", storage.ListOptions{Recursive: true, Predicate: storage.Everything}, &corev1.ConfigMapList{})
				}()
				if err == nil {
					t.Fatalf("got no error with %d cores, ranges of %d; want the corrupt item's", procs, chunk)
				}
				errs = append(errs, err.Error())
			}
		}
		if !strings.Contains(errs[0], "cm-02500") || len(slices.Compact(slices.Clone(errs))) != 1 {
			t.Errorf("got errors %q; want one error, naming cm-02500", errs)
		}
	})
}

// TestListChunksCompacted: when the revision of a list read in ranges is
// compacted before its next range, the list is read again as one range
// from the start, as client-go's pager does: at the latest revision when
// none was asked for (the list is whole), 410 Expired when one was, as
// one range read at a compacted revision answers.
func TestListChunksCompacted(t *testing.T) {
	ctx := context.Background()
	withChunkSize(t, 100)
	s := newTestStore(t)
	fillConfigMaps(t, s, "ns", 250)
	head, err := testEtcd.Client().Get(ctx, "compaction-probe")
	if err != nil {
		t.Fatal(err)
	}
	rev := head.Header.Revision
	compacted := 0
	testHookReadAhead = func() {
		if compacted > 0 {
			return
		}
		compacted++
		// A write elsewhere moves the revision on; compact up to it.
		if _, err := testEtcd.Client().Put(ctx, "compaction-probe", "x"); err != nil {
			t.Error(err)
		}
		compaction(ctx, t, "")
	}
	defer func() { testHookReadAhead = nil }()
	out := &corev1.ConfigMapList{}
	if err := s.GetList(ctx, "/configmaps/ns", storage.ListOptions{Recursive: true, Predicate: storage.Everything}, out); err != nil {
		t.Fatal(err)
	}
	want := oneRangeList(t, s, "/configmaps/ns", 0, storage.Everything)
	if compacted != 1 || !reflect.DeepEqual(out.Items, want.Items) || out.ResourceVersion == fmt.Sprint(rev) {
		t.Errorf("got %d items at %s (compacted %d times); want all %d, read again after the compaction, after %d",
			len(out.Items), out.ResourceVersion, compacted, len(want.Items), rev)
	}

	compacted = 0
	fillConfigMaps(t, s, "ns", 1) // a revision to ask for exactly, compacted by the hook
	head, err = testEtcd.Client().Get(ctx, "compaction-probe")
	if err != nil {
		t.Fatal(err)
	}
	opts := storage.ListOptions{Recursive: true, Predicate: storage.Everything,
		ResourceVersion: fmt.Sprint(head.Header.Revision), ResourceVersionMatch: metav1.ResourceVersionMatchExact}
	err = s.GetList(ctx, "/configmaps/ns", opts, &corev1.ConfigMapList{})
	if !apierrors.IsResourceExpired(err) || !strings.Contains(err.Error(), expired) {
		t.Errorf("got %v; want 410 Expired %q", err, expired)
	}
}
