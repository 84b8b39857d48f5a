package openapiv3

import (
	"context"
	"crypto/sha512"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	restful "github.com/emicklei/go-restful/v3"

	genericopenapi "github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi/handler"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi/openapitest"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

const (
	alphaKey = "apis/wardle.example.com/v1alpha1"
	betaKey  = "apis/wardle.example.com/v1beta1"
)

// docFor is a small v3 document of one wardle version.
func docFor(version, kind string) string {
	return `{"openapi":"3.0.0","info":{"title":"Kubernetes","version":"v0"},"paths":{"/apis/wardle.example.com/` + version +
		`/namespaces/{namespace}/flunders":{"get":{"operationId":"list` + kind + `","responses":{"200":{"description":"OK"}}}}},` +
		`"components":{"schemas":{"com.example.wardle.` + version + `.` + kind + `":{"type":"object"}}}}`
}

func hash(data string) string { return fmt.Sprintf("%X", sha512.Sum512([]byte(data))) }

// backend is an aggregated server's /openapi/v3 as the proxy handler
// would reach it: an index (with an ETag) and documents; brokenIndex,
// status and panics break it. It counts the documents it sent.
type backend struct {
	mu          sync.Mutex
	docs        map[string]string // by key; "version" is one of them, as on a real server
	brokenIndex string            // served instead of the index
	status      int               // every answer, if not 0
	panics      bool
	requests    int
	docsSent    int
}

func newBackend() *backend {
	return &backend{docs: map[string]string{
		alphaKey:  docFor("v1alpha1", "Flunder"),
		betaKey:   docFor("v1beta1", "Flunder"),
		"version": `{"openapi":"3.0.0","info":{"title":"Kubernetes","version":"v0"},"paths":{}}`,
	}}
}

func (b *backend) update(f func(b *backend)) {
	b.mu.Lock()
	defer b.mu.Unlock()
	f(b)
}

func (b *backend) counts() (requests, docsSent int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.requests, b.docsSent
}

func (b *backend) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.requests++
	if b.panics {
		panic("backend broken")
	}
	if b.status != 0 {
		http.Error(w, "nope", b.status)
		return
	}
	if r.URL.Path == "/openapi/v3" {
		body := b.brokenIndex
		if body == "" {
			index := handler.OpenAPIV3Discovery{Paths: map[string]handler.OpenAPIV3DiscoveryGroupVersion{}}
			for key, doc := range b.docs {
				index.Paths[key] = handler.OpenAPIV3DiscoveryGroupVersion{ServerRelativeURL: "/openapi/v3/" + key + "?hash=" + hash(doc)}
			}
			data, _ := json.Marshal(index)
			body = string(data)
		}
		etag := `"` + hash(body) + `"`
		if r.Header.Get("If-None-Match") == etag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		w.Header().Set("Etag", etag)
		fmt.Fprint(w, body)
		return
	}
	doc, ok := b.docs[strings.TrimPrefix(r.URL.Path, "/openapi/v3/")]
	if !ok {
		http.NotFound(w, r)
		return
	}
	b.docsSent++
	w.Header().Set("Etag", `"`+hash(doc)+`"`)
	fmt.Fprint(w, doc)
}

func remote(version, group string) *apiregistration.APIService {
	s := &apiregistration.APIService{}
	s.Name = version + "." + group
	s.Spec = apiregistration.APIServiceSpec{
		Group: group, Version: version,
		Service: &apiregistration.ServiceReference{Namespace: "wardle", Name: "api"},
	}
	return s
}

