package storagetesting

import (
	"context"
	"slices"
	"testing"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// RunTestList covers recursive lists of everything and of one namespace,
// label selectors, and the resourceVersion semantics: unset (latest),
// Exact (the past), NotOlderThan (504 when too new).
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunTestList.
func RunTestList(ctx context.Context, t *testing.T, store storage.Interface) {
	testCreate(ctx, t, store, NewConfigMap("list-a", "one", "1", "tier", "web"))
	before := testCreate(ctx, t, store, NewConfigMap("list-a", "two", "2", "tier", "db"))
	testCreate(ctx, t, store, NewConfigMap("list-b", "three", "3", "tier", "web"))
	testUpdate(ctx, t, store, "list-a", "two", "2b")
	web := labels.SelectorFromSet(labels.Set{"tier": "web"})
	tests := []struct {
		name    string
		key     string
		opts    storage.ListOptions
		want    []string
		wantErr func(error) bool
	}{
		{name: "everything", key: "/configmaps", opts: storage.ListOptions{Predicate: storage.Everything},
			want: []string{"list-a/one", "list-a/two", "list-b/three"}},
		{name: "one namespace", key: "/configmaps/list-a", opts: storage.ListOptions{Predicate: storage.Everything},
			want: []string{"list-a/one", "list-a/two"}},
		{name: "label selector", key: "/configmaps", opts: storage.ListOptions{Predicate: storage.SelectionPredicate{Label: web}},
			want: []string{"list-a/one", "list-b/three"}},
		{name: "exact past revision", key: "/configmaps",
			opts: storage.ListOptions{ResourceVersion: before.ResourceVersion, ResourceVersionMatch: metav1.ResourceVersionMatchExact, Predicate: storage.Everything},
			want: []string{"list-a/one", "list-a/two"}},
		{name: "not older than, too new", key: "/configmaps",
			opts:    storage.ListOptions{ResourceVersion: itoa(rv(t, before.ResourceVersion) + 100000), ResourceVersionMatch: metav1.ResourceVersionMatchNotOlderThan, Predicate: storage.Everything},
			wantErr: storage.IsTooLargeResourceVersion},
		{name: "bad resourceVersion", key: "/configmaps", opts: storage.ListOptions{ResourceVersion: "x", Predicate: storage.Everything},
			wantErr: apierrors.IsBadRequest},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.opts.Recursive = true
			list := &corev1.ConfigMapList{}
			err := store.GetList(ctx, tt.key, tt.opts, list)
			if tt.wantErr != nil {
				if !tt.wantErr(err) {
					t.Fatalf("got %v; want the expected error", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := names(list); !slices.Equal(got, tt.want) {
				t.Errorf("got %v; want %v", got, tt.want)
			}
			if list.ResourceVersion == "" {
				t.Errorf("got an empty list resourceVersion; want the read revision")
			}
		})
	}
	t.Run("exact past revision sees old data", func(t *testing.T) {
		list := &corev1.ConfigMapList{}
		opts := storage.ListOptions{Recursive: true, ResourceVersion: before.ResourceVersion,
			ResourceVersionMatch: metav1.ResourceVersionMatchExact, Predicate: storage.Everything}
		if err := store.GetList(ctx, "/configmaps/list-a", opts, list); err != nil {
			t.Fatal(err)
		}
		if got := list.Items[1].Data["value"]; got != "2" || list.ResourceVersion != before.ResourceVersion {
			t.Errorf("got value %q at %s; want 2 at %s", got, list.ResourceVersion, before.ResourceVersion)
		}
	})
}

// RunTestListPaging pages through 7 objects 3 at a time: each page has
// a continue token and remainingItemCount, all pages are read at the
// first page's revision, and writes in between are not seen.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunTestListContinuation.
func RunTestListPaging(ctx context.Context, t *testing.T, store storage.Interface) {
	var want []string
	for _, name := range []string{"a", "b", "c", "d", "e", "f", "g"} {
		testCreate(ctx, t, store, NewConfigMap("paging", name, name))
		want = append(want, "paging/"+name)
	}
	var got []string
	var firstRV string
	cont := ""
	for page := 0; ; page++ {
		list := &corev1.ConfigMapList{}
		pred := storage.SelectionPredicate{Label: labels.Everything(), Limit: 3, Continue: cont}
		if err := store.GetList(ctx, "/configmaps/paging", storage.ListOptions{Recursive: true, Predicate: pred}, list); err != nil {
			t.Fatalf("page %d: %v", page, err)
		}
		if page == 0 {
			firstRV = list.ResourceVersion
			// A write after the first page must not show up in later pages.
			testCreate(ctx, t, store, NewConfigMap("paging", "zz", "late"))
		}
		if list.ResourceVersion != firstRV {
			t.Errorf("page %d: got resourceVersion %s; want %s", page, list.ResourceVersion, firstRV)
		}
		got = append(got, names(list)...)
		wantRemaining := int64(len(want) - len(got))
		if list.Continue != "" && (list.RemainingItemCount == nil || *list.RemainingItemCount != wantRemaining) {
			t.Errorf("page %d: got remainingItemCount %v; want %d", page, list.RemainingItemCount, wantRemaining)
		}
		if cont = list.Continue; cont == "" {
			break
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("got %v; want %v", got, want)
	}
}

// RunTestListPagingWithFilter asks for 2 matches among objects where only
// every third matches: GetList keeps reading until the page is full.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunTestListContinuationWithFilter.
func RunTestListPagingWithFilter(ctx context.Context, t *testing.T, store storage.Interface) {
	for i, name := range []string{"a", "b", "c", "d", "e", "f", "g", "h", "i"} {
		tier := "no"
		if i%3 == 0 {
			tier = "yes"
		}
		testCreate(ctx, t, store, NewConfigMap("filter", name, name, "match", tier))
	}
	pred := storage.SelectionPredicate{Label: labels.SelectorFromSet(labels.Set{"match": "yes"}), Limit: 2}
	list := &corev1.ConfigMapList{}
	if err := store.GetList(ctx, "/configmaps/filter", storage.ListOptions{Recursive: true, Predicate: pred}, list); err != nil {
		t.Fatal(err)
	}
	if got, want := names(list), []string{"filter/a", "filter/d"}; !slices.Equal(got, want) {
		t.Errorf("got %v; want %v", got, want)
	}
	if list.Continue == "" || list.RemainingItemCount != nil {
		t.Errorf("got continue %q, remainingItemCount %v; want a token and no count (a selector filters)", list.Continue, list.RemainingItemCount)
	}
	pred.Continue = list.Continue
	list = &corev1.ConfigMapList{}
	if err := store.GetList(ctx, "/configmaps/filter", storage.ListOptions{Recursive: true, Predicate: pred}, list); err != nil {
		t.Fatal(err)
	}
	if got, want := names(list), []string{"filter/g"}; !slices.Equal(got, want) {
		t.Errorf("second page: got %v; want %v", got, want)
	}
}

// RunTestListContinueCompacted: a continue token whose revision was
// compacted answers 410 Expired, with a fresh token to finish the list
// at the latest revision.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunTestListContinuation (compaction case).
func RunTestListContinueCompacted(ctx context.Context, t *testing.T, store storage.Interface, compaction Compaction) {
	for _, name := range []string{"a", "b", "c"} {
		testCreate(ctx, t, store, NewConfigMap("compacted", name, name))
	}
	list := &corev1.ConfigMapList{}
	pred := storage.SelectionPredicate{Label: labels.Everything(), Limit: 1}
	if err := store.GetList(ctx, "/configmaps/compacted", storage.ListOptions{Recursive: true, Predicate: pred}, list); err != nil {
		t.Fatal(err)
	}
	last := testUpdate(ctx, t, store, "compacted", "c", "c2")
	compaction(ctx, t, last.ResourceVersion)
	pred.Continue = list.Continue
	err := store.GetList(ctx, "/configmaps/compacted", storage.ListOptions{Recursive: true, Predicate: pred}, &corev1.ConfigMapList{})
	var se *apierrors.StatusError
	if !apierrors.IsResourceExpired(err) || !asStatus(err, &se) || se.ErrStatus.Continue == "" {
		t.Fatalf("got %v; want 410 Expired with a continue token", err)
	}
	pred.Continue = se.ErrStatus.Continue
	rest := &corev1.ConfigMapList{}
	if err := store.GetList(ctx, "/configmaps/compacted", storage.ListOptions{Recursive: true, Predicate: pred}, rest); err != nil {
		t.Fatalf("continue with the inconsistent token: %v", err)
	}
	if got := names(rest); !slices.Equal(got, []string{"compacted/b"}) {
		t.Errorf("got %v; want [compacted/b]", got)
	}
}
