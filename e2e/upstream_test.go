package e2e

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// upstreamEnv is the environment variable that turns TestUpstreamBreakpoints
// on: building upstream kube-apiserver takes minutes, so the default suite
// skips it.
const upstreamEnv = "E2E_UPSTREAM"

// TestUpstreamBreakpoints is the bridge of docs/debugging-upstream.md, run
// once: it builds upstream kube-apiserver v1.37 with
// hack/build-upstream-apiserver.sh (once; the binary stays in .upstream/),
// starts stage 03 with its embedded etcd on --etcd-client-url, runs upstream
// against that etcd under a headless delve with the flags of
// hack/run-upstream-apiserver.sh, and checks that two breakpoints of the
// doc fire: CreateServerChain at start-up, and the aggregator's proxy
// handler on a GET /api/v1/namespaces made with the admin certificate.
//
//	E2E_UPSTREAM=1 go test ./e2e -run TestUpstreamBreakpoints -v -timeout 60m
func TestUpstreamBreakpoints(t *testing.T) {
	if os.Getenv(upstreamEnv) == "" {
		t.Skipf("set %s=1 to build upstream kube-apiserver (minutes, the first time) and debug it", upstreamEnv)
	}
	root := framework.RepoRoot(t)

	build := exec.Command("bash", filepath.Join(root, "hack", "build-upstream-apiserver.sh"))
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("hack/build-upstream-apiserver.sh: %v\n%s", err, out)
	} else {
		t.Logf("%s", strings.TrimSpace(string(out)))
	}

	// Stage 03's embedded etcd, reachable on a client URL of its own.
	etcdURL := "http://127.0.0.1:" + strconv.Itoa(framework.FreePort(t))
	framework.StartServer(t, "03-master", framework.Options{Args: []string{"--etcd-client-url=" + etcdURL}})

	// The script prepares certificates and the kubeconfig in state and
	// prints the binary and its flags; delve runs them here.
	state := t.TempDir()
	port := framework.FreePort(t)
	prep := exec.Command("bash", filepath.Join(root, "hack", "run-upstream-apiserver.sh"))
	prep.Dir = root
	prep.Env = append(os.Environ(), "PRINT_ARGS=1", "STATE_DIR="+state, "ETCD="+etcdURL, "PORT="+strconv.Itoa(port))
	out, err := prep.Output()
	if err != nil {
		t.Fatalf("hack/run-upstream-apiserver.sh: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	bin, args := lines[0], lines[1:]

	d := framework.StartDelve(t, bin, root, args)
	defer func() {
		if t.Failed() {
			t.Logf("delve and kube-apiserver:\n%s", tail(d.Log(), 8000))
		}
	}()

	// 1. A start-up breakpoint, set before the first instruction.
	const startup = "k8s.io/kubernetes/cmd/kube-apiserver/app.CreateServerChain"
	id, err := d.Break(startup)
	if err != nil {
		t.Fatalf("break %s: %v", startup, err)
	}
	d.Continue()
	waitBreakpoint(t, d, startup, 5*time.Minute)
	if err := d.Clear(id); err != nil {
		t.Fatal(err)
	}

	// 2. A request breakpoint: wait until the server is ready, then break
	// where the aggregator takes every /api request, and send one.
	d.Continue()
	client := adminClient(t, state)
	base := "https://127.0.0.1:" + strconv.Itoa(port)
	deadline := time.Now().Add(5 * time.Minute)
	for {
		code, _, err := get(client, base+"/readyz")
		if err == nil && code == http.StatusOK {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("upstream kube-apiserver not ready within 5m: %d %v", code, err)
		}
		time.Sleep(time.Second)
	}
	if _, err := d.Halt(); err != nil {
		t.Fatalf("halt: %v", err)
	}
	const request = "k8s.io/kube-aggregator/pkg/apiserver.(*proxyHandler).ServeHTTP"
	if _, err := d.Break(request); err != nil {
		t.Fatalf("break %s: %v", request, err)
	}
	d.Continue()
	type result struct {
		code int
		body string
		err  error
	}
	done := make(chan result, 1)
	go func() {
		code, body, err := get(client, base+"/api/v1/namespaces")
		done <- result{code, body, err}
	}()
	// Upstream's own controllers reach the proxy handler too, through its
	// loopback client (lease renewals, discovery): continue past them.
	var path string
	for stops := 0; ; stops++ {
		st := waitBreakpoint(t, d, request, 2*time.Minute)
		path, err = d.Eval(st.CurrentThread.GoroutineID, "req.URL.Path")
		if err != nil {
			t.Fatalf("print req.URL.Path: %v", err)
		}
		if strings.HasSuffix(path, " /api/v1/namespaces") {
			break
		}
		if stops == 50 {
			t.Fatalf("50 stops in %s, none for /api/v1/namespaces (last: %s)", request, path)
		}
		t.Logf("stopped for %s (upstream's own request); continuing", path)
		d.Continue()
	}
	t.Logf("stopped in %s with req.URL.Path = %s", request, path)
	d.Continue()
	select {
	case r := <-done:
		if r.err != nil || r.code != http.StatusOK {
			t.Errorf("GET /api/v1/namespaces: got %d %v; want 200\n%s", r.code, r.err, r.body)
		}
	case <-time.After(2 * time.Minute):
		t.Error("GET /api/v1/namespaces did not finish within 2m after continue")
	}
}

// waitBreakpoint waits for the pending continue to stop at a breakpoint on
// fn, continuing past stops elsewhere (there are none: every other
// breakpoint is cleared), and returns the state.
func waitBreakpoint(t *testing.T, d *framework.Delve, fn string, timeout time.Duration) framework.DelveState {
	t.Helper()
	st, stopped, err := d.Wait(timeout)
	if !stopped {
		d.Halt()
		t.Fatalf("breakpoint %s not hit within %s", fn, timeout)
	}
	if err != nil {
		t.Fatalf("waiting for %s: %v", fn, err)
	}
	if st.Exited {
		t.Fatalf("kube-apiserver exited (status %d) before %s", st.ExitStatus, fn)
	}
	if th := st.CurrentThread; th == nil || th.Breakpoint == nil || th.Breakpoint.FunctionName != fn {
		t.Fatalf("stopped at %+v; want breakpoint %s", st.CurrentThread, fn)
	}
	t.Logf("hit %s (%s:%d)", st.CurrentThread.Breakpoint.FunctionName, st.CurrentThread.Breakpoint.File, st.CurrentThread.Breakpoint.Line)
	return st
}

// adminClient authenticates with the admin certificate (O=system:masters)
// the run script generated in state/pki and trusts its CA.
func adminClient(t *testing.T, state string) *http.Client {
	t.Helper()
	pki := filepath.Join(state, "pki")
	cert, err := tls.LoadX509KeyPair(filepath.Join(pki, "admin.crt"), filepath.Join(pki, "admin.key"))
	if err != nil {
		t.Fatal(err)
	}
	caPEM, err := os.ReadFile(filepath.Join(pki, "ca.crt"))
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AppendCertsFromPEM(caPEM)
	return &http.Client{
		Timeout:   3 * time.Minute,
		Transport: &http.Transport{TLSClientConfig: &tls.Config{Certificates: []tls.Certificate{cert}, RootCAs: pool}},
	}
}

func get(c *http.Client, url string) (int, string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, "", err
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	return resp.StatusCode, string(body), nil
}
