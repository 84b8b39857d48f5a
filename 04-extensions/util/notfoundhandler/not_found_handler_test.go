package notfoundhandler

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install" // Status in legacyscheme
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

func TestNotFoundHandler(t *testing.T) {
	for _, tc := range []struct {
		name       string
		complete   bool
		path       string
		wantCode   int
		wantReason metav1.StatusReason
		retryAfter string
	}{
		{"api path before every path is installed", false, "/apis/stable.example.com/v1/crontabs", http.StatusServiceUnavailable, metav1.StatusReasonServiceUnavailable, "5"},
		{"other path before every path is installed", false, "/nothing", http.StatusServiceUnavailable, metav1.StatusReasonServiceUnavailable, "5"},
		{"api path afterwards", true, "/apis/stable.example.com/v1/crontabs", http.StatusNotFound, metav1.StatusReasonNotFound, ""},
		{"other path afterwards", true, "/nothing", http.StatusNotFound, metav1.StatusReasonNotFound, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := New(legacyscheme.Codecs, func(context.Context) bool { return tc.complete })
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, tc.path, nil))
			if w.Code != tc.wantCode {
				t.Fatalf("got %d; want %d", w.Code, tc.wantCode)
			}
			if got := w.Header().Get("Retry-After"); got != tc.retryAfter {
				t.Errorf("got Retry-After %q; want %q", got, tc.retryAfter)
			}
			var status metav1.Status
			if err := json.Unmarshal(w.Body.Bytes(), &status); err != nil {
				t.Fatalf("body %q is not a Status: %v", w.Body.String(), err)
			}
			if status.Kind != "Status" || status.Reason != tc.wantReason || int(status.Code) != tc.wantCode {
				t.Errorf("got %s %s %d; want Status %s %d", status.Kind, status.Reason, status.Code, tc.wantReason, tc.wantCode)
			}
		})
	}
}
