package app

import (
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

	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/factory"
)

// runStage03 runs Run with plain HTTP on a free port (HTTPS off) and an
// embedded etcd in dataDir, and returns the base URL once /readyz is
// green (etcd checks and bootstrap hook included), and a function that
// stops the server and returns Run's error.
func runStage03(dataDir string, runtimeConfig map[string]string) (string, func() error, error) {
	return runStage03With(dataDir, func(opts *ServerRunOptions) { opts.RuntimeConfig = runtimeConfig })
}

// runStage03With is runStage03 with the options changed by mutate.
func runStage03With(dataDir string, mutate func(*ServerRunOptions)) (string, func() error, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	opts := NewServerRunOptions()
	opts.InsecureServing.Listener = ln
	opts.SecureServing.BindPort = 0
	opts.Etcd.StorageConfig.EmbeddedDataDir = filepath.Join(dataDir, "etcd") // a directory etcd makes: private, as it wants
	mutate(opts)
	completed, err := opts.Complete()
	if err != nil {
		return "", nil, err
	}
	if errs := completed.Validate(); len(errs) > 0 {
		return "", nil, errors.Join(errs...)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Run(ctx, completed) }()
	stop := func() error { cancel(); return <-done }

	url := "http://" + ln.Addr().String()
	deadline := time.Now().Add(20 * time.Second)
	for code, _ := do("GET", url+"/readyz", ""); code != http.StatusOK; code, _ = do("GET", url+"/readyz", "") {
		if time.Now().After(deadline) {
			_ = stop()
			return "", nil, errors.New("/readyz never turned green")
		}
		time.Sleep(20 * time.Millisecond)
	}
	return url, stop, nil
}

// startStage03 is runStage03 for a test, stopped when the test ends.
func startStage03(t *testing.T, dataDir string, runtimeConfig map[string]string) string {
	t.Helper()
	url, stop, err := runStage03(dataDir, runtimeConfig)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := stop(); err != nil {
			t.Errorf("Run: %v", err)
		}
	})
	return url
}

