package framework

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/rpc"
	"net/rpc/jsonrpc"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// DebugGCFlags are the flags dlv debug and dlv test compile with:
// optimisations and inlining off in every package (docs/debugging.md,
// section 3). Building with them ourselves and running the binary under
// dlv exec is what dlv debug does, but the binary lands in e2e/.bin instead
// of the reader's working tree.
const DebugGCFlags = "-gcflags=all=-N -l"

var debugBuilds sync.Map // output name -> *stageBuild

// BuildDebug builds pkg of the main module (a stage, "./04-extensions", or
// with test set, a package's test binary) with DebugGCFlags into
// e2e/.bin/<name>, once per test process, and returns its path. It also
// trims the checkout's directory from the binary (-trimpath), so a fresh
// clone reuses the build cache: the checks find functions by name, which
// trimming leaves alone, and read no source through delve.
func BuildDebug(tb testing.TB, pkg string, test bool) string {
	tb.Helper()
	root := RepoRoot(tb)
	name := strings.ReplaceAll(strings.Trim(filepath.ToSlash(filepath.Clean(pkg)), "./"), "/", "_") + ".debug"
	if test {
		name = strings.TrimSuffix(name, ".debug") + ".debug.test"
	}
	b, _ := debugBuilds.LoadOrStore(name, &stageBuild{})
	sb := b.(*stageBuild)
	sb.once.Do(func() {
		sb.err = withBuildLock(name, func(out string) error {
			sb.path = out
			if !test {
				return goBuild(root, out, pkg, DebugGCFlags, "-trimpath")
			}
			tmp := fmt.Sprintf("%s.tmp%d", out, os.Getpid())
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
			defer cancel()
			args := []string{"test", "-c", "-o", tmp, DebugGCFlags, "-trimpath", pkg}
			if output, err := goCommand(ctx, root, args...).CombinedOutput(); err != nil {
				os.Remove(tmp)
				return fmt.Errorf("go %s: %w\n%s", strings.Join(args, " "), err, output)
			}
			return os.Rename(tmp, out)
		})
	})
	if sb.err != nil {
		tb.Fatalf("building %s for delve: %v", pkg, sb.err)
	}
	return sb.path
}

// Delve is a headless delve running one program, driven over its JSON-RPC
// API (api-version 2), the API `dlv connect` and VS Code use.
type Delve struct {
	cmd     *exec.Cmd
	done    chan struct{}
	log     *SyncBuffer
	client  *rpc.Client
	running *rpc.Call // the pending continue, if any
}

// DelveState is the part of delve's api.DebuggerState the checker reads.
type DelveState struct {
	Running       bool
	Exited        bool         `json:"exited"`
	ExitStatus    int          `json:"exitStatus"`
	CurrentThread *DelveThread `json:"currentThread,omitempty"`
	Threads       []*DelveThread
}

// DelveThread is the part of delve's api.Thread the checker reads.
type DelveThread struct {
	GoroutineID int64            `json:"goroutineID"`
	Breakpoint  *DelveBreakpoint `json:"breakPoint,omitempty"`
}

// DelveBreakpoint is the part of delve's api.Breakpoint the checker reads.
type DelveBreakpoint struct {
	ID           int    `json:"id"`
	FunctionName string `json:"functionName,omitempty"`
	File         string `json:"file"`
	Line         int    `json:"line"`
}

// StartDelve runs `dlv exec bin --headless --listen=127.0.0.1:<free port>
// --api-version=2 --accept-multiclient --wd wd -- args...` with the delve
// the main module pins (go tool dlv), and connects to it. The program is
// stopped before its first instruction. It is killed when the test ends.
func StartDelve(tb testing.TB, bin, wd string, args []string) *Delve {
	tb.Helper()
	root := RepoRoot(tb)
	out, err := goCommand(context.Background(), root, "tool", "-n", "dlv").Output()
	if err != nil {
		tb.Fatalf("go tool -n dlv: %v", err)
	}
	dlv := strings.TrimSpace(string(out))
	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(FreePort(tb)))
	dargs := []string{"exec", bin, "--headless", "--listen=" + addr, "--api-version=2", "--accept-multiclient", "--wd", wd}
	if len(args) > 0 {
		dargs = append(append(dargs, "--"), args...)
	}
	d := &Delve{done: make(chan struct{}), log: &SyncBuffer{}}
	d.cmd = exec.Command(dlv, dargs...)
	d.cmd.Dir = root
	// The program is killed at the test's end, so it never removes its
	// own temporary directories (t.TempDir, os.MkdirTemp: an embedded
	// etcd's 120 MB each); they go in one removed after it is killed
	// (cleanups run last registered first: this one after stop). Short,
	// not tb.TempDir, which is named after the test: the embedded etcd's
	// unix socket goes in it too, and a socket's path has at most 107
	// bytes.
	tmp, err := os.MkdirTemp("", "dlv-")
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { os.RemoveAll(tmp) })
	d.cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
	d.cmd.Stdout, d.cmd.Stderr = d.log, d.log
	fmt.Fprintf(d.log, "$ go tool dlv %s\n", strings.Join(dargs, " "))
	if err := startProcess(d.cmd, d.done); err != nil {
		tb.Fatalf("starting delve: %v", err)
	}
	tb.Cleanup(d.stop)
	deadline := time.Now().Add(60 * time.Second)
	for !strings.Contains(d.log.String(), "API server listening at") {
		select {
		case <-d.done:
			tb.Fatalf("delve exited before listening:\n%s", d.log.String())
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			tb.Fatalf("delve did not listen within a minute:\n%s", d.log.String())
		}
	}
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		tb.Fatalf("connecting to delve: %v\n%s", err, d.log.String())
	}
	d.client = jsonrpc.NewClient(conn)
	return d
}

