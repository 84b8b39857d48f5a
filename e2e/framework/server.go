package framework

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Options tune StartServer.
type Options struct {
	// DataDir is the directory the stage keeps its files in (certificates;
	// from stage 03 on, etcd's data). Empty means a new temporary
	// directory; pass an earlier server's DataDir to restart on its data.
	DataDir string
	// Args are extra command-line flags, appended after the harness's own.
	Args []string
}

// Server is one stage running as a real process.
type Server struct {
	// Stage is the stage this process runs.
	Stage Stage
	// URL is the address kubectl and client-go talk to: the plain-HTTP
	// one, http://127.0.0.1:<port>, up to stage 06; for a Secure stage
	// (07 on), which has no plain port, SecureURL. HTTPClient sends raw
	// requests to it.
	URL string
	// SecureURL is the HTTPS address, https://127.0.0.1:<port>.
	SecureURL string
	// DataDir is where the stage keeps its files.
	DataDir string
	// CAFile is, for a Secure stage, the CA certificate the server made
	// (<DataDir>/certificates/ca.crt): it signed the serving certificate
	// and the admin's client certificate. Empty for earlier stages.
	CAFile string

	clientOnce sync.Once
	client     *http.Client

	cmd  *exec.Cmd
	log  *SyncBuffer
	done chan struct{} // closed when the process has exited

	mu      sync.Mutex
	stopped bool // Stop or Kill was called: an exit is expected
}

// StartServer builds stage, starts it on free loopback ports and waits until
// GET /readyz answers 200. When tb ends, the server gets SIGTERM and must
// exit with status 0 within the stage's ShutdownBudget; if tb failed, the
// server's stdout and stderr are logged.
func StartServer(tb testing.TB, stage string, opts Options) *Server {
	tb.Helper()
	st := LookupStage(tb, stage)
	bin := BuildStage(tb, stage)
	if opts.DataDir == "" {
		opts.DataDir = tb.TempDir()
	}
	// Picking a free port and handing it to another process is racy: some
	// other process may take it in between. Try again on fresh ports when
	// that happens.
	const attempts = 3
	for attempt := 1; ; attempt++ {
		s, err := start(tb, st, bin, opts)
		if err == nil {
			return s
		}
		if attempt < attempts && strings.Contains(s.log.String(), "address already in use") {
			tb.Logf("%s: port taken, retrying: %v", stage, err)
			continue
		}
		tb.Fatalf("starting %s: %v\n%s", stage, err, s.logSection())
	}
}

// start starts one process and waits for it to be ready. On error the
// process has exited or been killed, and the returned Server holds its log.
func start(tb testing.TB, st Stage, bin string, opts Options) (*Server, error) {
	tb.Helper()
	ports := Ports{Insecure: FreePort(tb), Secure: FreePort(tb)}
	args := append(st.Args(ports, opts.DataDir), opts.Args...)
	s := &Server{
		Stage:     st,
		URL:       "http://" + net.JoinHostPort("127.0.0.1", strconv.Itoa(ports.Insecure)),
		SecureURL: "https://" + net.JoinHostPort("127.0.0.1", strconv.Itoa(ports.Secure)),
		DataDir:   opts.DataDir,
		log:       &SyncBuffer{},
		done:      make(chan struct{}),
	}
	if st.Secure {
		s.URL = s.SecureURL
		s.CAFile = filepath.Join(PKIDir(opts.DataDir), "ca.crt")
		if err := WriteTokenFile(opts.DataDir); err != nil {
			return s, err
		}
	}
	s.cmd = exec.Command(bin, args...)
	s.cmd.Dir = opts.DataDir
	s.cmd.Stdout, s.cmd.Stderr = s.log, s.log
	fmt.Fprintf(s.log, "$ %s %s\n", st.Name, strings.Join(args, " "))
	if err := startProcess(s.cmd, s.done); err != nil {
		return s, err
	}
	if err := s.waitReady(st.ReadyTimeout, ports); err != nil {
		s.cmd.Process.Kill()
		<-s.done
		return s, err
	}
	tb.Cleanup(func() { s.cleanup(tb) })
	return s, nil
}

// waitReady polls GET /readyz until it answers 200 and the process itself
// listens on its ports (not some other server that took a port FreePort
// handed out; the process then fails to bind and exits, and StartServer
// retries on fresh ports): both, or the secure one of a Secure stage.
func (s *Server) waitReady(timeout time.Duration, ports Ports) error {
	client := s.readyzClient()
	defer client.CloseIdleConnections()
	return waitReadyz(client, s.URL, s.cmd, s.done, timeout, func() (bool, error) { return s.listensOnAll(ports) })
}

