// Package testutil reads metrics back from the registry /metrics serves,
// for tests: one series by its name and exact labels.
//
// Stage 06 adds it (its request metrics and stage 03's etcd metrics are
// tested through it). Upstream counterpart:
// k8s.io/component-base/metrics/testutil (GetCounterMetricValue,
// GetHistogramMetricCount ...), which compares whole text expositions
// too; left out here.
package testutil
