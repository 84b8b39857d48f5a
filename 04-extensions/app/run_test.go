package app

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	masterapp "github.com/kube-rebuilt/apiserver/03-master/app"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/factory"
)

// startStage04 runs Run with plain HTTP on a free port (HTTPS off) and
// an embedded etcd in a temporary directory, waits until /readyz is
// green (the CRD informer synced), and stops the server when the test
// ends.
func startStage04(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	opts := masterapp.NewServerRunOptions()
	opts.InsecureServing.Listener = ln
	opts.SecureServing.BindPort = 0
	dataDir := filepath.Join(t.TempDir(), "etcd") // a directory etcd makes: private, as it wants
	opts.Etcd.StorageConfig.EmbeddedDataDir = dataDir
	completed, err := opts.Complete()
	if err != nil {
		t.Fatal(err)
	}
	if errs := completed.Validate(); len(errs) > 0 {
		t.Fatal(errors.Join(errs...))
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Run(ctx, completed) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Run: %v", err)
		}
		// Every storage released, the embedded etcd closed with the server.
		if backend := "embedded:" + dataDir; slices.Contains(factory.OpenBackends(), backend) {
			t.Errorf("after Run returned, %s is still open: a storage was never destroyed", backend)
		}
	})
	url := "http://" + ln.Addr().String()
	waitFor(t, "/readyz to turn green", func() bool {
		code, _ := doRaw(t, "GET", url+"/readyz", "", nil)
		return code == http.StatusOK
	})
	return url
}

// waitFor polls cond until it holds, failing the test after 30 seconds:
// what the server does in the background (a CRD becoming Established)
// has no event a client could wait on but a watch.
func waitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// doRaw sends body with the given Content-Type (none if empty) and
// returns the status code and the body.
func doRaw(t testing.TB, method, url, contentType string, body []byte) (int, string) {
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

// doJSON sends a JSON body.
func doJSON(t testing.TB, method, url, body string) (int, string) {
	t.Helper()
	return doRaw(t, method, url, "application/json", []byte(body))
}

// status is the part of a metav1.Status the tests look at.
type status struct {
	Kind    string `json:"kind"`
	Message string `json:"message"`
	Reason  string `json:"reason"`
	Code    int    `json:"code"`
	Details *struct {
		Causes []struct {
			Message string `json:"message"`
			Field   string `json:"field"`
		} `json:"causes"`
	} `json:"details"`
}

// decodeStatus decodes body as a metav1.Status, or fails the test.
func decodeStatus(t testing.TB, body string) status {
	t.Helper()
	var s status
	if err := json.Unmarshal([]byte(body), &s); err != nil || s.Kind != "Status" {
		t.Fatalf("body is not a metav1.Status (err %v):\n%.500s", err, body)
	}
	return s
}

// crdJSON is a CustomResourceDefinition of group stable.example.com:
// plural crontabs (kind CronTab), namespaced, with a schema, the status
// and scale subresources. Each test changes what it needs.
func crdJSON(plural, kind, scope string) string {
	return `{
  "apiVersion": "apiextensions.k8s.io/v1",
  "kind": "CustomResourceDefinition",
  "metadata": {"name": "` + plural + `.stable.example.com"},
  "spec": {
    "group": "stable.example.com",
    "scope": "` + scope + `",
    "names": {"plural": "` + plural + `", "singular": "` + strings.ToLower(kind) + `", "kind": "` + kind + `", "shortNames": ["` + plural[:2] + `x"]},
    "versions": [{
      "name": "v1", "served": true, "storage": true,
      "subresources": {"status": {}, "scale": {"specReplicasPath": ".spec.replicas", "statusReplicasPath": ".status.replicas"}},
      "schema": {"openAPIV3Schema": {
        "type": "object",
        "properties": {
          "spec": {"type": "object", "required": ["cronSpec"], "properties": {
            "cronSpec": {"type": "string", "description": "The schedule, in cron format."},
            "replicas": {"type": "integer", "minimum": 1, "default": 1},
            "color": {"type": "string", "enum": ["red", "green"]}
          }},
          "status": {"type": "object", "properties": {"replicas": {"type": "integer"}}}
        }
      }}
    }]
  }
}`
}

// createEstablishedCRD creates a CRD and waits until its resource serves.
func createEstablishedCRD(t testing.TB, url, crd, listURL string) {
	t.Helper()
	if code, body := doJSON(t, "POST", url+"/apis/apiextensions.k8s.io/v1/customresourcedefinitions", crd); code != http.StatusCreated {
		t.Fatalf("create CRD: got %d\n%s", code, body)
	}
	waitFor(t, "the custom resource to be served", func() bool {
		code, _ := doRaw(t, "GET", listURL, "", nil)
		return code == http.StatusOK
	})
}
