package app

import (
	"flag"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// The Accept header kubectl 1.37 sends for discovery (from
// ../shared/reference/kube-apiserver-v1.37/SUMMARY.txt).
const aggregatedAccept = "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json"

// newDemoServer is the server of `go run ./02-generic-server` without its
// listeners: the demo APIs installed and PrepareRun done, behind httptest.
func newDemoServer(t *testing.T) *httptest.Server {
	t.Helper()
	config := server.NewConfig(legacyscheme.Codecs)
	openAPIConfig := openapi.DefaultConfig("Kubernetes", "1.37")
	config.OpenAPIConfig = &openAPIConfig
	config.OpenAPIDefinitionNamer = openapi.NewDefinitionNamer(legacyscheme.Scheme)
	config.ExternalAddress = "127.0.0.1:6443"
	s, err := CreateServerChain(config.Complete())
	if err != nil {
		t.Fatal(err)
	}
	s.PrepareRun()
	ts := httptest.NewServer(s.Handler)
	t.Cleanup(func() {
		ts.Close()
		s.Destroy()
	})
	return ts
}

// get requests path with an Accept header and returns the status line,
// the Content-Type and the body.
func get(t *testing.T, ts *httptest.Server, path, accept string) (int, string, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, ts.URL+path, nil)
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header.Get("Content-Type"), string(body)
}

// TestDiscoveryGolden reads every discovery document of the demo server,
// legacy and aggregated, and compares each (status, Content-Type, body)
// with testdata/discovery/<name>.golden. Run with -update after a
// deliberate change.
func TestDiscoveryGolden(t *testing.T) {
	ts := newDemoServer(t)
	tests := []struct{ name, path, accept string }{
		{"api", "/api", "application/json"},
		{"api-v1", "/api/v1", "application/json"},
		{"apis", "/apis", "application/json"},
		{"apis-apps", "/apis/apps", "application/json"},
		{"apis-apps-v1", "/apis/apps/v1", "application/json"},
		{"api-aggregated", "/api", aggregatedAccept},
		{"apis-aggregated", "/apis", aggregatedAccept},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, contentType, body := get(t, ts, tt.path, tt.accept)
			got := "GET " + tt.path + "\nAccept: " + tt.accept + "\n\n" +
				http.StatusText(code) + "\nContent-Type: " + contentType + "\n\n" + body
			compareGolden(t, filepath.Join("testdata", "discovery", tt.name+".golden"), got)
		})
	}
}

// TestUnknownPathUnderGroupIsStatus: a path below a group version that
// no route serves is go-restful's 404, rendered as a metav1.Status (the
// server's ServiceErrorHandler), never go-restful's plain text.
func TestUnknownPathUnderGroupIsStatus(t *testing.T) {
	ts := newDemoServer(t)
	want := `{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"the server could not find the requested resource","reason":"NotFound","details":{},"code":404}`
	for _, path := range []string{"/apis/apps/v1/nope", "/api/v1/nope", "/apis/apps/v1/namespaces/default/deployments/web/nope"} {
		code, contentType, body := get(t, ts, path, "")
		if code != http.StatusNotFound || contentType != "application/json" || strings.TrimSpace(body) != want {
			t.Errorf("GET %s: got %d %s %s; want 404 application/json %s", path, code, contentType, body, want)
		}
	}
}

// hashes are the ?hash= values of the OpenAPI v3 index, which change with
// any change to any document.
var hashes = regexp.MustCompile(`hash=[0-9A-F]+`)

// TestOpenAPIV3IndexGolden compares the /openapi/v3 index (hashes
// masked): one document per group version of the demo, plus the
// discovery paths.
func TestOpenAPIV3IndexGolden(t *testing.T) {
	ts := newDemoServer(t)
	code, contentType, body := get(t, ts, "/openapi/v3", "application/json")
	got := http.StatusText(code) + "\nContent-Type: " + contentType + "\n\n" + hashes.ReplaceAllString(body, "hash=<sha512>") + "\n"
	compareGolden(t, filepath.Join("testdata", "openapi-v3-index.golden"), got)
}

// compareGolden compares got with the file, or writes it with -update.
func compareGolden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs; got:\n%s\nwant:\n%s\n(run with -update after a deliberate change)", path, got, want)
	}
}
