package filters

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

var testResolver = &genericrequest.RequestInfoFactory{APIPrefixes: []string{"api", "apis"}, GrouplessAPIPrefixes: []string{"api"}}

// syncBuffer is a log destination that server goroutines and the test
// may use at once.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// captureLog sends klog to a buffer until the test ends.
func captureLog(t *testing.T) *syncBuffer {
	t.Helper()
	buf := &syncBuffer{}
	old := klog.SetOutput(buf)
	t.Cleanup(func() { klog.SetOutput(old) })
	return buf
}

// decodeStatus reads a metav1.Status from body.
func decodeStatus(t *testing.T, body []byte) metav1.Status {
	t.Helper()
	var status metav1.Status
	if err := json.Unmarshal(body, &status); err != nil {
		t.Fatalf("got body %q; want a Status: %v", body, err)
	}
	return status
}

// panickingMux panics in the ways WithPanicRecovery must tell apart.
func panickingMux() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("/panic", func(http.ResponseWriter, *http.Request) { panic("boom") })
	mux.HandleFunc("/abort", func(http.ResponseWriter, *http.Request) { panic(http.ErrAbortHandler) })
	mux.HandleFunc("/partial", func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte("partial"))
		w.(http.Flusher).Flush()
		panic("boom after the response started")
	})
	mux.HandleFunc("/ok", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("ok")) })
	return mux
}

func TestWithPanicRecoveryAnswers500Status(t *testing.T) {
	log := captureLog(t)
	srv := httptest.NewServer(WithPanicRecovery(panickingMux(), testResolver))
	defer srv.Close()

	req, _ := http.NewRequest("GET", srv.URL+"/panic?x=1", nil)
	req.Header.Set("User-Agent", "panic-test/1.0")
	resp, err := srv.Client().Do(req)
	if err != nil {
		t.Fatalf("GET /panic: %v", err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusInternalServerError {
		t.Errorf("got code %d; want 500", resp.StatusCode)
	}
	if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
		t.Errorf("got Content-Type %q; want application/json", ct)
	}
	status := decodeStatus(t, body)
	if status.Kind != "Status" || status.Code != 500 || status.Reason != metav1.StatusReasonInternalError ||
		!strings.Contains(status.Message, panicMessage) {
		t.Errorf("got Status %+v; want kind Status, code 500, reason InternalError, message with %q", status, panicMessage)
	}
	for _, want := range []string{`"apiserver panic'd"`, `URI="/panic?x=1"`, `userAgent="panic-test/1.0"`, `srcIP="127.0.0.1:`,
		`"Observed a panic" panic="boom"`, "wrap_test.go"} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("got log %q; want it to contain %q", log.String(), want)
		}
	}
	assertStillServing(t, srv)
}

// assertStillServing checks that the server answers after a panic.
func assertStillServing(t *testing.T, srv *httptest.Server) {
	t.Helper()
	resp, err := srv.Client().Get(srv.URL + "/ok")
	if err != nil {
		t.Fatalf("GET /ok after a panic: %v", err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || string(body) != "ok" {
		t.Errorf("GET /ok after a panic: got %d %q; want 200 \"ok\"", resp.StatusCode, body)
	}
}

// TestWithPanicRecoveryCutsConnection: a client whose response cannot be
// answered with a 500 any more must see an error, never a response that
// looks complete.
func TestWithPanicRecoveryCutsConnection(t *testing.T) {
	tests := []struct {
		path       string
		wantStack  bool
		wantAborts int // counted only for http.ErrAbortHandler, as upstream
		wantLog    string
	}{
		{"/abort", false, 1, `"Timeout or abort while handling" method="GET" URI="/abort"`},
		{"/partial", true, 0, `"apiserver panic'd" method="GET" URI="/partial"`},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			log := captureLog(t)
			var aborted []string
			recordRequestAbort = func(req *http.Request, info *genericrequest.RequestInfo) {
				aborted = append(aborted, info.Path)
			}
			defer func() { recordRequestAbort = func(*http.Request, *genericrequest.RequestInfo) {} }()
			srv := httptest.NewServer(WithPanicRecovery(panickingMux(), testResolver))
			defer srv.Close()

			resp, err := srv.Client().Get(srv.URL + tt.path)
			if err == nil {
				_, err = io.ReadAll(resp.Body)
				resp.Body.Close()
			}
			if err == nil {
				t.Errorf("GET %s: got a complete response; want the connection cut", tt.path)
			}
			if !strings.Contains(log.String(), tt.wantLog) {
				t.Errorf("got log %q; want it to contain %q", log.String(), tt.wantLog)
			}
			if got := strings.Contains(log.String(), "Observed a panic"); got != tt.wantStack {
				t.Errorf("got stack logged %v; want %v", got, tt.wantStack)
			}
			if len(aborted) != tt.wantAborts || (len(aborted) == 1 && aborted[0] != tt.path) {
				t.Errorf("got aborts recorded %q; want %d of %q", aborted, tt.wantAborts, tt.path)
			}
			assertStillServing(t, srv)
		})
	}
}

func TestWithPanicRecoveryRepanicsErrAbortHandler(t *testing.T) {
	captureLog(t)
	h := WithPanicRecovery(panickingMux(), testResolver)
	defer func() {
		if got := recover(); got != http.ErrAbortHandler {
			t.Errorf("got panic %v; want http.ErrAbortHandler", got)
		}
	}()
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/abort", nil))
}

func TestWithPanicRecoveryKeepsWriterAbilities(t *testing.T) {
	var flusher bool
	h := WithPanicRecovery(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		_, flusher = w.(http.Flusher)
	}), testResolver)
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/", nil))
	if !flusher {
		t.Errorf("got a writer without Flush; want the recorder's Flush passed on")
	}
}

func TestWithHTTPLogging(t *testing.T) {
	log := captureLog(t)
	klog.SetVerbosity(3)
	defer klog.SetVerbosity(0)
	h := WithHTTPLogging(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusConflict)
	}))
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("PUT", "/api/v1/namespaces/a/pods/b", nil))
	for _, want := range []string{`"HTTP" verb="PUT" URI="/api/v1/namespaces/a/pods/b"`, "resp=409"} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("got log %q; want it to contain %q", log.String(), want)
		}
	}
}
