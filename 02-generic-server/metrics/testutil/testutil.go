package testutil

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/legacyregistry"
)

// Sample is what a test reads of one series.
type Sample struct {
	// Value is a counter's or gauge's value, or a histogram's sample count.
	Value float64
	// Sum is a histogram's sample sum.
	Sum float64
	// Buckets are a histogram's upper bounds.
	Buckets []float64
}

// Find returns the series name{labels} of the default registry, whose
// labels are exactly labels, and whether there is one.
// Upstream: k8s.io/component-base/metrics/testutil.GetCounterMetricValue
// and its siblings, one per metric type.
func Find(name string, labels map[string]string) (Sample, bool, error) {
	return FindIn(legacyregistry.DefaultGatherer, name, labels)
}

// FindIn is Find on any gatherer.
func FindIn(g prometheus.Gatherer, name string, labels map[string]string) (Sample, bool, error) {
	families, err := g.Gather()
	if err != nil {
		return Sample{}, false, err
	}
	for _, f := range families {
		if f.GetName() != name {
			continue
		}
	series:
		for _, m := range f.GetMetric() {
			if len(m.GetLabel()) != len(labels) {
				continue
			}
			for _, l := range m.GetLabel() {
				if v, ok := labels[l.GetName()]; !ok || v != l.GetValue() {
					continue series
				}
			}
			switch {
			case m.GetHistogram() != nil:
				h := m.GetHistogram()
				out := Sample{Value: float64(h.GetSampleCount()), Sum: h.GetSampleSum()}
				for _, b := range h.GetBucket() {
					out.Buckets = append(out.Buckets, b.GetUpperBound())
				}
				return out, true, nil
			case m.GetGauge() != nil:
				return Sample{Value: m.GetGauge().GetValue()}, true, nil
			}
			return Sample{Value: m.GetCounter().GetValue()}, true, nil
		}
	}
	return Sample{}, false, nil
}
