package cacher

import (
	"context"
	"fmt"
	"maps"
	"reflect"
	goruntime "runtime"
	"testing"
	"time"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

// mapID is the identity of a map: equal for two variables holding the
// same map.
func mapID(m map[string]string) uintptr {
	return uintptr(reflect.ValueOf(m).UnsafePointer())
}

// TestCachedObjectsShareEqualLabels fills a watch cache, on every core,
// with ConfigMaps of seven label sets and some without labels: the
// objects of one set hold one map (their element's too), each set its
// own, every object keeps the labels it had, and those without keep
// none. Once no object has a set, the table forgets it.
func TestCachedObjectsShareEqualLabels(t *testing.T) {
	const n = 3*parallelReplaceMin + 5
	fill := func(prefix string, sets int) []runtime.Object {
		out := make([]runtime.Object, n)
		for i := range n {
			if i%10 == 9 {
				cm := storagetesting.NewConfigMap("ns", fmt.Sprintf("%s-%05d", prefix, i), "v")
				cm.Labels = nil
				out[i] = cm
				continue
			}
			out[i] = storagetesting.NewConfigMap("ns", fmt.Sprintf("%s-%05d", prefix, i), "v", "tier", fmt.Sprint(i%sets), "app", prefix)
		}
		return out
	}
	w := newWatchCache(100, 100, defaultKeyFunc("/configmaps"), storage.DefaultNamespaceScopedAttr,
		storage.APIObjectVersioner{}, func(*watchCacheEvent) {}, nil)
	if err := w.replace(fill("a", 7), 7); err != nil {
		t.Fatal(err)
	}
	bySet := map[string]uintptr{}
	for i, e := range w.sorted {
		cm := e.Object.(*corev1.ConfigMap)
		if i%10 == 9 {
			if cm.Labels != nil || e.Labels != nil || e.shared != nil {
				t.Fatalf("%s: got labels %v, element labels %v; want none", cm.Name, cm.Labels, e.Labels)
			}
			continue
		}
		want := map[string]string{"tier": fmt.Sprint(i % 7), "app": "a"}
		if !maps.Equal(cm.Labels, want) || !maps.Equal(e.Labels, want) {
			t.Fatalf("%s: got labels %v, element labels %v; want %v", cm.Name, cm.Labels, e.Labels, want)
		}
		if mapID(cm.Labels) != mapID(e.Labels) {
			t.Fatalf("%s: the object's and the element's labels are two maps; want one", cm.Name)
		}
		set := labels.Set(want).String()
		if id, ok := bySet[set]; !ok {
			bySet[set] = mapID(cm.Labels)
		} else if id != mapID(cm.Labels) {
			t.Fatalf("%s: labels %s in a map of their own; want the one the others of that set share", cm.Name, set)
		}
	}
	if len(bySet) != 7 || w.labelMaps.len() != 7 {
		t.Fatalf("got %d maps for the objects, %d sets in the table; want 7 of each", len(bySet), w.labelMaps.len())
	}

	// A re-list with other labels: the seven sets of the first go.
	if err := w.replace(fill("b", 2), 8); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for w.labelMaps.len() != 2 && time.Now().Before(deadline) {
		goruntime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if got := w.labelMaps.len(); got != 2 {
		t.Errorf("after a re-list with two label sets: %d sets in the table; want 2", got)
	}
}

// TestSharedLabelsLeftAlone: an AttrFunc whose labels are not the
// object's own (a computed set) gets its elements' maps shared and leaves
// the objects' labels as they were; so does an Unstructured object, whose
// nested labels SetLabels would only build anew.
func TestSharedLabelsLeftAlone(t *testing.T) {
	computed := func(obj runtime.Object) (labels.Set, fields.Set, error) {
		return labels.Set{"computed": "yes"}, fields.Set{}, nil
	}
	w := newWatchCache(100, 100, defaultKeyFunc("/configmaps"), computed,
		storage.APIObjectVersioner{}, func(*watchCacheEvent) {}, nil)
	a := storagetesting.NewConfigMap("ns", "a", "v", "app", "x")
	b := storagetesting.NewConfigMap("ns", "b", "v", "app", "x")
	idA, idB := mapID(a.Labels), mapID(b.Labels)
	if err := w.replace([]runtime.Object{a, b}, 3); err != nil {
		t.Fatal(err)
	}
	if mapID(a.Labels) != idA || mapID(b.Labels) != idB {
		t.Errorf("got the objects' labels replaced; want them left alone")
	}
	if e := w.sorted; len(e) != 2 || e[0].shared == nil || mapID(e[0].Labels) != mapID(e[1].Labels) {
		t.Errorf("got the elements' equal computed labels in two maps; want one")
	}

	u := newWatchCache(100, 100, defaultKeyFunc("/widgets"), storage.DefaultNamespaceScopedAttr,
		storage.APIObjectVersioner{}, func(*watchCacheEvent) {}, nil)
	widget := func(name string) *unstructured.Unstructured {
		return &unstructured.Unstructured{Object: map[string]any{"apiVersion": "example.com/v1", "kind": "Widget",
			"metadata": map[string]any{"namespace": "ns", "name": name, "labels": map[string]any{"app": "x"}}}}
	}
	c, d := widget("c"), widget("d")
	nested := reflect.ValueOf(c.Object["metadata"].(map[string]any)["labels"]).UnsafePointer()
	if err := u.replace([]runtime.Object{c, d}, 3); err != nil {
		t.Fatal(err)
	}
	if reflect.ValueOf(c.Object["metadata"].(map[string]any)["labels"]).UnsafePointer() != nested {
		t.Errorf("got an Unstructured object's nested labels built anew; want them left alone")
	}
	if e := u.sorted; len(e) != 2 || mapID(e[0].Labels) != mapID(e[1].Labels) || !maps.Equal(e[0].Labels, map[string]string{"app": "x"}) {
		t.Errorf("got the Unstructured objects' elements' labels %v and %v in two maps; want app=x in one", e[0].Labels, e[1].Labels)
	}
}

// TestSharedLabelsThroughWatch: objects that come to a running cache
// through its watch (creates, and an update that changes the labels)
// share one map per set, and a list from the cache still selects by them.
func TestSharedLabelsThroughWatch(t *testing.T) {
	ctx := context.Background()
	c := newTestCacher(t, func(c *Config) { c.GroupResource.Resource = "shared-labels" })
	var last string
	for i := range 4 {
		cm := storagetesting.NewConfigMap("shared", fmt.Sprintf("cm-%d", i), "v", "app", "web")
		out := &corev1.ConfigMap{}
		if err := c.Create(ctx, "/configmaps/shared/"+cm.Name, cm, out, 0); err != nil {
			t.Fatal(err)
		}
		last = out.ResourceVersion
	}
	out := &corev1.ConfigMap{}
	err := c.GuaranteedUpdate(ctx, "/configmaps/shared/cm-3", out, false, nil, func(input runtime.Object, _ storage.ResponseMeta) (runtime.Object, *uint64, error) {
		cm := input.(*corev1.ConfigMap)
		cm.Labels = map[string]string{"app": "db"}
		return cm, nil, nil
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	last = out.ResourceVersion
	rv, _ := storage.APIObjectVersioner{}.ParseResourceVersion(last)
	if err := c.waitUntilFresh(ctx, rv); err != nil {
		t.Fatal(err)
	}
	c.watchCache.RLock()
	var ids []uintptr
	for _, e := range c.watchCache.sorted {
		ids = append(ids, mapID(e.Object.(*corev1.ConfigMap).Labels))
	}
	c.watchCache.RUnlock()
	if len(ids) != 4 || ids[0] != ids[1] || ids[1] != ids[2] || ids[2] == ids[3] {
		t.Errorf("got label maps %v; want the first three one map, the fourth another", ids)
	}
	list := &corev1.ConfigMapList{}
	sel, _ := labels.Parse("app=web")
	pred := storage.Everything
	pred.Label = sel
	if err := c.GetList(ctx, "/configmaps/shared", storage.ListOptions{ResourceVersion: "0", Recursive: true, Predicate: pred}, list); err != nil {
		t.Fatal(err)
	}
	if len(list.Items) != 3 {
		t.Errorf("app=web listed %d objects; want 3", len(list.Items))
	}
}

// BenchmarkShareLabels shares the labels of 100,000 ConfigMaps of six
// label sets, on two goroutines, as a replace on two cores does; the
// time per object is what sharing adds to a cache's first list.
func BenchmarkShareLabels(b *testing.B) {
	const n = 100_000
	objs := make([]*corev1.ConfigMap, n)
	for i := range objs {
		objs[i] = storagetesting.NewConfigMap("ns", fmt.Sprintf("cm-%06d", i), "v", "tier", fmt.Sprint(i%6), "app", "compare")
	}
	for b.Loop() {
		var t labelMaps
		done := make(chan struct{})
		for g := range 2 {
			go func() {
				for i := g; i < n; i += 2 {
					t.share(objs[i], objs[i].Labels)
				}
				done <- struct{}{}
			}()
		}
		<-done
		<-done
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/object")
}
