package discovery

import (
	"bytes"
	"flag"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	restful "github.com/emicklei/go-restful/v3"

	"sigs.k8s.io/yaml"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// newContainer installs the discovery web services the way the generic
// server does: /api, /apis, /apis/apps, and GET / on the group versions'
// web services.
func newContainer() *restful.Container {
	ns := codecs.WithoutConversion()
	c := restful.NewContainer()
	c.Router(restful.CurlyRouter{})
	c.Add(NewLegacyRootAPIHandler(ns, "/api").WebService())

	root := NewRootAPIsHandler(ns)
	root.AddGroup(appsGroup)
	c.Add(root.WebService())
	c.Add(NewAPIGroupHandler(ns, appsGroup).WebService())

	for prefix, v := range map[string]struct {
		gv        schema.GroupVersion
		resources []metav1.APIResource
	}{
		"/api/v1":            {schema.GroupVersion{Version: "v1"}, coreV1Resources},
		"/apis/apps/v1":      {schema.GroupVersion{Group: "apps", Version: "v1"}, appsV1Resources},
		"/apis/apps/v1beta1": {schema.GroupVersion{Group: "apps", Version: "v1beta1"}, appsV1beta1Resources},
	} {
		ws := new(restful.WebService)
		ws.Path(prefix)
		NewAPIVersionHandler(ns, v.gv, APIResourceListerFunc(func() []metav1.APIResource { return v.resources })).AddToWebService(ws)
		c.Add(ws)
	}
	return c
}

func get(h http.Handler, path string, headers ...[2]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.Host = "127.0.0.1:6443"
	for _, h := range headers {
		req.Header.Set(h[0], h[1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

var (
	curl          = [2]string{"User-Agent", "curl/8.5.0"}
	kubectlJSON   = [2]string{"Accept", "application/json, */*"}
	kubectlLegacy = [2]string{"Accept", "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json"}
)

// TestGolden serves every legacy document through go-restful, indented
// (curl's User-Agent), and compares it with testdata/<name>.json.
func TestGolden(t *testing.T) {
	c := newContainer()
	for path, golden := range map[string]string{
		"/api":               "api.json",
		"/api/v1":            "api-v1.json",
		"/apis":              "apis.json",
		"/apis/apps":         "apis-apps.json",
		"/apis/apps/v1":      "apis-apps-v1.json",
		"/apis/apps/v1beta1": "apis-apps-v1beta1.json",
	} {
		t.Run(path, func(t *testing.T) {
			rec := get(c, path, curl, kubectlJSON)
			if rec.Code != http.StatusOK {
				t.Fatalf("got %d %s; want 200", rec.Code, rec.Body)
			}
			if got := rec.Header().Get("Content-Type"); got != "application/json" {
				t.Errorf("got Content-Type %q; want application/json", got)
			}
			compareGolden(t, rec.Body.Bytes(), golden)
		})
	}
}

func compareGolden(t *testing.T, got []byte, golden string) {
	t.Helper()
	path := filepath.Join("testdata", golden)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("got\n%s\nwant (%s)\n%s", got, path, want)
	}
}

// TestLegacyRootMatchesUpstream: /api, asked by curl at 127.0.0.1:6443,
// is byte for byte what a real kube-apiserver v1.37 answered.
func TestLegacyRootMatchesUpstream(t *testing.T) {
	rec := get(newContainer(), "/api", curl)
	want, err := os.ReadFile(filepath.Join("testdata", "upstream-api-legacy.json"))
	if err != nil {
		t.Fatal(err)
	}
	if got := rec.Body.Bytes(); !bytes.Equal(got, want) {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestKubectlGetsCompactJSON: kubectl's Accept headers get the same
// documents, compact.
func TestKubectlGetsCompactJSON(t *testing.T) {
	c := newContainer()
	for path, want := range map[string]string{
		"/api":  `{"kind":"APIVersions","versions":["v1"],"serverAddressByClientCIDRs":[{"clientCIDR":"0.0.0.0/0","serverAddress":"127.0.0.1:6443"}]}` + "\n",
		"/apis": `{"kind":"APIGroupList","groups":[{"name":"apps","versions":[{"groupVersion":"apps/v1","version":"v1"},{"groupVersion":"apps/v1beta1","version":"v1beta1"}],"preferredVersion":{"groupVersion":"apps/v1","version":"v1"}}]}` + "\n",
	} {
		for _, accept := range [][2]string{kubectlJSON, kubectlLegacy} {
			if got := get(c, path, accept).Body.String(); got != want {
				t.Errorf("%s, Accept %q: got %s; want %s", path, accept[1], got, want)
			}
		}
	}
}

// TestOtherMediaTypes: the documents are API objects and speak YAML and
// protobuf too; the core group's leave apiVersion out in each.
func TestOtherMediaTypes(t *testing.T) {
	c := newContainer()
	cases := []struct {
		path, accept, wantAPIVersion, wantKind string
	}{
		{"/api", "application/vnd.kubernetes.protobuf", "", "APIVersions"},
		{"/api/v1", "application/vnd.kubernetes.protobuf", "", "APIResourceList"},
		{"/apis/apps/v1", "application/vnd.kubernetes.protobuf", "v1", "APIResourceList"},
		{"/api", "application/yaml", "", "APIVersions"},
		{"/apis/apps", "application/yaml", "v1", "APIGroup"},
	}
	for _, c2 := range cases {
		rec := get(c, c2.path, [2]string{"Accept", c2.accept})
		if got := rec.Header().Get("Content-Type"); got != c2.accept {
			t.Errorf("%s: got Content-Type %q; want %q", c2.path, got, c2.accept)
			continue
		}
		apiVersion, kind := typeMeta(t, rec.Body.Bytes(), c2.accept)
		if apiVersion != c2.wantAPIVersion || kind != c2.wantKind {
			t.Errorf("%s %s: got apiVersion %q kind %q; want %q %q", c2.path, c2.accept, apiVersion, kind, c2.wantAPIVersion, c2.wantKind)
		}
	}
}

// typeMeta reads apiVersion and kind as a client would: from the protobuf
// envelope, or from the YAML document.
func typeMeta(t *testing.T, body []byte, mediaType string) (apiVersion, kind string) {
	t.Helper()
	if mediaType == "application/yaml" {
		var tm metav1.TypeMeta
		if err := yaml.Unmarshal(body, &tm); err != nil {
			t.Fatal(err)
		}
		return tm.APIVersion, tm.Kind
	}
	var unknown runtime.Unknown
	if err := proto.Unmarshal(bytes.TrimPrefix(body, []byte("k8s\x00")), &unknown); err != nil {
		t.Fatal(err)
	}
	return unknown.APIVersion, unknown.Kind
}

// TestNotAcceptable: through go-restful (which lets the Accept pass, its
// media type being JSON), an Accept asking only for v2beta1 discovery gets
// the 406 a real v1.37 server answers (reference raw/apis-v2beta1-only.body).
func TestNotAcceptable(t *testing.T) {
	rec := get(newContainer(), "/apis", [2]string{"Accept", "application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList"})
	want := `{
  "kind": "Status",
  "apiVersion": "v1",
  "metadata": {},
  "status": "Failure",
  "message": "only the following media types are accepted: application/json, application/yaml, application/vnd.kubernetes.protobuf",
  "reason": "NotAcceptable",
  "code": 406
}`
	if rec.Code != http.StatusNotAcceptable || rec.Body.String() != want {
		t.Errorf("got %d\n%s\nwant 406\n%s", rec.Code, rec.Body, want)
	}
}

func TestRootAPIsGroups(t *testing.T) {
	root := NewRootAPIsHandler(codecs.WithoutConversion())
	for _, name := range []string{"b.example.com", "apps", "a.example.com"} {
		root.AddGroup(metav1.APIGroup{Name: name})
	}
	root.AddGroup(metav1.APIGroup{Name: "apps", PreferredVersion: metav1.GroupVersionForDiscovery{Version: "v1"}})
	root.RemoveGroup("b.example.com")
	root.RemoveGroup("unknown")
	want := `{"kind":"APIGroupList","groups":[{"name":"apps","versions":null,"preferredVersion":{"groupVersion":"","version":"v1"}},{"name":"a.example.com","versions":null,"preferredVersion":{"groupVersion":"","version":""}}]}` + "\n"
	if got := get(root, "/apis").Body.String(); got != want {
		t.Errorf("got %s; want %s (insertion order, replaced in place)", got, want)
	}
}

func TestAddresses(t *testing.T) {
	_, internal, _ := net.ParseCIDR("10.0.0.0/8")
	addresses := DefaultAddresses{
		DefaultAddress: "api.example.com:443",
		CIDRRules:      []CIDRRule{{IPRange: *internal, Address: "10.0.0.1:6443"}},
	}
	ns := codecs.WithoutConversion()
	cases := []struct {
		name    string
		handler http.Handler
		header  [2]string
		want    string
	}{
		{"outside", NewLegacyRootAPIHandler(ns, "/api").WithAddresses(addresses), [2]string{"X-Forwarded-For", "192.0.2.1"},
			`{"kind":"APIVersions","versions":["v1"],"serverAddressByClientCIDRs":[{"clientCIDR":"0.0.0.0/0","serverAddress":"api.example.com:443"}]}` + "\n"},
		{"inside", NewLegacyRootAPIHandler(ns, "/api").WithAddresses(addresses), [2]string{"X-Forwarded-For", "10.1.2.3, 192.0.2.1"},
			`{"kind":"APIVersions","versions":["v1"],"serverAddressByClientCIDRs":[{"clientCIDR":"0.0.0.0/0","serverAddress":"api.example.com:443"},{"clientCIDR":"10.0.0.0/8","serverAddress":"10.0.0.1:6443"}]}` + "\n"},
		{"real ip", NewLegacyRootAPIHandler(ns, "/api").WithAddresses(addresses), [2]string{"X-Real-Ip", "10.9.9.9"},
			`{"kind":"APIVersions","versions":["v1"],"serverAddressByClientCIDRs":[{"clientCIDR":"0.0.0.0/0","serverAddress":"api.example.com:443"},{"clientCIDR":"10.0.0.0/8","serverAddress":"10.0.0.1:6443"}]}` + "\n"},
		{"groups", withGroup(NewRootAPIsHandler(ns).WithAddresses(addresses)), [2]string{},
			`{"kind":"APIGroupList","groups":[{"name":"apps","versions":null,"preferredVersion":{"groupVersion":"","version":""},"serverAddressByClientCIDRs":[{"clientCIDR":"0.0.0.0/0","serverAddress":"api.example.com:443"}]}]}` + "\n"},
	}
	for _, c := range cases {
		rec := get(c.handler, "/", c.header)
		if got := rec.Body.String(); got != c.want {
			t.Errorf("%s: got %s; want %s", c.name, got, c.want)
		}
	}
}

func withGroup(root *rootAPIsHandler) *rootAPIsHandler {
	root.AddGroup(metav1.APIGroup{Name: "apps"})
	return root
}

// TestConvertingCodec: upstream's generic server hands the discovery
// handlers its converting CodecFactory; the documents come out the same.
func TestConvertingCodec(t *testing.T) {
	lister := APIResourceListerFunc(func() []metav1.APIResource { return appsV1Resources })
	for _, c := range []struct {
		handler http.Handler
		golden  string
	}{
		{NewAPIVersionHandler(codecs, schema.GroupVersion{Group: "apps", Version: "v1"}, lister), "apis-apps-v1.json"},
		{NewAPIGroupHandler(codecs, appsGroup), "apis-apps.json"},
		{NewLegacyRootAPIHandler(codecs, "/api"), "api.json"},
	} {
		rec := get(c.handler, "/", curl)
		want, err := os.ReadFile(filepath.Join("testdata", c.golden))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(rec.Body.Bytes(), want) {
			t.Errorf("got %d\n%s\nwant (%s)\n%s", rec.Code, rec.Body, c.golden, want)
		}
	}
}