func (s *Server) listensOnAll(ports Ports) (bool, error) {
	all := []int{ports.Insecure, ports.Secure}
	if s.Stage.Secure {
		all = []int{ports.Secure}
	}
	for _, port := range all {
		ok, err := listensOn(s.cmd.Process.Pid, port)
		if !ok || err != nil {
			return false, err
		}
	}
	return true, nil
}

// cleanup stops the server unless the test did, reports an unexpected
// exit, and logs the server's output if the test failed.
func (s *Server) cleanup(tb testing.TB) {
	s.mu.Lock()
	stopped := s.stopped
	s.mu.Unlock()
	if !stopped {
		select {
		case <-s.done:
			tb.Errorf("%s exited while the test was running: %v; want it serving until the test ends", s.Stage.Name, s.cmd.ProcessState)
		default:
			s.Stop(tb)
		}
	}
	if tb.Failed() {
		tb.Log(s.logSection())
	}
}

// Stop sends SIGTERM and waits for the process to exit. It fails tb if the
// process does not exit within the stage's ShutdownBudget (and kills it) or
// exits with anything but status 0: a graceful shutdown is part of what a
// stage promises.
func (s *Server) Stop(tb testing.TB) {
	tb.Helper()
	s.mu.Lock()
	s.stopped = true
	s.mu.Unlock()
	budget := s.Stage.ShutdownBudget
	start := time.Now()
	if err := s.cmd.Process.Signal(syscall.SIGTERM); err != nil && !errors.Is(err, os.ErrProcessDone) {
		tb.Errorf("sending SIGTERM to %s: %v", s.Stage.Name, err)
	}
	select {
	case <-s.done:
	case <-time.After(budget):
		s.cmd.Process.Kill()
		<-s.done
		tb.Errorf("%s did not exit within %v of SIGTERM; want a graceful shutdown within the budget", s.Stage.Name, budget)
		return
	}
	if state := s.cmd.ProcessState; !state.Success() {
		tb.Errorf("%s exited with %v %v after SIGTERM; want exit status 0", s.Stage.Name, state, time.Since(start).Round(time.Millisecond))
	}
}

// Kill sends SIGKILL, as a crash or the OOM killer would, and waits for the
// process to be gone. Nothing of a graceful shutdown runs: StartServer
// with Options{DataDir: s.DataDir} then shows what survived.
func (s *Server) Kill(tb testing.TB) {
	tb.Helper()
	s.mu.Lock()
	s.stopped = true
	s.mu.Unlock()
	if err := s.cmd.Process.Kill(); err != nil && !errors.Is(err, os.ErrProcessDone) {
		tb.Fatalf("killing %s: %v", s.Stage.Name, err)
	}
	<-s.done
}

// Restart stops the server gracefully and starts the same stage again on
// the same data directory (on new ports).
func (s *Server) Restart(tb testing.TB, opts Options) *Server {
	tb.Helper()
	s.Stop(tb)
	opts.DataDir = s.DataDir
	return StartServer(tb, s.Stage.Name, opts)
}

// Log returns what the process has written to stdout and stderr so far.
func (s *Server) Log() string { return s.log.String() }

// logSection frames the log for t.Log.
func (s *Server) logSection() string {
	return fmt.Sprintf("--- %s log (stdout and stderr) ---\n%s--- end of %s log ---", s.Stage.Name, s.log.String(), s.Stage.Name)
}

// FreePort returns a loopback TCP port that was free a moment ago: it
// listens on port 0, notes the port the kernel chose, and closes.
func FreePort(tb testing.TB) int {
	tb.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatalf("finding a free port: %v", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// Get sends GET path to s.URL with the given Accept header (none if
// empty) through HTTPClient (as the admin, on a Secure stage) and returns
// the status code and body. It is for the harness's own probes; tests
// talk through real clients.
func (s *Server) Get(ctx context.Context, path, accept string) (int, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.URL+path, nil)
	if err != nil {
		return 0, nil, err
	}
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	resp, err := s.HTTPClient().Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	var body bytes.Buffer
	_, err = body.ReadFrom(resp.Body)
	return resp.StatusCode, body.Bytes(), err
}

// SyncBuffer is a bytes.Buffer safe for a process's two output streams
// and the test reading it.
type SyncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *SyncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *SyncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
