package legacyregistry

import (
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

var (
	defaultRegistry = prometheus.NewRegistry()

	// DefaultGatherer reads every registered metric.
	// Upstream: k8s.io/component-base/metrics/legacyregistry.DefaultGatherer.
	DefaultGatherer prometheus.Gatherer = defaultRegistry
	// Registerer adds metrics to the registry.
	// Upstream: k8s.io/component-base/metrics/legacyregistry.Registerer.
	Registerer prometheus.Registerer = defaultRegistry
)

func init() {
	defaultRegistry.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		newBuildInfo(),
	)
}

// MustRegister registers collectors and panics if one is already registered.
// Upstream: k8s.io/component-base/metrics/legacyregistry.MustRegister.
func MustRegister(cs ...prometheus.Collector) { defaultRegistry.MustRegister(cs...) }

// Register registers one collector.
// Upstream: k8s.io/component-base/metrics/legacyregistry.Register.
func Register(c prometheus.Collector) error { return defaultRegistry.Register(c) }

// Handler serves the registry in the Prometheus text format.
// Upstream: k8s.io/component-base/metrics/legacyregistry.Handler.
func Handler() http.Handler {
	return promhttp.HandlerFor(defaultRegistry, promhttp.HandlerOpts{ErrorHandling: promhttp.HTTPErrorOnError})
}
