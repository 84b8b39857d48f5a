package filters

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	request06 "github.com/kube-rebuilt/apiserver/06-filters/endpoints/request"
)

var resolver = &request.RequestInfoFactory{APIPrefixes: []string{"api", "apis"}, GrouplessAPIPrefixes: []string{"api"}}

func TestWithRequestInfo(t *testing.T) {
	var got *request.RequestInfo
	h := WithRequestInfo(http.HandlerFunc(func(_ http.ResponseWriter, req *http.Request) {
		got, _ = request.RequestInfoFrom(req.Context())
	}), resolver)
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("DELETE", "/apis/apps/v1/namespaces/demo/deployments/web", nil))
	if got == nil || got.Verb != "delete" || got.APIGroup != "apps" || got.Namespace != "demo" || got.Resource != "deployments" || got.Name != "web" {
		t.Errorf("got %+v; want delete of apps deployments demo/web", got)
	}
}

func TestWithRequestReceivedTimestamp(t *testing.T) {
	want := time.Date(2026, 11, 26, 8, 0, 0, 0, time.UTC)
	var got time.Time
	h := withRequestReceivedTimestampWithClock(http.HandlerFunc(func(_ http.ResponseWriter, req *http.Request) {
		got, _ = request06.ReceivedTimestampFrom(req.Context())
	}), func() time.Time { return want })
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/version", nil))
	if !got.Equal(want) {
		t.Errorf("got %v; want %v", got, want)
	}
}

func TestWithMuxAndDiscoveryComplete(t *testing.T) {
	complete := make(chan struct{})
	var marked bool
	h := WithMuxAndDiscoveryComplete(http.HandlerFunc(func(_ http.ResponseWriter, req *http.Request) {
		marked = !request.NoMuxAndDiscoveryIncompleteKey(req.Context())
	}), complete)
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/apis/stable.example.com/v1/crontabs", nil))
	if !marked {
		t.Errorf("before the signal: got unmarked; want marked")
	}
	close(complete)
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/apis/stable.example.com/v1/crontabs", nil))
	if marked {
		t.Errorf("after the signal: got marked; want unmarked")
	}
}

func TestWithCacheControl(t *testing.T) {
	tests := []struct{ name, handlerSets, want string }{
		{"default", "", "no-cache, private"},
		{"the handler's own", "public, max-age=60", "public, max-age=60"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := WithCacheControl(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
				if tt.handlerSets != "" {
					w.Header().Set("Cache-Control", tt.handlerSets)
				}
			}))
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/v1/namespaces", nil))
			if got := rec.Header().Get("Cache-Control"); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
