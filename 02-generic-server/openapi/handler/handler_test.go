package handler_test

import (
	"bytes"
	"crypto/sha512"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi/handler"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi/openapitest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server/mux"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// The server's NonGoRestfulMux is what the integrator installs on.
var _ handler.PathHandler = (*mux.PathRecorderMux)(nil)

// Accept headers kubectl 1.37 sends (../shared/reference, SUMMARY.txt).
const (
	kubectlV2Accept    = "application/com.github.proto-openapi.spec.v2@v1.0+protobuf"
	kubectlIndexAccept = "application/json, */*"
	kubectlDocAccept   = "application/json"
)

// server is a mux with both OpenAPI services over a container holding
// the test routes.
type server struct {
	container *restful.Container
	mux       *mux.PathRecorderMux
}

func newServer(t *testing.T) *server {
	t.Helper()
	c := restful.NewContainer()
	for _, ws := range openapitest.WebServices() {
		c.Add(ws)
	}
	m := mux.NewPathRecorderMux("test")
	oa := handler.OpenAPI{Builder: openapi.NewBuilder(openapitest.Scheme(), openapi.DefaultConfig("Kubernetes", "1.37"))}
	oa.InstallV2(c, m)
	oa.InstallV3(c, m)
	return &server{container: c, mux: m}
}

// get sends GET url with the given headers (name, value, name, value ...).
func (s *server) get(t *testing.T, url string, headers ...string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, url, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	w := httptest.NewRecorder()
	s.mux.ServeHTTP(w, req)
	return w.Result()
}

func body(t *testing.T, resp *http.Response) []byte {
	t.Helper()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func etagOf(data []byte) string {
	return strconv.Quote(fmt.Sprintf("%X", sha512.Sum512(data)))
}

// checkGolden compares data, indented, with testdata/name.
func checkGolden(t *testing.T, name string, data []byte) {
	t.Helper()
	var pretty bytes.Buffer
	if err := json.Indent(&pretty, data, "", "  "); err != nil {
		t.Fatal(err)
	}
	pretty.WriteByte('\n')
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, pretty.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(pretty.Bytes(), want) {
		t.Errorf("%s differs; run go test ./02-generic-server/openapi/handler -update and read the diff", path)
	}
}

func TestNotAcceptable(t *testing.T) {
	s := newServer(t)
	for _, url := range []string{"/openapi/v2", "/openapi/v3/apis/apps/v1"} {
		if got := s.get(t, url, "Accept", "text/html").StatusCode; got != http.StatusNotAcceptable {
			t.Errorf("GET %s with Accept: text/html: got %d; want 406", url, got)
		}
	}
}

func TestHeaders(t *testing.T) {
	tests := []struct {
		url, accept, wantType string
	}{
		{"/openapi/v2", "application/json", "application/json"},
		{"/openapi/v2", kubectlV2Accept, "application/com.github.proto-openapi.spec.v2.v1.0+protobuf"},
		{"/openapi/v2", "application/com.github.proto-openapi.spec.v2.v1.0+protobuf", "application/com.github.proto-openapi.spec.v2.v1.0+protobuf"},
		{"/openapi/v2", "", "application/json"},
		{"/openapi/v3", kubectlIndexAccept, "application/json"},
		{"/openapi/v3/apis/apps/v1", kubectlDocAccept, "application/json"},
		{"/openapi/v3/apis/apps/v1", "application/com.github.proto-openapi.spec.v3@v1.0+protobuf", "application/com.github.proto-openapi.spec.v3.v1.0+protobuf"},
	}
	s := newServer(t)
	for _, tt := range tests {
		t.Run(tt.url+" "+tt.accept, func(t *testing.T) {
			resp := s.get(t, tt.url, "Accept", tt.accept)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("got status %d; want 200", resp.StatusCode)
			}
			if got := resp.Header.Get("Content-Type"); got != tt.wantType {
				t.Errorf("got Content-Type %q; want %q", got, tt.wantType)
			}
			if resp.Header.Get("Etag") == "" || resp.Header.Get("Last-Modified") == "" {
				t.Errorf("got Etag %q, Last-Modified %q; want both set", resp.Header.Get("Etag"), resp.Header.Get("Last-Modified"))
			}
		})
	}
}

// TestETagIsTheHashOfTheJSON: the ETag (and the index's ?hash=) is the
// SHA-512 of the JSON document, whatever the format served, as upstream.
func TestETagIsTheHashOfTheJSON(t *testing.T) {
	s := newServer(t)
	jsonResp := s.get(t, "/openapi/v2", "Accept", "application/json")
	want := etagOf(body(t, jsonResp))
	for _, accept := range []string{"application/json", kubectlV2Accept} {
		if got := s.get(t, "/openapi/v2", "Accept", accept).Header.Get("Etag"); got != want {
			t.Errorf("Accept %s: got Etag %s; want %s", accept, got, want)
		}
	}
	if got := s.get(t, "/openapi/v2", "Accept", "application/json", "If-None-Match", want).StatusCode; got != http.StatusNotModified {
		t.Errorf("If-None-Match with the ETag: got %d; want 304", got)
	}
	if got := jsonResp.Header.Values("Vary"); len(got) == 0 || got[0] != "Accept" {
		t.Errorf("got Vary %v; want Accept", got)
	}
}

func TestV3Index(t *testing.T) {
	s := newServer(t)
	data := body(t, s.get(t, "/openapi/v3", "Accept", kubectlIndexAccept))
	checkGolden(t, "v3-index.json", data)
	var index handler.OpenAPIV3Discovery
	if err := json.Unmarshal(data, &index); err != nil {
		t.Fatal(err)
	}
	for key, gv := range index.Paths {
		doc := s.get(t, gv.ServerRelativeURL, "Accept", kubectlDocAccept)
		if doc.StatusCode != http.StatusOK {
			t.Errorf("%s: GET %s: got %d; want 200", key, gv.ServerRelativeURL, doc.StatusCode)
			continue
		}
		if got, want := doc.Header.Get("Etag"), etagOf(body(t, doc)); got != want {
			t.Errorf("%s: got Etag %s; want the hash of the document, %s", key, got, want)
		}
	}
}
