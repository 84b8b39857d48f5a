package aggregated

import (
	"bytes"
	"encoding/json"
	"flag"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	restful "github.com/emicklei/go-restful/v3"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func TestMain(m *testing.M) {
	klog.SetOutput(bytes.NewBuffer(nil)) // the 500 test logs on purpose
	os.Exit(m.Run())
}

// The Accept headers kubectl sends for discovery (reference SUMMARY.txt).
const (
	kubectl137    = "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json"
	kubectl132    = "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList,application/json"
	v2ContentType = "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList"
)

func get(h http.Handler, path string, headers ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodGet, path, nil)
	for _, header := range headers {
		name, value, _ := strings.Cut(header, ": ")
		req.Header.Set(name, value)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// TestGolden compares both documents, indented, with the golden files.
func TestGolden(t *testing.T) {
	for golden, m := range map[string]ResourceManager{
		"api-aggregated.json":  newAPIManager(t),
		"apis-aggregated.json": newAPIsManager(t),
	} {
		t.Run(golden, func(t *testing.T) {
			rec := get(m, "/", "Accept: "+kubectl137, "User-Agent: curl/8.5.0")
			if rec.Code != http.StatusOK {
				t.Fatalf("got %d; want 200", rec.Code)
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

// TestMatchesUpstream: the entries built from legacy APIResources are the
// ones a real v1.37 server sends.
func TestMatchesUpstream(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "upstream-entries.json"))
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]json.RawMessage
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	var list apidiscoveryv2.APIGroupDiscoveryList
	for _, m := range []ResourceManager{newAPIManager(t), newAPIsManager(t)} {
		if err := json.Unmarshal(get(m, "/", "Accept: "+kubectl137).Body.Bytes(), &list); err != nil {
			t.Fatal(err)
		}
		for _, group := range list.Items {
			for _, r := range group.Versions[0].Resources {
				if w, ok := want[r.Resource]; ok {
					assertSameJSON(t, r, w)
					delete(want, r.Resource)
				}
			}
		}
	}
	if len(want) != 0 {
		t.Errorf("resources not found: %v", want)
	}
}

func assertSameJSON(t *testing.T, got any, want json.RawMessage) {
	t.Helper()
	gotJSON, _ := json.Marshal(got)
	var wantCompact bytes.Buffer
	if err := json.Compact(&wantCompact, want); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(gotJSON, wantCompact.Bytes()) {
		t.Errorf("got  %s\nwant %s", gotJSON, wantCompact.Bytes())
	}
}

func TestHeaders(t *testing.T) {
	rec := get(newAPIsManager(t), "/", "Accept: "+kubectl137)
	for name, want := range map[string]string{
		"Content-Type":  v2ContentType,
		"Vary":          "Accept",
		"Cache-Control": "public",
	} {
		if got := rec.Header().Get(name); got != want {
			t.Errorf("got %s %q; want %q", name, got, want)
		}
	}
	if etag := rec.Header().Get("ETag"); !regexp.MustCompile(`^"[0-9A-F]{128}"$`).MatchString(etag) {
		t.Errorf("got ETag %q; want a quoted upper-case SHA-512", etag)
	}
}

func TestETag(t *testing.T) {
	m := newAPIsManager(t)
	etag := get(m, "/", "Accept: "+kubectl137).Header().Get("ETag")

	rec := get(m, "/", "Accept: "+kubectl137, "If-None-Match: "+etag)
	if rec.Code != http.StatusNotModified || rec.Body.Len() != 0 || rec.Header().Get("ETag") != etag {
		t.Errorf("If-None-Match the ETag: got %d, %d bytes, ETag %q; want 304, no body, the ETag", rec.Code, rec.Body.Len(), rec.Header().Get("ETag"))
	}
	if rec := get(m, "/", "Accept: "+kubectl137, `If-None-Match: "stale"`); rec.Code != http.StatusOK {
		t.Errorf("If-None-Match another ETag: got %d; want 200", rec.Code)
	}

	m.AddGroupVersion("apps", versionDiscovery(t, "v1", appsV1Resources)) // the same again
	if got := get(m, "/", "Accept: "+kubectl137).Header().Get("ETag"); got != etag {
		t.Errorf("after adding the same version again: got ETag %s; want it unchanged", got)
	}
	m.AddGroupVersion("apps", versionDiscovery(t, "v1", appsV1Resources[:1]))
	newETag := get(m, "/", "Accept: "+kubectl137).Header().Get("ETag")
	if newETag == etag {
		t.Errorf("after changing apps/v1: ETag unchanged")
	}
	if rec := get(m, "/", "Accept: "+kubectl137, "If-None-Match: "+etag); rec.Code != http.StatusOK {
		t.Errorf("If-None-Match the old ETag: got %d; want 200", rec.Code)
	}
}

// TestProtobuf: the document speaks protobuf too, with the kind in the
// Content-Type.
func TestProtobuf(t *testing.T) {
	rec := get(newAPIsManager(t), "/", "Accept: application/vnd.kubernetes.protobuf;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json")
	if got, want := rec.Header().Get("Content-Type"), "application/vnd.kubernetes.protobuf;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList"; got != want {
		t.Fatalf("got Content-Type %q; want %q", got, want)
	}
	obj, _, err := serializer.NewCodecFactory(scheme(t)).UniversalDeserializer().Decode(rec.Body.Bytes(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := groupNames(obj.(*apidiscoveryv2.APIGroupDiscoveryList)); got != "apps,example.com" {
		t.Errorf("got groups %s; want apps,example.com", got)
	}
}

func scheme(t *testing.T) *runtime.Scheme {
	s := runtime.NewScheme()
	if err := apidiscoveryv2.AddToScheme(s); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestNotAggregatedAccept: the manager is only reached through the
// wrapper; asked for anything else it answers 500, as upstream.
func TestNotAggregatedAccept(t *testing.T) {
	if rec := get(newAPIsManager(t), "/", "Accept: application/json"); rec.Code != http.StatusInternalServerError {
		t.Errorf("got %d; want 500", rec.Code)
	}
}

// TestWrapper sends each Accept to the aggregated or the legacy handler;
// the legacy one is discovery's /apis handler, so the v2beta1-only Accept
// gets the 406 a real v1.37 server answers.
func TestWrapper(t *testing.T) {
	legacy := discovery.NewRootAPIsHandler(legacyCodecs(t))
	legacy.AddGroup(metav1.APIGroup{Name: "apps"})
	h := WrapAggregatedDiscoveryToHandler(legacy, newAPIsManager(t))
	cases := []struct {
		accept, wantType string
		wantCode         int
	}{
		{kubectl137, v2ContentType, 200},
		{kubectl132, v2ContentType, 200},
		{"application/json", "application/json", 200},
		{"application/json, */*", "application/json", 200},
		{"", "application/json", 200},
		{"application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList,application/json", "application/json", 200},
		{"application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList", "application/json", 406},
	}
	for _, c := range cases {
		rec := get(h, "/apis", "Accept: "+c.accept)
		if got := rec.Header().Get("Content-Type"); rec.Code != c.wantCode || got != c.wantType {
			t.Errorf("Accept %q: got %d %q; want %d %q", c.accept, rec.Code, got, c.wantCode, c.wantType)
		}
	}
}

// TestGenerateWebService serves /api through go-restful: aggregated for
// kubectl, the legacy APIVersions for a plain JSON Accept.
func TestGenerateWebService(t *testing.T) {
	legacy := discovery.NewLegacyRootAPIHandler(legacyCodecs(t), "/api")
	c := restful.NewContainer()
	c.Add(NewWrappedHandler(legacy, newAPIManager(t)).GenerateWebService("/api", metav1.APIVersions{}))

	if got := get(c, "/api", "Accept: "+kubectl137).Header().Get("Content-Type"); got != v2ContentType {
		t.Errorf("kubectl: got Content-Type %q; want %q", got, v2ContentType)
	}
	rec := get(c, "/api", "Accept: application/json")
	if !strings.HasPrefix(rec.Body.String(), `{"kind":"APIVersions","versions":["v1"]`) {
		t.Errorf("plain JSON: got %d %s; want the APIVersions", rec.Code, rec.Body)
	}
}

// legacyCodecs speaks the legacy discovery documents, which every group
// version registers (metav1.AddToGroupVersion).
func legacyCodecs(t *testing.T) runtime.NegotiatedSerializer {
	s := runtime.NewScheme()
	if err := metav1.AddToGroupVersion(s, schema.GroupVersion{Version: "v1"}); err != nil {
		t.Fatal(err)
	}
	return serializer.NewCodecFactory(s).WithoutConversion()
}

func groupNames(list *apidiscoveryv2.APIGroupDiscoveryList) string {
	var names []string
	for _, g := range list.Items {
		names = append(names, g.Name)
	}
	return strings.Join(names, ",")
}

func document(t *testing.T, m ResourceManager) *apidiscoveryv2.APIGroupDiscoveryList {
	t.Helper()
	var list apidiscoveryv2.APIGroupDiscoveryList
	if err := json.Unmarshal(get(m, "/", "Accept: "+kubectl137).Body.Bytes(), &list); err != nil {
		t.Fatal(err)
	}
	return &list
}

// versionsOf lists "group:v1,v2 group2:v1" in document order.
func versionsOf(list *apidiscoveryv2.APIGroupDiscoveryList) string {
	var groups []string
	for _, g := range list.Items {
		var versions []string
		for _, v := range g.Versions {
			versions = append(versions, v.Version)
		}
		groups = append(groups, g.Name+":"+strings.Join(versions, ","))
	}
	return strings.Join(groups, " ")
}

func TestOrder(t *testing.T) {
	cases := []struct {
		name  string
		setup func(m ResourceManager)
		want  string
	}{
		{"by name, versions kube-aware", func(m ResourceManager) {
			for _, gv := range []string{"b/v1alpha1", "b/v1", "a/v1beta1", "b/v2", "a/v1beta2", "b/v1beta1", "b/foo"} {
				g, v, _ := strings.Cut(gv, "/")
				m.AddGroupVersion(g, apidiscoveryv2.APIVersionDiscovery{Version: v})
			}
		}, "a:v1beta2,v1beta1 b:v2,v1,v1beta1,v1alpha1,foo"},
		{"group priority, highest version's counts", func(m ResourceManager) {
			for _, g := range []string{"a", "b", "c"} {
				m.AddGroupVersion(g, apidiscoveryv2.APIVersionDiscovery{Version: "v1"})
			}
			m.AddGroupVersion("c", apidiscoveryv2.APIVersionDiscovery{Version: "v2"})
			m.SetGroupVersionPriority(schema.GroupVersion{Group: "c", Version: "v2"}, 2000, 15)
			m.SetGroupVersionPriority(schema.GroupVersion{Group: "a", Version: "v1"}, 900, 15)
		}, "c:v2,v1 b:v1 a:v1"},
		{"version priority beats the name", func(m ResourceManager) {
			m.AddGroupVersion("a", apidiscoveryv2.APIVersionDiscovery{Version: "v1"})
			m.AddGroupVersion("a", apidiscoveryv2.APIVersionDiscovery{Version: "v1beta1"})
			m.SetGroupVersionPriority(schema.GroupVersion{Group: "a", Version: "v1beta1"}, 1000, 20)
		}, "a:v1beta1,v1"},
		{"remove a version, then the last one", func(m ResourceManager) {
			m.AddGroupVersion("a", apidiscoveryv2.APIVersionDiscovery{Version: "v1"})
			m.AddGroupVersion("a", apidiscoveryv2.APIVersionDiscovery{Version: "v2"})
			m.AddGroupVersion("b", apidiscoveryv2.APIVersionDiscovery{Version: "v1"})
			m.RemoveGroupVersion(schema.GroupVersion{Group: "a", Version: "v2"})
			m.RemoveGroupVersion(schema.GroupVersion{Group: "b", Version: "v1"})
			m.RemoveGroupVersion(schema.GroupVersion{Group: "c", Version: "v1"})
		}, "a:v1"},
		{"remove a group", func(m ResourceManager) {
			m.AddGroupVersion("a", apidiscoveryv2.APIVersionDiscovery{Version: "v1"})
			m.AddGroupVersion("b", apidiscoveryv2.APIVersionDiscovery{Version: "v1"})
			m.RemoveGroup("a")
		}, "b:v1"},
		{"set groups replaces all", func(m ResourceManager) {
			m.AddGroupVersion("a", apidiscoveryv2.APIVersionDiscovery{Version: "v1"})
			g := apidiscoveryv2.APIGroupDiscovery{Versions: []apidiscoveryv2.APIVersionDiscovery{{Version: "v1"}, {Version: "v2"}}}
			g.Name = "z"
			m.SetGroups([]apidiscoveryv2.APIGroupDiscovery{g})
		}, "z:v2,v1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := NewResourceManager("apis")
			c.setup(m)
			if got := versionsOf(document(t, m)); got != c.want {
				t.Errorf("got %q; want %q", got, c.want)
			}
		})
	}
}

// TestSources: for a group version two sources have, the lower source
// wins; versions only one source has are merged into the group.
func TestSources(t *testing.T) {
	m := NewResourceManager("apis")
	crd := m.WithSource(CRDSource)
	crd.AddGroupVersion("example.com", versionDiscovery(t, "v1", widgetsV1Resources))
	crd.AddGroupVersion("example.com", apidiscoveryv2.APIVersionDiscovery{Version: "v1alpha1"})
	m.WithSource(AggregatorSource).AddGroupVersion("example.com", apidiscoveryv2.APIVersionDiscovery{Version: "v1", Freshness: apidiscoveryv2.DiscoveryFreshnessStale})

	list := document(t, m)
	if got := versionsOf(list); got != "example.com:v1,v1alpha1" {
		t.Fatalf("got %q; want example.com:v1,v1alpha1", got)
	}
	if v1 := list.Items[0].Versions[0]; v1.Freshness != apidiscoveryv2.DiscoveryFreshnessStale || len(v1.Resources) != 0 {
		t.Errorf("got v1 %+v; want the aggregator's (Stale, no resources)", v1)
	}

	m.WithSource(AggregatorSource).RemoveGroup("example.com")
	if v1 := document(t, m).Items[0].Versions[0]; len(v1.Resources) != 1 {
		t.Errorf("after the aggregator left: got v1 %+v; want the CRD's", v1)
	}
}

// TestConcurrentUse changes the manager while it serves (go test -race).
func TestConcurrentUse(t *testing.T) {
	m := newAPIsManager(t)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := range 50 {
			m.AddGroupVersion("example.com", apidiscoveryv2.APIVersionDiscovery{Version: "v" + string(rune('1'+i%5))})
			m.RemoveGroupVersion(schema.GroupVersion{Group: "example.com", Version: "v3"})
		}
	}()
	for range 50 {
		if rec := get(m, "/", "Accept: "+kubectl137); rec.Code != http.StatusOK {
			t.Fatalf("got %d; want 200", rec.Code)
		}
	}
	<-done
}
