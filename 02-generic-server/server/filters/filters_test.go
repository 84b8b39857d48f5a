package filters

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/waitgroup"
)

var ok = http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte("ok")) })

func TestWithRetryAfter(t *testing.T) {
	notAccepting := make(chan struct{})
	h := WithRetryAfter(ok, notAccepting)

	tests := []struct {
		name, path, userAgent string
		closed                bool
		wantCode              int
	}{
		{"before shutdown", "/version", "", false, 200},
		{"after: rejected", "/version", "", true, 429},
		{"after: readyz exempt", "/readyz", "", true, 200},
		{"after: metrics exempt", "/metrics", "", true, 200},
		{"after: loopback client exempt", "/version", "kube-apiserver/v1.37.0", true, 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.closed {
				select {
				case <-notAccepting:
				default:
					close(notAccepting)
				}
			}
			req := httptest.NewRequest("GET", tt.path, nil)
			req.Header.Set("User-Agent", tt.userAgent)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != tt.wantCode {
				t.Fatalf("got %d; want %d", rec.Code, tt.wantCode)
			}
			if tt.wantCode == 429 && (rec.Header().Get("Retry-After") != "5" || rec.Header().Get("Connection") != "close") {
				t.Errorf("headers: got %v; want Retry-After 5 and Connection close", rec.Header())
			}
		})
	}
}

func TestWithWaitGroup(t *testing.T) {
	var wg waitgroup.SafeWaitGroup
	inside := make(chan struct{})
	h := WithWaitGroup(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { close(inside); w.Write([]byte("ok")) }), nil, &wg)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/version", nil))
	<-inside
	wg.Wait() // returns: the request was counted and done

	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/version", nil))
	want := `{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"apiserver is shutting down","reason":"ServiceUnavailable","code":503}` + "\n"
	if rec.Code != 503 || rec.Body.String() != want || rec.Header().Get("Retry-After") != "1" {
		t.Errorf("after Wait: got %d %q Retry-After=%q; want 503 %q Retry-After=1", rec.Code, rec.Body.String(), rec.Header().Get("Retry-After"), want)
	}
}
