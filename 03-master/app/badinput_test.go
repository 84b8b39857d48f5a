package app

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// status is the part of a metav1.Status the bad-input tests look at.
type status struct {
	Kind    string `json:"kind"`
	Status  string `json:"status"`
	Message string `json:"message"`
	Reason  string `json:"reason"`
	Code    int    `json:"code"`
	Details *struct {
		Causes []struct {
			Type    string `json:"reason"`
			Message string `json:"message"`
			Field   string `json:"field"`
		} `json:"causes"`
	} `json:"details"`
}

// decodeStatus decodes body as a metav1.Status, or fails the test.
func decodeStatus(t *testing.T, body string) status {
	t.Helper()
	var s status
	if err := json.Unmarshal([]byte(body), &s); err != nil || s.Kind != "Status" {
		t.Fatalf("body is not a metav1.Status (err %v):\n%.500s", err, body)
	}
	return s
}

// doRaw sends body with the given Content-Type (none if empty) and
// returns the status code and the body.
func doRaw(t *testing.T, method, url, contentType string, body []byte) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	req.Header.Set("Accept", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// snapshot is what a list stores, with the list's own resourceVersion
// left out (other writers may move it): each item's name,
// resourceVersion and whole content.
func snapshot(t *testing.T, listURL string) map[string]string {
	t.Helper()
	code, body := doRaw(t, "GET", listURL, "", nil)
	if code != http.StatusOK {
		t.Fatalf("GET %s: got %d\n%s", listURL, code, body)
	}
	var l struct {
		Items []json.RawMessage `json:"items"`
	}
	if err := json.Unmarshal([]byte(body), &l); err != nil {
		t.Fatal(err)
	}
	m := map[string]string{}
	for _, item := range l.Items {
		var o struct {
			Metadata struct{ Name, ResourceVersion string } `json:"metadata"`
		}
		if err := json.Unmarshal(item, &o); err != nil {
			t.Fatal(err)
		}
		m[o.Metadata.Name+"@"+o.Metadata.ResourceVersion] = string(item)
	}
	return m
}

func metaOf(t *testing.T, body string) (name, rv string) {
	t.Helper()
	var o struct {
		Metadata struct{ Name, ResourceVersion string } `json:"metadata"`
	}
	if err := json.Unmarshal([]byte(body), &o); err != nil {
		t.Fatalf("%v\n%s", err, body)
	}
	return o.Metadata.Name, o.Metadata.ResourceVersion
}

// freeURL is an http URL on a free local port.
func freeURL(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return "http://" + ln.Addr().String()
}

// TestBadInput: each bad request answers a metav1.Status with upstream's
// code and reason, and nothing stored changes.
func TestBadInput(t *testing.T) {
	etcdURL := freeURL(t)
	url, stop, err := runStage03With(t.TempDir(), func(o *ServerRunOptions) {
		o.Etcd.StorageConfig.EmbeddedClientURL = etcdURL
		// "watch from a compacted revision" is etcd's answer: a watch
		// cache still holding the revision in its ring serves it, as
		// upstream's does. The cache's own 410 (a revision older than
		// its ring) is tested in storage/cacher.
		o.Etcd.EnableWatchCache = false
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := stop(); err != nil {
			t.Errorf("Run: %v", err)
		}
	})

	cms := url + "/api/v1/namespaces/default/configmaps"
	deps := url + "/apis/apps/v1/namespaces/default/deployments"
	pods := url + "/api/v1/namespaces/default/pods"

	// c1 exists, at a resourceVersion newer than staleRV.
	code, body := doRaw(t, "POST", cms, "application/json", []byte(configMapJSON))
	if code != http.StatusCreated {
		t.Fatalf("POST c1: got %d\n%s", code, body)
	}
	_, staleRV := metaOf(t, body)
	code, body = doRaw(t, "PUT", cms+"/c1", "application/json",
		[]byte(`{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c1"},"data":{"a":"c"}}`))
	if code != http.StatusOK {
		t.Fatalf("PUT c1: got %d\n%s", code, body)
	}

	big := `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"big"},"data":{"a":"` +
		strings.Repeat("x", 3*1024*1024+1) + `"}}`

	for _, tc := range []struct {
		name        string
		method, url string
		contentType string
		body        string
		code        int
		reason      string
		causeField  string // a cause on this field, if set
		list        string // a list that must not change, if set
	}{
		{"malformed JSON", "POST", cms, "application/json", `{"apiVersion":"v1","kind":"ConfigMap",`,
			400, "BadRequest", "", cms},
		{"malformed YAML", "POST", cms, "application/yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: [name: x\n  : {",
			400, "BadRequest", "", cms},
		{"malformed protobuf", "POST", cms, "application/vnd.kubernetes.protobuf", "k8s\x00\xff\xfe\xfdgarbage\x01\x02",
			400, "BadRequest", "", cms},
		{"kind does not match URL", "POST", cms, "application/json",
			`{"apiVersion":"v1","kind":"Secret","metadata":{"name":"s1"},"data":{"a":"Yg=="}}`,
			400, "BadRequest", "", cms},
		{"apiVersion does not match URL", "POST", cms, "application/json",
			`{"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"d1"}}`,
			400, "BadRequest", "", cms},
		{"name in body differs from path", "PUT", cms + "/c1", "application/json",
			`{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c2"},"data":{"a":"z"}}`,
			400, "BadRequest", "", cms},
		{"invalid name", "POST", cms, "application/json",
			`{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"Bad_Name"}}`,
			422, "Invalid", "metadata.name", cms},
		{"deployment without selector and template", "POST", deps, "application/json",
			`{"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"d1"},"spec":{}}`,
			422, "Invalid", "", deps},
		{"pod without containers", "POST", pods, "application/json",
			`{"apiVersion":"v1","kind":"Pod","metadata":{"name":"p1"},"spec":{}}`,
			422, "Invalid", "spec.containers", pods},
		{"create of an existing name", "POST", cms, "application/json", configMapJSON,
			409, "AlreadyExists", "", cms},
		{"update with a stale resourceVersion", "PUT", cms + "/c1", "application/json",
			`{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c1","resourceVersion":"` + staleRV + `"},"data":{"a":"z"}}`,
			409, "Conflict", "", cms},
		{"get of a missing object", "GET", cms + "/missing", "", "", 404, "NotFound", "", ""},
		{"delete of a missing object", "DELETE", cms + "/missing", "", "", 404, "NotFound", "", cms},
		{"unknown resource", "GET", url + "/api/v1/namespaces/default/nopes", "", "", 404, "NotFound", "", ""},
		{"unsupported patch type", "PATCH", cms + "/c1", "application/xml-patch+xml",
			`<diff><replace sel="/data/a">z</replace></diff>`,
			415, "UnsupportedMediaType", "", cms},
		{"body over 3 MiB", "POST", cms, "application/json", big, 413, "RequestEntityTooLarge", "", cms},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var before map[string]string
			if tc.list != "" {
				before = snapshot(t, tc.list)
			}
			code, body := doRaw(t, tc.method, tc.url, tc.contentType, []byte(tc.body))
			if code != tc.code {
				t.Errorf("%s %s: got %d; want %d\n%.500s", tc.method, tc.url, code, tc.code, body)
			}
			s := decodeStatus(t, body)
			if s.Reason != tc.reason || s.Code != tc.code || s.Status != "Failure" {
				t.Errorf("Status: got reason %q code %d status %q; want %q %d Failure (message %q)",
					s.Reason, s.Code, s.Status, tc.reason, tc.code, s.Message)
			}
			if tc.causeField != "" {
				found := false
				if s.Details != nil {
					for _, c := range s.Details.Causes {
						found = found || c.Field == tc.causeField
					}
				}
				if !found {
					t.Errorf("no cause on %s in %+v", tc.causeField, s.Details)
				}
			}
			if tc.list != "" {
				after := snapshot(t, tc.list)
				if fmt.Sprint(before) != fmt.Sprint(after) {
					t.Errorf("stored objects changed:\nbefore %v\nafter  %v", before, after)
				}
			}
			t.Logf("%d %s: %s", code, s.Reason, s.Message)
		})
	}

	t.Run("watch from a compacted revision", func(t *testing.T) {
		cli, err := clientv3.New(clientv3.Config{Endpoints: []string{etcdURL}, DialTimeout: 5 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		defer cli.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		// Advance the revision past staleRV, then compact up to now.
		code, body := doRaw(t, "PUT", cms+"/c1", "application/json",
			[]byte(`{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c1"},"data":{"a":"d"}}`))
		if code != http.StatusOK {
			t.Fatalf("PUT c1: got %d\n%s", code, body)
		}
		resp, err := cli.Get(ctx, "compaction-probe")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := cli.Compact(ctx, resp.Header.Revision, clientv3.WithCompactPhysical()); err != nil {
			t.Fatalf("compact: %v", err)
		}

		req, _ := http.NewRequestWithContext(ctx, "GET", cms+"?watch=true&resourceVersion="+staleRV, nil)
		req.Header.Set("Accept", "application/json")
		hresp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer hresp.Body.Close()
		var s status
		switch hresp.StatusCode {
		case http.StatusGone: // refused before the stream starts
			b, _ := io.ReadAll(hresp.Body)
			s = decodeStatus(t, string(b))
		case http.StatusOK: // upstream: a stream whose first event is an ERROR
			line, err := bufio.NewReader(hresp.Body).ReadBytes('\n')
			if err != nil && len(line) == 0 {
				t.Fatalf("reading the watch: %v", err)
			}
			var ev struct {
				Type   string          `json:"type"`
				Object json.RawMessage `json:"object"`
			}
			if err := json.Unmarshal(line, &ev); err != nil {
				t.Fatalf("watch event: %v\n%s", err, line)
			}
			if ev.Type != "ERROR" {
				t.Fatalf("first watch event: got %s; want ERROR\n%s", ev.Type, line)
			}
			s = decodeStatus(t, string(ev.Object))
		default:
			b, _ := io.ReadAll(hresp.Body)
			t.Fatalf("watch: got %d; want 200 with an ERROR event or 410\n%.500s", hresp.StatusCode, b)
		}
		if s.Code != http.StatusGone || s.Reason != "Expired" {
			t.Errorf("watch Status: got code %d reason %q; want 410 Expired (message %q)", s.Code, s.Reason, s.Message)
		}
		t.Logf("HTTP %d, Status %d %s: %s", hresp.StatusCode, s.Code, s.Reason, s.Message)
	})
}
