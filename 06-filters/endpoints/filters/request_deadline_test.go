package filters

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
	"github.com/kube-rebuilt/apiserver/06-filters/audit/policy"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/request"
)

// deadlineCodecs can write a Status, and nothing else.
func deadlineCodecs() serializer.CodecFactory {
	scheme := runtime.NewScheme()
	_ = metav1.AddToGroupVersion(scheme, schema.GroupVersion{Version: "v1"})
	return serializer.NewCodecFactory(scheme)
}

// deadlineLongRunning calls watches long-running.
func deadlineLongRunning(_ *http.Request, info *genericrequest.RequestInfo) bool {
	return info.Verb == "watch"
}

// deadlineRequest is a request for target with a RequestInfo of verb,
// received at received unless that is zero.
func deadlineRequest(target, verb string, received time.Time) *http.Request {
	req := httptest.NewRequest("GET", target, nil)
	ctx := genericrequest.WithRequestInfo(req.Context(), &genericrequest.RequestInfo{
		IsResourceRequest: true, Verb: verb, APIVersion: "v1", Resource: "pods",
	})
	return req.WithContext(request.WithReceivedTimestamp(ctx, received))
}

func TestWithRequestDeadline(t *testing.T) {
	received := time.Date(2026, 11, 26, 8, 0, 0, 0, time.UTC)
	now := received.Add(5 * time.Second) // the clock, read only without a received time
	const maximum = time.Minute
	tests := []struct {
		name         string
		target, verb string
		received     time.Time
		wantDeadline time.Time // zero: none
	}{
		{"no ?timeout= is the maximum", "/api/v1/pods", "list", received, received.Add(maximum)},
		{"?timeout=1s", "/api/v1/pods?timeout=1s", "list", received, received.Add(time.Second)},
		{"larger than the maximum is capped", "/api/v1/pods?timeout=5m", "list", received, received.Add(maximum)},
		{"0 is the maximum", "/api/v1/pods?timeout=0s", "list", received, received.Add(maximum)},
		{"counted from now without a received time", "/api/v1/pods?timeout=10s", "list", time.Time{}, now.Add(10 * time.Second)},
		{"long-running gets none", "/api/v1/pods?watch=true&timeout=1s", "watch", received, time.Time{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var gotDeadline time.Time
			var reached bool
			h := withRequestDeadline(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
				reached = true
				gotDeadline, _ = r.Context().Deadline()
			}), nil, nil, deadlineLongRunning, deadlineCodecs(), maximum, func() time.Time { return now })
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, deadlineRequest(tt.target, tt.verb, tt.received))
			if !reached || rec.Code != http.StatusOK {
				t.Fatalf("got %d, handler reached %v; want 200 from the handler", rec.Code, reached)
			}
			if !gotDeadline.Equal(tt.wantDeadline) {
				t.Errorf("got deadline %v; want %v", gotDeadline, tt.wantDeadline)
			}
		})
	}
}

func TestWithRequestDeadlineBadTimeout(t *testing.T) {
	old := klog.SetOutput(&strings.Builder{})
	defer klog.SetOutput(old)
	var reached bool
	sink := &fakeSink{}
	h := WithRequestDeadline(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { reached = true }),
		sink, policy.NewFakePolicyRuleEvaluator(auditv1.LevelMetadata, nil), deadlineLongRunning, deadlineCodecs(), time.Minute)
	rec := httptest.NewRecorder()
	req := deadlineRequest("/api/v1/pods?timeout=bogus", "list", time.Now())
	h.ServeHTTP(rec, req.WithContext(audit.WithAuditContext(req.Context())))
	if len(sink.events) != 1 || sink.events[0].Stage != auditv1.StageResponseComplete || sink.events[0].ResponseStatus.Code != http.StatusBadRequest {
		t.Errorf("got audit events %+v; want one ResponseComplete with code 400", sink.events)
	}

	if reached || rec.Code != http.StatusBadRequest {
		t.Fatalf("got %d, handler reached %v; want 400 and the handler not reached", rec.Code, reached)
	}
	var status metav1.Status
	if err := json.Unmarshal(rec.Body.Bytes(), &status); err != nil {
		t.Fatalf("got body %q; want a Status: %v", rec.Body.String(), err)
	}
	wantMessage := `invalid timeout specified in the request URL - time: invalid duration "bogus"`
	if status.Kind != "Status" || status.Reason != metav1.StatusReasonBadRequest || status.Message != wantMessage {
		t.Errorf("got Status %+v; want kind Status, reason BadRequest, message %q", status, wantMessage)
	}
}
