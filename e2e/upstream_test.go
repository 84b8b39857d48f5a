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
	"regexp"
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

// TestUpstreamBreakpoints is the bridge of docs/debugging-upstream.md, in
// short: upstream kube-apiserver v1.37 (startUpstream) stops at two
// breakpoints of the doc: CreateServerChain at start-up, and the
// aggregator's proxy handler on a GET /api/v1/namespaces made with the admin
// certificate. TestUpstreamBreakpointTables checks every row of the doc.
// Both are skipped unless E2E_UPSTREAM is set: the first build takes minutes.
//
//	E2E_UPSTREAM=1 go test ./e2e -run TestUpstream -v -timeout 60m
func TestUpstreamBreakpoints(t *testing.T) {
	if os.Getenv(upstreamEnv) == "" {
		t.Skipf("set %s=1 to build upstream kube-apiserver (minutes, the first time) and debug it", upstreamEnv)
	}
	u := startUpstream(t)
	d, client, base := u.d, u.client, u.base

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
	u.waitReady(t)
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

// upstream is upstream kube-apiserver under a headless delve, stopped
// before its first instruction, on the embedded etcd of stage 03.
type upstream struct {
	d      *framework.Delve
	root   string
	state  string // certificates (pki/) and kubeconfig
	base   string // https://127.0.0.1:<port>
	client *http.Client
}

// startUpstream builds upstream with hack/build-upstream-apiserver.sh (once;
// the binary stays in .upstream/), starts stage 03 with its embedded etcd on
// --etcd-client-url, and starts upstream on that etcd under delve with the
// certificates and flags of hack/run-upstream-apiserver.sh.
func startUpstream(t *testing.T) *upstream {
	t.Helper()
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
	u := &upstream{d: d, root: root, state: state, base: "https://127.0.0.1:" + strconv.Itoa(port), client: adminClient(t, state)}
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("delve and kube-apiserver:\n%s", tail(d.Log(), 8000))
		}
	})

	return u
}

