package informers

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// fakeConfigMaps lists one ConfigMap and watches forever.
type fakeConfigMaps struct{ watch *watch.FakeWatcher }

func (fakeConfigMaps) New() runtime.Object { return &core.ConfigMap{} }
func (fakeConfigMaps) Destroy()            {}

func (fakeConfigMaps) NewList() runtime.Object { return &core.ConfigMapList{} }

func (fakeConfigMaps) List(context.Context, *metainternalversion.ListOptions) (runtime.Object, error) {
	return &core.ConfigMapList{ListMeta: metav1.ListMeta{ResourceVersion: "1"},
		Items: []core.ConfigMap{{ObjectMeta: metav1.ObjectMeta{Namespace: "default", Name: "a"}}}}, nil
}

func (f fakeConfigMaps) Watch(context.Context, *metainternalversion.ListOptions) (watch.Interface, error) {
	return f.watch, nil
}

// TestForResourceBeforeTheStorageExists: an informer may be asked for
// before its storage is added (plugins are made before the master); it
// lists once the storage is there and the factory started.
func TestForResourceBeforeTheStorageExists(t *testing.T) {
	storages := NewStorages()
	f := NewSharedInformerFactory(storages)
	gr := schema.GroupResource{Resource: "configmaps"}
	informer := f.ForResource(gr)
	if f.ForResource(gr) != informer {
		t.Fatal("ForResource made a second informer of the same resource")
	}
	if got := f.NotSynced(); len(got) != 1 || got[0] != "configmaps" {
		t.Errorf("NotSynced: got %v; want [configmaps]", got)
	}
	storages.Add(gr, fakeConfigMaps{watch.NewFake()})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	f.Start(ctx)
	if synced := f.WaitForCacheSync(ctx); !synced[gr] {
		t.Fatalf("not synced: %v", synced)
	}
	if _, ok := informer.Get("default/a"); !ok {
		t.Error("the informer has not the listed ConfigMap")
	}
	if got := f.NotSynced(); len(got) != 0 {
		t.Errorf("NotSynced after sync: got %v; want none", got)
	}
	if _, err := storages.Get(schema.GroupResource{Resource: "secrets"}); err == nil {
		t.Error("Get of a resource never added: no error")
	}
}

// recordingConfigMaps records the namespace and field selector each
// list and watch asked for.
type recordingConfigMaps struct {
	fakeConfigMaps
	mu   sync.Mutex
	seen []string // "list ns fields" and "watch ns fields"
}

func (r *recordingConfigMaps) record(verb string, ctx context.Context, o *metainternalversion.ListOptions) {
	ns, _ := request.NamespaceFrom(ctx)
	sel := ""
	if o != nil && o.FieldSelector != nil {
		sel = o.FieldSelector.String()
	}
	r.mu.Lock()
	r.seen = append(r.seen, verb+" "+ns+" "+sel)
	r.mu.Unlock()
}

func (r *recordingConfigMaps) List(ctx context.Context, o *metainternalversion.ListOptions) (runtime.Object, error) {
	r.record("list", ctx, o)
	return r.fakeConfigMaps.List(ctx, o)
}

func (r *recordingConfigMaps) Watch(ctx context.Context, o *metainternalversion.ListOptions) (watch.Interface, error) {
	r.record("watch", ctx, o)
	return watch.NewFake(), nil
}

// TestForFilteredResource: a filtered informer lists and watches only
// its namespace and fields, is not the resource's shared informer, is
// shared by those asking for the same filter, and is named with its
// filter until it has synced.
func TestForFilteredResource(t *testing.T) {
	gr := schema.GroupResource{Resource: "configmaps"}
	for _, tc := range []struct {
		name          string
		namespace     string
		fieldSelector string
		wantSeen      []string
		wantNotSynced string
	}{
		{name: "every ConfigMap", wantSeen: []string{"list  ", "watch  "}, wantNotSynced: "configmaps"},
		{name: "one namespace", namespace: "kube-system", wantSeen: []string{"list kube-system ", "watch kube-system "},
			wantNotSynced: `configmaps (namespace "kube-system", fields "")`},
		{name: "one name everywhere", fieldSelector: "metadata.name=kube-root-ca.crt",
			wantSeen:      []string{"list  metadata.name=kube-root-ca.crt", "watch  metadata.name=kube-root-ca.crt"},
			wantNotSynced: `configmaps (namespace "", fields "metadata.name=kube-root-ca.crt")`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			storages := NewStorages()
			rec := &recordingConfigMaps{}
			storages.Add(gr, rec)
			f := NewSharedInformerFactory(storages)
			informer := f.ForFilteredResource(gr, tc.namespace, tc.fieldSelector)
			if f.ForFilteredResource(gr, tc.namespace, tc.fieldSelector) != informer {
				t.Error("a second informer for the same filter")
			}
			if filtered := tc.namespace != "" || tc.fieldSelector != ""; filtered == (f.ForResource(gr) == informer) {
				t.Errorf("filtered %v: got the shared informer %v; want %v", filtered, f.ForResource(gr) == informer, !filtered)
			}
			if got := f.NotSynced(); !slices.Contains(got, tc.wantNotSynced) {
				t.Errorf("NotSynced: got %q; want it to hold %q", got, tc.wantNotSynced)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			f.Start(ctx)
			if !informer.WaitForSync(ctx) {
				t.Fatal("not synced")
			}
			deadline := time.Now().Add(5 * time.Second)
			for {
				rec.mu.Lock()
				seen := slices.Clone(rec.seen)
				rec.mu.Unlock()
				var mine []string
				for _, s := range seen {
					if s == tc.wantSeen[0] || s == tc.wantSeen[1] {
						mine = append(mine, s)
					}
				}
				if len(mine) >= 2 {
					if !slices.Equal(mine[:2], tc.wantSeen) {
						t.Errorf("got %q; want %q", mine[:2], tc.wantSeen)
					}
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("got %q; want %q among them", seen, tc.wantSeen)
				}
				time.Sleep(10 * time.Millisecond)
			}
		})
	}
}
