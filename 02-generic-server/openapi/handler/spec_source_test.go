package handler_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi/handler"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi/openapitest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server/mux"
)

// A remote server's v2 document, as a kube-openapi server writes it: a
// path of its own, one that clashes with ours (/apis/apps/v1/), a
// definition of its own, one that clashes (Deployment) and a shared
// parameter its paths refer to.
const remoteV2 = `{"swagger":"2.0","info":{"title":"Api","version":"v0"},
"paths":{
 "/apis/wardle.example.com/v1alpha1/flunders":{"get":{"operationId":"listWardleV1alpha1Flunder",
   "parameters":[{"$ref":"#/parameters/limit-1NfNmdNH"}],
   "responses":{"200":{"description":"OK","schema":{"$ref":"#/definitions/com.example.wardle.v1alpha1.Flunder"}}}}},
 "/apis/apps/v1/":{"get":{"operationId":"theirs","responses":{"200":{"description":"theirs"}}}}},
"definitions":{
 "com.example.wardle.v1alpha1.Flunder":{"type":"object","properties":{"spec":{"type":"object"}}},
 "io.k8s.api.apps.v1.Deployment":{"description":"theirs","type":"object"}},
"parameters":{"limit-1NfNmdNH":{"name":"limit","in":"query","type":"integer","uniqueItems":true}}}`

const remoteV3 = `{"openapi":"3.0.0","info":{"title":"Api","version":"v0"},
"paths":{"/apis/wardle.example.com/v1alpha1/flunders":{"get":{"operationId":"listWardleV1alpha1Flunder",
 "responses":{"200":{"description":"OK"}}}}},
"components":{"schemas":{"com.example.wardle.v1alpha1.Flunder":{"type":"object"}}}}`

// newServices is a mux serving both OpenAPI services over the test
// routes, and the services, for their Update methods.
func newServices(t *testing.T) (*server, *handler.OpenAPIService, *handler.OpenAPIV3Service) {
	t.Helper()
	c := restful.NewContainer()
	for _, ws := range openapitest.WebServices() {
		c.Add(ws)
	}
	m := mux.NewPathRecorderMux("test")
	oa := handler.OpenAPI{Builder: openapi.NewBuilder(openapitest.Scheme(), openapi.DefaultConfig("Kubernetes", "1.37"))}
	v2 := oa.InstallV2(c, m)
	v3 := oa.InstallV3(c, m)
	return &server{container: c, mux: m}, v2, v3
}

type v2Parts struct {
	Paths       map[string]json.RawMessage `json:"paths"`
	Definitions map[string]json.RawMessage `json:"definitions"`
	Parameters  map[string]json.RawMessage `json:"parameters"`
}

