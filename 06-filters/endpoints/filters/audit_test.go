package filters

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"

	coreinstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/audit/policy"
)

// fakeSink keeps a copy of every event; fail makes it refuse them.
type fakeSink struct {
	mu     sync.Mutex
	events []*auditv1.Event
	fail   bool
}

func (s *fakeSink) ProcessEvents(events ...*auditv1.Event) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, ev := range events {
		s.events = append(s.events, ev.DeepCopy())
	}
	return !s.fail
}

func (s *fakeSink) stages() []auditv1.Stage {
	var stages []auditv1.Stage
	for _, ev := range s.events {
		stages = append(stages, ev.Stage)
	}
	return stages
}

// watchIsLongRunning stands in for the server's check.
func watchIsLongRunning(_ *http.Request, ri *genericrequest.RequestInfo) bool {
	return ri.Verb == "watch"
}

// auditChain puts h behind WithAudit and the filters it needs further out,
// in the order of the real chain.
func auditChain(h http.Handler, sink *fakeSink, level auditv1.Level, omit ...auditv1.Stage) http.Handler {
	h = WithAudit(h, sink, policy.NewFakePolicyRuleEvaluator(level, omit), watchIsLongRunning, nil)
	h = WithRequestInfo(h, &genericrequest.RequestInfoFactory{APIPrefixes: []string{"api", "apis"}, GrouplessAPIPrefixes: []string{"api"}})
	return WithAuditInit(h)
}

const podJSON = `{"apiVersion":"v1","kind":"Pod","metadata":{"name":"web","managedFields":[{"manager":"kubectl"}]}}`

// echoPod answers 201 with the pod it got.
var echoPod = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_, _ = w.Write(body)
})

func createPod(body, contentType string) *http.Request {
	req := httptest.NewRequest(http.MethodPost, "/api/v1/namespaces/default/pods", strings.NewReader(body))
	req.Header.Set("Content-Type", contentType)
	return req
}

func TestWithAuditStages(t *testing.T) {
	writeAndFlush := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
		w.(http.Flusher).Flush()
		_, _ = w.Write([]byte(`{"type":"ADDED"}`))
	})
	silent := http.HandlerFunc(func(http.ResponseWriter, *http.Request) {})
	tests := []struct {
		name    string
		handler http.Handler
		target  string
		omit    []auditv1.Stage
		want    []auditv1.Stage
		code    int32
	}{
		{"short request", writeAndFlush, "/api/v1/namespaces/default/pods/web", nil,
			[]auditv1.Stage{auditv1.StageRequestReceived, auditv1.StageResponseComplete}, 200},
		{"long-running request", writeAndFlush, "/api/v1/pods?watch=true", nil,
			[]auditv1.Stage{auditv1.StageRequestReceived, auditv1.StageResponseStarted, auditv1.StageResponseComplete}, 200},
		{"long-running, nothing written", silent, "/api/v1/pods?watch=true", nil,
			[]auditv1.Stage{auditv1.StageRequestReceived, auditv1.StageResponseStarted, auditv1.StageResponseComplete}, 200},
		{"omit RequestReceived", writeAndFlush, "/api/v1/pods?watch=true", []auditv1.Stage{auditv1.StageRequestReceived},
			[]auditv1.Stage{auditv1.StageResponseStarted, auditv1.StageResponseComplete}, 200},
		{"omit two", writeAndFlush, "/healthz", []auditv1.Stage{auditv1.StageRequestReceived, auditv1.StageResponseComplete},
			nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sink := &fakeSink{}
			rec := httptest.NewRecorder()
			auditChain(tt.handler, sink, auditv1.LevelMetadata, tt.omit...).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, tt.target, nil))
			if got := sink.stages(); !slices.Equal(got, tt.want) {
				t.Fatalf("got stages %v; want %v", got, tt.want)
			}
			if len(sink.events) == 0 {
				return
			}
			last := sink.events[len(sink.events)-1]
			if last.ResponseStatus == nil || last.ResponseStatus.Code != tt.code {
				t.Errorf("got responseStatus %+v; want code %d", last.ResponseStatus, tt.code)
			}
			if id := rec.Header().Get("Audit-Id"); id == "" || string(last.AuditID) != id {
				t.Errorf("got auditID %q, header %q; want the same, not empty", last.AuditID, id)
			}
		})
	}
}

