package cacher

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

// valueAttrs is DefaultNamespaceScopedAttr plus data.value, a field that
// changes on update, so that an object can start and stop matching a
// field selector.
func valueAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	l, f, err := storage.DefaultNamespaceScopedAttr(obj)
	if err != nil {
		return nil, nil, err
	}
	f["data.value"] = obj.(*corev1.ConfigMap).Data["value"]
	return l, f, nil
}

// setValue updates the ConfigMap ns/name's data.value.
func setValue(ctx context.Context, t *testing.T, c *Cacher, ns, name, value string) string {
	t.Helper()
	return update(ctx, t, c, ns, name, func(cm *corev1.ConfigMap) { cm.Data = map[string]string{"value": value} })
}

// update changes the ConfigMap ns/name with change and returns its new
// resourceVersion.
func update(ctx context.Context, t *testing.T, c *Cacher, ns, name string, change func(*corev1.ConfigMap)) string {
	t.Helper()
	out := &corev1.ConfigMap{}
	err := c.GuaranteedUpdate(ctx, storagetesting.Key(ns, name), out, false, nil,
		func(in runtime.Object, _ storage.ResponseMeta) (runtime.Object, *uint64, error) {
			cm := in.(*corev1.ConfigMap).DeepCopy()
			change(cm)
			return cm, nil, nil
		}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out.ResourceVersion
}

// eventsOf reads n events of w as "TYPE name", or fails.
func eventsOf(t *testing.T, w watch.Interface, n int) []string {
	t.Helper()
	var got []string
	timeout := time.After(5 * time.Second)
	for len(got) < n {
		select {
		case e, ok := <-w.ResultChan():
			if !ok {
				t.Fatalf("watch closed after %v; want %d events", got, n)
			}
			cm, ok := e.Object.(*corev1.ConfigMap)
			if !ok {
				t.Fatalf("got %v %T after %v; want a ConfigMap", e.Type, e.Object, got)
			}
			got = append(got, fmt.Sprintf("%s %s", e.Type, cm.Name))
		case <-timeout:
			t.Fatalf("got %v; want %d events", got, n)
		}
	}
	return got
}

// TestFieldSelectorsOnDemand: the cache keeps no field sets, in its
// elements or in the ring's events; lists and watches with field
// selectors still select exactly what they did. A watch registered
// before the changes (handed events with their fields) and one replaying
// the same changes from the ring afterwards (events without fields:
// computed by the watcher) see the same events:
// ADDED when an object starts matching, MODIFIED while it matches,
// DELETED when it stops. The count of field-selecting watchers goes back
// to zero when they stop.
func TestFieldSelectorsOnDemand(t *testing.T) {
	ctx := context.Background()
	c := newTestCacher(t, func(c *Config) { c.GetAttrsFunc = valueAttrs })
	for _, n := range []string{"a", "b"} {
		create(ctx, t, c, "f", n, "tier", "web")
	}
	setValue(ctx, t, c, "f", "b", "x")
	create(ctx, t, c, "f", "c", "tier", "db")
	setValue(ctx, t, c, "f", "c", "x")

	// Lists: a field selector, and a field selector with a label selector.
	valueX := fields.OneTermEqualSelector("data.value", "x")
	for _, tc := range []struct {
		name string
		pred storage.SelectionPredicate
		want []string
	}{
		{"field", storage.SelectionPredicate{Label: labels.Everything(), Field: valueX}, []string{"b", "c"}},
		{"field and label", storage.SelectionPredicate{Label: labels.SelectorFromSet(labels.Set{"tier": "web"}), Field: valueX}, []string{"b"}},
		{"field not equal", storage.SelectionPredicate{Label: labels.Everything(), Field: fields.ParseSelectorOrDie("data.value!=x")}, []string{"a"}},
		{"metadata.name", storage.SelectionPredicate{Field: fields.OneTermEqualSelector("metadata.name", "a")}, []string{"a"}},
	} {
		for _, rv := range []string{"", "0"} {
			list := &corev1.ConfigMapList{}
			if err := c.GetList(ctx, "/configmaps/f", storage.ListOptions{Recursive: true, ResourceVersion: rv, Predicate: tc.pred}, list); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, cm := range list.Items {
				got = append(got, cm.Name)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("list %s, rv %q: got %v; want %v", tc.name, rv, got, tc.want)
			}
		}
	}

	// The same changes, seen live and replayed.
	change := func() {
		setValue(ctx, t, c, "f", "a", "x")                                                   // a starts matching
		setValue(ctx, t, c, "f", "b", "y")                                                   // b stops
		update(ctx, t, c, "f", "a", func(cm *corev1.ConfigMap) { cm.Labels["tier"] = "db" }) // a still matches
		if err := c.Delete(ctx, storagetesting.Key("f", "c"), &corev1.ConfigMap{}, nil, storage.ValidateAllObjectFunc, nil, storage.DeleteOptions{}); err != nil {
			t.Fatal(err) // c matched: DELETED
		}
	}
	want := []string{"ADDED a", "DELETED b", "MODIFIED a", "DELETED c"}
	watchX := func(rv string) watch.Interface {
		w, err := c.Watch(ctx, "/configmaps/f", storage.ListOptions{ResourceVersion: rv, Recursive: true,
			Predicate: storage.SelectionPredicate{Label: labels.Everything(), Field: valueX, GetAttrs: valueAttrs}})
		if err != nil {
			t.Fatal(err)
		}
		return w
	}
	fieldWatchers := func() int {
		c.watchCache.RLock()
		defer c.watchCache.RUnlock()
		return c.watchCache.fieldWatchers
	}

	before := create(ctx, t, c, "f", "d").ResourceVersion
	live := watchX(before)
	if n := fieldWatchers(); n != 1 {
		t.Errorf("field-selecting watchers: got %d; want 1", n)
	}
	change()
	if got := eventsOf(t, live, len(want)); !slices.Equal(got, want) {
		t.Errorf("live watch: got %v; want %v", got, want)
	}
	ringHasNoFields := func(when string) {
		t.Helper()
		c.watchCache.RLock()
		events, err := c.watchCache.eventsSinceLocked(mustRV(t, before))
		c.watchCache.RUnlock()
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range events {
			if e.ObjFields != nil || e.PrevObjFields != nil {
				t.Errorf("%s: ring event at %d: got fields %v, %v; want none", when, e.ResourceVersion, e.ObjFields, e.PrevObjFields)
			}
		}
	}
	ringHasNoFields("with a field-selecting watcher")
	live.Stop()
	if n := fieldWatchers(); n != 0 {
		t.Errorf("field-selecting watchers after Stop: got %d; want 0", n)
	}

	// No field-selecting watcher now: the changes are only in the ring.
	setValue(ctx, t, c, "f", "a", "y")
	if err := c.waitUntilFresh(ctx, mustRV(t, setValue(ctx, t, c, "f", "b", "x"))); err != nil {
		t.Fatal(err)
	}
	ringHasNoFields("with no field-selecting watcher")
	replayed := watchX(before)
	defer replayed.Stop()
	want = append(want, "DELETED a", "ADDED b")
	if got := eventsOf(t, replayed, len(want)); !slices.Equal(got, want) {
		t.Errorf("replayed watch: got %v; want %v", got, want)
	}

	// A watch of one key computes the fields of its key's events itself:
	// it is not counted, and the dispatch computes nothing for it.
	counted := fieldWatchers() // the replaying watch
	one, err := c.Watch(ctx, storagetesting.Key("f", "a"), storage.ListOptions{ResourceVersion: before,
		Predicate: storage.SelectionPredicate{Label: labels.Everything(), Field: valueX, GetAttrs: valueAttrs}})
	if err != nil {
		t.Fatal(err)
	}
	defer one.Stop()
	if n := fieldWatchers(); n != counted {
		t.Errorf("field-selecting watchers with a watch of one key: got %d; want %d", n, counted)
	}
	if got, want := eventsOf(t, one, 3), []string{"ADDED a", "MODIFIED a", "DELETED a"}; !slices.Equal(got, want) {
		t.Errorf("watch of one key: got %v; want %v", got, want)
	}

	// Initial events of a watch from "0" (the cached objects) are
	// selected the same way: b alone has data.value=x now.
	fromZero := watchX("0")
	defer fromZero.Stop()
	if got := eventsOf(t, fromZero, 1); !slices.Equal(got, []string{"ADDED b"}) {
		t.Errorf("watch from 0: got %v; want [ADDED b]", got)
	}
}

// TestFieldIndexFollowsUpdates: the field indexes compute each object's
// fields as it enters and leaves them (elements keep none): an object
// whose indexed field changes moves from one value's keys to the other's,
// a deleted one leaves, and a re-list rebuilds the same index.
func TestFieldIndexFollowsUpdates(t *testing.T) {
	ctx := context.Background()
	c := newTestCacher(t, func(c *Config) {
		c.GetAttrsFunc = valueAttrs
		c.IndexedFields = []string{"data.value"}
	})
	for _, n := range []string{"a", "b", "c"} {
		create(ctx, t, c, "i", n)
	}
	setValue(ctx, t, c, "i", "a", "x")
	setValue(ctx, t, c, "i", "b", "x")
	setValue(ctx, t, c, "i", "a", "y")
	if err := c.Delete(ctx, storagetesting.Key("i", "b"), &corev1.ConfigMap{}, nil, storage.ValidateAllObjectFunc, nil, storage.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	last := setValue(ctx, t, c, "i", "c", "x")
	check := func(when string) {
		t.Helper()
		for value, want := range map[string][]string{"x": {"/configmaps/i/c"}, "y": {"/configmaps/i/a"}, "v": nil} {
			c.watchCache.RLock()
			keys, indexed := c.watchCache.indexedKeysLocked("/configmaps/", fields.OneTermEqualSelector("data.value", value))
			c.watchCache.RUnlock()
			if !indexed || !slices.Equal(keys, want) {
				t.Errorf("%s: index data.value=%s: got %v (used %v); want %v", when, value, keys, indexed, want)
			}
		}
	}
	if err := c.waitUntilFresh(ctx, mustRV(t, last)); err != nil {
		t.Fatal(err)
	}
	check("after the events")
	c.watchCache.RLock()
	objs := make([]runtime.Object, 0, len(c.watchCache.sorted))
	for _, e := range c.watchCache.sorted {
		objs = append(objs, e.Object)
	}
	rv := c.watchCache.resourceVersion
	c.watchCache.RUnlock()
	if err := c.watchCache.replace(objs, rv); err != nil {
		t.Fatal(err)
	}
	check("after a re-list")
}