func getV2(t *testing.T, s *server) v2Parts {
	t.Helper()
	var doc v2Parts
	if err := json.Unmarshal(body(t, s.get(t, "/openapi/v2", "Accept", "application/json")), &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

// TestExtraV2Spec: a document handed in is merged into /openapi/v2 (its
// paths, definitions and parameters), ours win clashes, the protobuf
// form still builds, and deleting it restores our document.
func TestExtraV2Spec(t *testing.T) {
	s, v2, _ := newServices(t)
	before := s.get(t, "/openapi/v2", "Accept", "application/json").Header.Get("Etag")
	ours := getV2(t, s)

	if err := v2.UpdateExtraSpec("v1alpha1.wardle.example.com", []byte(remoteV2)); err != nil {
		t.Fatal(err)
	}
	// the same document under a second name (v1beta1 of the same backend) adds nothing
	if err := v2.UpdateExtraSpec("v1beta1.wardle.example.com", []byte(remoteV2)); err != nil {
		t.Fatal(err)
	}
	merged := getV2(t, s)
	if _, ok := merged.Paths["/apis/wardle.example.com/v1alpha1/flunders"]; !ok {
		t.Errorf("got no remote path; want /apis/wardle.example.com/v1alpha1/flunders")
	}
	if _, ok := merged.Definitions["com.example.wardle.v1alpha1.Flunder"]; !ok {
		t.Errorf("got no remote definition; want com.example.wardle.v1alpha1.Flunder")
	}
	if _, ok := merged.Parameters["limit-1NfNmdNH"]; !ok {
		t.Errorf("got parameters %v; want limit-1NfNmdNH, which the remote path refers to", merged.Parameters)
	}
	if got, want := string(merged.Paths["/apis/apps/v1/"]), string(ours.Paths["/apis/apps/v1/"]); got != want {
		t.Errorf("clashing path: got %s; want ours, %s", got, want)
	}
	if got, want := string(merged.Definitions["io.k8s.api.apps.v1.Deployment"]), string(ours.Definitions["io.k8s.api.apps.v1.Deployment"]); got != want {
		t.Errorf("clashing definition: got %.80s; want ours, %.80s", got, want)
	}
	if got, want := len(merged.Paths), len(ours.Paths)+1; got != want {
		t.Errorf("got %d paths; want %d (ours and one remote, once)", got, want)
	}
	if resp := s.get(t, "/openapi/v2", "Accept", kubectlV2Accept); resp.StatusCode != http.StatusOK {
		t.Errorf("protobuf of the merged document: got %d; want 200", resp.StatusCode)
	}

	v2.DeleteExtraSpec("v1alpha1.wardle.example.com")
	v2.DeleteExtraSpec("v1beta1.wardle.example.com")
	if _, ok := getV2(t, s).Paths["/apis/wardle.example.com/v1alpha1/flunders"]; ok {
		t.Errorf("after DeleteExtraSpec: got the remote path; want it gone")
	}
	if after := s.get(t, "/openapi/v2", "Accept", "application/json").Header.Get("Etag"); after != before {
		t.Errorf("after DeleteExtraSpec: got Etag %s; want the one before, %s", after, before)
	}
}

// TestExtraSpecRejectsGarbage: what is not a document gnostic reads is
// refused, and what is served does not change.
func TestExtraSpecRejectsGarbage(t *testing.T) {
	s, v2, v3 := newServices(t)
	before := s.get(t, "/openapi/v2").Header.Get("Etag")
	beforeIndex := string(body(t, s.get(t, "/openapi/v3")))
	for _, garbage := range []string{"", "<html>", `{"paths":{}}`, `[1,2]`, `{"swagger":"2.0","paths":[]}`, `{"openapi":"3.0.0","paths":7}`} {
		if err := v2.UpdateExtraSpec("x", []byte(garbage)); err == nil {
			t.Errorf("UpdateExtraSpec(%q): got no error; want one", garbage)
		}
		if err := v3.UpdateGroupVersion("apis/x/v1", []byte(garbage)); err == nil {
			t.Errorf("UpdateGroupVersion(%q): got no error; want one", garbage)
		}
	}
	if got := s.get(t, "/openapi/v2").Header.Get("Etag"); got != before {
		t.Errorf("got Etag %s; want it unchanged, %s", got, before)
	}
	if got := string(body(t, s.get(t, "/openapi/v3"))); got != beforeIndex {
		t.Errorf("got index %s; want it unchanged", got)
	}
}

// TestExtraV3Document: a document handed in is listed in the index with
// its own hash, served as-is (JSON and protobuf, cacheable by hash), and
// gone after DeleteGroupVersion; a key our routes build keeps ours.
func TestExtraV3Document(t *testing.T) {
	s, _, v3 := newServices(t)
	const key = "apis/wardle.example.com/v1alpha1"
	if err := v3.UpdateGroupVersion(key, []byte(remoteV3)); err != nil {
		t.Fatal(err)
	}
	ourApps := body(t, s.get(t, "/openapi/v3/apis/apps/v1"))
	if err := v3.UpdateGroupVersion("apis/apps/v1", []byte(remoteV3)); err != nil {
		t.Fatal(err)
	}

	index := getIndex(t, s)
	entry, ok := index.Paths[key]
	if !ok {
		t.Fatalf("got index keys %v; want %s among them", index.Paths, key)
	}
	u, err := url.Parse(entry.ServerRelativeURL)
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.Trim(etagOf([]byte(remoteV3)), `"`); u.Path != "/openapi/v3/"+key || u.Query().Get("hash") != want {
		t.Errorf("got URL %s; want /openapi/v3/%s?hash=%s", entry.ServerRelativeURL, key, want)
	}
	resp := s.get(t, entry.ServerRelativeURL, "Accept", kubectlDocAccept)
	if got := string(body(t, resp)); resp.StatusCode != http.StatusOK || got != remoteV3 {
		t.Errorf("GET %s: got %d %.60s; want 200 and the document as given", entry.ServerRelativeURL, resp.StatusCode, got)
	}
	if resp.Header.Get("Cache-Control") != "public, immutable" {
		t.Errorf("got Cache-Control %q; want public, immutable", resp.Header.Get("Cache-Control"))
	}
	if pb := s.get(t, entry.ServerRelativeURL, "Accept", "application/com.github.proto-openapi.spec.v3@v1.0+protobuf"); pb.StatusCode != http.StatusOK {
		t.Errorf("protobuf: got %d; want 200", pb.StatusCode)
	}
	if got := body(t, s.get(t, "/openapi/v3/apis/apps/v1")); string(got) != string(ourApps) {
		t.Errorf("apis/apps/v1 after an extra document under that key: got %.60s; want ours", got)
	}

	v3.DeleteGroupVersion(key)
	if _, ok := getIndex(t, s).Paths[key]; ok {
		t.Errorf("after DeleteGroupVersion: got %s in the index; want it gone", key)
	}
	if got := s.get(t, "/openapi/v3/"+key).StatusCode; got != http.StatusNotFound {
		t.Errorf("after DeleteGroupVersion: GET got %d; want 404", got)
	}
}

func getIndex(t *testing.T, s *server) handler.OpenAPIV3Discovery {
	t.Helper()
	var index handler.OpenAPIV3Discovery
	if err := json.Unmarshal(body(t, s.get(t, "/openapi/v3")), &index); err != nil {
		t.Fatal(err)
	}
	return index
}
