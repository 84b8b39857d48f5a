package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"
)

// runStage02 runs Run with plain HTTP on a free port (HTTPS off) and
// returns the base URL once /readyz is green, and a function that stops
// the server and returns Run's error.
func runStage02() (string, func() error, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	opts := NewServerRunOptions()
	opts.InsecureServing.Listener = ln
	opts.SecureServing.BindPort = 0
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
	deadline := time.Now().Add(5 * time.Second)
	for code, _ := fetch(url + "/readyz"); code != http.StatusOK; code, _ = fetch(url + "/readyz") {
		if time.Now().After(deadline) {
			_ = stop()
			return "", nil, errors.New("/readyz never turned green")
		}
		time.Sleep(10 * time.Millisecond)
	}
	return url, stop, nil
}

// startStage02 is runStage02 for a test, stopped when the test ends.
func startStage02(t *testing.T) string {
	t.Helper()
	url, stop, err := runStage02()
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

func fetch(url string) (int, string) {
	resp, err := http.Get(url)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

// TestVersionMatchesUpstreamShape compares /version with a capture from a
// real kube-apiserver v1.37: the same fields, in the same order, and the
// same Kubernetes version numbers.
func TestVersionMatchesUpstreamShape(t *testing.T) {
	url := startStage02(t)
	_, body := fetch(url + "/version")
	reference, err := os.ReadFile("testdata/kube-apiserver-v1.37-version.json")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := jsonKeys(t, body), jsonKeys(t, string(reference)); strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("fields:\n got %v\nwant %v", got, want)
	}
	var got, want map[string]string
	_ = json.Unmarshal([]byte(body), &got)
	_ = json.Unmarshal(reference, &want)
	for _, k := range []string{"major", "minor", "emulationMajor", "emulationMinor", "minCompatibilityMajor", "minCompatibilityMinor"} {
		if got[k] != want[k] {
			t.Errorf("%s: got %q; want %q", k, got[k], want[k])
		}
	}
}

// jsonKeys returns the keys of a JSON object in document order.
func jsonKeys(t *testing.T, doc string) []string {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(doc))
	var keys []string
	if _, err := dec.Token(); err != nil { // {
		t.Fatal(err)
	}
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k.(string))
		var v any
		if err := dec.Decode(&v); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}

func TestMetricsServesBuildInfo(t *testing.T) {
	url := startStage02(t)
	_, body := fetch(url + "/metrics")
	for _, want := range []string{"# TYPE kubernetes_build_info gauge", `git_version="v1.37.0+rebuilt"`, "go_goroutines ", "process_start_time_seconds "} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics does not contain %q", want)
		}
	}
}

// Example_curl shows what the chapter's curl transcript shows: the same
// requests against the same server, with the same answers.
func Example_curl() {
	url, stop, err := runStage02()
	if err != nil {
		fmt.Println(err)
		return
	}
	defer stop()
	for _, path := range []string{"/readyz?verbose", "/livez", "/"} {
		code, body := fetch(url + path)
		fmt.Printf("$ curl -s 'localhost:8080%s'   # HTTP %d\n%s\n", path, code, strings.TrimSpace(body))
	}
	// Output:
	// $ curl -s 'localhost:8080/readyz?verbose'   # HTTP 200
	// [+]ping ok
	// [+]log ok
	// [+]poststarthook/demo-post-start ok
	// [+]shutdown ok
	// readyz check passed
	// $ curl -s 'localhost:8080/livez'   # HTTP 200
	// ok
	// $ curl -s 'localhost:8080/'   # HTTP 200
	// {
	//   "paths": [
	//     "/api",
	//     "/api/v1",
	//     "/apis",
	//     "/apis/apps",
	//     "/apis/apps/v1",
	//     "/healthz",
	//     "/healthz/log",
	//     "/healthz/ping",
	//     "/healthz/poststarthook/demo-post-start",
	//     "/livez",
	//     "/livez/log",
	//     "/livez/ping",
	//     "/livez/poststarthook/demo-post-start",
	//     "/metrics",
	//     "/openapi/v2",
	//     "/openapi/v3",
	//     "/openapi/v3/",
	//     "/readyz",
	//     "/readyz/log",
	//     "/readyz/ping",
	//     "/readyz/poststarthook/demo-post-start",
	//     "/readyz/shutdown",
	//     "/version"
	//   ]
	// }
}
