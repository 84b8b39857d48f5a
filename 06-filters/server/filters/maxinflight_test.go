package filters

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// inFlightRequest is a request with a RequestInfo of verb and, if groups
// is not nil, a user in those groups.
func inFlightRequest(verb string, groups []string) *http.Request {
	req := httptest.NewRequest("GET", "/api/v1/pods", nil)
	ctx := genericrequest.WithRequestInfo(req.Context(), &genericrequest.RequestInfo{
		IsResourceRequest: true, Verb: verb, APIVersion: "v1", Resource: "pods",
	})
	if groups != nil {
		ctx = genericrequest.WithUser(ctx, &user.DefaultInfo{Name: "someone", Groups: groups})
	}
	return req.WithContext(ctx)
}

// holdInFlight serves a request of verb that stays in flight until the
// returned function is called (which waits for it to end).
func holdInFlight(t *testing.T, h http.Handler, verb string) (release func()) {
	t.Helper()
	rec := httptest.NewRecorder()
	done := make(chan struct{})
	req := inFlightRequest(verb, nil)
	req.Header.Set("X-Hold", "true")
	go func() { defer close(done); h.ServeHTTP(rec, req) }()
	<-holding
	return func() {
		unhold <- struct{}{}
		<-done
		if rec.Code != http.StatusOK {
			t.Errorf("held %s: got %d; want 200", verb, rec.Code)
		}
	}
}

// holding and unhold synchronize with a request held in the handler.
var holding, unhold = make(chan struct{}), make(chan struct{})

// holdingHandler holds requests marked X-Hold, answers the others 200.
var holdingHandler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("X-Hold") != "" {
		holding <- struct{}{}
		<-unhold
	}
})

func TestWithMaxInFlightLimit(t *testing.T) {
	masters := []string{user.SystemPrivilegedGroup, user.AllAuthenticated}
	tests := []struct {
		name                       string
		nonMutatingLimit, mutating int
		held, verb                 string
		groups                     []string
		wantCode                   int
	}{
		{"second read over the read limit", 1, 1, "get", "list", nil, 429},
		{"a write has its own limit", 1, 1, "get", "create", nil, 200},
		{"second write over the write limit", 1, 1, "delete", "patch", nil, 429},
		{"deletecollection is a write", 1, 1, "update", "deletecollection", nil, 429},
		{"a read has its own limit", 1, 1, "update", "get", nil, 200},
		{"long-running is not counted", 1, 1, "get", "watch", nil, 200},
		{"system:masters is never refused", 1, 1, "get", "list", masters, 200},
		{"other groups are", 1, 1, "get", "list", []string{user.AllAuthenticated}, 429},
		{"a read limit of 0 is no limit", 0, 1, "get", "list", nil, 200},
		{"a write limit of 0 is no limit", 1, 0, "create", "create", nil, 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var dropped []bool
			recordDroppedRequest = func(_ *http.Request, _ *genericrequest.RequestInfo, isMutating bool) {
				dropped = append(dropped, isMutating)
			}
			defer func() { recordDroppedRequest = func(*http.Request, *genericrequest.RequestInfo, bool) {} }()
			h := WithMaxInFlightLimit(holdingHandler, tt.nonMutatingLimit, tt.mutating, watchIsLongRunning)
			release := holdInFlight(t, h, tt.held)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, inFlightRequest(tt.verb, tt.groups))
			release()

			if rec.Code != tt.wantCode {
				t.Fatalf("%s while a %s is in flight: got %d; want %d", tt.verb, tt.held, rec.Code, tt.wantCode)
			}
			if tt.wantCode == 429 {
				assertTooManyRequests(t, rec)
			}
			if wantDropped := tt.wantCode == 429; (len(dropped) == 1) != wantDropped {
				t.Errorf("got drops recorded %v; want one: %v", dropped, wantDropped)
			}
		})
	}
}

func assertTooManyRequests(t *testing.T, rec *httptest.ResponseRecorder) {
	t.Helper()
	if got := rec.Header().Get("Retry-After"); got != "1" {
		t.Errorf("got Retry-After %q; want \"1\"", got)
	}
	status := decodeStatus(t, rec.Body.Bytes())
	wantMessage := "Too many requests, please try again later."
	if status.Code != 429 || status.Reason != metav1.StatusReasonTooManyRequests || status.Message != wantMessage {
		t.Errorf("got Status %+v; want code 429, reason TooManyRequests, message %q", status, wantMessage)
	}
}

// TestWithMaxInFlightLimitFreesPlace: a place is given back when its
// request ends.
func TestWithMaxInFlightLimitFreesPlace(t *testing.T) {
	h := WithMaxInFlightLimit(holdingHandler, 1, 1, watchIsLongRunning)
	holdInFlight(t, h, "get")()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, inFlightRequest("get", nil))
	if rec.Code != http.StatusOK {
		t.Errorf("read after the first ended: got %d; want 200", rec.Code)
	}
}

func TestRequestWatermark(t *testing.T) {
	type report struct {
		phase              string
		readOnly, mutating int
	}
	reports := make(chan report, 1)
	updateInflightRequestMetrics = func(phase string, readOnly, mutating int) { reports <- report{phase, readOnly, mutating} }
	defer func() { updateInflightRequestMetrics = func(string, int, int) {} }()

	w := &requestWatermark{phase: executingPhase}
	for _, v := range []int{1, 3, 2} {
		w.record(false, v)
	}
	w.record(true, 5)
	w.record(true, 4)
	stop, stopped := make(chan struct{}), make(chan struct{})
	go func() { defer close(stopped); maintainWatermark(w, time.Hour, stop) }()
	if got, want := <-reports, (report{"executing", 3, 5}); got != want {
		t.Errorf("first report: got %+v; want the highest counts %+v", got, want)
	}
	close(stop)
	<-stopped
	w.report()
	if got, want := <-reports, (report{"executing", 0, 0}); got != want {
		t.Errorf("report after a report: got %+v; want a new period %+v", got, want)
	}
}