// fixture is a target /openapi/v3 over the test routes of stage 02 and a
// running controller with short delays.
type fixture struct {
	target *handler.OpenAPIV3Service
	c      *AggregationController
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	container := restful.NewContainer()
	for _, ws := range openapitest.WebServices() {
		container.Add(ws)
	}
	builder := genericopenapi.NewBuilder(openapitest.Scheme(), genericopenapi.DefaultConfig("Kubernetes", "1.37"))
	target := handler.NewOpenAPIV3Service(container, builder)
	c := NewAggregationController(target)
	c.ResyncPeriod = 20 * time.Millisecond
	c.queue = workqueue.NewRateLimitingQueue(workqueue.NewItemExponentialFailureRateLimiter[string](time.Millisecond, 20*time.Millisecond))
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { c.Run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
	return &fixture{target: target, c: c}
}

// index is the target's /openapi/v3.
func (f *fixture) index(t *testing.T) handler.OpenAPIV3Discovery {
	t.Helper()
	w := httptest.NewRecorder()
	f.target.HandleDiscovery(w, httptest.NewRequest(http.MethodGet, "/openapi/v3", nil))
	var index handler.OpenAPIV3Discovery
	if err := json.Unmarshal(w.Body.Bytes(), &index); err != nil {
		t.Fatalf("GET /openapi/v3: %v", err)
	}
	return index
}

// get is the target's answer to GET url.
func (f *fixture) get(url, accept string) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	r := httptest.NewRequest(http.MethodGet, url, nil)
	r.Header.Set("Accept", accept)
	f.target.HandleGroupVersion(w, r)
	return w
}

func (f *fixture) lists(t *testing.T, key string) bool {
	_, ok := f.index(t).Paths[key]
	return ok
}

func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting until %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestAddAndRemoveAPIService: each APIService brings its own document,
// listed with its hash and served as the backend wrote it (JSON and
// protobuf); the backend's other keys ("version") are not taken; a
// removed APIService's document is gone.
func TestAddAndRemoveAPIService(t *testing.T) {
	f := newFixture(t)
	ours := f.index(t)
	b := newBackend()
	f.c.AddAPIService(b, remote("v1alpha1", "wardle.example.com"))
	f.c.AddAPIService(b, remote("v1beta1", "wardle.example.com"))
	eventually(t, "both documents are listed", func() bool { return f.lists(t, alphaKey) && f.lists(t, betaKey) })

	index := f.index(t)
	if got, want := len(index.Paths), len(ours.Paths)+2; got != want {
		t.Errorf("got %d index entries; want %d: ours and the two APIServices' (not the backend's \"version\")", got, want)
	}
	entry := index.Paths[alphaKey].ServerRelativeURL
	if want := "/openapi/v3/" + alphaKey + "?hash=" + hash(b.docs[alphaKey]); entry != want {
		t.Errorf("got URL %s; want %s", entry, want)
	}
	if w := f.get(entry, "application/json"); w.Code != http.StatusOK || w.Body.String() != b.docs[alphaKey] {
		t.Errorf("GET %s: got %d %.60s; want 200 and the backend's document", entry, w.Code, w.Body.String())
	}
	if w := f.get(entry, "application/com.github.proto-openapi.spec.v3@v1.0+protobuf"); w.Code != http.StatusOK {
		t.Errorf("GET %s as protobuf: got %d; want 200", entry, w.Code)
	}

	f.c.RemoveAPIService("v1alpha1.wardle.example.com")
	if f.lists(t, alphaKey) || !f.lists(t, betaKey) {
		t.Errorf("after removing v1alpha1: got index %v; want v1beta1 listed, v1alpha1 not", f.index(t).Paths)
	}
	if w := f.get("/openapi/v3/"+alphaKey, "application/json"); w.Code != http.StatusNotFound {
		t.Errorf("after removing v1alpha1: GET its document got %d; want 404", w.Code)
	}
}

