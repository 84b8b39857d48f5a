package informers

import (
	"context"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
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
