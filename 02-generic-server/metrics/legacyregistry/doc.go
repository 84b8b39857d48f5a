// Package legacyregistry is the process-wide Prometheus registry that
// /metrics serves. Later stages register their metrics here (request
// counts, latencies, etcd object counts ...).
//
// Stage 02 adds it with what every Kubernetes component exposes from the
// start: the Go runtime and process collectors and kubernetes_build_info.
//
// Upstream counterpart: k8s.io/component-base/metrics/legacyregistry (and,
// for kubernetes_build_info, k8s.io/component-base/metrics/prometheus/version).
// Left out: stability levels ([ALPHA], [STABLE]), hidden and deprecated
// metrics, and Reset (upstream's DELETE /metrics); we use
// prometheus/client_golang directly instead of component-base's wrappers.
package legacyregistry