func TestWithAuditMetadata(t *testing.T) {
	sink := &fakeSink{}
	req := httptest.NewRequest(http.MethodGet, "/apis/apps/v1/namespaces/prod/deployments/web/scale?x=1", nil)
	req.Header.Set("X-Forwarded-For", "10.0.0.1, 10.0.0.2")
	req.Header.Set("User-Agent", "kubectl/v1.37.0")
	req.RemoteAddr = "192.0.2.7:51234"
	auditChain(http.NotFoundHandler(), sink, auditv1.LevelMetadata).ServeHTTP(httptest.NewRecorder(), req)
	ev := sink.events[len(sink.events)-1]
	want := auditv1.ObjectReference{Resource: "deployments", Subresource: "scale", Namespace: "prod", Name: "web", APIGroup: "apps", APIVersion: "v1"}
	if ev.ObjectRef == nil || *ev.ObjectRef != want {
		t.Errorf("got objectRef %+v; want %+v", ev.ObjectRef, want)
	}
	checks := []struct{ name, got, want string }{
		{"verb", ev.Verb, "get"},
		{"requestURI", ev.RequestURI, "/apis/apps/v1/namespaces/prod/deployments/web/scale?x=1"},
		{"user", ev.User.Username + " " + strings.Join(ev.User.Groups, ","), "system:anonymous system:unauthenticated"},
		{"sourceIPs", strings.Join(ev.SourceIPs, ","), "10.0.0.1,10.0.0.2,192.0.2.7"},
		{"userAgent", ev.UserAgent, "kubectl/v1.37.0"},
		{"level", string(ev.Level), "Metadata"},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("got %s %q; want %q", c.name, c.got, c.want)
		}
	}
	if ev.RequestReceivedTimestamp.IsZero() || ev.StageTimestamp.Before(&ev.RequestReceivedTimestamp) {
		t.Errorf("got timestamps %v, %v; want received <= stage", ev.RequestReceivedTimestamp, ev.StageTimestamp)
	}
}

func TestWithAuditLevels(t *testing.T) {
	tests := []struct {
		level             auditv1.Level
		wantReq, wantResp bool
	}{
		{auditv1.LevelMetadata, false, false},
		{auditv1.LevelRequest, true, false},
		{auditv1.LevelRequestResponse, true, true},
	}
	for _, tt := range tests {
		t.Run(string(tt.level), func(t *testing.T) {
			sink := &fakeSink{}
			rec := httptest.NewRecorder()
			auditChain(echoPod, sink, tt.level).ServeHTTP(rec, createPod(podJSON, "application/json"))
			if rec.Body.String() != podJSON {
				t.Fatalf("got handler's body %q; want the whole request body %q", rec.Body, podJSON)
			}
			ev := sink.events[len(sink.events)-1]
			if got := ev.RequestObject != nil; got != tt.wantReq {
				t.Errorf("got requestObject %v; want it %v", ev.RequestObject, tt.wantReq)
			}
			if got := ev.ResponseObject != nil; got != tt.wantResp {
				t.Errorf("got responseObject %v; want it %v", ev.ResponseObject, tt.wantResp)
			}
			if tt.wantReq && string(ev.RequestObject.Raw) != podJSON {
				t.Errorf("got requestObject %s; want %s", ev.RequestObject.Raw, podJSON)
			}
			if tt.wantReq && ev.ObjectRef.Name != "web" {
				t.Errorf("got objectRef.name %q; want web, from the body", ev.ObjectRef.Name)
			}
			if sink.events[0].RequestObject != nil {
				t.Errorf("got a requestObject in RequestReceived; want it from ResponseComplete on")
			}
		})
	}
}

func TestWithAuditRequestBodies(t *testing.T) {
	big := `{"kind":"Pod","data":"` + strings.Repeat("x", MaxAuditBodyBytes) + `"}`
	tests := []struct {
		name, body, contentType string
		wantObject              string // "" for none
		wantOmitted             string // part of the annotation
	}{
		{"yaml", "kind: Pod\nmetadata:\n  name: web\n", "application/yaml", `{"kind":"Pod","metadata":{"name":"web"}}`, ""},
		{"merge patch", `{"metadata":{"labels":{"a":"b"}}}`, "application/merge-patch+json", `{"metadata":{"labels":{"a":"b"}}}`, ""},
		{"too large", big, "application/json", "", "larger than 1048576 bytes"},
		{"protobuf without a serializer", "k8s\x00\x0a\x04", "application/vnd.kubernetes.protobuf", "", "no serializer"},
		{"other content type", "hello", "text/plain", "", `"text/plain" is not JSON, YAML or protobuf`},
		{"broken JSON", "{", "application/json", "", "not valid JSON"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sink := &fakeSink{}
			rec := httptest.NewRecorder()
			auditChain(echoPod, sink, auditv1.LevelRequest).ServeHTTP(rec, createPod(tt.body, tt.contentType))
			if rec.Body.Len() != len(tt.body) {
				t.Errorf("got %d bytes in the handler; want all %d", rec.Body.Len(), len(tt.body))
			}
			ev := sink.events[len(sink.events)-1]
			var got string
			if ev.RequestObject != nil {
				got = string(ev.RequestObject.Raw)
			}
			if got != tt.wantObject {
				t.Errorf("got requestObject %.80q; want %q", got, tt.wantObject)
			}
			if omitted := ev.Annotations[AnnotationRequestObjectOmitted]; !strings.Contains(omitted, tt.wantOmitted) || (tt.wantOmitted == "") != (omitted == "") {
				t.Errorf("got annotation %q; want one containing %q", omitted, tt.wantOmitted)
			}
		})
	}
}

