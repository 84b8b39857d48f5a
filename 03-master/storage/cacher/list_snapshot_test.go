package cacher

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

// TestPagedListFromSnapshot: the pages after the first read the state
// the first page saw, whatever was written meanwhile, at its
// resourceVersion, with the remaining count; from the snapshot the first
// page left when there is one (the items are the cached objects), from
// etcd when there is none (dropped by a re-list), with the same answer.
func TestPagedListFromSnapshot(t *testing.T) {
	for _, tc := range []struct {
		name         string
		label        labels.Selector
		dropSnapshot bool
		want         []string
		wantFromSnap bool
	}{
		{name: "every object", want: names(0, 10), wantFromSnap: true},
		{name: "label-selected", label: labels.SelectorFromSet(labels.Set{"tier": "even"}),
			want: []string{"cm-0", "cm-2", "cm-4", "cm-6", "cm-8"}, wantFromSnap: true},
		{name: "snapshot dropped: etcd answers", dropSnapshot: true, want: names(0, 10)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			c := newTestCacher(t)
			for i := range 10 {
				tier := "odd"
				if i%2 == 0 {
					tier = "even"
				}
				create(ctx, t, c, "p", fmt.Sprintf("cm-%d", i), "tier", tier)
			}
			create(ctx, t, c, "q", "other") // another namespace: never listed
			pred := storage.SelectionPredicate{Label: tc.label, Limit: 3}
			first := &corev1.ConfigMapList{}
			if err := c.GetList(ctx, "/configmaps/p", storage.ListOptions{Recursive: true, Predicate: pred}, first); err != nil {
				t.Fatal(err)
			}
			// Written after the first page: none of it shows in the next pages.
			if err := c.Delete(ctx, storagetesting.Key("p", "cm-9"), &corev1.ConfigMap{}, nil, storage.ValidateAllObjectFunc, nil, storage.DeleteOptions{}); err != nil {
				t.Fatal(err)
			}
			create(ctx, t, c, "p", "cm-99", "tier", "even")
			if tc.dropSnapshot {
				c.watchCache.snapshots.reset()
			}
			got := itemNames(first)
			fromSnap := true
			cont := first.Continue
			for cont != "" {
				if first.RemainingItemCount != nil && tc.label == nil {
					if want := int64(10 - len(got)); *first.RemainingItemCount != want {
						t.Errorf("remaining after %d: got %d; want %d", len(got), *first.RemainingItemCount, want)
					}
				}
				next := &corev1.ConfigMapList{}
				pred.Continue = cont
				if err := c.GetList(ctx, "/configmaps/p", storage.ListOptions{Recursive: true, Predicate: pred}, next); err != nil {
					t.Fatal(err)
				}
				if next.ResourceVersion != first.ResourceVersion {
					t.Errorf("page at %s; want the first page's %s", next.ResourceVersion, first.ResourceVersion)
				}
				for _, item := range next.Items {
					c.watchCache.RLock()
					elem, ok := c.watchCache.getLocked(storagetesting.Key("p", item.Name))
					c.watchCache.RUnlock()
					if !ok { // cm-9, deleted since
						continue
					}
					// A decoded object has maps of its own; the cached one is shared.
					if fmt.Sprintf("%p", elem.Object.(*corev1.ConfigMap).Data) != fmt.Sprintf("%p", item.Data) {
						fromSnap = false
					}
				}
				got = append(got, itemNames(next)...)
				cont = next.Continue
				first.RemainingItemCount = next.RemainingItemCount
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("got %v; want %v", got, tc.want)
			}
			if fromSnap != tc.wantFromSnap {
				t.Errorf("served from the snapshot: got %v; want %v", fromSnap, tc.wantFromSnap)
			}
		})
	}
}

// TestListSnapshotsPruned: snapshots go with the ring's oldest event, and
// at most maxListSnapshots stay.
func TestListSnapshotsPruned(t *testing.T) {
	var s listSnapshots
	elems := []*storeElement{{Key: "/configmaps/p/a"}, {Key: "/configmaps/p/b"}}
	for rv := uint64(1); rv <= maxListSnapshots+4; rv++ {
		s.addLocked(rv, "/configmaps/p/", elems, []uint64{0, 0})
	}
	if _, _, ok := s.get(4, "/configmaps/p/", "/configmaps/p/b"); ok {
		t.Errorf("rv 4: got a snapshot; want the oldest beyond %d dropped", maxListSnapshots)
	}
	got, _, ok := s.get(5, "/configmaps/p/", "/configmaps/p/b")
	if !ok || len(got) != 1 || got[0].Key != "/configmaps/p/b" {
		t.Errorf("rv 5 from b: got %v, %v; want [b]", got, ok)
	}
	if _, _, ok := s.get(5, "/configmaps/q/", "/configmaps/q/a"); ok {
		t.Errorf("another prefix: got a snapshot; want none")
	}
	s.removeLess(10)
	if _, _, ok := s.get(9, "/configmaps/p/", "/configmaps/p/a"); ok {
		t.Errorf("rv 9 after removeLess(10): got a snapshot; want none")
	}
	if _, _, ok := s.get(10, "/configmaps/p/", "/configmaps/p/a"); !ok {
		t.Errorf("rv 10 after removeLess(10): got none; want it kept")
	}
}

// TestListSnapshotNarrowerPrefix: a snapshot of every namespace serves a
// page of one namespace with that namespace's keys only, from fromKey to
// the last of them, wherever they sit in the snapshot.
func TestListSnapshotNarrowerPrefix(t *testing.T) {
	var s listSnapshots
	var elems []*storeElement
	for _, ns := range []string{"a", "p", "p2", "q"} {
		for i := range 3 {
			elems = append(elems, &storeElement{Key: fmt.Sprintf("/configmaps/%s/cm-%d", ns, i)})
		}
	}
	s.addLocked(7, "/configmaps/", elems, make([]uint64, len(elems)))
	for _, tc := range []struct{ prefix, from, want string }{
		{"/configmaps/p/", "/configmaps/p/", "/configmaps/p/cm-0 /configmaps/p/cm-1 /configmaps/p/cm-2"},
		{"/configmaps/p/", "/configmaps/p/cm-1\x00", "/configmaps/p/cm-2"},
		{"/configmaps/q/", "/configmaps/q/cm-2\x00", ""},
		{"/configmaps/", "/configmaps/p2/cm-2\x00", "/configmaps/q/cm-0 /configmaps/q/cm-1 /configmaps/q/cm-2"},
	} {
		got, bits, ok := s.get(7, tc.prefix, tc.from)
		var keys []string
		for _, e := range got {
			keys = append(keys, e.Key)
		}
		if !ok || strings.Join(keys, " ") != tc.want || len(bits) != len(got) {
			t.Errorf("get(%q from %q): got %v (%d summaries), %v; want %q", tc.prefix, tc.from, keys, len(bits), ok, tc.want)
		}
	}
}

func names(from, to int) []string {
	var out []string
	for i := from; i < to; i++ {
		out = append(out, fmt.Sprintf("cm-%d", i))
	}
	return out
}

func itemNames(l *corev1.ConfigMapList) []string {
	var out []string
	for _, item := range l.Items {
		out = append(out, item.Name)
	}
	return out
}
