package filters

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/testutil"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/request"
)

var metricsResolver = &genericrequest.RequestInfoFactory{APIPrefixes: []string{"api", "apis"}, GrouplessAPIPrefixes: []string{"api"}}

// isWatchOrExec is the long-running check of these tests.
func isWatchOrExec(_ *http.Request, info *genericrequest.RequestInfo) bool {
	return info.Verb == "watch" || info.Subresource == "exec"
}

// TestWithRequestMetrics: each resource request (and /healthz) is counted
// once with the labels upstream's installer would give its route, and the
// code the handler wrote.
func TestWithRequestMetrics(t *testing.T) {
	tests := []struct {
		name, method, target, contentType string
		code                              int
		want                              map[string]string // apiserver_request_total labels, but code
		wantSize                          bool
	}{
		{name: "list", method: "GET", target: "/api/v1/namespaces/ns/mf-list", code: 200, wantSize: true,
			want: resourceLabels("LIST", "", "v1", "mf-list", "", "namespace")},
		{name: "get not found", method: "GET", target: "/api/v1/namespaces/ns/mf-get/a", code: 404, wantSize: true,
			want: resourceLabels("GET", "", "v1", "mf-get", "", "resource")},
		{name: "cluster list", method: "GET", target: "/apis/apps/v1/mf-cluster", code: 200, wantSize: true,
			want: resourceLabels("LIST", "apps", "v1", "mf-cluster", "", "cluster")},
		{name: "list by field selector", method: "GET", target: "/api/v1/namespaces/ns/mf-selector?fieldSelector=metadata.name%3Da",
			code: 200, wantSize: true, want: resourceLabels("LIST", "", "v1", "mf-selector", "", "namespace")},
		{name: "create", method: "POST", target: "/api/v1/namespaces/ns/mf-create", code: 201,
			want: resourceLabels("POST", "", "v1", "mf-create", "", "resource")},
		{name: "update status", method: "PUT", target: "/apis/apps/v1/namespaces/ns/mf-status/a/status", code: 200,
			want: resourceLabels("PUT", "apps", "v1", "mf-status", "status", "resource")},
		{name: "apply", method: "PATCH", target: "/api/v1/namespaces/ns/mf-apply/a", contentType: "application/apply-patch+yaml",
			code: 200, want: resourceLabels("APPLY", "", "v1", "mf-apply", "", "resource")},
		// The route's verb is DELETECOLLECTION, but the reported verb comes
		// from the method, as upstream's.
		{name: "delete collection", method: "DELETE", target: "/api/v1/namespaces/ns/mf-deletecollection", code: 200,
			want: resourceLabels("DELETE", "", "v1", "mf-deletecollection", "", "namespace")},
		{name: "watch", method: "GET", target: "/api/v1/mf-watch?watch=1", code: 200,
			want: resourceLabels("WATCH", "", "v1", "mf-watch", "", "cluster")},
		{name: "legacy watch path", method: "GET", target: "/api/v1/watch/namespaces/ns/mf-legacywatch", code: 200,
			want: resourceLabels("WATCH", "", "v1", "mf-legacywatch", "", "namespace")},
		{name: "dry run", method: "POST", target: "/api/v1/namespaces/ns/mf-dryrun?dryRun=All", code: 201,
			want: with(resourceLabels("POST", "", "v1", "mf-dryrun", "", "resource"), "dry_run", "All")},
		{name: "healthz", method: "GET", target: "/healthz", code: 500, wantSize: true,
			want: map[string]string{"verb": "GET", "dry_run": "", "group": "", "version": "", "resource": "",
				"subresource": "/healthz", "scope": "", "component": ""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			counted := with(tt.want, "code", strconv.Itoa(tt.code))
			sized := without(tt.want, "dry_run")
			countBefore := requestMetricsValue(t, "apiserver_request_total", counted)
			latencyBefore := requestMetricsValue(t, "apiserver_request_duration_seconds", tt.want)
			sizeBefore := requestMetricsValue(t, "apiserver_response_sizes", sized)

			h := WithRequestMetrics(writeCode(tt.code, "0123456789"), isWatchOrExec)
			h.ServeHTTP(httptest.NewRecorder(), newMetricsRequest(t, tt.method, tt.target, tt.contentType))

			if got := requestMetricsValue(t, "apiserver_request_total", counted) - countBefore; got != 1 {
				t.Errorf("apiserver_request_total%v grew by %v; want 1", counted, got)
			}
			if got := requestMetricsValue(t, "apiserver_request_duration_seconds", tt.want) - latencyBefore; got != 1 {
				t.Errorf("apiserver_request_duration_seconds%v samples grew by %v; want 1", tt.want, got)
			}
			wantSizes := 0.0
			if tt.wantSize {
				wantSizes = 1
			}
			if got := requestMetricsValue(t, "apiserver_response_sizes", sized) - sizeBefore; got != wantSizes {
				t.Errorf("apiserver_response_sizes%v samples grew by %v; want %v", sized, got, wantSizes)
			}
		})
	}
}