// TestUnchangedDocumentIsNotFetchedAgain: resyncs revalidate the index
// with If-None-Match and fetch a document only when its hash changed.
func TestUnchangedDocumentIsNotFetchedAgain(t *testing.T) {
	f := newFixture(t)
	b := newBackend()
	f.c.AddAPIService(b, remote("v1alpha1", "wardle.example.com"))
	eventually(t, "four requests", func() bool { requests, _ := b.counts(); return requests >= 4 })
	if _, sent := b.counts(); sent != 1 {
		t.Errorf("got the document sent %d times; want once", sent)
	}

	b.update(func(b *backend) { b.docs[alphaKey] = docFor("v1alpha1", "Fluffer") })
	eventually(t, "the new document is served", func() bool {
		return strings.Contains(f.get("/openapi/v3/"+alphaKey, "application/json").Body.String(), "Fluffer")
	})
	if got, want := f.index(t).Paths[alphaKey].ServerRelativeURL, "/openapi/v3/"+alphaKey+"?hash="+hash(docFor("v1alpha1", "Fluffer")); got != want {
		t.Errorf("got URL %s; want the new hash, %s", got, want)
	}

	b.update(func(b *backend) { delete(b.docs, alphaKey) })
	eventually(t, "the document the backend dropped is gone", func() bool { return !f.lists(t, alphaKey) })
}

// TestBrokenBackend: 404 (no /openapi/v3), garbage index, a garbage
// document, a panic: skipped, retried, nothing crashes; once the backend
// answers, its document is served, and kept while it breaks again.
func TestBrokenBackend(t *testing.T) {
	tests := []struct {
		name    string
		breakIt func(b *backend)
	}{
		{"404", func(b *backend) { b.status = http.StatusNotFound }},
		{"garbage index", func(b *backend) { b.brokenIndex = "<html>" }},
		{"garbage document", func(b *backend) { b.docs[alphaKey] = "<html>" }},
		{"JSON but not v3", func(b *backend) { b.docs[alphaKey] = `{"swagger":"2.0","paths":{}}` }},
		{"panic", func(b *backend) { b.panics = true }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t)
			ours := f.index(t)
			b := newBackend()
			good := b.docs[alphaKey]
			b.update(tt.breakIt)
			f.c.AddAPIService(b, remote("v1alpha1", "wardle.example.com"))
			eventually(t, "two attempts", func() bool { requests, _ := b.counts(); return requests >= 2 })
			if got, want := len(f.index(t).Paths), len(ours.Paths); got != want {
				t.Errorf("got %d index entries; want ours, %d", got, want)
			}

			b.update(func(b *backend) { b.docs, b.brokenIndex, b.status, b.panics = newBackend().docs, "", 0, false })
			eventually(t, "the fixed backend's document is listed", func() bool { return f.lists(t, alphaKey) })
			b.update(tt.breakIt)
			eventually(t, "more attempts", func() bool { requests, _ := b.counts(); return requests >= 4 })
			time.Sleep(30 * time.Millisecond)
			if w := f.get("/openapi/v3/"+alphaKey, "application/json"); w.Body.String() != good {
				t.Errorf("while the backend is broken again: got %.60s; want the last good document", w.Body.String())
			}
		})
	}
}

// TestLocalAPIServiceIsIgnored: a local APIService's handler is never asked.
func TestLocalAPIServiceIsIgnored(t *testing.T) {
	f := newFixture(t)
	b := newBackend()
	local := remote("v1", "apps")
	local.Spec.Service = nil
	f.c.AddAPIService(b, local)
	time.Sleep(50 * time.Millisecond)
	if requests, _ := b.counts(); requests != 0 {
		t.Errorf("got %d requests to a local APIService's handler; want 0", requests)
	}
}

// TestUpdateAPIServiceFetchesAtOnce: a new handler is asked at once.
func TestUpdateAPIServiceFetchesAtOnce(t *testing.T) {
	f := newFixture(t)
	f.c.ResyncPeriod = time.Hour
	f.c.AddAPIService(newBackend(), remote("v1alpha1", "wardle.example.com"))
	eventually(t, "the document is listed", func() bool { return f.lists(t, alphaKey) })

	moved := newBackend()
	moved.docs[alphaKey] = docFor("v1alpha1", "Fischer")
	f.c.UpdateAPIService(moved, remote("v1alpha1", "wardle.example.com"))
	eventually(t, "the new backend's document is served", func() bool {
		return strings.Contains(f.get("/openapi/v3/"+alphaKey, "application/json").Body.String(), "Fischer")
	})
}