// waitReady waits until /readyz answers 200 (the program must be running).
func (u *upstream) waitReady(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Minute)
	for {
		code, _, err := get(u.client, u.base+"/readyz")
		if err == nil && code == http.StatusOK {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("upstream kube-apiserver not ready within 5m: %d %v", code, err)
		}
		time.Sleep(time.Second)
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

// upstreamRow is one row of a table in docs/debugging-upstream.md.
type upstreamRow struct {
	line     int
	heading  string
	symbol   string
	startup  bool
	commands []string // kubectl commands, run from the repository root
	group    int      // rows that share one trigger ("the same")
	prints   []string
}

// parseUpstreamTables reads the tables of docs/debugging-upstream.md whose
// header starts with "upstream breakpoint": the first backticked span of
// the first column is the breakpoint; the "fires on" column holds
// "start-up", backticked kubectl commands, or "the same" (the trigger of
// the row above); each backticked "print <expr>" of "look at" must be
// readable where it stops.
func parseUpstreamTables(t *testing.T, src string) []upstreamRow {
	t.Helper()
	var rows []upstreamRow
	heading, inTable, group := "", false, 0
	for i, l := range strings.Split(src, "\n") {
		l = strings.TrimSpace(l)
		if strings.HasPrefix(l, "#") {
			heading = strings.TrimLeft(l, "# ")
		}
		if !strings.HasPrefix(l, "|") {
			inTable = false
			continue
		}
		cells := strings.Split(strings.Trim(l, "|"), "|")
		for j := range cells {
			cells[j] = strings.TrimSpace(cells[j])
		}
		if cells[0] == "upstream breakpoint" {
			inTable = true
			continue
		}
		if !inTable || strings.HasPrefix(cells[0], "---") || len(cells) < 3 {
			continue
		}
		spans := func(s string) []string {
			var out []string
			for k := strings.Split(s, "`"); len(k) > 1; k = k[2:] {
				out = append(out, k[1])
			}
			return out
		}
		r := upstreamRow{line: i + 1, heading: heading}
		if s := spans(cells[0]); len(s) > 0 {
			r.symbol = s[0]
		}
		switch fires := cells[1]; {
		case strings.HasPrefix(fires, "the same") && len(rows) > 0:
			prev := rows[len(rows)-1]
			r.startup, r.commands = prev.startup, prev.commands
		case strings.HasPrefix(fires, "start-up"):
			r.startup = true
			group++
		default:
			for _, s := range spans(fires) {
				if strings.HasPrefix(s, "kubectl ") {
					r.commands = append(r.commands, s)
					break // the first command triggers the row; the others are alternatives
				}
			}
			group++
		}
		r.group = group
		for _, s := range spans(cells[2]) {
			if e, ok := strings.CutPrefix(s, "print "); ok {
				r.prints = append(r.prints, e)
			}
		}
		if r.symbol == "" || (!r.startup && len(r.commands) == 0) {
			t.Errorf("docs/debugging-upstream.md:%d: want a backticked breakpoint and start-up or a backticked kubectl command; got %q", r.line, l)
			continue
		}
		rows = append(rows, r)
	}
	return rows
}

// TestUpstreamBreakpointTables proves every row of the tables of
// docs/debugging-upstream.md, the way the doc says to use them: one
// upstream kube-apiserver under delve; the start-up rows set before its
// first instruction; then, for each trigger in order, its rows' breakpoints
// set, its kubectl command run, and each breakpoint must be hit (the first
// hit counts, whoever caused it) and each `print` readable there.
//
//	E2E_UPSTREAM=1 go test ./e2e -run TestUpstreamBreakpointTables -v -timeout 60m
func TestUpstreamBreakpointTables(t *testing.T) {
	if os.Getenv(upstreamEnv) == "" {
		t.Skipf("set %s=1 to build upstream kube-apiserver (minutes, the first time) and debug it", upstreamEnv)
	}
	root := framework.RepoRoot(t)
	src, err := os.ReadFile(filepath.Join(root, "docs", "debugging-upstream.md"))
	if err != nil {
		t.Fatal(err)
	}
	rows := parseUpstreamTables(t, string(src))
	checkUpstreamTableCoverage(t, rows)
	if t.Failed() {
		t.FailNow()
	}
	kubectl := framework.Kubectls(t)[0].Path(t)
	u := startUpstream(t)
	d := u.d

	// hitAll continues until every breakpoint of want was hit once (each is
	// cleared at its first hit), or timeout.
	hitAll := func(want map[int]upstreamRow, timeout time.Duration) {
		deadline := time.Now().Add(timeout)
		for len(want) > 0 {
			st, stopped, err := d.Wait(time.Until(deadline))
			if !stopped {
				d.Halt()
				for id, r := range want {
					t.Errorf("docs/debugging-upstream.md:%d (%s): %s not hit within %s", r.line, r.heading, r.symbol, timeout)
					d.Clear(id)
				}
				d.Continue()
				return
			}
			if err != nil || st.Exited {
				t.Fatalf("kube-apiserver stopped running: %v (exited %v)", err, st.Exited)
			}
			if th := st.CurrentThread; th != nil && th.Breakpoint != nil {
				if r, ok := want[th.Breakpoint.ID]; ok {
					for _, e := range r.prints {
						if _, err := d.Eval(th.GoroutineID, e); err != nil {
							t.Errorf("docs/debugging-upstream.md:%d: %s: print %s: %v", r.line, r.symbol, e, err)
						}
					}
					t.Logf("hit %s (%s:%d)", r.symbol, filepath.Base(th.Breakpoint.File), th.Breakpoint.Line)
					d.Clear(th.Breakpoint.ID)
					delete(want, th.Breakpoint.ID)
				}
			}
			d.Continue()
		}
	}
	set := func(rs []upstreamRow) map[int]upstreamRow {
		want := map[int]upstreamRow{}
		for _, r := range rs {
			id, err := d.Break(r.symbol)
			if err != nil {
				t.Errorf("docs/debugging-upstream.md:%d: break %s: %v", r.line, r.symbol, err)
				continue
			}
			want[id] = r
		}
		return want
	}

	var startup []upstreamRow
	for _, r := range rows {
		if r.startup {
			startup = append(startup, r)
		}
	}
	want := set(startup)
	d.Continue()
	hitAll(want, 5*time.Minute)
	u.waitReady(t)

	env := append(os.Environ(), "KUBECONFIG="+filepath.Join(u.state, "kubeconfig"), "PATH="+filepath.Dir(kubectl)+string(os.PathListSeparator)+os.Getenv("PATH"))
	for i := 0; i < len(rows); {
		if rows[i].startup {
			i++
			continue
		}
		j := i
		for j < len(rows) && rows[j].group == rows[i].group {
			j++
		}
		group := rows[i:j]
		i = j
		if _, err := d.Halt(); err != nil {
			t.Fatalf("halt: %v", err)
		}
		want := set(group)
		d.Continue()
		// kubectl is run as the doc writes it, with the suite's kubectl 1.37.
		cmdline := strings.Replace(group[0].commands[0], "kubectl ", shellQuote(kubectl)+" ", 1)
		cmd := exec.Command("bash", "-c", cmdline)
		cmd.Dir, cmd.Env = root, env
		out := &strings.Builder{}
		cmd.Stdout, cmd.Stderr = out, out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		hitAll(want, 2*time.Minute)
		select {
		case <-done:
		case <-time.After(2 * time.Minute):
			cmd.Process.Kill()
			<-done
		}
		t.Logf("$ %s\n%s", group[0].commands[0], tail(strings.TrimSpace(out.String()), 300))
	}
}

// TestUpstreamBreakpointTablesParse checks, without building upstream, what
// TestUpstreamBreakpointTables relies on: every row of
// docs/debugging-upstream.md parses (a backticked breakpoint, and start-up,
// the same, or a backticked kubectl command), every chapter with a
// "Suggested breakpoints" table has a table here, and every breakpoint is
// an upstream symbol (e2e/citations resolves it against v1.37).
func TestUpstreamBreakpointTablesParse(t *testing.T) {
	root := framework.RepoRoot(t)
	src, err := os.ReadFile(filepath.Join(root, "docs", "debugging-upstream.md"))
	if err != nil {
		t.Fatal(err)
	}
	checkUpstreamTableCoverage(t, parseUpstreamTables(t, string(src)))
}

// checkUpstreamTableCoverage wants a table under a "Chapter NN" heading for
// each of chapters 01 to 07, and only upstream symbols in them.
func checkUpstreamTableCoverage(t *testing.T, rows []upstreamRow) {
	t.Helper()
	perChapter := map[string]int{}
	for _, r := range rows {
		if m := regexp.MustCompile(`^Chapter (\d\d)\b`).FindStringSubmatch(r.heading); m != nil {
			perChapter[m[1]]++
		} else {
			t.Errorf("docs/debugging-upstream.md:%d: a row under %q; want a heading \"Chapter NN: ...\"", r.line, r.heading)
		}
		if !strings.HasPrefix(r.symbol, "k8s.io/") {
			t.Errorf("docs/debugging-upstream.md:%d: breakpoint %q; want an upstream symbol (k8s.io/...)", r.line, r.symbol)
		}
	}
	for _, ch := range []string{"01", "02", "03", "04", "05", "06", "07"} {
		if perChapter[ch] == 0 {
			t.Errorf("docs/debugging-upstream.md has no upstream breakpoint table for chapter %s", ch)
		}
	}
	t.Logf("%d rows: %v", len(rows), perChapter)
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