// TestWithRequestMetricsNotRecorded: requests without a RequestInfo, and
// non-resource requests other than the health checks, are served and
// not recorded.
func TestWithRequestMetricsNotRecorded(t *testing.T) {
	tests := []struct {
		name        string
		req         *http.Request
		subresource string
	}{
		{name: "no request info", req: httptest.NewRequest("GET", "/healthz", nil), subresource: "/healthz"},
		{name: "version", req: newMetricsRequest(t, "GET", "/version", ""), subresource: "/version"},
		{name: "health check subpath", req: newMetricsRequest(t, "GET", "/readyz/etcd", ""), subresource: "/readyz/etcd"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			series := map[string]string{"verb": "GET", "dry_run": "", "group": "", "version": "", "resource": "",
				"subresource": tt.subresource, "scope": "", "component": "", "code": "200"}
			before := requestMetricsValue(t, "apiserver_request_total", series)
			rec := httptest.NewRecorder()
			WithRequestMetrics(writeCode(http.StatusOK, "ok"), isWatchOrExec).ServeHTTP(rec, tt.req)
			if rec.Code != http.StatusOK || rec.Body.String() != "ok" {
				t.Errorf("got %d %q; want 200 \"ok\"", rec.Code, rec.Body.String())
			}
			if got := requestMetricsValue(t, "apiserver_request_total", series) - before; got != 0 {
				t.Errorf("apiserver_request_total%v grew by %v; want 0", series, got)
			}
		})
	}
}

// TestWithRequestMetricsLongRunning: a long-running request is in
// apiserver_longrunning_requests while it runs, out of it afterwards, and
// recorded in apiserver_request_total when it ends; a short one never is
// in the gauge.
func TestWithRequestMetricsLongRunning(t *testing.T) {
	tests := []struct {
		name, method, target string
		gauge                map[string]string
		wantDuring           float64
	}{
		{name: "watch", method: "GET", target: "/api/v1/namespaces/ns/mf-lrwatch?watch=true",
			gauge: without(resourceLabels("WATCH", "", "v1", "mf-lrwatch", "", "namespace"), "dry_run"), wantDuring: 1},
		{name: "exec", method: "POST", target: "/api/v1/namespaces/ns/mf-lrpods/a/exec",
			gauge: without(resourceLabels("CONNECT", "", "v1", "mf-lrpods", "exec", "resource"), "dry_run"), wantDuring: 1},
		{name: "list", method: "GET", target: "/api/v1/namespaces/ns/mf-lrlist",
			gauge: without(resourceLabels("LIST", "", "v1", "mf-lrlist", "", "namespace"), "dry_run"), wantDuring: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var during float64
			inner := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				during = requestMetricsValue(t, "apiserver_longrunning_requests", tt.gauge)
				w.WriteHeader(http.StatusOK)
			})
			counted := with(with(tt.gauge, "dry_run", ""), "code", "200")
			before := requestMetricsValue(t, "apiserver_request_total", counted)
			WithRequestMetrics(inner, isWatchOrExec).ServeHTTP(httptest.NewRecorder(), newMetricsRequest(t, tt.method, tt.target, ""))
			if during != tt.wantDuring {
				t.Errorf("got %v in apiserver_longrunning_requests while serving; want %v", during, tt.wantDuring)
			}
			if got := requestMetricsValue(t, "apiserver_longrunning_requests", tt.gauge); got != 0 {
				t.Errorf("got %v in apiserver_longrunning_requests after serving; want 0", got)
			}
			if got := requestMetricsValue(t, "apiserver_request_total", counted) - before; got != 1 {
				t.Errorf("apiserver_request_total%v grew by %v; want 1", counted, got)
			}
		})
	}
}