// do sends a request with a JSON body (if any) and returns the status
// code and the body.
func do(method, url, body string) (int, string) {
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		return 0, err.Error()
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// compact drops the spaces of a JSON document (of a pretty one too).
func compact(doc string) string {
	return strings.NewReplacer(" ", "", "\n", "").Replace(doc)
}

// names returns the metadata.name of each item of a JSON list.
func names(t *testing.T, list string) []string {
	t.Helper()
	var l struct {
		Items []struct {
			Metadata struct{ Name string } `json:"metadata"`
		} `json:"items"`
	}
	if err := json.Unmarshal([]byte(list), &l); err != nil {
		t.Fatalf("decode list: %v\n%s", err, list)
	}
	var ns []string
	for _, item := range l.Items {
		ns = append(ns, item.Metadata.Name)
	}
	return ns
}

func TestBootstrapNamespaces(t *testing.T) {
	url := startStage03(t, t.TempDir(), nil)
	code, body := do("GET", url+"/api/v1/namespaces", "")
	if code != http.StatusOK {
		t.Fatalf("GET /api/v1/namespaces: got %d; want 200\n%s", code, body)
	}
	got, want := names(t, body), []string{"default", "kube-node-lease", "kube-public", "kube-system"}
	if !slices.Equal(got, want) {
		t.Errorf("namespaces: got %v; want %v", got, want)
	}
	code, body = do("GET", url+"/api/v1/namespaces/default/services/kubernetes", "")
	if code != http.StatusOK || !strings.Contains(compact(body), `"clusterIP":"10.0.0.1"`) {
		t.Errorf("service kubernetes: got %d; want 200 with clusterIP 10.0.0.1\n%s", code, body)
	}
}

const configMapJSON = `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c1"},"data":{"a":"b"}}`

func TestConfigMapCreateGetList(t *testing.T) {
	url := startStage03(t, t.TempDir(), nil)
	base := url + "/api/v1/namespaces/default/configmaps"
	if code, body := do("POST", base, configMapJSON); code != http.StatusCreated {
		t.Fatalf("POST: got %d; want 201\n%s", code, body)
	}
	if code, body := do("POST", base, configMapJSON); code != http.StatusConflict {
		t.Errorf("POST again: got %d; want 409\n%s", code, body)
	}
	code, body := do("GET", base+"/c1", "")
	if code != http.StatusOK || !strings.Contains(compact(body), `"data":{"a":"b"}`) {
		t.Errorf("GET: got %d; want 200 with data a=b\n%s", code, body)
	}
	code, body = do("GET", base, "")
	if got := names(t, body); code != http.StatusOK || !slices.Equal(got, []string{"c1"}) {
		t.Errorf("LIST: got %d %v; want 200 [c1]", code, got)
	}
}

func TestAppsDiscovery(t *testing.T) {
	url := startStage03(t, t.TempDir(), nil)
	code, body := do("GET", url+"/apis/apps/v1", "")
	if code != http.StatusOK {
		t.Fatalf("GET /apis/apps/v1: got %d; want 200", code)
	}
	var list struct {
		Resources []struct{ Name, Kind, Group, Version string } `json:"resources"`
	}
	if err := json.Unmarshal([]byte(body), &list); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, r := range list.Resources {
		got[r.Name] = r.Kind
	}
	for name, kind := range map[string]string{
		"deployments": "Deployment", "deployments/status": "Deployment", "deployments/scale": "Scale",
		"replicasets": "ReplicaSet", "replicasets/status": "ReplicaSet", "replicasets/scale": "Scale",
	} {
		if got[name] != kind {
			t.Errorf("%s: got kind %q; want %q", name, got[name], kind)
		}
	}
	if code, _ := do("GET", url+"/apis/apps/v1beta1", ""); code != http.StatusOK {
		t.Errorf("GET /apis/apps/v1beta1: got %d; want 200", code)
	}
}

func TestRuntimeConfigDisablesAppsV1beta1(t *testing.T) {
	url := startStage03(t, t.TempDir(), map[string]string{"apps/v1beta1": "false"})
	if code, _ := do("GET", url+"/apis/apps/v1beta1", ""); code != http.StatusNotFound {
		t.Errorf("GET /apis/apps/v1beta1: got %d; want 404", code)
	}
	if code, _ := do("GET", url+"/apis/apps/v1", ""); code != http.StatusOK {
		t.Errorf("GET /apis/apps/v1: got %d; want 200", code)
	}
	if _, body := do("GET", url+"/apis/apps", ""); strings.Contains(body, "v1beta1") {
		t.Errorf("/apis/apps still lists v1beta1:\n%s", body)
	}
}

// TestRestartKeepsData stops the server and starts another on the same
// data directory: the embedded etcd was closed when Run returned (every
// storage released: a member left running would be reused here, and its
// purge loop exits the process once the directory is gone), the configmap
// is still there, and the bootstrap does not fail on the namespaces that
// exist.
func TestRestartKeepsData(t *testing.T) {
	dir := t.TempDir()
	url, stop, err := runStage03(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	code, body := do("POST", url+"/api/v1/namespaces/default/configmaps", configMapJSON)
	if err := stop(); err != nil {
		t.Fatalf("Run: %v", err)
	}
	if code != http.StatusCreated {
		t.Fatalf("POST: got %d; want 201\n%s", code, body)
	}
	if backend := "embedded:" + filepath.Join(dir, "etcd"); slices.Contains(factory.OpenBackends(), backend) {
		t.Fatalf("after Run returned, %s is still open: a storage was never destroyed", backend)
	}

	url = startStage03(t, dir, nil)
	if code, body := do("GET", url+"/api/v1/namespaces/default/configmaps/c1", ""); code != http.StatusOK {
		t.Errorf("GET after restart: got %d; want 200\n%s", code, body)
	}
}
