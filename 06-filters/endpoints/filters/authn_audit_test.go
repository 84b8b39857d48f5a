package filters

import (
	"crypto/tls"
	"crypto/x509"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
	"github.com/kube-rebuilt/apiserver/06-filters/audit/policy"
)

func TestWithFailedAuthenticationAudit(t *testing.T) {
	tests := []struct {
		name        string
		prepare     func(*http.Request)
		level       auditv1.Level
		wantEvents  int
		wantMessage string
	}{
		{"no credentials", func(*http.Request) {}, auditv1.LevelMetadata, 1, "Authentication failed, no credentials provided"},
		{"bearer", func(r *http.Request) { r.Header.Set("Authorization", "Bearer guess") }, auditv1.LevelMetadata, 1,
			"Authentication failed, attempted: bearer"},
		{"basic and x509", func(r *http.Request) {
			r.SetBasicAuth("u", "p")
			r.TLS = &tls.ConnectionState{PeerCertificates: []*x509.Certificate{{}}}
		}, auditv1.LevelRequestResponse, 1, "Authentication failed, attempted: basic, x509"},
		{"access_token", func(r *http.Request) { r.URL.RawQuery = "access_token=x" }, auditv1.LevelMetadata, 1,
			"Authentication failed, attempted: access_token"},
		{"level None", func(*http.Request) {}, auditv1.LevelNone, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sink := &fakeSink{}
			failed := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
				http.Error(w, "Unauthorized", http.StatusUnauthorized)
			})
			h := WithFailedAuthenticationAudit(failed, sink, policy.NewFakePolicyRuleEvaluator(tt.level, nil))
			req := deadlineRequest("/api/v1/pods", "list", time.Now())
			req = req.WithContext(audit.WithAuditContext(req.Context()))
			tt.prepare(req)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)

			if rec.Code != http.StatusUnauthorized {
				t.Errorf("got %d; want 401", rec.Code)
			}
			if len(sink.events) != tt.wantEvents {
				t.Fatalf("got %d audit events; want %d", len(sink.events), tt.wantEvents)
			}
			if tt.wantEvents == 0 {
				return
			}
			ev := sink.events[0]
			if ev.Stage != auditv1.StageResponseStarted || ev.ResponseStatus.Code != 401 || ev.ResponseStatus.Message != tt.wantMessage {
				t.Errorf("got %s %d %q; want ResponseStarted 401 %q", ev.Stage, ev.ResponseStatus.Code, ev.ResponseStatus.Message, tt.wantMessage)
			}
			if ev.Verb != "list" || ev.RequestURI == "" || ev.User.Username != "system:anonymous" {
				t.Errorf("got verb %q, URI %q, user %q; want list, the URI, system:anonymous", ev.Verb, ev.RequestURI, ev.User.Username)
			}
		})
	}
}

func TestWithFailedAuthenticationAuditOff(t *testing.T) {
	failed := http.HandlerFunc(func(http.ResponseWriter, *http.Request) {})
	if got := WithFailedAuthenticationAudit(failed, nil, nil); got == nil {
		t.Error("got nil; want failedHandler")
	}
}
