package testutil

import (
	"testing"

	"github.com/prometheus/client_golang/prometheus"
)

func TestFindIn(t *testing.T) {
	reg := prometheus.NewRegistry()
	c := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "requests_total"}, []string{"verb"})
	h := prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "duration_seconds", Buckets: []float64{1, 2}}, []string{"verb"})
	reg.MustRegister(c, h)
	c.WithLabelValues("GET").Add(3)
	h.WithLabelValues("GET").Observe(1.5)

	tests := []struct {
		name   string
		labels map[string]string
		want   Sample
		found  bool
	}{
		{"requests_total", map[string]string{"verb": "GET"}, Sample{Value: 3}, true},
		{"requests_total", map[string]string{"verb": "PUT"}, Sample{}, false},
		{"requests_total", map[string]string{}, Sample{}, false},
		{"duration_seconds", map[string]string{"verb": "GET"}, Sample{Value: 1, Sum: 1.5, Buckets: []float64{1, 2}}, true},
	}
	for _, tt := range tests {
		got, found, err := FindIn(reg, tt.name, tt.labels)
		if err != nil || found != tt.found || got.Value != tt.want.Value || got.Sum != tt.want.Sum || len(got.Buckets) != len(tt.want.Buckets) {
			t.Errorf("%s%v: got %+v, %v, %v; want %+v, %v", tt.name, tt.labels, got, found, err, tt.want, tt.found)
		}
	}
}
