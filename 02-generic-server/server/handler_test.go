package server

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	restful "github.com/emicklei/go-restful/v3"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
)

// textHandler answers with its name, so a test sees who served a request.
func textHandler(name string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { io.WriteString(w, name) })
}

// webService is a go-restful service at root with one GET route at sub.
func webService(root, sub string) *restful.WebService {
	ws := new(restful.WebService).Path(root)
	ws.Route(ws.GET(sub).To(func(_ *restful.Request, resp *restful.Response) {
		io.WriteString(resp.ResponseWriter, "gorestful "+root+sub)
	}))
	return ws
}

func newDirectorTestHandler() *APIServerHandler {
	codecs := serializer.NewCodecFactory(runtime.NewScheme())
	h := NewAPIServerHandler("test", codecs, func(h http.Handler) http.Handler { return h }, textHandler("delegate"))
	h.GoRestfulContainer.Add(webService("/apis", "/"))
	h.GoRestfulContainer.Add(webService("/api", "/"))
	h.GoRestfulContainer.Add(webService("/version", "/"))
	h.NonGoRestfulMux.Handle("/healthz", textHandler("mux /healthz"))
	h.NonGoRestfulMux.HandlePrefix("/apis/", textHandler("mux /apis/"))
	return h
}

func TestDirectorRouting(t *testing.T) {
	h := newDirectorTestHandler()
	tests := []struct {
		method, path string
		wantCode     int
		wantBody     string // exact body, or "" to check wantReason
		wantReason   metav1.StatusReason
	}{
		// a web service's root path, with or without the trailing slash
		{"GET", "/version", 200, "gorestful /version/", ""},
		{"GET", "/version/", 200, "gorestful /version/", ""},
		// below a root path go-restful owns the path: its own 404 and 405 are Status objects
		{"GET", "/version/extra", 404, "", metav1.StatusReasonNotFound},
		{"POST", "/version", 405, "", metav1.StatusReasonMethodNotAllowed},
		{"GET", "/api/v1", 404, "", metav1.StatusReasonNotFound},
		// a prefix that is not at a path boundary is not a match
		{"GET", "/versionz", 200, "delegate", ""},
		{"GET", "/apifoo", 200, "delegate", ""},
		// /apis is special: only /apis and /apis/ go to go-restful ...
		{"GET", "/apis", 200, "gorestful /apis/", ""},
		{"GET", "/apis/", 200, "gorestful /apis/", ""},
		// ... deeper paths go to the mux, so groups of other servers can be reached
		{"GET", "/apis/apps/v1", 200, "mux /apis/", ""},
		// the mux: exact paths, then the delegate
		{"GET", "/healthz", 200, "mux /healthz", ""},
		{"GET", "/healthz/ping", 200, "delegate", ""},
		{"GET", "/nothing-here", 200, "delegate", ""},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.path, func(t *testing.T) {
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest(tt.method, tt.path, nil))
			if rec.Code != tt.wantCode {
				t.Fatalf("code: got %d; want %d (body %q)", rec.Code, tt.wantCode, rec.Body.String())
			}
			if tt.wantBody != "" {
				if got := rec.Body.String(); got != tt.wantBody {
					t.Errorf("body: got %q; want %q", got, tt.wantBody)
				}
				return
			}
			var status metav1.Status
			if err := json.Unmarshal(rec.Body.Bytes(), &status); err != nil {
				t.Fatalf("body is not a Status: %v: %q", err, rec.Body.String())
			}
			if status.Kind != "Status" || status.APIVersion != "v1" || status.Reason != tt.wantReason || status.Code != int32(tt.wantCode) {
				t.Errorf("status: got %+v; want kind Status, apiVersion v1, reason %q, code %d", status, tt.wantReason, tt.wantCode)
			}
			if got := rec.Header().Get("Content-Type"); got != "application/json" {
				t.Errorf("content type: got %q; want application/json", got)
			}
		})
	}
}

// TestServiceErrorStatusBody pins the exact bytes of go-restful's 405, which
// match what a real kube-apiserver answers.
func TestServiceErrorStatusBody(t *testing.T) {
	h := newDirectorTestHandler()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("PUT", "/version", nil))
	want := `{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"the server does not allow this method on the requested resource","reason":"MethodNotAllowed","details":{},"code":405}` + "\n"
	if got := rec.Body.String(); got != want {
		t.Errorf("body:\n got %s\nwant %s", got, want)
	}
}

func TestListedPathsIncludesWebServicesAndMux(t *testing.T) {
	h := newDirectorTestHandler()
	h.NonGoRestfulMux.UnlistedHandle("/hidden", textHandler("hidden"))
	got := h.ListedPaths()
	want := []string{"/api", "/apis", "/apis/", "/healthz", "/version"}
	if len(got) != len(want) {
		t.Fatalf("got %q; want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %q; want %q", got, want)
		}
	}
}
