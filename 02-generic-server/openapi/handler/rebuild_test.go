package handler_test

import (
	"encoding/json"
	"net/http"
	"testing"

	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi/handler"
)

// TestDocumentsFollowTheRoutes installs a group after the first request:
// both documents show it, and the unchanged apps/v1 document keeps its
// hash and Last-Modified, so clients' caches stay valid.
func TestDocumentsFollowTheRoutes(t *testing.T) {
	s := newServer(t)
	before := s.get(t, currentURL(t, s, "apis/apps/v1"))
	beforeURL := currentURL(t, s, "apis/apps/v1")

	ws := new(restful.WebService).Path("/apis/example.com/v1")
	ws.Route(ws.GET("/").To(func(*restful.Request, *restful.Response) {}).Operation("getAPIResources").Writes(""))
	s.container.Add(ws)

	var index handler.OpenAPIV3Discovery
	if err := json.Unmarshal(body(t, s.get(t, "/openapi/v3")), &index); err != nil {
		t.Fatal(err)
	}
	if _, ok := index.Paths["apis/example.com/v1"]; !ok {
		t.Errorf("got index keys %v; want apis/example.com/v1 among them", index.Paths)
	}
	if got := index.Paths["apis/apps/v1"].ServerRelativeURL; got != beforeURL {
		t.Errorf("got apps/v1 URL %s after an unrelated change; want it unchanged, %s", got, beforeURL)
	}
	after := s.get(t, beforeURL)
	if after.StatusCode != http.StatusOK || after.Header.Get("Last-Modified") != before.Header.Get("Last-Modified") {
		t.Errorf("got %d, Last-Modified %q; want 200 and the earlier %q", after.StatusCode, after.Header.Get("Last-Modified"), before.Header.Get("Last-Modified"))
	}
	var v2 struct {
		Paths map[string]any `json:"paths"`
	}
	if err := json.Unmarshal(body(t, s.get(t, "/openapi/v2")), &v2); err != nil {
		t.Fatal(err)
	}
	if _, ok := v2.Paths["/apis/example.com/v1/"]; !ok {
		t.Error("got no /apis/example.com/v1/ in /openapi/v2 after adding it; want the document rebuilt")
	}
}

// TestConcurrentRequests serves both documents from many goroutines while
// a group is installed; run with -race.
func TestConcurrentRequests(t *testing.T) {
	s := newServer(t)
	done := make(chan struct{})
	for i := range 8 {
		go func() {
			defer func() { done <- struct{}{} }()
			for _, url := range []string{"/openapi/v2", "/openapi/v3", "/openapi/v3/apis/apps/v1"} {
				accept := kubectlDocAccept
				if i%2 == 0 && url == "/openapi/v2" {
					accept = kubectlV2Accept
				}
				if got := s.get(t, url, "Accept", accept).StatusCode; got != http.StatusOK {
					t.Errorf("GET %s: got %d; want 200", url, got)
				}
			}
		}()
	}
	ws := new(restful.WebService).Path("/apis/example.com/v1")
	ws.Route(ws.GET("/").To(func(*restful.Request, *restful.Response) {}).Operation("getAPIResources").Writes(""))
	s.container.Add(ws)
	for range 8 {
		<-done
	}
}
