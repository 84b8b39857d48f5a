package framework

import (
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// HelperOptions tune StartHelper.
type HelperOptions struct {
	// Port is the HTTPS port to serve on; 0 picks a free one.
	Port int
	// DataDir is where the helper keeps its files; empty means a new
	// temporary directory.
	DataDir string
}

// HelperProcess is a helper program of a stage (Stage.Helpers) running as
// a real process: stage 05's sample API server, say, that the aggregator
// proxies to.
type HelperProcess struct {
	// Name is the helper's name in Stage.Helpers.
	Name string
	// Stage is the stage that declares it.
	Stage string
	// Port is the loopback port it serves HTTPS on; URL is
	// https://127.0.0.1:<Port>.
	Port int
	URL  string
	// DataDir is where it keeps its files.
	DataDir string

	helper Helper
	cmd    *exec.Cmd
	log    *SyncBuffer
	done   chan struct{}

	mu      sync.Mutex
	stopped bool
}

// StartHelper builds the helper name of stage, starts it on opts.Port (a
// free loopback port if 0) with its data in opts.DataDir, and waits until
// GET https://127.0.0.1:<port>/readyz answers 200 from that process. When
// tb ends it gets SIGTERM unless the test stopped it, and must exit with
// status 0 within the helper's ShutdownBudget; if tb failed, its log
// follows. Stop and then StartHelper with the same Port and DataDir (or
// Restart) bring it back as it was.
func StartHelper(tb testing.TB, stage, name string, opts HelperOptions) *HelperProcess {
	tb.Helper()
	h := LookupStage(tb, stage).Helpers[name]
	bin := BuildHelper(tb, stage, name)
	if opts.DataDir == "" {
		opts.DataDir = tb.TempDir()
	}
	fixedPort := opts.Port != 0
	const attempts = 3
	for attempt := 1; ; attempt++ {
		port := opts.Port
		if !fixedPort {
			port = FreePort(tb)
		}
		p := &HelperProcess{
			Name: name, Stage: stage, Port: port,
			URL:     "https://" + net.JoinHostPort("127.0.0.1", strconv.Itoa(port)),
			DataDir: opts.DataDir,
			helper:  h,
			log:     &SyncBuffer{},
			done:    make(chan struct{}),
		}
		err := p.start(bin)
		if err == nil {
			tb.Cleanup(func() { p.cleanup(tb) })
			return p
		}
		if !fixedPort && attempt < attempts && strings.Contains(p.log.String(), "address already in use") {
			tb.Logf("%s: port taken, retrying: %v", name, err)
			continue
		}
		tb.Fatalf("starting %s: %v\n%s", name, err, p.logSection())
	}
}

func (p *HelperProcess) start(bin string) error {
	args := p.helper.Args(p.Port, p.DataDir)
	p.cmd = exec.Command(bin, args...)
	p.cmd.Dir = p.DataDir
	p.cmd.Stdout, p.cmd.Stderr = p.log, p.log
	fmt.Fprintf(p.log, "$ %s %s\n", p.Name, strings.Join(args, " "))
	if err := startProcess(p.cmd, p.done); err != nil {
		return err
	}
	if err := p.waitReady(); err != nil {
		p.cmd.Process.Kill()
		<-p.done
		return err
	}
	return nil
}

// waitReady polls GET /readyz over HTTPS (the helper's certificate is
// self-signed) until it answers 200 and the process listens on its port.
func (p *HelperProcess) waitReady() error {
	client := &http.Client{
		Timeout:   time.Second,
		Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}},
	}
	defer client.CloseIdleConnections()
	return waitReadyz(client, p.URL, p.cmd, p.done, p.helper.ReadyTimeout, func() (bool, error) {
		return listensOn(p.cmd.Process.Pid, p.Port)
	})
}

// cleanup stops the helper unless the test did, and logs its output if
// the test failed.
func (p *HelperProcess) cleanup(tb testing.TB) {
	p.mu.Lock()
	stopped := p.stopped
	p.mu.Unlock()
	if !stopped {
		select {
		case <-p.done:
			tb.Errorf("%s exited while the test was running: %v; want it serving until the test ends", p.Name, p.cmd.ProcessState)
		default:
			p.Stop(tb)
		}
	}
	if tb.Failed() {
		tb.Log(p.logSection())
	}
}

// Stop sends SIGTERM and waits for the helper to exit with status 0
// within its ShutdownBudget, failing tb otherwise.
func (p *HelperProcess) Stop(tb testing.TB) {
	tb.Helper()
	p.mu.Lock()
	if p.stopped {
		p.mu.Unlock()
		return
	}
	p.stopped = true
	p.mu.Unlock()
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil && !errors.Is(err, os.ErrProcessDone) {
		tb.Errorf("sending SIGTERM to %s: %v", p.Name, err)
	}
	select {
	case <-p.done:
	case <-time.After(p.helper.ShutdownBudget):
		p.cmd.Process.Kill()
		<-p.done
		tb.Errorf("%s did not exit within %v of SIGTERM", p.Name, p.helper.ShutdownBudget)
		return
	}
	if state := p.cmd.ProcessState; !state.Success() {
		tb.Errorf("%s exited with %v after SIGTERM; want exit status 0", p.Name, state)
	}
}

// Restart stops the helper (if it is running) and starts it again on the
// same port and data directory.
func (p *HelperProcess) Restart(tb testing.TB) *HelperProcess {
	tb.Helper()
	p.Stop(tb)
	return StartHelper(tb, p.Stage, p.Name, HelperOptions{Port: p.Port, DataDir: p.DataDir})
}

// Log returns what the helper has written to stdout and stderr so far.
func (p *HelperProcess) Log() string { return p.log.String() }

func (p *HelperProcess) logSection() string {
	return fmt.Sprintf("--- %s log (stdout and stderr) ---\n%s--- end of %s log ---", p.Name, p.log.String(), p.Name)
}
