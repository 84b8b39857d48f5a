package metrics

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/testutil"
)

// labels is one series' label set, for reading it back from the registry.
type labels map[string]string

// TestMonitorRequest: one call counts the request under its code,
// observes its latency and, for reads, its size; labels are cleaned from
// the request (LIST by scope, WATCH, APPLY, dry run).
func TestMonitorRequest(t *testing.T) {
	Register()
	tests := []struct {
		name, method, target, contentType string
		verb, scope                       string
		code, size                        int
		wantVerb, wantDryRun              string
		wantSize                          bool
	}{
		{name: "list", method: "GET", target: "/api/v1/namespaces/ns/pods", verb: "LIST", scope: "namespace",
			code: 200, size: 2048, wantVerb: "LIST", wantSize: true},
		{name: "get", method: "GET", target: "/api/v1/namespaces/ns/pods/a", verb: "GET", scope: "resource",
			code: 404, size: 100, wantVerb: "GET", wantSize: true},
		{name: "watch", method: "GET", target: "/api/v1/pods?watch=true", verb: "WATCH", scope: "cluster",
			code: 200, size: 10, wantVerb: "WATCH"},
		{name: "dry-run create", method: "POST", target: "/api/v1/namespaces/ns/pods?dryRun=All", verb: "POST", scope: "resource",
			code: 201, size: 300, wantVerb: "POST", wantDryRun: "All"},
		{name: "apply", method: "PATCH", target: "/api/v1/namespaces/ns/pods/a", contentType: "application/apply-patch+yaml",
			verb: "PATCH", scope: "resource", code: 200, size: 300, wantVerb: "APPLY"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(tt.method, tt.target, nil)
			req.Header.Set("Content-Type", tt.contentType)
			resource := "monitor-" + strings.ReplaceAll(tt.name, " ", "-") // a series of its own
			counted := labels{"verb": tt.wantVerb, "dry_run": tt.wantDryRun, "group": "", "version": "v1",
				"resource": resource, "subresource": "", "scope": tt.scope, "component": APIServerComponent}
			sized := labels{"verb": tt.wantVerb, "group": "", "version": "v1", "resource": resource,
				"subresource": "", "scope": tt.scope, "component": APIServerComponent}
			withCode := with(counted, "code", strconv.Itoa(tt.code))
			countBefore := value(t, "apiserver_request_total", withCode)
			latencyBefore := value(t, "apiserver_request_duration_seconds", counted)
			sizeBefore := value(t, "apiserver_response_sizes", sized)

			MonitorRequest(req, tt.verb, "", "v1", resource, "", tt.scope, APIServerComponent, tt.code, tt.size, 50*time.Millisecond)

			if got := value(t, "apiserver_request_total", withCode) - countBefore; got != 1 {
				t.Errorf("apiserver_request_total%v grew by %v; want 1", withCode, got)
			}
			if got := value(t, "apiserver_request_duration_seconds", counted) - latencyBefore; got != 1 {
				t.Errorf("apiserver_request_duration_seconds%v samples grew by %v; want 1", counted, got)
			}
			wantSizes := 0.0
			if tt.wantSize {
				wantSizes = 1
			}
			if got := value(t, "apiserver_response_sizes", sized) - sizeBefore; got != wantSizes {
				t.Errorf("apiserver_response_sizes%v samples grew by %v; want %v", sized, got, wantSizes)
			}
		})
	}
}

// TestRequestDurationBuckets: upstream's 23 latency buckets, 5ms to 60s,
// and its response size buckets, 1KB to 1GB.
func TestRequestDurationBuckets(t *testing.T) {
	Register()
	req := httptest.NewRequest("GET", "/api/v1/namespaces/ns/pods", nil)
	MonitorRequest(req, "LIST", "", "v1", "buckets", "", "namespace", APIServerComponent, 200, 1, time.Millisecond)
	tests := []struct {
		name        string
		want        labels
		count       int
		first, last float64
	}{
		{name: "apiserver_request_duration_seconds", want: labels{"verb": "LIST", "dry_run": "", "group": "", "version": "v1",
			"resource": "buckets", "subresource": "", "scope": "namespace", "component": APIServerComponent}, count: 23, first: 0.005, last: 60},
		{name: "apiserver_response_sizes", want: labels{"verb": "LIST", "group": "", "version": "v1",
			"resource": "buckets", "subresource": "", "scope": "namespace", "component": APIServerComponent}, count: 7, first: 1000, last: 1e9},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, ok := find(t, tt.name, tt.want)
			if !ok {
				t.Fatalf("no series %v", tt.want)
			}
			b := m.buckets
			if len(b) != tt.count {
				t.Fatalf("got %d buckets; want %d", len(b), tt.count)
			}
			if got := b[0]; got != tt.first {
				t.Errorf("got first bucket %v; want %v", got, tt.first)
			}
			if got := b[len(b)-1]; got != tt.last {
				t.Errorf("got last bucket %v; want %v", got, tt.last)
			}
		})
	}
}