func TestWithAuditOmitManagedFields(t *testing.T) {
	sink := &fakeSink{}
	evaluator := policy.NewPolicyRuleEvaluator(&auditv1.Policy{OmitManagedFields: true,
		Rules: []auditv1.PolicyRule{{Level: auditv1.LevelRequestResponse}}})
	h := WithAudit(echoPod, sink, evaluator, nil, nil)
	h = WithAuditInit(WithRequestInfo(h, &genericrequest.RequestInfoFactory{APIPrefixes: []string{"api"}, GrouplessAPIPrefixes: []string{"api"}}))
	h.ServeHTTP(httptest.NewRecorder(), createPod(podJSON, "application/json"))
	ev := sink.events[len(sink.events)-1]
	for name, obj := range map[string][]byte{"requestObject": ev.RequestObject.Raw, "responseObject": ev.ResponseObject.Raw} {
		if bytes.Contains(obj, []byte("managedFields")) || !bytes.Contains(obj, []byte(`"name":"web"`)) {
			t.Errorf("got %s %s; want the pod without managedFields", name, obj)
		}
	}
}

func TestWithAuditErrorStatus(t *testing.T) {
	const status = `{"kind":"Status","apiVersion":"v1","status":"Failure","message":"pods \"db\" not found","reason":"NotFound","code":404}`
	sink := &fakeSink{}
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(status))
	})
	auditChain(h, sink, auditv1.LevelMetadata).ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/api/v1/namespaces/default/pods/db", nil))
	got := sink.events[len(sink.events)-1]
	if got.ResponseStatus == nil || got.ResponseStatus.Code != 404 || got.ResponseStatus.Reason != "NotFound" || got.ResponseStatus.Message != `pods "db" not found` {
		t.Errorf("got responseStatus %+v; want 404 NotFound with the Status's message", got.ResponseStatus)
	}
	if got.ResponseObject != nil {
		t.Errorf("got responseObject %s at Metadata; want none", got.ResponseObject.Raw)
	}
}

func TestWithAuditPanic(t *testing.T) {
	sink := &fakeSink{}
	h := auditChain(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom") }), sink, auditv1.LevelMetadata)
	func() {
		defer func() {
			if r := recover(); r != "boom" {
				t.Errorf("got panic %v; want the handler's boom re-panicked", r)
			}
		}()
		h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/api/v1/pods", nil))
	}()
	want := []auditv1.Stage{auditv1.StageRequestReceived, auditv1.StagePanic}
	if got := sink.stages(); !slices.Equal(got, want) {
		t.Fatalf("got stages %v; want %v", got, want)
	}
	status := sink.events[1].ResponseStatus
	if status == nil || status.Code != 500 || !strings.Contains(status.Message, "boom") {
		t.Errorf("got responseStatus %+v; want 500 naming the panic", status)
	}
}

func TestWithAuditNone(t *testing.T) {
	sink := &fakeSink{}
	called := false
	h := auditChain(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { called = true }), sink, auditv1.LevelNone)
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/api/v1/pods", nil))
	if !called || len(sink.events) != 0 {
		t.Errorf("got handler called %v, %d events; want called, no events", called, len(sink.events))
	}
}

func TestWithAuditSinkFailure(t *testing.T) {
	sink := &fakeSink{fail: true}
	called := false
	rec := httptest.NewRecorder()
	auditChain(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { called = true }), sink, auditv1.LevelMetadata).
		ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/v1/pods", nil))
	if called || rec.Code != http.StatusInternalServerError {
		t.Errorf("got handler called %v, code %d; want not called, 500", called, rec.Code)
	}
}

func TestWithAuditKeepsFlush(t *testing.T) {
	sink := &fakeSink{}
	rec := httptest.NewRecorder()
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		flusher, ok := w.(http.Flusher)
		if !ok {
			t.Fatal("got a writer without Flush; want Flush kept")
		}
		_, _ = w.Write([]byte("{}"))
		flusher.Flush()
	})
	auditChain(h, sink, auditv1.LevelRequestResponse).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/v1/pods?watch=1", nil))
	if !rec.Flushed {
		t.Error("got the recorder not flushed; want Flush to reach it")
	}
}

type countingHandler struct{ calls int }

func (h *countingHandler) ServeHTTP(http.ResponseWriter, *http.Request) { h.calls++ }

