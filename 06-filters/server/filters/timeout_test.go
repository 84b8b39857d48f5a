package filters

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// timeoutHooks records what the timeout reports to its metric hooks.
type timeoutHooks struct {
	terminations []int
	postTimeout  chan bool // whether the late handler panicked
}

// installTimeoutHooks replaces the hooks until the test ends. A test that
// times out must take one value from postTimeout before it ends, so that
// the post-timeout goroutine is done with the hooks.
func installTimeoutHooks(t *testing.T) *timeoutHooks {
	hooks := &timeoutHooks{postTimeout: make(chan bool, 1)}
	recordRequestTermination = func(_ *http.Request, _ *genericrequest.RequestInfo, code int) {
		hooks.terminations = append(hooks.terminations, code)
	}
	recordRequestPostTimeout = func(panicked bool) { hooks.postTimeout <- panicked }
	t.Cleanup(func() {
		recordRequestTermination = func(*http.Request, *genericrequest.RequestInfo, int) {}
		recordRequestPostTimeout = func(bool) {}
	})
	return hooks
}

// timedRequest is a GET of pods whose deadline passes when cancel is called.
func timedRequest(verb string) (*http.Request, context.CancelFunc) {
	req := httptest.NewRequest("GET", "/api/v1/pods", nil)
	ctx := genericrequest.WithRequestInfo(req.Context(), &genericrequest.RequestInfo{
		IsResourceRequest: true, Verb: verb, APIVersion: "v1", Resource: "pods",
	})
	ctx, cancel := context.WithCancel(ctx)
	return req.WithContext(ctx), cancel
}

var watchIsLongRunning = BasicLongRunningRequestCheck([]string{"watch"}, nil)

// TestTimeoutAnswers504 holds the handler until the deadline has passed,
// then lets it write: that write must fail and reach no client, and the
// header it set before the deadline must not be sent.
func TestTimeoutAnswers504(t *testing.T) {
	captureLog(t)
	hooks := installTimeoutHooks(t)
	started, release, lateErr := make(chan struct{}), make(chan struct{}), make(chan error)
	h := WithTimeoutForNonLongRunningRequests(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("X-Handler", "early")
		close(started)
		<-release
		w.Header().Set("X-Late", "late")
		_, err := w.Write([]byte("late body"))
		lateErr <- err
	}), watchIsLongRunning)

	req, cancel := timedRequest("list")
	go func() { <-started; cancel() }()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	close(release)
	if err := <-lateErr; err != http.ErrHandlerTimeout {
		t.Errorf("late Write: got error %v; want http.ErrHandlerTimeout", err)
	}
	if panicked := <-hooks.postTimeout; panicked {
		t.Errorf("post-timeout: got panicked; want a handler that returned")
	}

	if rec.Code != http.StatusGatewayTimeout {
		t.Errorf("got code %d; want 504", rec.Code)
	}
	status := decodeStatus(t, rec.Body.Bytes())
	wantMessage := "Timeout: request did not complete within the allotted timeout"
	if status.Code != 504 || status.Reason != metav1.StatusReasonTimeout || status.Message != wantMessage {
		t.Errorf("got Status %+v; want code 504, reason Timeout, message %q", status, wantMessage)
	}
	if strings.Contains(rec.Body.String(), "late body") {
		t.Errorf("got body %q; want no late write in it", rec.Body.String())
	}
	for _, name := range []string{"X-Handler", "X-Late"} {
		if got := rec.Header().Get(name); got != "" {
			t.Errorf("got header %s: %q; want none", name, got)
		}
	}
	if len(hooks.terminations) != 1 || hooks.terminations[0] != http.StatusGatewayTimeout {
		t.Errorf("got terminations recorded %v; want [504]", hooks.terminations)
	}
}

