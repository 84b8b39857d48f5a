package handlers

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/protobuf"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// startWatch serves h on a real server (so the stream is chunked and
// flushed as in production) and sends one GET.
func startWatch(t *testing.T, h http.Handler, url, accept string) *http.Response {
	t.Helper()
	server := httptest.NewServer(withRequestInfo(h))
	t.Cleanup(server.Close)
	req, err := http.NewRequest("GET", server.URL+url, nil)
	if err != nil {
		t.Fatal(err)
	}
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

// jsonEvent is a decoded JSON watch event.
type jsonEvent struct {
	Type   string                 `json:"type"`
	Object map[string]interface{} `json:"object"`
}

// nextLine reads one event line.
func nextLine(t *testing.T, r *bufio.Reader) string {
	t.Helper()
	line, err := r.ReadString('\n')
	if err != nil {
		t.Fatalf("reading an event: %v (read %q)", err, line)
	}
	return line
}

// nextEvent reads and decodes one event line.
func nextEvent(t *testing.T, r *bufio.Reader) jsonEvent {
	t.Helper()
	var e jsonEvent
	line := nextLine(t, r)
	if err := json.Unmarshal([]byte(line), &e); err != nil {
		t.Fatalf("event %q: %v", line, err)
	}
	return e
}

func name(e jsonEvent) string {
	md, _ := e.Object["metadata"].(map[string]interface{})
	n, _ := md["name"].(string)
	return n
}

func TestWatchJSON(t *testing.T) {
	s := seededConfigMaps()
	w := watch.NewFake()
	s.watcher = w
	resp := startWatch(t, ListResource(s, s, configMapScope(s), false, time.Minute),
		"/api/v1/namespaces/demo/configmaps?resourceVersion=220&watch=true", "application/json")
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/json" || len(resp.TransferEncoding) != 1 || resp.TransferEncoding[0] != "chunked" {
		t.Fatalf("got %d %q %v; want a chunked 200 application/json", resp.StatusCode, resp.Header.Get("Content-Type"), resp.TransferEncoding)
	}
	if o := s.listOptions; !o.Watch || o.ResourceVersion != "220" || o.SendInitialEvents != nil {
		t.Errorf("got options %+v; want a plain watch from 220", o)
	}
	r := bufio.NewReader(resp.Body)
	steps := []struct {
		send     func()
		wantType string
		wantKind string
		wantName string
	}{
		{func() { w.Add(configMap("demo", "c5", nil)) }, "ADDED", "ConfigMap", "c5"},
		{func() { w.Modify(configMap("demo", "c5", map[string]string{"a": "b"})) }, "MODIFIED", "ConfigMap", "c5"},
		{func() { w.Delete(configMap("demo", "c5", nil)) }, "DELETED", "ConfigMap", "c5"},
		{func() {
			w.Action(watch.Error, &errors.NewResourceExpired("too old resource version: 1 (220)").ErrStatus)
		}, "ERROR", "Status", ""},
	}
	for _, step := range steps {
		step.send()
		e := nextEvent(t, r)
		if e.Type != step.wantType || e.Object["kind"] != step.wantKind || name(e) != step.wantName {
			t.Errorf("got %s %v; want %s of a %s named %q", e.Type, e.Object, step.wantType, step.wantKind, step.wantName)
		}
	}
	w.Stop()
	if rest, err := io.ReadAll(r); err != nil || len(rest) != 0 {
		t.Errorf("after the watch ended: read %q, %v; want the end of the stream", rest, err)
	}
}

