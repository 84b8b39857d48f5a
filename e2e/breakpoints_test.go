package e2e

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// breakpointDocs are the Markdown files whose breakpoint tables are checked.
var breakpointDocs = []string{"chapters/*.md", "docs/debugging.md"}

// A table in docs/ names its stage in its heading ("Where to break in stage 01").
var stageInHeading = regexp.MustCompile(`\bstage (\d\d)\b`)

// bpTable is one breakpoint table and the stage it belongs to.
type bpTable struct {
	framework.BreakpointTable
	stage string // directory of the stage, "04-extensions"
	line  string // summary line
}

// TestBreakpoints proves that every breakpoint a chapter suggests fires. For
// each "Suggested breakpoints" table (see framework.ParseBreakpointTables
// for how a row says what makes it fire) it starts the table's stage once,
// under a headless delve driven over its JSON-RPC API: it sets the start-up
// breakpoints before the first instruction, then, for each trigger in
// turn, sets that row's breakpoints, runs the trigger (the suite's kubectl
// 1.37 against the stage, curl done with net/http, SIGTERM) and waits for
// every one to be hit, and `print`s what the "look at" column names. A
// `go test` row runs that test binary under delve instead. Each row is a
// subtest, counted on the summary line "<stage>: breakpoints".
func TestBreakpoints(t *testing.T) {
	root := framework.RepoRoot(t)
	tables := readBreakpointTables(t, root)
	stages := map[string]bool{}
	for _, tb := range tables {
		stages[tb.stage] = true
	}
	// Each launch configuration's program is a stage run here, under delve,
	// with the flags the harness gives it: the launch configurations of
	// .vscode/launch.json are started once by this test.
	helpers := map[string]bool{}
	for _, st := range framework.Stages {
		for _, h := range st.Helpers {
			helpers[h.Package] = true
		}
	}
	for _, prog := range launchPrograms(t, root) {
		// A stage's helper program (stage 05's sample API server) has no
		// chapter of its own; its launch configuration must name a
		// helper the suite builds and starts, so a moved package fails.
		if helpers[prog] {
			continue
		}
		if !stages[prog] {
			t.Errorf(".vscode/launch.json launches %s, which has no breakpoint table; want a \"Suggested breakpoints\" table in chapters/%s.md, so the launch is run under delve here", prog, prog)
		}
	}
	for _, tb := range tables {
		name := fmt.Sprintf("%s/%s:%d", tb.stage, tb.File, tb.Line)
		t.Run(name, func(t *testing.T) { checkBreakpointTable(t, root, tb) })
	}
}

