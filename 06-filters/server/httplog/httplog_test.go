package httplog

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// logRequest serves one request through WithLogging at verbosity v and
// returns the log.
func logRequest(t *testing.T, v klog.Level, handler http.HandlerFunc) string {
	t.Helper()
	var buf bytes.Buffer
	old := klog.SetOutput(&buf)
	defer klog.SetOutput(old)
	klog.SetVerbosity(v)
	defer klog.SetVerbosity(0)

	// WithAuditInit sits outside WithLogging and sets the response's Audit-Id.
	h := WithLogging(handler, DefaultStacktracePred)
	req := httptest.NewRequest("GET", "/api/v1/namespaces/default/pods?limit=1", nil)
	req.Header.Set("User-Agent", "kubectl/v1.37.0")
	rec := httptest.NewRecorder()
	rec.Header().Set("Audit-Id", "0b1c2d3e")
	h.ServeHTTP(rec, req)
	return buf.String()
}

func TestWithLogging(t *testing.T) {
	tests := []struct {
		name      string
		handler   http.HandlerFunc
		want      []string
		wantStack bool
	}{
		{"404, no stack", func(w http.ResponseWriter, _ *http.Request) { http.NotFound(w, nil) },
			[]string{`resp=404`}, false},
		{"implicit 200", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("{}")) },
			[]string{`resp=200`}, false},
		{"nothing written is 0, as upstream", func(http.ResponseWriter, *http.Request) {},
			[]string{`resp=0`}, false},
		{"500 logs the stack and the body", func(w http.ResponseWriter, _ *http.Request) {
			http.Error(w, "storage is down", http.StatusInternalServerError)
		}, []string{`resp=500`, `statusStack="\n`, `httplog_test.go`, `addedInfo="logging error output: \"storage is down\\n\"`}, true},
		{"the timeout turns the stack off", func(w http.ResponseWriter, r *http.Request) {
			SetStacktracePredicate(r.Context(), func(int) bool { return false })
			w.WriteHeader(http.StatusGatewayTimeout)
		}, []string{`resp=504`}, false},
		{"filters add to the line", func(w http.ResponseWriter, r *http.Request) {
			AddKeyValue(r.Context(), "apf_pl", "exempt")
			AddInfof(r.Context(), "cached %d", 3)
			w.WriteHeader(http.StatusOK)
		}, []string{`apf_pl="exempt" resp=200 addedInfo="cached 3"`}, false},
	}
	common := `^I\d{4} [\d:.]+ +\d+ httplog\.go:\d+\] "HTTP" verb="GET" URI="/api/v1/namespaces/default/pods\?limit=1" ` +
		`latency="[^"]+" userAgent="kubectl/v1\.37\.0" contentType="" audit-ID="0b1c2d3e" srcIP="192\.0\.2\.1:1234" `
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := logRequest(t, 3, tt.handler)
			if !regexp.MustCompile(common).MatchString(got) {
				t.Errorf("got log %q; want a line matching %q", got, common)
			}
			for _, want := range tt.want {
				if !strings.Contains(got, want) {
					t.Errorf("got log %q; want it to contain %q", got, want)
				}
			}
			if gotStack := strings.Contains(got, "statusStack"); gotStack != tt.wantStack {
				t.Errorf("got stack logged %v; want %v", gotStack, tt.wantStack)
			}
		})
	}
}

func TestWithLoggingOnlyAtV3(t *testing.T) {
	ok := func(w http.ResponseWriter, _ *http.Request) {
		if _, logged := w.(*respLogger); logged {
			t.Errorf("got a logging writer at -v=2; want the request untouched")
		}
	}
	if got := logRequest(t, 2, ok); got != "" {
		t.Errorf("at -v=2: got log %q; want none", got)
	}
}

func TestWithLoggingTwicePanics(t *testing.T) {
	defer func() {
		if got := recover(); got != "multiple WithLogging calls!" {
			t.Errorf("got panic %v; want \"multiple WithLogging calls!\"", got)
		}
	}()
	logRequest(t, 3, func(w http.ResponseWriter, r *http.Request) {
		WithLogging(http.NotFoundHandler(), DefaultStacktracePred).ServeHTTP(w, r)
	})
}

func TestStacktracePredicates(t *testing.T) {
	tests := []struct {
		pred   StacktracePred
		status int
		want   bool
	}{
		{DefaultStacktracePred, 200, false},
		{DefaultStacktracePred, 404, false},
		{DefaultStacktracePred, 500, true},
		{DefaultStacktracePred, 101, false},
		{DefaultStacktracePred, 100, true},
		{StatusIsNot(200, 404), 404, false},
		{StatusIsNot(200, 404), 409, true},
	}
	for _, tt := range tests {
		if got := tt.pred(tt.status); got != tt.want {
			t.Errorf("stack for %d: got %v; want %v", tt.status, got, tt.want)
		}
	}
}