// TestWithRequestMetricsLatencyFromReceivedTimestamp: the latency counts
// from the received timestamp, so the filters before this one count too.
func TestWithRequestMetricsLatencyFromReceivedTimestamp(t *testing.T) {
	series := resourceLabels("GET", "", "v1", "mf-latency", "", "resource")
	before := requestMetricsSeries(t, "apiserver_request_duration_seconds", series).sum
	req := newMetricsRequest(t, "GET", "/api/v1/namespaces/ns/mf-latency/a", "")
	req = req.WithContext(request.WithReceivedTimestamp(req.Context(), time.Now().Add(-3*time.Second)))
	WithRequestMetrics(writeCode(http.StatusOK, "{}"), isWatchOrExec).ServeHTTP(httptest.NewRecorder(), req)
	got := requestMetricsSeries(t, "apiserver_request_duration_seconds", series).sum - before
	if got < 3 || got > 60 {
		t.Errorf("got %vs observed; want about 3s", got)
	}
}

// TestWithRequestMetricsKeepsFlusher: the handler inside can still flush
// (a watch must), and what it writes reaches the client.
func TestWithRequestMetricsKeepsFlusher(t *testing.T) {
	inner := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, ok := w.(http.Flusher)
		if !ok {
			t.Error("got no http.Flusher; want one")
			return
		}
		_, _ = w.Write([]byte("event"))
		f.Flush()
	})
	rec := httptest.NewRecorder()
	WithRequestMetrics(inner, isWatchOrExec).ServeHTTP(rec, newMetricsRequest(t, "GET", "/api/v1/mf-flush?watch=true", ""))
	if !rec.Flushed || rec.Body.String() != "event" {
		t.Errorf("got flushed=%v body %q; want flushed \"event\"", rec.Flushed, rec.Body.String())
	}
}

// newMetricsRequest returns a request whose context has its RequestInfo,
// as WithRequestInfo leaves it.
func newMetricsRequest(t *testing.T, method, target, contentType string) *http.Request {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	info, err := metricsResolver.NewRequestInfo(req)
	if err != nil {
		t.Fatal(err)
	}
	return req.WithContext(genericrequest.WithRequestInfo(req.Context(), info))
}

// writeCode is a handler answering code and body.
func writeCode(code int, body string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(code)
		_, _ = w.Write([]byte(body))
	})
}

// resourceLabels are the apiserver_request_duration_seconds labels of a
// resource request served by the API server, without dry run.
func resourceLabels(verb, group, version, resource, subresource, scope string) map[string]string {
	return map[string]string{"verb": verb, "dry_run": "", "group": group, "version": version,
		"resource": resource, "subresource": subresource, "scope": scope, "component": "apiserver"}
}

// with returns a copy of labels with name=value set.
func with(labels map[string]string, name, value string) map[string]string {
	out := map[string]string{name: value}
	for k, v := range labels {
		if k != name {
			out[k] = v
		}
	}
	return out
}

// without returns a copy of labels without name.
func without(labels map[string]string, name string) map[string]string {
	out := map[string]string{}
	for k, v := range labels {
		if k != name {
			out[k] = v
		}
	}
	return out
}

// requestMetricsSample is what the tests read of one series.
type requestMetricsSample struct {
	value float64 // a counter's or gauge's value, or a histogram's sample count
	sum   float64 // a histogram's sample sum
}

// requestMetricsValue returns the counter or gauge value, or a
// histogram's sample count, of the series name{labels} in the server's
// registry; 0 if absent.
func requestMetricsValue(t *testing.T, name string, labels map[string]string) float64 {
	t.Helper()
	return requestMetricsSeries(t, name, labels).value
}

// requestMetricsSeries reads the series name{labels}, whose labels are
// exactly labels, from the server's registry; zero if absent.
func requestMetricsSeries(t *testing.T, name string, labels map[string]string) requestMetricsSample {
	t.Helper()
	s, _, err := testutil.Find(name, labels)
	if err != nil {
		t.Fatal(err)
	}
	return requestMetricsSample{value: s.Value, sum: s.Sum}
}
