package metrics

import (
	"errors"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/testutil"
)

// TestRecordEtcdRequest: each call counts one request and observes one
// latency; only failed calls count an error. Counters are process-wide,
// so the test measures what it adds.
func TestRecordEtcdRequest(t *testing.T) {
	Register()
	Register() // a second call must not panic on duplicate registration
	gr := schema.GroupResource{Group: "apps", Resource: "record-test"}
	tests := []struct {
		name                      string
		err                       error
		wantCount, wantErrorCount float64
	}{
		{name: "success", wantCount: 1},
		{name: "failure", err: errors.New("etcdserver: request timed out"), wantCount: 1, wantErrorCount: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			countBefore := value(t, "etcd_requests_total", "get", gr)
			errorsBefore := value(t, "etcd_request_errors_total", "get", gr)
			samplesBefore := value(t, "etcd_request_duration_seconds", "get", gr)
			RecordEtcdRequest("get", gr, tt.err, time.Now().Add(-30*time.Millisecond))
			if got := value(t, "etcd_requests_total", "get", gr) - countBefore; got != tt.wantCount {
				t.Errorf("etcd_requests_total grew by %v; want %v", got, tt.wantCount)
			}
			if got := value(t, "etcd_request_errors_total", "get", gr) - errorsBefore; got != tt.wantErrorCount {
				t.Errorf("etcd_request_errors_total grew by %v; want %v", got, tt.wantErrorCount)
			}
			if got := value(t, "etcd_request_duration_seconds", "get", gr) - samplesBefore; got != 1 {
				t.Errorf("etcd_request_duration_seconds samples grew by %v; want 1", got)
			}
		})
	}
}

// TestLatencyBuckets: the histogram has upstream's 23 buckets.
func TestLatencyBuckets(t *testing.T) {
	Register()
	gr := schema.GroupResource{Resource: "buckets-test"}
	RecordEtcdRequest("list", gr, nil, time.Now())
	m, ok := find(t, "etcd_request_duration_seconds", "list", gr)
	if !ok {
		t.Fatal("no etcd_request_duration_seconds series for list buckets-test")
	}
	buckets := m.buckets
	if got, want := len(buckets), 23; got != want {
		t.Fatalf("got %d buckets; want %d", got, want)
	}
	if got, want := buckets[0], 0.005; got != want {
		t.Errorf("got first bucket %v; want %v", got, want)
	}
	if got, want := buckets[22], 60.0; got != want {
		t.Errorf("got last bucket %v; want %v", got, want)
	}
}

// sample is what the tests read of one series.
type sample struct {
	value   float64   // a counter's value, or a histogram's sample count
	buckets []float64 // a histogram's upper bounds
}

// value returns the counter value, or a histogram's sample count, of the
// series name{operation, group, resource} in the server's registry; 0 if
// there is none.
func value(t *testing.T, name, operation string, gr schema.GroupResource) float64 {
	t.Helper()
	m, _ := find(t, name, operation, gr)
	return m.value
}

// find reads the series name{operation, group, resource} from the
// server's registry (what /metrics serves).
func find(t *testing.T, name, operation string, gr schema.GroupResource) (sample, bool) {
	t.Helper()
	s, found, err := testutil.Find(name, map[string]string{"operation": operation, "group": gr.Group, "resource": gr.Resource})
	if err != nil {
		t.Fatal(err)
	}
	return sample{value: s.Value, buckets: s.Buckets}, found
}
