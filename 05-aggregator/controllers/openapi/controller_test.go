package openapi

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

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	genericopenapi "github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi/handler"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi/openapitest"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

// wardleV2 is the /openapi/v2 of a small aggregated server: its own
// paths and definition, and /version/, which clashes with ours.
const wardleV2 = `{"swagger":"2.0","info":{"title":"Api","version":"v0"},
"paths":{
 "/apis/wardle.example.com/v1alpha1/namespaces/{namespace}/flunders":{"get":{"operationId":"listWardleV1alpha1NamespacedFlunder",
   "responses":{"200":{"description":"OK","schema":{"$ref":"#/definitions/com.example.wardle.v1alpha1.Flunder"}}}}},
 "/apis/wardle.example.com/v1beta1/namespaces/{namespace}/flunders":{"get":{"operationId":"listWardleV1beta1NamespacedFlunder",
   "responses":{"200":{"description":"OK"}}}},
 "/apis/apps/v1/":{"get":{"operationId":"theirs","responses":{"200":{"description":"theirs"}}}}},
"definitions":{"com.example.wardle.v1alpha1.Flunder":{"type":"object","properties":{"spec":{"type":"object"}}}}}`

const flunderPath = "/apis/wardle.example.com/v1alpha1/namespaces/{namespace}/flunders"

// backend is an aggregated server's /openapi/v2 as the proxy handler
// would reach it: body (with an ETag, so If-None-Match gives 304),
// status and panics are what a test sets; it counts what it sent.
type backend struct {
	mu       sync.Mutex
	body     string
	status   int  // 0: 200 with body
	panics   bool // the handler panics
	requests int
	sent     int // 200s with a body
}

func (b *backend) set(body string, status int, panics bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.body, b.status, b.panics = body, status, panics
}

func (b *backend) counts() (requests, sent int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.requests, b.sent
}

func (b *backend) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.requests++
	if b.panics {
		panic("backend broken")
	}
	if r.URL.Path != "/openapi/v2" || b.status != 0 {
		http.Error(w, "nope", max(b.status, http.StatusNotFound))
		return
	}
	etag := fmt.Sprintf(`"%X"`, sha512.Sum512([]byte(b.body)))
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	b.sent++
	w.Header().Set("Etag", etag)
	w.Header().Set("Content-Type", "application/json")
	fmt.Fprint(w, b.body)
}

// remote is a remote APIService named <version>.<group>.
func remote(version, group string) *apiregistration.APIService {
	s := &apiregistration.APIService{}
	s.Name = version + "." + group
	s.Spec = apiregistration.APIServiceSpec{
		Group: group, Version: version,
		Service: &apiregistration.ServiceReference{Namespace: "wardle", Name: "api"},
	}
	return s
}

