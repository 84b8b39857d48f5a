package routes

import (
	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/legacyregistry"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server/mux"
)

// DefaultMetrics serves /metrics from the process-wide registry.
// Upstream: k8s.io/apiserver/pkg/server/routes.DefaultMetrics.
type DefaultMetrics struct{}

// Install adds /metrics to the mux.
// Upstream: k8s.io/apiserver/pkg/server/routes.DefaultMetrics.Install.
func (m DefaultMetrics) Install(c *mux.PathRecorderMux) {
	c.Handle("/metrics", legacyregistry.Handler())
}