func TestWatchProtobuf(t *testing.T) {
	s := seededConfigMaps()
	w := watch.NewFake()
	s.watcher = w
	resp := startWatch(t, ListResource(s, s, configMapScope(s), false, time.Minute),
		"/api/v1/namespaces/demo/configmaps?watch=true&resourceVersion=5", "application/vnd.kubernetes.protobuf;stream=watch")
	if got := resp.Header.Get("Content-Type"); got != "application/vnd.kubernetes.protobuf;stream=watch" {
		t.Fatalf("got Content-Type %q; want application/vnd.kubernetes.protobuf;stream=watch", got)
	}
	frames := protobuf.LengthDelimitedFramer.NewFrameReader(resp.Body)
	raw := protobuf.NewRawSerializer(legacyscheme.Scheme, legacyscheme.Scheme)
	buf := make([]byte, 1<<16)
	for _, want := range []string{"ADDED", "MODIFIED"} {
		go w.Action(watch.EventType(want), configMap("demo", "c6", map[string]string{"k": want}))
		n, err := frames.Read(buf)
		if err != nil {
			t.Fatal(err)
		}
		event := &metav1.WatchEvent{}
		if err := runtime.DecodeInto(raw, buf[:n], event); err != nil {
			t.Fatalf("frame %x: %v", buf[:n], err)
		}
		if !strings.HasPrefix(string(event.Object.Raw), "k8s\x00") {
			t.Errorf("event object %q is not an enveloped protobuf body", event.Object.Raw)
		}
		obj, err := runtime.Decode(legacyscheme.Codecs.UniversalDeserializer(), event.Object.Raw)
		if err != nil {
			t.Fatal(err)
		}
		if cm, ok := obj.(*corev1.ConfigMap); event.Type != want || !ok || cm.Data["k"] != want {
			t.Errorf("got %s %#v; want %s of c6", event.Type, obj, want)
		}
	}
}

func TestWatchTable(t *testing.T) {
	s := seededConfigMaps()
	w := watch.NewFake()
	s.watcher = w
	resp := startWatch(t, ListResource(s, s, configMapScope(s), false, time.Minute),
		"/api/v1/namespaces/demo/configmaps?resourceVersion=220&watch=true", kubectlTableAccept)
	if resp.Header.Get("Content-Type") != "application/json" {
		t.Fatalf("got Content-Type %q; want application/json", resp.Header.Get("Content-Type"))
	}
	r := bufio.NewReader(resp.Body)
	for i, want := range []string{"ADDED", "DELETED", "MODIFIED"} {
		go w.Action(watch.EventType(want), configMap("demo", "raw-watch", map[string]string{"k": "v"}))
		line := nextLine(t, r)
		e := nextEventFrom(t, line)
		rows, _ := e.Object["rows"].([]interface{})
		if e.Type != want || e.Object["kind"] != "Table" || e.Object["apiVersion"] != "meta.k8s.io/v1" || len(rows) != 1 {
			t.Fatalf("got %s; want a one-row Table %s", line, want)
		}
		object := rows[0].(map[string]interface{})["object"].(map[string]interface{})
		if object["kind"] != "PartialObjectMetadata" || object["apiVersion"] != "meta.k8s.io/v1" {
			t.Errorf("got row object %v; want PartialObjectMetadata", object)
		}
		hasColumns := e.Object["columnDefinitions"] != nil
		if hasColumns != (i == 0) || (i > 0 && !strings.Contains(line, `"columnDefinitions":null`)) {
			t.Errorf("event %d: got %s; want column definitions on the first event only", i, line)
		}
	}
	if got := s.tableNoHeaders; len(got) != 3 || got[0] || !got[1] || !got[2] {
		t.Errorf("got NoHeaders %v passed to the TableConvertor; want [false true true]", got)
	}
}

func nextEventFrom(t *testing.T, line string) jsonEvent {
	t.Helper()
	var e jsonEvent
	if err := json.Unmarshal([]byte(line), &e); err != nil {
		t.Fatalf("event %q: %v", line, err)
	}
	return e
}