// fixture is a target /openapi/v2 over the test routes of stage 02 and a
// running controller with short delays.
type fixture struct {
	target *handler.OpenAPIService
	c      *AggregationController
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	container := restful.NewContainer()
	for _, ws := range openapitest.WebServices() {
		container.Add(ws)
	}
	builder := genericopenapi.NewBuilder(openapitest.Scheme(), genericopenapi.DefaultConfig("Kubernetes", "1.37"))
	target := handler.NewOpenAPIService(container, builder)
	c := NewAggregationController(target)
	c.ResyncPeriod = 20 * time.Millisecond
	c.queue = workqueue.NewRateLimitingQueue(workqueue.NewItemExponentialFailureRateLimiter[string](time.Millisecond, 20*time.Millisecond))
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { c.Run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
	return &fixture{target: target, c: c}
}

type document struct {
	Paths       map[string]json.RawMessage `json:"paths"`
	Definitions map[string]json.RawMessage `json:"definitions"`
}

// served is the target's /openapi/v2.
func (f *fixture) served(t *testing.T) document {
	t.Helper()
	w := httptest.NewRecorder()
	f.target.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/openapi/v2", nil))
	var doc document
	if err := json.Unmarshal(w.Body.Bytes(), &doc); err != nil {
		t.Fatalf("GET /openapi/v2: %v", err)
	}
	return doc
}

func (f *fixture) hasFlunders(t *testing.T) bool {
	_, ok := f.served(t).Paths[flunderPath]
	return ok
}

// eventually waits up to 5s for cond.
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

// TestAddAndRemoveAPIService: two APIServices of one backend (v1alpha1
// and v1beta1) bring its paths and definitions once; the document stays
// while either remains and is gone after both are removed.
func TestAddAndRemoveAPIService(t *testing.T) {
	f := newFixture(t)
	ours := f.served(t)
	b := &backend{body: wardleV2}
	f.c.AddAPIService(b, remote("v1alpha1", "wardle.example.com"))
	f.c.AddAPIService(b, remote("v1beta1", "wardle.example.com"))
	eventually(t, "the remote path is served", func() bool { return f.hasFlunders(t) })

	doc := f.served(t)
	if _, ok := doc.Definitions["com.example.wardle.v1alpha1.Flunder"]; !ok {
		t.Errorf("got no com.example.wardle.v1alpha1.Flunder; want the remote definition")
	}
	if got, want := len(doc.Paths), len(ours.Paths)+2; got != want {
		t.Errorf("got %d paths; want %d: ours and the backend's two, once", got, want)
	}
	if got, want := string(doc.Paths["/apis/apps/v1/"]), string(ours.Paths["/apis/apps/v1/"]); got != want {
		t.Errorf("clashing path: got %s; want ours, %s", got, want)
	}

	f.c.RemoveAPIService("v1alpha1.wardle.example.com")
	if !f.hasFlunders(t) {
		t.Errorf("after removing v1alpha1: got no remote path; want it, from v1beta1's copy of the document")
	}
	f.c.RemoveAPIService("v1beta1.wardle.example.com")
	if f.hasFlunders(t) {
		t.Errorf("after removing both: got the remote path; want it gone")
	}
	if got, want := len(f.served(t).Paths), len(ours.Paths); got != want {
		t.Errorf("after removing both: got %d paths; want ours, %d", got, want)
	}
}

// TestLocalAPIServiceIsIgnored: a local APIService's routes are ours; its
// handler is never asked.
func TestLocalAPIServiceIsIgnored(t *testing.T) {
	f := newFixture(t)
	b := &backend{body: wardleV2}
	local := remote("v1", "apps")
	local.Spec.Service = nil
	f.c.AddAPIService(b, local)
	f.c.UpdateAPIService(b, local)
	time.Sleep(50 * time.Millisecond)
	if requests, _ := b.counts(); requests != 0 {
		t.Errorf("got %d requests to a local APIService's handler; want 0", requests)
	}
}

// TestUnchangedDocumentIsNotSentAgain: resyncs send If-None-Match; the
// backend answers 304 and sends the document only once, until it changes.
func TestUnchangedDocumentIsNotSentAgain(t *testing.T) {
	f := newFixture(t)
	b := &backend{body: wardleV2}
	f.c.AddAPIService(b, remote("v1alpha1", "wardle.example.com"))
	eventually(t, "three fetches", func() bool { requests, _ := b.counts(); return requests >= 3 })
	if _, sent := b.counts(); sent != 1 {
		t.Errorf("got the document sent %d times; want once, then 304s", sent)
	}

	b.set(strings.Replace(wardleV2, "v1alpha1.Flunder", "v1alpha1.Fluffer", -1), 0, false)
	eventually(t, "the changed definition is served", func() bool {
		_, ok := f.served(t).Definitions["com.example.wardle.v1alpha1.Fluffer"]
		return ok
	})
}

// TestBrokenBackend: a backend that answers 404, garbage or panics is
// skipped (the rest is served, nothing crashes) and retried until it
// answers; a document merged earlier stays while it is broken.
func TestBrokenBackend(t *testing.T) {
	tests := []struct {
		name   string
		body   string
		status int
		panics bool
	}{
		{"404", "", http.StatusNotFound, false},
		{"500", "", http.StatusInternalServerError, false},
		{"garbage", "<html>not OpenAPI</html>", 0, false},
		{"JSON but not v2", `{"openapi":"3.0.0","paths":{}}`, 0, false},
		{"panic", "", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t)
			ours := f.served(t)
			b := &backend{}
			b.set(tt.body, tt.status, tt.panics)
			f.c.AddAPIService(b, remote("v1alpha1", "wardle.example.com"))
			eventually(t, "two attempts", func() bool { requests, _ := b.counts(); return requests >= 2 })
			if got, want := len(f.served(t).Paths), len(ours.Paths); got != want {
				t.Errorf("got %d paths; want ours, %d", got, want)
			}

			b.set(wardleV2, 0, false)
			eventually(t, "the fixed backend's path is served", func() bool { return f.hasFlunders(t) })
			b.set(tt.body, tt.status, tt.panics)
			eventually(t, "two more attempts", func() bool { requests, _ := b.counts(); return requests >= 6 })
			if !f.hasFlunders(t) {
				t.Errorf("while the backend is broken again: got no remote path; want the last good document kept")
			}
		})
	}
}

// TestUpdateAPIServiceFetchesAtOnce: a new handler (the Service moved)
// is asked at once, and its document replaces the old one.
func TestUpdateAPIServiceFetchesAtOnce(t *testing.T) {
	f := newFixture(t)
	f.c.ResyncPeriod = time.Hour // only Add and Update fetch
	old := &backend{body: wardleV2}
	f.c.AddAPIService(old, remote("v1alpha1", "wardle.example.com"))
	eventually(t, "the remote path is served", func() bool { return f.hasFlunders(t) })

	moved := &backend{body: strings.Replace(wardleV2, "/flunders", "/fischers", -1)}
	f.c.UpdateAPIService(moved, remote("v1alpha1", "wardle.example.com"))
	eventually(t, "the new backend's path is served", func() bool {
		_, ok := f.served(t).Paths["/apis/wardle.example.com/v1alpha1/namespaces/{namespace}/fischers"]
		return ok
	})
	if f.hasFlunders(t) {
		t.Errorf("got the old backend's path; want it replaced")
	}
}

// TestDownloadSendsIfNoneMatchAsAggregator: the in-process request asks
// for JSON, revalidates the ETag it has, and is made as system:aggregator
// (no groups), whom the proxy names to the backend.
func TestDownloadSendsIfNoneMatchAsAggregator(t *testing.T) {
	var got *http.Request
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r
		w.Header().Set("Etag", `"ABC"`)
		w.WriteHeader(http.StatusNotModified)
	})
	_, etag, status, err := Download(context.Background(), h, "/openapi/v2", "ABC")
	if err != nil || status != http.StatusNotModified || etag != "ABC" {
		t.Fatalf("got %q, %d, %v; want ABC, 304, no error", etag, status, err)
	}
	if got.Header.Get("If-None-Match") != `"ABC"` || got.Header.Get("Accept") != "application/json" || got.URL.Path != "/openapi/v2" {
		t.Errorf("got If-None-Match %q, Accept %q, path %q; want \"ABC\", application/json, /openapi/v2",
			got.Header.Get("If-None-Match"), got.Header.Get("Accept"), got.URL.Path)
	}
	if u, ok := request.UserFrom(got.Context()); !ok || u.GetName() != "system:aggregator" || len(u.GetGroups()) != 0 {
		t.Errorf("got user %v in the request; want system:aggregator, no groups", u)
	}
}