// Log returns delve's output and the program's (delve passes the program's
// stdout and stderr through).
func (d *Delve) Log() string { return d.log.String() }

// stop kills the program and delve.
func (d *Delve) stop() {
	if d.client != nil {
		if d.running != nil {
			d.Halt()
		}
		call := d.client.Go("RPCServer.Detach", map[string]any{"Kill": true}, &struct{}{}, nil)
		select {
		case <-call.Done:
		case <-time.After(10 * time.Second):
		}
		d.client.Close()
	}
	select {
	case <-d.done:
	case <-time.After(10 * time.Second):
		d.cmd.Process.Kill()
		<-d.done
	}
}

// Break sets a breakpoint on a location expression, as `break <loc>` does,
// and returns its id. Like the terminal client, it first asks delve where
// the location is: a location that is not found, or that is ambiguous, is an
// error (CreateBreakpoint alone would accept it as a pending breakpoint that
// can never fire).
func (d *Delve) Break(loc string) (int, error) {
	var found struct {
		Locations []struct {
			PC     uint64   `json:"pc"`
			PCs    []uint64 `json:"pcs"`
			PCPids []int    `json:"pcpids"`
		}
	}
	in := map[string]any{"Scope": map[string]any{"GoroutineID": -1}, "Loc": loc, "IncludeNonExecutableLines": false}
	if err := d.client.Call("RPCServer.FindLocation", in, &found); err != nil {
		return 0, err
	}
	if n := len(found.Locations); n != 1 {
		return 0, fmt.Errorf("location %q matches %d places; want 1", loc, n)
	}
	l := found.Locations[0]
	var out struct{ Breakpoint DelveBreakpoint }
	bp := map[string]any{"addr": l.PC, "addrs": l.PCs, "addrpid": l.PCPids}
	if err := d.client.Call("RPCServer.CreateBreakpoint", map[string]any{"Breakpoint": bp, "LocExpr": loc}, &out); err != nil {
		return 0, err
	}
	return out.Breakpoint.ID, nil
}

// Clear removes breakpoint id.
func (d *Delve) Clear(id int) error {
	return d.client.Call("RPCServer.ClearBreakpoint", map[string]any{"Id": id}, &struct{}{})
}

// Continue resumes the program without waiting; Wait then returns where
// it stopped.
func (d *Delve) Continue() {
	if d.running != nil {
		return
	}
	var out struct{ State DelveState }
	d.running = d.client.Go("RPCServer.Command", map[string]any{"name": "continue"}, &out, nil)
	d.running.Reply = &out
}

// Wait waits up to timeout for the pending Continue to stop: at a
// breakpoint, or because the program exited. It returns ok false on a
// timeout, with the program still running.
func (d *Delve) Wait(timeout time.Duration) (DelveState, bool, error) {
	if d.running == nil {
		return DelveState{}, false, errors.New("not running")
	}
	select {
	case call := <-d.running.Done:
		d.running = nil
		st := call.Reply.(*struct{ State DelveState }).State
		if call.Error != nil {
			if strings.Contains(call.Error.Error(), "has exited with status") {
				st.Exited = true
				return st, true, nil
			}
			return st, true, call.Error
		}
		return st, true, nil
	case <-time.After(timeout):
		return DelveState{}, false, nil
	}
}

// Halt stops a running program (and returns the state the pending Continue
// ends with).
func (d *Delve) Halt() (DelveState, error) {
	if d.running == nil {
		return DelveState{}, nil
	}
	var out struct{ State DelveState }
	if err := d.client.Call("RPCServer.Command", map[string]any{"name": "halt"}, &out); err != nil {
		return out.State, err
	}
	st, ok, err := d.Wait(30 * time.Second)
	if !ok {
		return st, errors.New("the program did not stop within 30s of halt")
	}
	return st, err
}

// Eval evaluates expr in the topmost frame of goroutine gid, as `print`
// does, and returns the value; an unreadable value is an error.
func (d *Delve) Eval(gid int64, expr string) (string, error) {
	var out struct {
		Variable *struct {
			Type       string `json:"type"`
			Value      string `json:"value"`
			Unreadable string `json:"unreadable"`
		}
	}
	in := map[string]any{
		"Scope": map[string]any{"GoroutineID": gid, "Frame": 0},
		"Expr":  expr,
		"Cfg":   map[string]any{"FollowPointers": true, "MaxVariableRecurse": 1, "MaxStringLen": 64, "MaxArrayValues": 4, "MaxStructFields": -1},
	}
	if err := d.client.Call("RPCServer.Eval", in, &out); err != nil {
		return "", err
	}
	if out.Variable == nil {
		return "", errors.New("no value")
	}
	if out.Variable.Unreadable != "" {
		return "", fmt.Errorf("unreadable: %s", out.Variable.Unreadable)
	}
	return out.Variable.Type + " " + out.Variable.Value, nil
}

// Pid returns the process id of the program.
func (d *Delve) Pid() (int, error) {
	var out struct{ Pid int }
	err := d.client.Call("RPCServer.ProcessPid", map[string]any{}, &out)
	return out.Pid, err
}
