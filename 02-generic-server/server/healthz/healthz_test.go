package healthz

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestRootHealth(t *testing.T) {
	mux := http.NewServeMux()
	failing := NamedCheck("etcd", func(*http.Request) error { return errors.New("connection refused") })
	InstallReadyzHandler(mux, PingHealthz, failing)

	tests := []struct {
		name, url string
		wantCode  int
		wantBody  string
	}{
		{"failing check: always verbose, reason withheld", "/readyz", 500,
			"[+]ping ok\n[-]etcd failed: reason withheld\nreadyz check failed\n"},
		{"excluded failing check passes", "/readyz?exclude=etcd", 200, "ok"},
		{"verbose", "/readyz?verbose&exclude=etcd", 200,
			"[+]ping ok\n[+]etcd excluded: ok\nreadyz check passed\n"},
		{"unknown exclude warns", "/readyz?verbose&exclude=etcd&exclude=nope", 200,
			"[+]ping ok\n[+]etcd excluded: ok\nwarn: some health checks cannot be excluded: no matches for \"nope\"\nreadyz check passed\n"},
		{"one check: its reason", "/readyz/etcd", 500, "internal server error: connection refused\n"},
		{"one check passing", "/readyz/ping", 200, "ok"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			mux.ServeHTTP(rec, httptest.NewRequest("GET", tt.url, nil))
			if rec.Code != tt.wantCode || rec.Body.String() != tt.wantBody {
				t.Errorf("got %d %q; want %d %q", rec.Code, rec.Body.String(), tt.wantCode, tt.wantBody)
			}
		})
	}
}

func TestNoChecksInstallsPing(t *testing.T) {
	mux := http.NewServeMux()
	InstallHandler(mux)
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, httptest.NewRequest("GET", "/healthz?verbose", nil))
	if want := "[+]ping ok\nhealthz check passed\n"; rec.Body.String() != want {
		t.Errorf("got %q; want %q", rec.Body.String(), want)
	}
}

func TestFirstTimeHealthyCalledOnce(t *testing.T) {
	mux := http.NewServeMux()
	calls := 0
	healthy := false
	check := NamedCheck("flip", func(*http.Request) error {
		if !healthy {
			return errors.New("not yet")
		}
		return nil
	})
	InstallPathHandlerWithHealthyFunc(mux, "/readyz", func() { calls++ }, check)
	for _, h := range []bool{false, true, true} {
		healthy = h
		mux.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/readyz", nil))
	}
	if calls != 1 {
		t.Errorf("firstTimeHealthy calls: got %d; want 1", calls)
	}
}
