package cache

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
)

// fakeConfigMaps lists the ConfigMaps it holds, in every namespace, and
// hands out one watch the test drives.
type fakeConfigMaps struct {
	items []core.ConfigMap
	watch *watch.FakeWatcher
}

func (f *fakeConfigMaps) NewList() runtime.Object { return &core.ConfigMapList{} }

func (f *fakeConfigMaps) List(context.Context, *metainternalversion.ListOptions) (runtime.Object, error) {
	return &core.ConfigMapList{ListMeta: metav1.ListMeta{ResourceVersion: "1"}, Items: f.items}, nil
}

func (f *fakeConfigMaps) ConvertToTable(ctx context.Context, obj, opts runtime.Object) (*metav1.Table, error) {
	return memory.NewDefaultTableConvertor(core.Resource("configmaps")).ConvertToTable(ctx, obj, opts)
}

func (f *fakeConfigMaps) Watch(context.Context, *metainternalversion.ListOptions) (watch.Interface, error) {
	return f.watch, nil
}

func configMap(namespace, name string) *core.ConfigMap {
	return &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: namespace, Name: name}}
}

func keys(objs []runtime.Object) string {
	var out []string
	for _, obj := range objs {
		key, _ := MetaNamespaceKeyFunc(obj)
		out = append(out, key)
	}
	return strings.Join(out, " ")
}

