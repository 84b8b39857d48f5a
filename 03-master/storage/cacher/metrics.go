package cacher

import (
	"sync"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/legacyregistry"
)

// The watch cache's metrics, with upstream's names, help and labels,
// registered with the server's registry (served at /metrics) by the
// first NewCacherFromConfig.
// Upstream: k8s.io/apiserver/pkg/storage/cacher/metrics. Upstream's
// later releases label the watch cache's series {group, resource}; ours
// carry resource="<resource>.<group>" (GroupResource.String()), as
// upstream's did before, and the list series {resource_prefix, index}.
// apiserver_watch_events_total and _sizes are counted where upstream
// counts them, in the watch handler (02-generic-server/endpoints/handlers),
// for every watch, cached or not.
var (
	listCacheCount = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "apiserver", Name: "cache_list_total",
		Help: "Number of LIST requests served from watch cache",
	}, []string{"resource_prefix", "index"})
	listCacheNumFetched = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "apiserver", Name: "cache_list_fetched_objects_total",
		Help: "Number of objects read from watch cache in the course of serving a LIST request",
	}, []string{"resource_prefix", "index"})
	listCacheNumReturned = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "apiserver", Name: "cache_list_returned_objects_total",
		Help: "Number of objects returned for a LIST request from watch cache",
	}, []string{"resource_prefix"})
	eventsCounter = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "apiserver", Subsystem: "watch_cache", Name: "events_dispatched_total",
		Help: "Counter of events dispatched in watch cache broken by resource type.",
	}, []string{"resource"})
	eventsReceivedCounter = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "apiserver", Subsystem: "watch_cache", Name: "events_received_total",
		Help: "Counter of events received in watch cache broken by resource type.",
	}, []string{"resource"})
	initCounter = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "apiserver", Subsystem: "watch_cache", Name: "initializations_total",
		Help: "Counter of watch cache initializations broken by resource type.",
	}, []string{"resource"})
	watchCacheResourceVersion = prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Namespace: "apiserver", Subsystem: "watch_cache", Name: "resource_version",
		Help: "Current resource version of watch cache broken by resource type.",
	}, []string{"resource"})
	watchCacheCapacity = prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Namespace: "apiserver", Subsystem: "watch_cache", Name: "capacity",
		Help: "Total capacity of watch cache broken by resource type.",
	}, []string{"resource"})
	watchCacheCapacityIncreaseTotal = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "apiserver", Name: "watch_cache_capacity_increase_total",
		Help: "Total number of watch cache capacity increase events broken by resource type.",
	}, []string{"resource"})
	watchCacheCapacityDecreaseTotal = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "apiserver", Name: "watch_cache_capacity_decrease_total",
		Help: "Total number of watch cache capacity decrease events broken by resource type.",
	}, []string{"resource"})

	terminatedWatchersCounter = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "apiserver", Name: "terminated_watchers_total",
		Help: "Counter of watchers closed due to unresponsiveness broken by resource type.",
	}, []string{"resource"})

	registerMetricsOnce sync.Once
)

// registerMetrics adds the metrics to the server's registry, once.
// Upstream: k8s.io/apiserver/pkg/storage/cacher/metrics.Register.
func registerMetrics() {
	registerMetricsOnce.Do(func() {
		legacyregistry.MustRegister(listCacheCount, listCacheNumFetched, listCacheNumReturned,
			eventsCounter, eventsReceivedCounter, initCounter, watchCacheResourceVersion, watchCacheCapacity,
			watchCacheCapacityIncreaseTotal, watchCacheCapacityDecreaseTotal, terminatedWatchersCounter)
	})
}

// cacheMetrics are one Cacher's series, resolved once so that the event
// path only increments.
type cacheMetrics struct {
	resourcePrefix     string
	dispatched         prometheus.Counter
	terminatedWatchers prometheus.Counter
	received           prometheus.Counter
	initializations    prometheus.Counter
	resourceVersion    prometheus.Gauge
	capacity           prometheus.Gauge
	capacityIncrease   prometheus.Counter
	capacityDecrease   prometheus.Counter
}

func newCacheMetrics(resource, resourcePrefix string, capacity int) *cacheMetrics {
	watchCacheCapacity.WithLabelValues(resource).Set(float64(capacity))
	return &cacheMetrics{
		resourcePrefix:     resourcePrefix,
		dispatched:         eventsCounter.WithLabelValues(resource),
		terminatedWatchers: terminatedWatchersCounter.WithLabelValues(resource),
		received:           eventsReceivedCounter.WithLabelValues(resource),
		initializations:    initCounter.WithLabelValues(resource),
		resourceVersion:    watchCacheResourceVersion.WithLabelValues(resource),
		capacity:           watchCacheCapacity.WithLabelValues(resource),
		capacityIncrease:   watchCacheCapacityIncreaseTotal.WithLabelValues(resource),
		capacityDecrease:   watchCacheCapacityDecreaseTotal.WithLabelValues(resource),
	}
}

// recordCapacityChange follows a resize of the ring.
// Upstream: k8s.io/apiserver/pkg/storage/cacher/metrics.RecordsWatchCacheCapacityChange.
func (m *cacheMetrics) recordCapacityChange(old, capacity int) {
	m.capacity.Set(float64(capacity))
	if old < capacity {
		m.capacityIncrease.Inc()
	} else {
		m.capacityDecrease.Inc()
	}
}

// recordList counts one LIST served from the cache: the objects walked
// (fetched) and those returned; index is the indexed field used, or "".
// Upstream: k8s.io/apiserver/pkg/storage/cacher/metrics.RecordListCacheMetrics.
func (m *cacheMetrics) recordList(index string, fetched, returned int) {
	if m == nil {
		return
	}
	listCacheCount.WithLabelValues(m.resourcePrefix, index).Inc()
	listCacheNumFetched.WithLabelValues(m.resourcePrefix, index).Add(float64(fetched))
	listCacheNumReturned.WithLabelValues(m.resourcePrefix).Add(float64(returned))
}