// TestRecordLongRunning: the gauge counts the request while fn runs and
// drops back when it returns, or panics.
func TestRecordLongRunning(t *testing.T) {
	Register()
	info := &request.RequestInfo{IsResourceRequest: true, Verb: "watch", APIVersion: "v1", Resource: "longrunning", Namespace: "ns"}
	req := httptest.NewRequest("GET", "/api/v1/namespaces/ns/longrunning?watch=true", nil)
	series := labels{"verb": "WATCH", "group": "", "version": "v1", "resource": "longrunning",
		"subresource": "", "scope": "namespace", "component": APIServerComponent}
	var during float64
	RecordLongRunning(req, info, APIServerComponent, func() {
		during = value(t, "apiserver_longrunning_requests", series)
	})
	if during != 1 {
		t.Errorf("got %v while running; want 1", during)
	}
	if got := value(t, "apiserver_longrunning_requests", series); got != 0 {
		t.Errorf("got %v after return; want 0", got)
	}
	func() {
		defer func() { _ = recover() }()
		RecordLongRunning(req, info, APIServerComponent, func() { panic("boom") })
	}()
	if got := value(t, "apiserver_longrunning_requests", series); got != 0 {
		t.Errorf("got %v after a panic; want 0", got)
	}
}

// TestRecordLongRunningNonResource: without a RequestInfo the path is
// the subresource label.
func TestRecordLongRunningNonResource(t *testing.T) {
	Register()
	req := httptest.NewRequest("GET", "/logs/long", nil)
	series := labels{"verb": "GET", "group": "", "version": "", "resource": "",
		"subresource": "/logs/long", "scope": "", "component": "test"}
	var during float64
	RecordLongRunning(req, nil, "test", func() { during = value(t, "apiserver_longrunning_requests", series) })
	if during != 1 {
		t.Errorf("got %v while running; want 1", during)
	}
}

// TestRecordDroppedRequest: a request the max-in-flight filter refused is
// a 429 in apiserver_request_total.
func TestRecordDroppedRequest(t *testing.T) {
	Register()
	info := &request.RequestInfo{IsResourceRequest: true, Verb: "create", APIVersion: "v1", Resource: "dropped", Namespace: "ns"}
	req := httptest.NewRequest("POST", "/api/v1/namespaces/ns/dropped", nil)
	series := labels{"verb": "POST", "dry_run": "", "group": "", "version": "v1", "resource": "dropped",
		"subresource": "", "scope": "resource", "component": APIServerComponent, "code": "429"}
	before := value(t, "apiserver_request_total", series)
	RecordDroppedRequest(req, info, APIServerComponent, true)
	if got := value(t, "apiserver_request_total", series) - before; got != 1 {
		t.Errorf("apiserver_request_total%v grew by %v; want 1", series, got)
	}
}

// TestRecordRequestTermination: a resource request is labelled by its
// resource, a non-resource request by its path.
func TestRecordRequestTermination(t *testing.T) {
	Register()
	tests := []struct {
		name   string
		req    *http.Request
		info   *request.RequestInfo
		series labels
	}{
		{name: "resource", req: httptest.NewRequest("GET", "/apis/apps/v1/terminated", nil),
			info: &request.RequestInfo{IsResourceRequest: true, Verb: "list", APIGroup: "apps", APIVersion: "v1", Resource: "terminated"},
			series: labels{"verb": "LIST", "group": "apps", "version": "v1", "resource": "terminated", "subresource": "",
				"scope": "cluster", "component": APIServerComponent, "code": "504"}},
		{name: "non-resource", req: httptest.NewRequest("GET", "/terminated", nil),
			series: labels{"verb": "GET", "group": "", "version": "", "resource": "", "subresource": "/terminated",
				"scope": "", "component": APIServerComponent, "code": "504"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := value(t, "apiserver_request_terminations_total", tt.series)
			RecordRequestTermination(tt.req, tt.info, APIServerComponent, http.StatusGatewayTimeout)
			if got := value(t, "apiserver_request_terminations_total", tt.series) - before; got != 1 {
				t.Errorf("apiserver_request_terminations_total%v grew by %v; want 1", tt.series, got)
			}
		})
	}
}