func readBreakpointTables(t *testing.T, root string) []bpTable {
	var files []string
	for _, pattern := range breakpointDocs {
		m, err := filepath.Glob(filepath.Join(root, pattern))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	sort.Strings(files)
	var out []bpTable
	for _, f := range files {
		rel, _ := filepath.Rel(root, f)
		rel = filepath.ToSlash(rel)
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		tables, err := framework.ParseBreakpointTables(rel, string(src))
		if err != nil {
			t.Fatal(err)
		}
		for _, tb := range tables {
			bt := bpTable{BreakpointTable: tb}
			if strings.HasPrefix(rel, "chapters/") {
				bt.stage = strings.TrimSuffix(filepath.Base(rel), ".md")
				bt.line = bt.stage + ": breakpoints"
			} else {
				m := stageInHeading.FindStringSubmatch(tb.Heading)
				if m == nil {
					t.Fatalf("%s:%d: a breakpoint table under %q; want a heading naming its stage (\"stage 01\")", rel, tb.Line, tb.Heading)
				}
				dirs, _ := filepath.Glob(filepath.Join(root, m[1]+"-*"))
				if len(dirs) != 1 {
					t.Fatalf("%s:%d: stage %s: got directories %v; want one", rel, tb.Line, m[1], dirs)
				}
				bt.stage = filepath.Base(dirs[0])
				bt.line = bt.stage + ": breakpoints in " + rel
			}
			if _, err := os.Stat(filepath.Join(root, bt.stage, "main.go")); err != nil {
				t.Fatalf("%s:%d: stage %s has no main.go: %v", rel, tb.Line, bt.stage, err)
			}
			out = append(out, bt)
		}
	}
	if len(out) == 0 {
		t.Fatal("got no breakpoint tables in chapters/ and docs/; want one per runnable stage")
	}
	return out
}

// launchPrograms returns the stages .vscode/launch.json launches.
func launchPrograms(t *testing.T, root string) []string {
	raw, err := os.ReadFile(filepath.Join(root, ".vscode", "launch.json"))
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Configurations []struct{ Request, Program string }
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, c := range file.Configurations {
		if c.Request == "launch" {
			out = append(out, strings.TrimPrefix(c.Program, "${workspaceFolder}/"))
		}
	}
	return out
}

// rowResult is what the check found for one row.
type rowResult struct {
	err    error
	checks []string // what was seen: "hit ...", "print x = ..."
}

// bpSession checks the rows of one table against one delve process.
type bpSession struct {
	t     *testing.T
	root  string
	stage string
	d     *framework.Delve
	url   string // the stage's address, for kubectl and curl
	// pkiDir is a Secure stage's PKI (admin.conf, ca.crt, admin.crt):
	// kubectl and curl act as its admin; "" for a plain-HTTP stage.
	pkiDir  string
	results map[int]*rowResult
}

func checkBreakpointTable(t *testing.T, root string, tb bpTable) {
	start := time.Now()
	s := &bpSession{t: t, root: root, stage: tb.stage, results: map[int]*rowResult{}}
	for i := range tb.Rows {
		s.results[i] = &rowResult{}
	}
	var startup, shutdown []int
	var groups [][]int // rows sharing a trigger, in table order
	goTests := map[string][]int{}
	var goTestOrder []string
	for i, r := range tb.Rows {
		switch r.Trigger {
		case framework.TriggerStartup:
			startup = append(startup, i)
		case framework.TriggerShutdown:
			shutdown = append(shutdown, i)
		case framework.TriggerCommands:
			if n := len(groups); n > 0 && tb.Rows[groups[n-1][0]].Group == r.Group {
				groups[n-1] = append(groups[n-1], i)
			} else {
				groups = append(groups, []int{i})
			}
		case framework.TriggerGoTest:
			c := r.Commands[0]
			if _, ok := goTests[c]; !ok {
				goTestOrder = append(goTestOrder, c)
			}
			goTests[c] = append(goTests[c], i)
		}
	}

	if len(startup)+len(shutdown)+len(groups) > 0 {
		s.runStage(tb, startup, groups, shutdown)
	}
	for _, c := range goTestOrder {
		s.runGoTest(tb, c, goTests[c])
	}

	checked := 0
	for i, r := range tb.Rows {
		res := s.results[i]
		t.Run(fmt.Sprintf("%d:%s", r.Line, r.Symbol), func(t *testing.T) {
			framework.Track(t, tb.line)
			if r.Trigger == framework.TriggerUnchecked {
				t.Skipf("%s:%d: not checked: %s", tb.File, r.Line, r.Reason)
			}
			for _, c := range res.checks {
				t.Log(c)
			}
			if res.err != nil {
				t.Errorf("%s:%d: break %s (%s %s): %v", tb.File, r.Line, r.Symbol, r.Trigger, strings.Join(r.Commands, ", "), res.err)
			}
		})
		if r.Trigger != framework.TriggerUnchecked && res.err == nil {
			checked++
		}
	}
	t.Logf("%s:%d (%s): %d of %d breakpoints fired with their trigger, in %v",
		tb.File, tb.Line, tb.Heading, checked, len(tb.Rows), time.Since(start).Round(100*time.Millisecond))
	if t.Failed() && s.d != nil {
		t.Logf("--- delve and %s output ---\n%s--- end ---", tb.stage, tail(s.d.Log(), 6000))
	}
}

// runStage starts the stage under delve and checks the start-up rows, each
// group of trigger rows in turn, and the shutdown rows last.
func (s *bpSession) runStage(tb bpTable, startup []int, groups [][]int, shutdown []int) {
	t := s.t
	bin := framework.BuildDebug(t, "./"+tb.stage, false)
	var st *framework.Stage
	for i := range framework.Stages {
		if framework.Stages[i].Name == tb.stage {
			st = &framework.Stages[i]
		}
	}
	wd, args := s.root, []string(nil)
	ports := framework.Ports{}
	if st != nil {
		wd = t.TempDir()
		ports = framework.Ports{Insecure: framework.FreePort(t), Secure: framework.FreePort(t)}
		args = st.Args(ports, wd)
		s.url = "http://127.0.0.1:" + strconv.Itoa(ports.Insecure)
		if st.Secure {
			// HTTPS only: kubectl uses the admin.conf the stage writes,
			// curl the admin's certificate.
			if err := framework.WriteTokenFile(wd); err != nil {
				t.Fatal(err)
			}
			s.url, s.pkiDir = "https://127.0.0.1:"+strconv.Itoa(ports.Secure), framework.PKIDir(wd)
		}
	} else if len(groups)+len(shutdown) > 0 {
		t.Fatalf("%s is not a server (no entry in framework.Stages): its rows can only fire at start-up", tb.stage)
	}
	s.d = framework.StartDelve(t, bin, wd, args)

	s.hitAll(tb, startup, nil, 90*time.Second)
	if st == nil {
		return
	}
	s.d.Continue()
	if err := s.waitReady(2 * st.ReadyTimeout); err != nil {
		for _, g := range groups {
			for _, i := range g {
				s.results[i].err = err
			}
		}
		return
	}
	for _, g := range groups {
		if _, err := s.d.Halt(); err != nil {
			t.Fatalf("halting %s: %v", tb.stage, err)
		}
		rows := g
		s.hitAll(tb, rows, func(ctx context.Context) string { return s.runCommands(ctx, tb, rows) }, 30*time.Second)
	}
	if len(shutdown) > 0 {
		if _, err := s.d.Halt(); err != nil {
			t.Fatalf("halting %s: %v", tb.stage, err)
		}
		pid, err := s.d.Pid()
		if err != nil {
			t.Fatal(err)
		}
		s.hitAll(tb, shutdown, func(context.Context) string {
			if err := syscall.Kill(pid, syscall.SIGTERM); err != nil {
				return err.Error()
			}
			return "SIGTERM sent to " + strconv.Itoa(pid)
		}, time.Minute)
	}
}

// runGoTest runs `go test <pkg> -run <Name>` as delve would (dlv test
// <pkg> -- -test.run <Name>), with the rows' breakpoints set before it starts.
func (s *bpSession) runGoTest(tb bpTable, command string, rows []int) {
	fail := func(err error) {
		for _, i := range rows {
			s.results[i].err = err
		}
	}
	words, err := framework.SplitCommand(command)
	if err != nil {
		fail(err)
		return
	}
	// go test <pkg> -run <Name>
	if len(words) != 5 || words[3] != "-run" || !strings.HasPrefix(words[2], "./") {
		fail(fmt.Errorf("got %q; want `go test ./<package> -run <TestName>`", command))
		return
	}
	pkg, run := words[2], words[4]
	bin := framework.BuildDebug(s.t, pkg, true)
	s.d = framework.StartDelve(s.t, bin, filepath.Join(s.root, filepath.FromSlash(pkg)), []string{"-test.run", run, "-test.count=1"})
	s.hitAll(tb, rows, nil, 90*time.Second)
	s.d.Halt()
}

// hitAll sets the breakpoints of rows, continues the program, runs trigger
// (if any; again, up to three times, while breakpoints are still waiting
// after it returns), and waits until every breakpoint is hit, printing what
// each row's "look at" column names at its stop. It leaves the program
// running.
func (s *bpSession) hitAll(tb bpTable, rows []int, trigger func(context.Context) string, timeout time.Duration) {
	if len(rows) == 0 {
		return
	}
	waiting := map[int]int{} // breakpoint id -> row
	for _, i := range rows {
		loc := framework.MainModule + "/" + tb.Rows[i].Symbol
		id, err := s.d.Break(loc)
		if err != nil {
			s.results[i].err = fmt.Errorf("break %s: %v", loc, err)
			continue
		}
		waiting[id] = i
	}
	s.d.Continue()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	var outputs []string
	triggerDone := make(chan string, 1)
	runs := 0
	runTrigger := func() {
		runs++
		go func() { triggerDone <- trigger(ctx) }()
	}
	if trigger != nil && len(waiting) > 0 {
		runTrigger()
	}
	deadline := time.Now().Add(timeout)
	exited := false
	for len(waiting) > 0 && !exited {
		state, stopped, err := s.d.Wait(200 * time.Millisecond)
		if err != nil {
			for _, i := range waiting {
				s.results[i].err = fmt.Errorf("continue: %v", err)
			}
			waiting = nil
			break
		}
		if stopped {
			exited = state.Exited
			hitAny := false
			for _, th := range state.Threads {
				if th.Breakpoint == nil {
					continue
				}
				i, ok := waiting[th.Breakpoint.ID]
				if !ok {
					continue
				}
				hitAny = true
				res := s.results[i]
				res.checks = append(res.checks, fmt.Sprintf("hit %s at %s:%d (goroutine %d)", th.Breakpoint.FunctionName, relPath(s.root, th.Breakpoint.File), th.Breakpoint.Line, th.GoroutineID))
				for _, expr := range tb.Rows[i].Prints {
					v, err := s.d.Eval(th.GoroutineID, expr)
					if err != nil {
						res.err = errors.Join(res.err, fmt.Errorf("print %s: %v", expr, err))
						continue
					}
					res.checks = append(res.checks, fmt.Sprintf("print %s = %s", expr, shorten(v, 200)))
				}
				if err := s.d.Clear(th.Breakpoint.ID); err != nil {
					res.err = errors.Join(res.err, fmt.Errorf("clear: %v", err))
				}
				delete(waiting, th.Breakpoint.ID)
			}
			if !hitAny && !exited {
				s.t.Logf("stopped, but at none of this trigger's breakpoints: %+v", state.CurrentThread)
			}
			if !exited {
				s.d.Continue()
			}
			continue
		}
		select {
		case out := <-triggerDone:
			outputs = append(outputs, out)
			if len(waiting) > 0 && runs < 3 {
				time.Sleep(time.Second)
				runTrigger()
			}
		default:
		}
		if time.Now().After(deadline) {
			break
		}
	}
	for id, i := range waiting {
		what := "the program"
		if exited {
			what += " exited before it fired"
		} else {
			what += fmt.Sprintf(" ran on for %v without a stop there", timeout)
		}
		msg := fmt.Sprintf("breakpoint %d never fired: %s", id, what)
		if trigger != nil {
			msg += fmt.Sprintf(" (trigger run %d times; its output: %s)", runs, strings.Join(outputs, " | "))
		}
		s.results[i].err = errors.Join(s.results[i].err, errors.New(msg))
	}
	if len(waiting) > 0 && !exited {
		s.d.Halt()
		for id := range waiting {
			s.d.Clear(id)
		}
		s.d.Continue()
	}
	// Let the trigger finish (a kubectl waiting for a deletion, say); stop
	// one that does not end by itself (a watch).
	if trigger != nil && runs > len(outputs) {
		select {
		case <-triggerDone:
		case <-time.After(5 * time.Second):
			cancel()
			<-triggerDone
		}
	}
}

// runCommands runs the commands of a group of rows in order (each command
// once, though several rows may list it) and returns their output.
func (s *bpSession) runCommands(ctx context.Context, tb bpTable, rows []int) string {
	seen := map[string]bool{}
	var out []string
	for _, i := range rows {
		for _, c := range tb.Rows[i].Commands {
			if seen[c] {
				continue
			}
			seen[c] = true
			out = append(out, "$ "+c+"\n"+s.runCommand(ctx, c))
		}
	}
	return strings.Join(out, "\n")
}

func (s *bpSession) runCommand(ctx context.Context, command string) string {
	words, err := framework.SplitCommand(command)
	if err != nil {
		return err.Error()
	}
	ctx, cancel := context.WithTimeout(ctx, 45*time.Second)
	defer cancel()
	switch words[0] {
	case "kubectl":
		home := s.t.TempDir()
		args := append([]string{"-s", s.url}, words[1:]...)
		kubeconfig := filepath.Join(home, "none")
		if s.pkiDir != "" {
			args, kubeconfig = words[1:], filepath.Join(s.pkiDir, "admin.conf")
		}
		cmd := exec.CommandContext(ctx, pinnedKubectl(s.t), args...)
		cmd.Dir = filepath.Join(s.root, s.stage, "app", "testdata", "kubectl-demo")
		if _, err := os.Stat(cmd.Dir); err != nil {
			cmd.Dir = home
		}
		cmd.Env = append(os.Environ(), "HOME="+home, "KUBECONFIG="+kubeconfig, "KUBECACHEDIR="+filepath.Join(home, "cache"))
		b, err := cmd.CombinedOutput()
		if err != nil {
			return fmt.Sprintf("%s(%v)", b, err)
		}
		return string(b)
	case "curl":
		return s.curl(ctx, words[1:])
	}
	return "cannot run " + command
}

// curl does what `curl [-s] [-X METHOD] URL` does, against the stage's
// address (the table's localhost:8080 is the stage's default port).
func (s *bpSession) curl(ctx context.Context, args []string) string {
	method, url := http.MethodGet, ""
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "-s":
		case a == "-X" && i+1 < len(args):
			method = args[i+1]
			i++
		case strings.HasPrefix(a, "-"):
			return "curl: option " + a + " not supported by the checker"
		default:
			url = a
		}
	}
	url = strings.TrimPrefix(strings.TrimPrefix(url, "http://"), "https://")
	if _, path, ok := strings.Cut(url, "/"); ok {
		url = s.url + "/" + path
	} else {
		url = s.url
	}
	req, err := http.NewRequestWithContext(ctx, method, url, nil)
	if err != nil {
		return err.Error()
	}
	resp, err := s.client().Do(req)
	if err != nil {
		return err.Error()
	}
	resp.Body.Close()
	return fmt.Sprintf("%s %s: %s", method, url, resp.Status)
}

