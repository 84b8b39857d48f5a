package cacher

import (
	"context"
	"testing"
	"time"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/legacyregistry"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// TestMetrics: the watch cache's series move as it lists, receives and
// dispatches events and serves lists, and the server's registry (what
// /metrics serves) has them under upstream's names.
func TestMetrics(t *testing.T) {
	ctx := context.Background()
	// A resource label of its own: the other tests' cachers are "configmaps".
	gr := schema.GroupResource{Group: "metrics.test", Resource: "configmaps"}
	resource := gr.String()
	listsBefore := value(t, "apiserver_cache_list_total", "resource_prefix", "/configmaps", "index", "")
	indexedBefore := value(t, "apiserver_cache_list_total", "resource_prefix", "/configmaps", "index", "metadata.name")
	fetchedBefore := value(t, "apiserver_cache_list_fetched_objects_total", "resource_prefix", "/configmaps", "index", "")
	returnedBefore := value(t, "apiserver_cache_list_returned_objects_total", "resource_prefix", "/configmaps")
	// Counters are process-wide: measure what this test adds, so it also
	// passes under -count=N.
	initsBefore := value(t, "apiserver_watch_cache_initializations_total", "resource", resource)
	receivedBefore := value(t, "apiserver_watch_cache_events_received_total", "resource", resource)
	dispatchedBefore := value(t, "apiserver_watch_cache_events_dispatched_total", "resource", resource)

	c := newTestCacher(t, func(c *Config) {
		c.GroupResource = gr
		c.EventsHistorySize = 77
		c.IndexedFields = []string{"metadata.name"}
	})
	if got := value(t, "apiserver_watch_cache_initializations_total", "resource", resource) - initsBefore; got != 1 {
		t.Errorf("initializations_total = %v; want 1", got)
	}
	if got := value(t, "apiserver_watch_cache_capacity", "resource", resource); got != 77 {
		t.Errorf("capacity = %v; want 77", got)
	}

	w, err := c.Watch(ctx, "/configmaps/m", storage.ListOptions{ResourceVersion: "", Recursive: true, Predicate: storage.Everything})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	var last *corev1.ConfigMap
	for _, name := range []string{"a", "b", "c"} {
		last = create(ctx, t, c, "m", name, "tier", "web")
	}
	for range 3 {
		select {
		case <-w.ResultChan():
		case <-time.After(10 * time.Second):
			t.Fatal("no event")
		}
	}
	if got := value(t, "apiserver_watch_cache_events_received_total", "resource", resource) - receivedBefore; got != 3 {
		t.Errorf("events_received_total = %v; want 3", got)
	}
	if got := value(t, "apiserver_watch_cache_events_dispatched_total", "resource", resource) - dispatchedBefore; got != 3 {
		t.Errorf("events_dispatched_total = %v; want 3", got)
	}
	if got, want := value(t, "apiserver_watch_cache_resource_version", "resource", resource), float64(mustRV(t, last.ResourceVersion)); got < want {
		t.Errorf("resource_version = %v; want at least %v", got, want)
	}

	// A full list walks and returns 3; a selected one by the name index
	// walks only the one key it returns.
	if err := c.GetList(ctx, "/configmaps/m", storage.ListOptions{Recursive: true, Predicate: storage.Everything}, &corev1.ConfigMapList{}); err != nil {
		t.Fatal(err)
	}
	byName := storage.SelectionPredicate{Field: fields.OneTermEqualSelector("metadata.name", "b")}
	if err := c.GetList(ctx, "/configmaps/m", storage.ListOptions{Recursive: true, Predicate: byName}, &corev1.ConfigMapList{}); err != nil {
		t.Fatal(err)
	}
	if got := value(t, "apiserver_cache_list_total", "resource_prefix", "/configmaps", "index", "") - listsBefore; got < 1 {
		t.Errorf("cache_list_total{index=\"\"} moved by %v; want at least 1", got)
	}
	if got := value(t, "apiserver_cache_list_total", "resource_prefix", "/configmaps", "index", "metadata.name") - indexedBefore; got < 1 {
		t.Errorf("cache_list_total{index=metadata.name} moved by %v; want at least 1", got)
	}
	if got := value(t, "apiserver_cache_list_fetched_objects_total", "resource_prefix", "/configmaps", "index", "") - fetchedBefore; got < 3 {
		t.Errorf("cache_list_fetched_objects_total moved by %v; want at least 3", got)
	}
	if got := value(t, "apiserver_cache_list_returned_objects_total", "resource_prefix", "/configmaps") - returnedBefore; got < 4 {
		t.Errorf("cache_list_returned_objects_total moved by %v; want at least 4", got)
	}

	families, err := legacyregistry.DefaultGatherer.Gather()
	if err != nil {
		t.Fatal(err)
	}
	registered := map[string]bool{}
	for _, f := range families {
		registered[f.GetName()] = true
	}
	for _, name := range []string{
		"apiserver_watch_cache_events_dispatched_total", "apiserver_watch_cache_events_received_total",
		"apiserver_watch_cache_initializations_total", "apiserver_watch_cache_resource_version",
		"apiserver_watch_cache_capacity", "apiserver_cache_list_total",
		"apiserver_cache_list_fetched_objects_total", "apiserver_cache_list_returned_objects_total",
	} {
		if !registered[name] {
			t.Errorf("%s is not in the server's registry", name)
		}
	}
}

// value reads one series from the server's registry (what /metrics
// serves): the counter or gauge name with these label pairs, 0 when the
// series does not exist yet.
func value(t *testing.T, name string, labelPairs ...string) float64 {
	t.Helper()
	families, err := legacyregistry.DefaultGatherer.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range families {
		if f.GetName() != name {
			continue
		}
	metrics:
		for _, m := range f.GetMetric() {
			got := map[string]string{}
			for _, l := range m.GetLabel() {
				got[l.GetName()] = l.GetValue()
			}
			for i := 0; i < len(labelPairs); i += 2 {
				if got[labelPairs[i]] != labelPairs[i+1] {
					continue metrics
				}
			}
			if m.GetCounter() != nil {
				return m.GetCounter().GetValue()
			}
			return m.GetGauge().GetValue()
		}
	}
	return 0
}
