package metrics

import (
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/legacyregistry"
)

// The etcd request series. The latency buckets are the API server's own
// request buckets (apiserver_request_duration_seconds), so the two
// latencies can be compared bucket by bucket.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3/metrics (etcdRequestLatency,
// etcdRequestCounts, etcdRequestErrorCounts).
var (
	etcdRequestLatency = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "etcd_request_duration_seconds",
		Help: "Etcd request latency in seconds for each operation and object type.",
		Buckets: []float64{0.005, 0.025, 0.05, 0.1, 0.2, 0.4, 0.6, 0.8, 1.0, 1.25, 1.5, 2, 3,
			4, 5, 6, 8, 10, 15, 20, 30, 45, 60},
	}, []string{"operation", "group", "resource"})
	etcdRequestCounts = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "etcd_requests_total",
		Help: "Etcd request counts for each operation and object type.",
	}, []string{"operation", "group", "resource"})
	etcdRequestErrorCounts = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "etcd_request_errors_total",
		Help: "Etcd failed request counts for each operation and object type.",
	}, []string{"operation", "group", "resource"})

	registerMetrics sync.Once
)

// Register adds the metrics to the server's registry (what /metrics
// serves), once; later calls do nothing. Upstream calls it when /metrics
// is installed (k8s.io/apiserver/pkg/server/routes.DefaultMetrics); stage
// 02, which installs /metrics, cannot import stage 03, so the etcd3 store
// calls it from New.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3/metrics.Register.
func Register() {
	registerMetrics.Do(func() {
		legacyregistry.MustRegister(etcdRequestLatency, etcdRequestCounts, etcdRequestErrorCounts)
	})
}

// RecordEtcdRequest records one etcd request of the store of
// groupResource: its latency since startTime, its count, and, when err is
// not nil, its failure. verb is the operation label ("get", "list",
// "create", "update", "delete", "listWithCount",
// "getCurrentResourceVersion"). A transaction whose condition fails (an
// update that lost a race) is not an error: etcd answered.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3/metrics.RecordEtcdRequest.
func RecordEtcdRequest(verb string, groupResource schema.GroupResource, err error, startTime time.Time) {
	etcdRequestLatency.WithLabelValues(verb, groupResource.Group, groupResource.Resource).Observe(time.Since(startTime).Seconds())
	etcdRequestCounts.WithLabelValues(verb, groupResource.Group, groupResource.Resource).Inc()
	if err != nil {
		etcdRequestErrorCounts.WithLabelValues(verb, groupResource.Group, groupResource.Resource).Inc()
	}
}
