package filters

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestWithCORS(t *testing.T) {
	var reached bool
	h := WithCORS(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { reached = true }),
		[]string{`//localhost(:|$)`, `^https://dashboard\.example\.com$`}, nil, nil, nil, "true")
	tests := []struct {
		name, method, origin string
		wantAllowOrigin      string
		wantCode             int
		wantReached          bool
	}{
		{"no origin", "GET", "", "", 200, true},
		{"allowed origin", "GET", "http://localhost:3000", "http://localhost:3000", 200, true},
		{"second pattern", "GET", "https://dashboard.example.com", "https://dashboard.example.com", 200, true},
		{"disallowed origin: no headers, served", "GET", "https://evil.example.com", "", 200, true},
		{"preflight answered here", "OPTIONS", "http://localhost", "http://localhost", 204, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reached = false
			req := httptest.NewRequest(tt.method, "/api/v1/namespaces", nil)
			if tt.origin != "" {
				req.Header.Set("Origin", tt.origin)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if got := rec.Header().Get("Access-Control-Allow-Origin"); got != tt.wantAllowOrigin {
				t.Errorf("Access-Control-Allow-Origin: got %q; want %q", got, tt.wantAllowOrigin)
			}
			if rec.Code != tt.wantCode || reached != tt.wantReached {
				t.Errorf("got %d, handler reached %v; want %d, %v", rec.Code, reached, tt.wantCode, tt.wantReached)
			}
			if tt.wantAllowOrigin != "" && rec.Header().Get("Access-Control-Allow-Methods") != "POST, GET, OPTIONS, PUT, DELETE, PATCH" {
				t.Errorf("Access-Control-Allow-Methods: got %q; want the defaults", rec.Header().Get("Access-Control-Allow-Methods"))
			}
		})
	}
}