func TestRecordRequestAbort(t *testing.T) {
	Register()
	info := &request.RequestInfo{IsResourceRequest: true, Verb: "get", APIVersion: "v1", Resource: "aborted", Namespace: "ns", Name: "a"}
	req := httptest.NewRequest("GET", "/api/v1/namespaces/ns/aborted/a", nil)
	series := labels{"verb": "GET", "group": "", "version": "v1", "resource": "aborted", "subresource": "", "scope": "resource"}
	before := value(t, "apiserver_request_aborts_total", series)
	RecordRequestAbort(req, info)
	if got := value(t, "apiserver_request_aborts_total", series) - before; got != 1 {
		t.Errorf("apiserver_request_aborts_total%v grew by %v; want 1", series, got)
	}
}

func TestUpdateInflightRequestMetrics(t *testing.T) {
	Register()
	tests := []struct {
		phase, metric string
		readOnly, mut int
	}{
		{ExecutingPhase, "apiserver_current_inflight_requests", 3, 1},
		{WaitingPhase, "apiserver_current_inqueue_requests", 5, 2},
	}
	for _, tt := range tests {
		t.Run(tt.phase, func(t *testing.T) {
			UpdateInflightRequestMetrics(tt.phase, tt.readOnly, tt.mut)
			if got := value(t, tt.metric, labels{"request_kind": ReadOnlyKind}); got != float64(tt.readOnly) {
				t.Errorf("got %s{readOnly} %v; want %v", tt.metric, got, tt.readOnly)
			}
			if got := value(t, tt.metric, labels{"request_kind": MutatingKind}); got != float64(tt.mut) {
				t.Errorf("got %s{mutating} %v; want %v", tt.metric, got, tt.mut)
			}
		})
	}
}

func TestRecordRequestPostTimeout(t *testing.T) {
	Register()
	series := labels{"source": PostTimeoutSourceTimeoutHandler, "status": PostTimeoutHandlerPanic}
	before := value(t, "apiserver_request_post_timeout_total", series)
	RecordRequestPostTimeout(PostTimeoutSourceTimeoutHandler, PostTimeoutHandlerPanic)
	if got := value(t, "apiserver_request_post_timeout_total", series) - before; got != 1 {
		t.Errorf("grew by %v; want 1", got)
	}
}

// TestInstrumentHandlerFunc: the handler's code and size reach
// MonitorRequest, with the labels given.
func TestInstrumentHandlerFunc(t *testing.T) {
	Register()
	h := InstrumentHandlerFunc("GET", "", "", "", "/instrumented", "", "", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte("not ready"))
	})
	series := labels{"verb": "GET", "dry_run": "", "group": "", "version": "", "resource": "",
		"subresource": "/instrumented", "scope": "", "component": "", "code": "503"}
	before := value(t, "apiserver_request_total", series)
	h(httptest.NewRecorder(), httptest.NewRequest("GET", "/instrumented", nil))
	if got := value(t, "apiserver_request_total", series) - before; got != 1 {
		t.Errorf("apiserver_request_total%v grew by %v; want 1", series, got)
	}
}

// sample is what the tests read of one series.
type sample struct {
	value   float64   // a counter's or gauge's value, or a histogram's sample count
	buckets []float64 // a histogram's upper bounds
}

// value returns the counter or gauge value, or a histogram's sample
// count, of the series name{want} in the server's registry; 0 if absent.
func value(t *testing.T, name string, want labels) float64 {
	t.Helper()
	m, _ := find(t, name, want)
	return m.value
}

// find reads the series name{want}, whose labels are exactly want, from
// the server's registry (what /metrics serves).
func find(t *testing.T, name string, want labels) (sample, bool) {
	t.Helper()
	s, found, err := testutil.Find(name, want)
	if err != nil {
		t.Fatal(err)
	}
	return sample{value: s.Value, buckets: s.Buckets}, found
}

// with returns a copy of l with name=value added.
func with(l labels, name, value string) labels {
	out := labels{name: value}
	for k, v := range l {
		out[k] = v
	}
	return out
}
