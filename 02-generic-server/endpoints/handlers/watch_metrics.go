package handlers

import (
	"sync"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/legacyregistry"
)

// The watch handler's metrics, with upstream's names, help and labels:
// how many events every watch sent, and how large they were, by the
// kind watched. They count every watch, served from the watch cache or
// from etcd. Registered on first use, so a server that never watches
// publishes no series.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics (WatchEvents, WatchEventsSizes).
var (
	watchEvents = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "apiserver", Name: "watch_events_total",
		Help: "Number of events sent in watch clients",
	}, []string{"group", "version", "kind"})
	watchEventsSizes = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Namespace: "apiserver", Name: "watch_events_sizes",
		Help:    "Watch event size distribution in bytes",
		Buckets: prometheus.ExponentialBuckets(1024, 2.0, 8), // 1K, 2K, 4K, 8K, ..., 128K.
	}, []string{"group", "version", "kind"})
	registerWatchMetrics sync.Once
)

// watchEventRecorder counts the events of one watch, its series looked
// up once.
type watchEventRecorder struct {
	events prometheus.Counter
	sizes  prometheus.Observer
}

// newWatchEventRecorder returns the recorder of a watch of kind.
func newWatchEventRecorder(kind schema.GroupVersionKind) watchEventRecorder {
	registerWatchMetrics.Do(func() { legacyregistry.MustRegister(watchEvents, watchEventsSizes) })
	return watchEventRecorder{
		events: watchEvents.WithLabelValues(kind.Group, kind.Version, kind.Kind),
		sizes:  watchEventsSizes.WithLabelValues(kind.Group, kind.Version, kind.Kind),
	}
}

// record counts one event of size bytes.
func (r watchEventRecorder) record(size int) {
	r.events.Inc()
	r.sizes.Observe(float64(size))
}
