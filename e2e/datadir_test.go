package e2e

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// newestStage is the stage an operator runs: the data directory tests
// start its real binary.
const newestStage = "07-authn-authz"

// The data directory tests start the newest stage's binary on a data
// directory that a first server filled, then damaged or still holds, and
// check what an operator sees: exit status 1 within seconds, a message
// naming the file and what to do, and no Go panic or goroutine dump. The
// embedded etcd used to panic on a damaged database and wait forever,
// silently, on one in use.

// TestDamagedDataDirIsAClearError damages the database of a stopped
// server and starts it again.
func TestDamagedDataDirIsAClearError(t *testing.T) {
	tests := []struct {
		name   string
		damage func(t *testing.T, db string)
	}{
		{"random bytes", func(t *testing.T, db string) {
			info, err := os.Stat(db)
			if err != nil {
				t.Fatal(err)
			}
			garbage := bytes.Repeat([]byte{0x5a, 0xc3, 0x17, 0x88}, int(info.Size()/4))
			if err := os.WriteFile(db, garbage, 0o600); err != nil {
				t.Fatal(err)
			}
		}},
		{"truncated", func(t *testing.T, db string) {
			if err := os.Truncate(db, 5000); err != nil {
				t.Fatal(err)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			framework.Track(t, newestStage+": data directory tests")
			srv := framework.StartServer(t, newestStage, framework.Options{})
			srv.Stop(t)
			db := filepath.Join(srv.DataDir, "etcd", "member", "snap", "db")
			tt.damage(t, db)

			out, code, _ := runUntilExit(t, srv.DataDir, nil)
			wantExit(t, out, code, 1, db, "is damaged", "etcdutl snapshot restore")
		})
	}
}

// TestDataDirInUseIsAClearError starts a second server on the data
// directory of a running one; the first must go on serving.
func TestDataDirInUseIsAClearError(t *testing.T) {
	framework.Track(t, newestStage+": data directory tests")
	srv := framework.StartServer(t, newestStage, framework.Options{})
	start := time.Now()
	out, code, _ := runUntilExit(t, srv.DataDir, nil)
	wantExit(t, out, code, 1, filepath.Join(srv.DataDir, "etcd"), "in use by another process")
	if took := time.Since(start); took > 10*time.Second {
		t.Errorf("the second server took %v to give up; want a few seconds", took)
	}
	if code, _, err := srv.Get(context.Background(), "/readyz", ""); err != nil || code != 200 {
		t.Errorf("the first server after the second one's start: /readyz %d %v; want 200", code, err)
	}
}

// TestSIGTERMDuringEtcdStart sends SIGTERM to a server whose embedded
// etcd waits for a locked data directory: it must end at once, where it
// used to ignore the signal until etcd's start returned.
func TestSIGTERMDuringEtcdStart(t *testing.T) {
	framework.Track(t, newestStage+": data directory tests")
	srv := framework.StartServer(t, newestStage, framework.Options{})
	waiting := func(log string) bool {
		return strings.Contains(log, "Waiting for another process to let go of the embedded etcd's database")
	}
	out, _, sinceSignal := runUntilExit(t, srv.DataDir, waiting)
	if sinceSignal < 0 {
		t.Fatalf("the second server never said it waits for the lock:\n%s", out)
	}
	if sinceSignal > 2*time.Second {
		t.Errorf("the server took %v to exit after SIGTERM; want under 2s", sinceSignal)
	}
	if strings.Contains(out, "goroutine ") || strings.Contains(out, "panic") {
		t.Errorf("got a panic or goroutine dump:\n%s", out)
	}
}

// runUntilExit runs the newest stage on dataDir with fresh ports until it
// exits (at most a minute) and returns its output and exit code. When
// signalWhen is set, it sends SIGTERM as soon as signalWhen(output) holds
// and returns how long the process took to exit after that (-1 if it
// never held).
func runUntilExit(t *testing.T, dataDir string, signalWhen func(string) bool) (out string, code int, sinceSignal time.Duration) {
	t.Helper()
	st := framework.LookupStage(t, newestStage)
	bin := framework.BuildStage(t, newestStage)
	ports := framework.Ports{Insecure: framework.FreePort(t), Secure: framework.FreePort(t)}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, st.Args(ports, dataDir)...)
	cmd.Dir = dataDir
	var buf framework.SyncBuffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	sinceSignal = -1
	if signalWhen != nil {
		var signalled time.Time
	poll:
		for {
			select {
			case <-exited:
				break poll
			case <-time.After(20 * time.Millisecond):
				if signalled.IsZero() && signalWhen(buf.String()) {
					signalled = time.Now()
					cmd.Process.Signal(syscall.SIGTERM)
				}
			}
		}
		if !signalled.IsZero() {
			sinceSignal = time.Since(signalled)
		}
	}
	<-exited
	if ctx.Err() != nil {
		t.Fatalf("%s did not exit within a minute:\n%s", newestStage, buf.String())
	}
	return buf.String(), cmd.ProcessState.ExitCode(), sinceSignal
}

// wantExit checks the exit code and that the output has each of want and
// no Go panic or goroutine dump.
func wantExit(t *testing.T, out string, code, wantCode int, want ...string) {
	t.Helper()
	if code != wantCode {
		t.Errorf("got exit status %d; want %d", code, wantCode)
	}
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("got output without %q; want it named", w)
		}
	}
	for _, bad := range []string{"goroutine ", "panic:", "fatal error:"} {
		if strings.Contains(out, bad) {
			t.Errorf("got %q in the output; want a clear error, not a crash", bad)
		}
	}
	if t.Failed() {
		t.Logf("output:\n%s", out)
	}
}