// waitReady polls /readyz until it answers 200, the program running under delve.
func (s *bpSession) waitReady(timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	last := ""
	for time.Now().Before(deadline) {
		if st, stopped, err := s.d.Wait(0); stopped {
			return fmt.Errorf("the stage stopped before it was ready (exited %v, %v)", st.Exited, err)
		}
		resp, err := s.client().Get(s.url + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
			last = resp.Status
		} else {
			last = err.Error()
		}
		time.Sleep(200 * time.Millisecond)
	}
	return fmt.Errorf("the stage was not ready within %v under delve (last /readyz: %s)", timeout, last)
}

func relPath(root, p string) string {
	if r, err := filepath.Rel(root, p); err == nil && !strings.HasPrefix(r, "..") {
		return r
	}
	return p
}

func shorten(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

func tail(s string, n int) string {
	if len(s) > n {
		return "...\n" + s[len(s)-n:]
	}
	return s
}

// client talks to the stage: plain HTTP, or for a Secure stage HTTPS as
// its admin (until the stage has written its PKI, a probe that trusts
// any certificate: /readyz is open to anonymous users).
func (s *bpSession) client() *http.Client {
	if s.pkiDir == "" {
		return http.DefaultClient
	}
	cfg, err := framework.AdminTLSConfig(s.pkiDir)
	if err != nil {
		cfg = &tls.Config{InsecureSkipVerify: true}
	}
	return &http.Client{Transport: &http.Transport{TLSClientConfig: cfg}}
}
