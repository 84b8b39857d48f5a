package handlers

import (
	"bufio"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/legacyregistry"
)

// Every event a watch sends is counted under the watched kind.
func TestWatchEventsCounted(t *testing.T) {
	before := watchEventsOf(t, "ConfigMap")
	s := seededConfigMaps()
	w := watch.NewFake()
	s.watcher = w
	resp := startWatch(t, ListResource(s, s, configMapScope(s), false, time.Minute),
		"/api/v1/namespaces/demo/configmaps?resourceVersion=220&watch=true", "application/json")
	r := bufio.NewReader(resp.Body)
	w.Add(configMap("demo", "c5", nil))
	nextEvent(t, r)
	w.Delete(configMap("demo", "c5", nil))
	nextEvent(t, r)
	w.Stop()
	if got := watchEventsOf(t, "ConfigMap") - before; got != 2 {
		t.Errorf("apiserver_watch_events_total{kind=ConfigMap} grew by %v; want 2", got)
	}
}

// watchEventsOf reads apiserver_watch_events_total{kind} back from the
// registry /metrics serves (0 before the first watch registers it).
func watchEventsOf(t *testing.T, kind string) float64 {
	t.Helper()
	families, err := legacyregistry.DefaultGatherer.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range families {
		if f.GetName() != "apiserver_watch_events_total" {
			continue
		}
		for _, m := range f.GetMetric() {
			for _, l := range m.GetLabel() {
				if l.GetName() == "kind" && l.GetValue() == kind {
					return m.GetCounter().GetValue()
				}
			}
		}
	}
	return 0
}