// TestWatchList replays kubectl 1.37's watch-list request (kubectl wait,
// delete, rollout status): the handler passes sendInitialEvents through;
// the storage sends ADDED for the current objects, then the bookmark
// that ends them, then live events.
func TestWatchList(t *testing.T) {
	s := seededConfigMaps()
	w := watch.NewFakeWithChanSize(2)
	s.watcher = w
	resp := startWatch(t, ListResource(s, s, configMapScope(s), false, time.Minute),
		"/api/v1/namespaces/demo/configmaps?allowWatchBookmarks=true&fieldSelector=metadata.name%3Dc1&resourceVersionMatch=NotOlderThan&sendInitialEvents=true&timeoutSeconds=414&watch=true",
		"application/json")
	o := s.listOptions
	if o.SendInitialEvents == nil || !*o.SendInitialEvents || o.ResourceVersionMatch != metav1.ResourceVersionMatchNotOlderThan ||
		!o.AllowWatchBookmarks || *o.TimeoutSeconds != 414 {
		t.Fatalf("got options %+v; want kubectl's watch-list options passed to the storage", o)
	}
	if name, ok := o.FieldSelector.RequiresExactMatch("metadata.name"); !ok || name != "c1" {
		t.Errorf("got field selector %v; want metadata.name=c1", o.FieldSelector)
	}
	bookmark := &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{ResourceVersion: "246",
		Annotations: map[string]string{metav1.InitialEventsAnnotationKey: "true"}}}
	w.Add(s.objects["demo/c1"])
	w.Action(watch.Bookmark, bookmark)
	r := bufio.NewReader(resp.Body)
	if e := nextEvent(t, r); e.Type != "ADDED" || name(e) != "c1" {
		t.Errorf("got %s %s; want the initial ADDED of c1", e.Type, name(e))
	}
	// The bookmark, byte for byte as the real server sends it (watchlist-cm-json).
	want := `{"type":"BOOKMARK","object":{"kind":"ConfigMap","apiVersion":"v1","metadata":{"resourceVersion":"246","annotations":{"k8s.io/initial-events-end":"true"}}}}` + "\n"
	if got := nextLine(t, r); got != want {
		t.Errorf("got bookmark %s; want %s", got, want)
	}
	go w.Modify(configMap("demo", "c1", map[string]string{"live": "yes"}))
	if e := nextEvent(t, r); e.Type != "MODIFIED" || e.Object["data"].(map[string]interface{})["live"] != "yes" {
		t.Errorf("got %v; want the live MODIFIED event", e)
	}
}

func TestWatchOptions(t *testing.T) {
	tests := []struct {
		name, url  string
		forceWatch bool
		wantCode   int
		check      func(t *testing.T, s *fakeStorage)
	}{
		{name: "watch from now becomes watch-list", url: "/api/v1/namespaces/demo/configmaps?watch=true", wantCode: 200, check: func(t *testing.T, s *fakeStorage) {
			o := s.listOptions
			if o.SendInitialEvents == nil || !*o.SendInitialEvents || o.ResourceVersionMatch != metav1.ResourceVersionMatchNotOlderThan {
				t.Errorf("got %+v; want sendInitialEvents=true, resourceVersionMatch=NotOlderThan (upstream's defaults)", o)
			}
		}},
		{name: "deprecated watch path", url: "/api/v1/watch/namespaces/demo/configmaps/c1", forceWatch: true, wantCode: 200, check: func(t *testing.T, s *fakeStorage) {
			if n, ok := s.listOptions.FieldSelector.RequiresExactMatch("metadata.name"); !ok || n != "c1" {
				t.Errorf("got field selector %v; want metadata.name=c1", s.listOptions.FieldSelector)
			}
		}},
		{name: "field selector for another name", url: "/api/v1/watch/namespaces/demo/configmaps/c1?fieldSelector=metadata.name%3Dc2", forceWatch: true, wantCode: 400},
		{name: "yaml cannot stream", url: "/api/v1/namespaces/demo/configmaps?watch=true", wantCode: 406},
		{name: "storage error", url: "/api/v1/namespaces/demo/configmaps?watch=true", wantCode: 400},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := seededConfigMaps()
			if tt.name != "storage error" {
				w := watch.NewFake()
				w.Stop()
				s.watcher = w
			}
			accept := "application/json"
			if tt.wantCode == 406 {
				accept = "application/yaml"
			}
			rec := call(ListResource(s, s, configMapScope(s), tt.forceWatch, time.Minute), "GET", tt.url, nil, "Accept", accept)
			if rec.Code != tt.wantCode {
				t.Fatalf("got %d; want %d (%s)", rec.Code, tt.wantCode, rec.Body.String())
			}
			if tt.check != nil {
				tt.check(t, s)
			}
		})
	}
}

