package handler_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi/handler"
)

// currentURL returns the index's URL of a document, ?hash= included.
func currentURL(t *testing.T, s *server, key string) string {
	t.Helper()
	var index handler.OpenAPIV3Discovery
	if err := json.Unmarshal(body(t, s.get(t, "/openapi/v3")), &index); err != nil {
		t.Fatal(err)
	}
	u := index.Paths[key].ServerRelativeURL
	if u == "" {
		t.Fatalf("got no index entry for %s", key)
	}
	return u
}

func TestV3Hash(t *testing.T) {
	s := newServer(t)
	current := currentURL(t, s, "apis/apps/v1")
	tests := []struct {
		name         string
		url          string
		wantStatus   int
		wantCache    string
		wantExpires  bool
		wantLocation string
	}{
		{"current hash: cache forever", current, http.StatusOK, "public, immutable", true, ""},
		{"no hash: no cache headers", "/openapi/v3/apis/apps/v1", http.StatusOK, "", false, ""},
		{"stale hash: redirect to the current one", "/openapi/v3/apis/apps/v1?hash=0123ABCD", http.StatusMovedPermanently, "", false, current},
		{"unknown document", "/openapi/v3/apis/nope/v1", http.StatusNotFound, "", false, ""},
		{"unknown document with a hash", "/openapi/v3/apis/nope/v1?hash=0123ABCD", http.StatusNotFound, "", false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp := s.get(t, tt.url, "Accept", kubectlDocAccept)
			if resp.StatusCode != tt.wantStatus {
				t.Fatalf("got status %d; want %d", resp.StatusCode, tt.wantStatus)
			}
			if got := resp.Header.Get("Cache-Control"); got != tt.wantCache {
				t.Errorf("got Cache-Control %q; want %q", got, tt.wantCache)
			}
			checkExpires(t, resp.Header.Get("Expires"), tt.wantExpires)
			if got := resp.Header.Get("Location"); got != tt.wantLocation {
				t.Errorf("got Location %q; want %q", got, tt.wantLocation)
			}
		})
	}
}

// checkExpires wants, if set, an Expires about a year ahead.
func checkExpires(t *testing.T, expires string, want bool) {
	t.Helper()
	if !want {
		if expires != "" {
			t.Errorf("got Expires %q; want none", expires)
		}
		return
	}
	at, err := time.Parse(time.RFC1123, expires)
	if err != nil {
		t.Fatalf("got Expires %q: %v", expires, err)
	}
	if d := time.Until(at); d < 364*24*time.Hour || d > 366*24*time.Hour {
		t.Errorf("got Expires %s, %v from now; want a year", expires, d)
	}
}

func TestV3IndexURLsCarryTheHash(t *testing.T) {
	s := newServer(t)
	u := currentURL(t, s, "apis/apps/v1")
	if !strings.HasPrefix(u, "/openapi/v3/apis/apps/v1?hash=") || len(u) != len("/openapi/v3/apis/apps/v1?hash=")+128 {
		t.Errorf("got %q; want /openapi/v3/apis/apps/v1?hash=<128 hex digits>", u)
	}
}
