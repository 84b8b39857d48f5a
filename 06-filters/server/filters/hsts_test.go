package filters

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestWithHSTS(t *testing.T) {
	h := WithHSTS(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}), []string{"max-age=31536000", "includeSubDomains"})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/version", nil))
	if got, want := rec.Header().Get("Strict-Transport-Security"), "max-age=31536000; includeSubDomains"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}