// TestTimeoutAfterResponseStarted: a 504 cannot follow a 200, so the
// timeout aborts the response instead.
func TestTimeoutAfterResponseStarted(t *testing.T) {
	captureLog(t)
	hooks := installTimeoutHooks(t)
	started, release := make(chan struct{}), make(chan struct{})
	h := WithTimeoutForNonLongRunningRequests(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("X-Handler", "early")
		w.WriteHeader(http.StatusOK)
		close(started)
		<-release
	}), watchIsLongRunning)

	req, cancel := timedRequest("get")
	go func() { <-started; cancel() }()
	rec := httptest.NewRecorder()
	func() {
		defer func() {
			if got := recover(); got != http.ErrAbortHandler {
				t.Errorf("got panic %v; want http.ErrAbortHandler", got)
			}
		}()
		h.ServeHTTP(rec, req)
	}()
	close(release)
	<-hooks.postTimeout
	if rec.Code != http.StatusOK || rec.Header().Get("X-Handler") != "early" {
		t.Errorf("got %d with X-Handler %q; want the handler's 200 with X-Handler \"early\"", rec.Code, rec.Header().Get("X-Handler"))
	}
}

// TestTimeoutPropagatesPanic: WithPanicRecovery runs in the caller's
// goroutine, so a panic of the handler's goroutine must surface there,
// with the stack of where it happened.
func TestTimeoutPropagatesPanic(t *testing.T) {
	tests := []struct {
		name      string
		value     any
		wantValue func(got any) bool
	}{
		{"panic carries the handler's stack", "boom", func(got any) bool {
			s, ok := got.(string)
			return ok && strings.HasPrefix(s, "boom\n") && strings.Contains(s, "timeout_test.go")
		}},
		{"ErrAbortHandler stays the sentinel", http.ErrAbortHandler, func(got any) bool { return got == http.ErrAbortHandler }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := WithTimeoutForNonLongRunningRequests(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {
				panic(tt.value)
			}), watchIsLongRunning)
			req, cancel := timedRequest("get")
			defer cancel()
			defer func() {
				if got := recover(); !tt.wantValue(got) {
					t.Errorf("got panic %#v; want %v passed on", got, tt.value)
				}
			}()
			h.ServeHTTP(httptest.NewRecorder(), req)
		})
	}
}

// TestTimeoutLetsLongRunningThrough: a watch runs on the caller's
// goroutine with the caller's writer, and a passed deadline is not the
// timeout filter's business.
func TestTimeoutLetsLongRunningThrough(t *testing.T) {
	rec := httptest.NewRecorder()
	var gotWriter http.ResponseWriter
	h := WithTimeoutForNonLongRunningRequests(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		gotWriter = w
		_, _ = w.Write([]byte("event"))
	}), watchIsLongRunning)
	req, cancel := timedRequest("watch")
	cancel()
	h.ServeHTTP(rec, req)
	if gotWriter != rec || rec.Code != http.StatusOK || rec.Body.String() != "event" {
		t.Errorf("got %d %q (own writer %v); want 200 \"event\" on the caller's writer", rec.Code, rec.Body.String(), gotWriter == rec)
	}
}

// TestTimeoutWriterPassesThrough: before any deadline, the handler's
// status, headers and body arrive, and it can flush.
func TestTimeoutWriterPassesThrough(t *testing.T) {
	rec := httptest.NewRecorder()
	var canFlush bool
	h := WithTimeoutForNonLongRunningRequests(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		_, canFlush = w.(http.Flusher)
		w.Header().Set("X-Handler", "yes")
		w.WriteHeader(http.StatusCreated)
		_, _ = w.Write([]byte("created"))
	}), watchIsLongRunning)
	req, cancel := timedRequest("create")
	defer cancel()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusCreated || rec.Header().Get("X-Handler") != "yes" || rec.Body.String() != "created" || !canFlush {
		t.Errorf("got %d, X-Handler %q, body %q, Flusher %v; want 201, \"yes\", \"created\", true",
			rec.Code, rec.Header().Get("X-Handler"), rec.Body.String(), canFlush)
	}
}