func TestWatchEnds(t *testing.T) {
	t.Run("timeoutSeconds", func(t *testing.T) {
		s := seededConfigMaps()
		w := watch.NewFake()
		s.watcher = w
		resp := startWatch(t, ListResource(s, s, configMapScope(s), false, time.Hour),
			"/api/v1/namespaces/demo/configmaps?watch=true&resourceVersion=1&timeoutSeconds=1", "application/json")
		if rest, err := io.ReadAll(resp.Body); err != nil || len(rest) != 0 {
			t.Errorf("got %q, %v; want an empty stream ended by the timeout", rest, err)
		}
		if !eventually(w.IsStopped) {
			t.Errorf("the storage's watch was not stopped")
		}
	})
	t.Run("client goes away", func(t *testing.T) {
		s := seededConfigMaps()
		w := watch.NewFake()
		s.watcher = w
		resp := startWatch(t, ListResource(s, s, configMapScope(s), false, time.Hour),
			"/api/v1/namespaces/demo/configmaps?watch=true&resourceVersion=1", "application/json")
		resp.Body.Close()
		if !eventually(w.IsStopped) {
			t.Errorf("the storage's watch was not stopped")
		}
	})
	t.Run("server shutting down", func(t *testing.T) {
		s := seededConfigMaps()
		w := watch.NewFake()
		s.watcher = w
		shuttingDown := shutdownSignal(make(chan struct{}))
		h := ListResource(s, s, configMapScope(s), false, time.Hour)
		withSignal := http.HandlerFunc(func(rw http.ResponseWriter, req *http.Request) {
			h.ServeHTTP(rw, req.WithContext(request.WithServerShutdownSignal(req.Context(), shuttingDown)))
		})
		resp := startWatch(t, withSignal, "/api/v1/namespaces/demo/configmaps?watch=true&resourceVersion=1", "application/json")
		close(shuttingDown)
		if rest, err := io.ReadAll(resp.Body); err != nil || len(rest) != 0 {
			t.Errorf("got %q, %v; want an empty stream ended by the shutdown", rest, err)
		}
		if !eventually(w.IsStopped) {
			t.Errorf("the storage's watch was not stopped")
		}
	})
}

// shutdownSignal is a request.ServerShutdownSignal closed by the test.
type shutdownSignal chan struct{}

func (s shutdownSignal) ShuttingDown() <-chan struct{} { return s }

// eventually polls cond for up to 5 seconds.
func eventually(cond func() bool) bool {
	for i := 0; i < 500; i++ {
		if cond() {
			return true
		}
		time.Sleep(10 * time.Millisecond)
	}
	return false
}

func TestWatchTimeout(t *testing.T) {
	seconds := int64(7)
	if got := watchTimeout(&metainternalversionListOptions{TimeoutSeconds: &seconds}, time.Minute); got != 7*time.Second {
		t.Errorf("got %v; want timeoutSeconds", got)
	}
	for i := 0; i < 20; i++ {
		if got := watchTimeout(&metainternalversionListOptions{}, time.Minute); got < time.Minute || got >= 2*time.Minute {
			t.Errorf("got %v; want between minRequestTimeout and twice that", got)
		}
	}
	if got := watchTimeout(&metainternalversionListOptions{}, 0); got != 0 {
		t.Errorf("got %v; want 0 (no timeout)", got)
	}
}