func TestWithAuditOffWithoutSinkOrPolicy(t *testing.T) {
	h := &countingHandler{}
	evaluator := policy.NewFakePolicyRuleEvaluator(auditv1.LevelMetadata, nil)
	for name, got := range map[string]http.Handler{
		"no sink":   WithAudit(h, nil, evaluator, nil, nil),
		"no policy": WithAudit(h, &fakeSink{}, nil, nil, nil),
	} {
		if got != http.Handler(h) {
			t.Errorf("%s: got a wrapped handler; want the handler itself", name)
		}
	}
}

func TestWithAuditProtobufBody(t *testing.T) {
	scheme := runtime.NewScheme()
	coreinstall.Install(scheme)
	codecs := serializer.NewCodecFactory(scheme)
	info, _ := runtime.SerializerInfoForMediaType(codecs.SupportedMediaTypes(), serializer.ContentTypeProtobuf)
	var body bytes.Buffer
	cm := &corev1.ConfigMap{TypeMeta: metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMap"},
		ObjectMeta: metav1.ObjectMeta{Name: "settings"}, Data: map[string]string{"a": "b"}}
	if err := info.Serializer.Encode(cm, &body); err != nil {
		t.Fatal(err)
	}
	sink := &fakeSink{}
	h := WithAudit(echoPod, sink, policy.NewFakePolicyRuleEvaluator(auditv1.LevelRequest, nil), nil, codecs)
	h = WithAuditInit(WithRequestInfo(h, &genericrequest.RequestInfoFactory{APIPrefixes: []string{"api"}, GrouplessAPIPrefixes: []string{"api"}}))
	req := httptest.NewRequest(http.MethodPost, "/api/v1/namespaces/default/configmaps", bytes.NewReader(body.Bytes()))
	req.Header.Set("Content-Type", serializer.ContentTypeProtobuf)
	h.ServeHTTP(httptest.NewRecorder(), req)
	ev := sink.events[len(sink.events)-1]
	if ev.RequestObject == nil {
		t.Fatalf("got no requestObject (annotations %v); want the config map as JSON", ev.Annotations)
	}
	var got corev1.ConfigMap
	if err := json.Unmarshal(ev.RequestObject.Raw, &got); err != nil || got.Kind != "ConfigMap" || got.Name != "settings" || got.Data["a"] != "b" {
		t.Errorf("got requestObject %s (%v); want the ConfigMap settings as JSON", ev.RequestObject.Raw, err)
	}
}

func TestWithAuditHijack(t *testing.T) {
	sink := &fakeSink{}
	h := auditChain(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		conn, buf, err := w.(http.Hijacker).Hijack()
		if err != nil {
			t.Errorf("got %v; want the connection", err)
			return
		}
		defer conn.Close()
		_, _ = buf.WriteString("HTTP/1.1 101 Switching Protocols\r\nUpgrade: SPDY/3.1\r\nConnection: Upgrade\r\n\r\n")
		_ = buf.Flush()
	}), sink, auditv1.LevelMetadata)
	done := make(chan struct{})
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer close(done) // the last event is written when the chain returns
		h.ServeHTTP(w, r)
	})) // a free loopback port
	defer server.Close()
	resp, err := http.Get(server.URL + "/api/v1/namespaces/default/pods/web/exec")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusSwitchingProtocols {
		t.Errorf("got status %d; want 101", resp.StatusCode)
	}
	<-done
	last := sink.events[len(sink.events)-1]
	if last.Stage != auditv1.StageResponseComplete || last.ResponseStatus.Code != http.StatusSwitchingProtocols {
		t.Errorf("got %s with status %+v; want ResponseComplete with 101", last.Stage, last.ResponseStatus)
	}
}

// TestWithAuditLeavesTheBodyToTheHandler: a client that sends its body
// slowly must reach the filters inside (the in-flight limit) before its
// body is read; audit keeps what the handler reads, and a body nobody read
// leaves no requestObject.
func TestWithAuditLeavesTheBodyToTheHandler(t *testing.T) {
	sink := &fakeSink{}
	reached := make(chan struct{})
	refuse := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		close(reached)
		w.WriteHeader(http.StatusTooManyRequests)
	})
	body, writer := io.Pipe() // never written: reading it would block for ever
	defer writer.Close()
	req := httptest.NewRequest(http.MethodPost, "/api/v1/namespaces/default/pods", body)
	req.Header.Set("Content-Type", "application/json")
	done := make(chan struct{})
	go func() {
		defer close(done)
		auditChain(refuse, sink, auditv1.LevelRequestResponse).ServeHTTP(httptest.NewRecorder(), req)
	}()
	<-reached
	<-done
	ev := sink.events[len(sink.events)-1]
	if ev.RequestObject != nil || len(ev.Annotations) != 0 {
		t.Errorf("got requestObject %v, annotations %v; want neither for a body nobody read", ev.RequestObject, ev.Annotations)
	}
}
