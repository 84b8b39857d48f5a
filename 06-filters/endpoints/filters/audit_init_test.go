package filters

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/kube-rebuilt/apiserver/06-filters/audit"
)

func TestWithAuditInit(t *testing.T) {
	tests := []struct {
		name           string
		requestHeader  string
		responseHeader string // set by a filter further out
		wantID         string
		wantHeader     string
	}{
		{"client's ID is kept", "my-request-1", "", "my-request-1", "my-request-1"},
		{"no ID: a new one", "", "", "generated", "generated"},
		{"space: a new one", "a b", "", "generated", "generated"},
		{"too long: a new one", strings.Repeat("x", 129), "", "generated", "generated"},
		{"128 bytes are fine", strings.Repeat("x", 128), "", strings.Repeat("x", 128), strings.Repeat("x", 128)},
		{"response header already set", "mine", "outer", "mine", "outer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var gotID, gotOK = "", false
			h := withAuditInit(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				id, ok := audit.AuditIDFrom(r.Context())
				gotID, gotOK = string(id), ok
			}), func() string { return "generated" })
			req := httptest.NewRequest(http.MethodGet, "/api/v1/pods", nil)
			if tt.requestHeader != "" {
				req.Header.Set("Audit-ID", tt.requestHeader)
			}
			rec := httptest.NewRecorder()
			if tt.responseHeader != "" {
				rec.Header().Set("Audit-ID", tt.responseHeader)
			}
			h.ServeHTTP(rec, req)
			if !gotOK || gotID != tt.wantID {
				t.Errorf("got audit ID %q, %v; want %q", gotID, gotOK, tt.wantID)
			}
			if got := rec.Header().Get("Audit-Id"); got != tt.wantHeader {
				t.Errorf("got Audit-Id response header %q; want %q", got, tt.wantHeader)
			}
		})
	}
}

func TestWithAuditInitGeneratesUUIDs(t *testing.T) {
	var ids []string
	h := WithAuditInit(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, _ := audit.AuditIDFrom(r.Context())
		ids = append(ids, string(id))
	}))
	for range 2 {
		h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/healthz", nil))
	}
	for _, id := range ids {
		if _, err := uuid.Parse(id); err != nil {
			t.Errorf("got audit ID %q; want a UUID (%v)", id, err)
		}
	}
	if ids[0] == ids[1] {
		t.Errorf("got the same ID %q twice; want a new one per request", ids[0])
	}
}
