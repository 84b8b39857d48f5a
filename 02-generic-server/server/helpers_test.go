package server

import (
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

func init() {
	// keep test output readable; set -v in a test to see the lifecycle
	klog.SetOutput(io.Discard)
}

// newTestConfig returns a Config serving plain HTTP on a free loopback port.
func newTestConfig(t *testing.T) *Config {
	t.Helper()
	c := NewConfig(serializer.NewCodecFactory(runtime.NewScheme()))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen: %v", err)
	}
	c.DeprecatedInsecureServing = &DeprecatedInsecureServingInfo{Listener: ln}
	c.RequestTimeout = 5 * time.Second
	return c
}

// runningServer is a server started by startServer.
type runningServer struct {
	s      *GenericAPIServer
	url    string
	cancel context.CancelFunc
	done   chan error
}

// startServer prepares and runs s until the test ends or stop is called,
// and waits until it answers /livez.
func startServer(t *testing.T, s *GenericAPIServer) *runningServer {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	rs := &runningServer{s: s, url: "http://" + s.DeprecatedInsecureServingInfo.Listener.Addr().String(), cancel: cancel, done: make(chan error, 1)}
	prepared := s.PrepareRun()
	go func() { rs.done <- prepared.RunWithContext(ctx) }()
	t.Cleanup(func() { cancel(); <-rs.done })
	waitFor(t, func() bool { code, _ := get(t, rs.url+"/livez/ping"); return code == http.StatusOK })
	return rs
}

// stop starts a graceful shutdown.
func (rs *runningServer) stop() { rs.cancel() }

// wait waits for Run to return and hands its error back for the next wait.
func (rs *runningServer) wait(t *testing.T) error {
	t.Helper()
	select {
	case err := <-rs.done:
		rs.done <- err
		return err
	case <-time.After(10 * time.Second):
		t.Fatal("server did not stop")
		return nil
	}
}

// get returns status code and body; code 0 means the request failed.
func get(t *testing.T, url string) (int, string) {
	t.Helper()
	client := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	resp, err := client.Get(url)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

// waitFor polls cond for up to five seconds.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not met within 5s")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// lines splits a health body into lines, for readable diffs.
func lines(s string) []string { return strings.Split(strings.TrimSpace(s), "\n") }
