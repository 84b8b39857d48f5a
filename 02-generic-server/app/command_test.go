package app

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

func init() { klog.SetOutput(io.Discard) }

// execute runs the command with args and returns its stdout, stderr and error.
func execute(ctx context.Context, args ...string) (string, string, error) {
	cmd := NewAPIServerCommand()
	var stdout, stderr bytes.Buffer
	cmd.SetOut(&stdout)
	cmd.SetErr(&stderr)
	cmd.SetArgs(args)
	err := cmd.ExecuteContext(ctx)
	return stdout.String(), stderr.String(), err
}

func TestVersionFlag(t *testing.T) {
	tests := []struct{ arg, wantPrefix string }{
		{"--version", "Kubernetes v1.37.0+rebuilt\n"},
		{"--version=true", "Kubernetes v1.37.0+rebuilt\n"},
		{"--version=raw", `version.Info{Major:"1", Minor:"37", EmulationMajor:"1", EmulationMinor:"37", MinCompatibilityMajor:"1", MinCompatibilityMinor:"36", GitVersion:"v1.37.0+rebuilt"`},
	}
	for _, tt := range tests {
		t.Run(tt.arg, func(t *testing.T) {
			stdout, _, err := execute(t.Context(), tt.arg)
			if err != nil || !strings.HasPrefix(stdout, tt.wantPrefix) {
				t.Errorf("got %q, %v; want %q, nil", stdout, err, tt.wantPrefix)
			}
		})
	}
}

func TestValidationErrorsNameTheirFlags(t *testing.T) {
	_, _, err := execute(t.Context(), "--cert-dir="+t.TempDir(),
		"--secure-port=70000", "--insecure-port=-1", "--shutdown-delay-duration=-1s")
	want := []string{
		"--shutdown-delay-duration can not be negative value",
		"--secure-port 70000 must be between 1 and 65535, inclusive. It cannot be turned off with 0",
		"--insecure-port -1 must be between 0 and 65535, inclusive. 0 for turning off insecure (HTTP) port",
	}
	if err == nil || err.Error() != strings.Join(want, "\n") {
		t.Errorf("got %v; want all three errors:\n%s", err, strings.Join(want, "\n"))
	}
}

func TestCommandRejectsArguments(t *testing.T) {
	_, _, err := execute(t.Context(), "extra")
	want := `"kube-apiserver" does not take any arguments, got ["extra"]`
	if err == nil || err.Error() != want {
		t.Errorf("got %v; want %s", err, want)
	}
}

func TestHelpIsGroupedByFlagSet(t *testing.T) {
	stdout, _, err := execute(t.Context(), "--help")
	if err != nil {
		t.Fatal(err)
	}
	last := -1
	for _, section := range []string{"Usage:\n  kube-apiserver [flags]", "Generic flags:", "Secure serving flags:",
		"Insecure serving flags:", "Features flags:", "Logs flags:", "Global flags:"} {
		i := strings.Index(stdout, section)
		if i <= last {
			t.Fatalf("section %q: missing or out of order in:\n%s", section, stdout)
		}
		last = i
	}
	for _, flag := range []string{"--bind-address", "--secure-port", "--cert-dir", "--tls-cert-file", "--tls-private-key-file",
		"--insecure-bind-address", "--insecure-port", "--profiling", "--shutdown-delay-duration", "--shutdown-send-retry-after", "--version"} {
		if !strings.Contains(stdout, flag) {
			t.Errorf("help does not mention %s", flag)
		}
	}
}

// freePort returns a port that was free a moment ago.
func freePort(t *testing.T) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// TestCommandRunsUntilContextEnds is main without the process: flags in,
// a served /readyz, a cancelled context (the signal), a nil error (exit 0).
func TestCommandRunsUntilContextEnds(t *testing.T) {
	port := freePort(t)
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() {
		_, _, err := execute(ctx, "--secure-port=0", "--insecure-port="+strconv.Itoa(port))
		done <- err
	}()

	url := "http://127.0.0.1:" + strconv.Itoa(port) + "/readyz"
	deadline := time.Now().Add(5 * time.Second)
	for {
		resp, err := http.Get(url)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("GET %s never answered 200: %v", url, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("command: got %v; want nil", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("command did not return after its context ended")
	}
}