func TestMetaNamespaceKeyFunc(t *testing.T) {
	tests := []struct {
		name string
		obj  runtime.Object
		want string
	}{
		{"namespaced", configMap("demo", "a"), "demo/a"},
		{"cluster-scoped", &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "demo"}}, "demo"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, err := MetaNamespaceKeyFunc(tt.obj); err != nil || got != tt.want {
				t.Errorf("got %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

// TestNamespacedObjects: objects of the same name in two namespaces are
// two entries; Get takes namespace/name, ByNamespace lists one
// namespace; watch events find their entry by the same key.
func TestNamespacedObjects(t *testing.T) {
	lw := &fakeConfigMaps{
		items: []core.ConfigMap{*configMap("demo", "a"), *configMap("other", "a"), *configMap("demo", "b")},
		watch: watch.NewFake(),
	}
	i := NewInformer(lw)
	deleted := make(chan string, 1)
	i.AddEventHandler(ResourceEventHandlerFuncs{DeleteFunc: func(obj runtime.Object) {
		key, _ := MetaNamespaceKeyFunc(obj)
		deleted <- key
	}})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go i.Run(ctx)
	if !i.WaitForSync(ctx) {
		t.Fatal("informer did not sync")
	}
	if got, want := keys(i.List()), "demo/a demo/b other/a"; got != want {
		t.Errorf("List() = %q; want %q", got, want)
	}
	if got, want := keys(i.ByNamespace("demo")), "demo/a demo/b"; got != want {
		t.Errorf("ByNamespace(demo) = %q; want %q", got, want)
	}
	if _, ok := i.Get("other/a"); !ok {
		t.Errorf("Get(other/a): not found")
	}
	lw.watch.Delete(configMap("demo", "a"))
	select {
	case key := <-deleted:
		if key != "demo/a" {
			t.Errorf("deleted %q; want demo/a", key)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no delete event")
	}
	if got, want := keys(i.ByNamespace("demo")), "demo/b"; got != want {
		t.Errorf("after delete, ByNamespace(demo) = %q; want %q", got, want)
	}
	// List keeps its sorted result until a change: the delete dropped it.
	if got, want := keys(i.List()), "demo/b other/a"; got != want {
		t.Errorf("after delete, List() = %q; want %q", got, want)
	}
	// A caller changing its result changes nothing in the informer.
	list := i.List()
	list[0] = configMap("changed", "by-caller")
	if got, want := keys(i.List()), "demo/b other/a"; got != want {
		t.Errorf("after a caller changed its list, List() = %q; want %q", got, want)
	}
	if _, ok := i.Get("other/a"); !ok {
		t.Errorf("Get(other/a) after deleting demo/a: not found")
	}
}

// TestTransform: the transform sees every listed and watched object once,
// before the store and the handlers, which get what it returns; Run
// refuses a transform set afterwards.
func TestTransform(t *testing.T) {
	lw := &fakeConfigMaps{items: []core.ConfigMap{*configMap("demo", "a")}, watch: watch.NewFake()}
	i := NewInformer(lw)
	var calls atomic.Int32
	if err := i.SetTransform(func(obj runtime.Object) (runtime.Object, error) {
		calls.Add(1)
		cm := obj.(*core.ConfigMap).DeepCopy()
		cm.Data = map[string]string{"transformed": "yes"}
		return cm, nil
	}); err != nil {
		t.Fatal(err)
	}
	handled := make(chan *core.ConfigMap, 2)
	i.AddEventHandler(ResourceEventHandlerFuncs{
		AddFunc:    func(obj runtime.Object) { handled <- obj.(*core.ConfigMap) },
		UpdateFunc: func(_, obj runtime.Object) { handled <- obj.(*core.ConfigMap) },
	})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go i.Run(ctx)
	if !i.WaitForSync(ctx) {
		t.Fatal("informer did not sync")
	}
	lw.watch.Add(configMap("demo", "b"))
	for _, name := range []string{"a", "b"} {
		select {
		case cm := <-handled:
			if cm.Name != name || cm.Data["transformed"] != "yes" {
				t.Errorf("handler got %s with data %v; want %s transformed", cm.Name, cm.Data, name)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("no event for %s", name)
		}
		obj, ok := i.Get("demo/" + name)
		if cm, isCM := obj.(*core.ConfigMap); !ok || !isCM || cm.Data["transformed"] != "yes" {
			t.Errorf("Get(demo/%s) = %v; want the transformed object", name, obj)
		}
	}
	if got := calls.Load(); got != 2 {
		t.Errorf("transform called %d times; want 2 (one list item, one event)", got)
	}
	if err := i.SetTransform(nil); err == nil {
		t.Errorf("SetTransform after Run: got no error")
	}
}

// TestListView: the view is made from the sorted list once per change,
// seen by every reader until the next change, and nil without one.
func TestListView(t *testing.T) {
	lw := &fakeConfigMaps{items: []core.ConfigMap{*configMap("demo", "b"), *configMap("demo", "a")}, watch: watch.NewFake()}
	i := NewInformer(lw)
	if got := i.ListView(); got != nil {
		t.Errorf("ListView without SetListView: got %v; want nil", got)
	}
	var calls atomic.Int32
	if err := i.SetListView(func(sorted []runtime.Object) any {
		calls.Add(1)
		return keys(sorted)
	}); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go i.Run(ctx)
	if !i.WaitForSync(ctx) {
		t.Fatal("informer did not sync")
	}
	steps := []struct {
		name      string
		change    func()
		want      string
		wantCalls int32
	}{
		{"first read", func() {}, "demo/a demo/b", 1},
		{"no change", func() {}, "demo/a demo/b", 1},
		{"an add", func() { lw.watch.Add(configMap("demo", "c")) }, "demo/a demo/b demo/c", 2},
		{"a delete", func() { lw.watch.Delete(configMap("demo", "a")) }, "demo/b demo/c", 3},
	}
	for _, step := range steps {
		step.change()
		deadline := time.Now().Add(5 * time.Second)
		got := i.ListView()
		for got != step.want && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
			got = i.ListView()
		}
		if got != step.want {
			t.Fatalf("%s: got view %q; want %q", step.name, got, step.want)
		}
		if c := calls.Load(); c != step.wantCalls {
			t.Errorf("%s: view made %d times; want %d (once per change)", step.name, c, step.wantCalls)
		}
		if list := keys(i.List()); list != step.want {
			t.Errorf("%s: List got %q; want %q", step.name, list, step.want)
		}
	}
	if err := i.SetListView(nil); err == nil {
		t.Errorf("SetListView after Run: got no error")
	}
}
