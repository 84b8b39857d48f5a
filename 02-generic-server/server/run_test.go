package server

import (
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// slowHandler blocks each request until release is closed (or a timeout),
// after telling started; it records in finished when it is done.
type slowHandler struct {
	started  chan struct{}
	release  chan struct{}
	finished atomic.Bool
}

func newSlowHandler() *slowHandler {
	return &slowHandler{started: make(chan struct{}, 10), release: make(chan struct{})}
}

func (h *slowHandler) ServeHTTP(w http.ResponseWriter, _ *http.Request) {
	h.started <- struct{}{}
	select {
	case <-h.release:
	case <-time.After(5 * time.Second):
	}
	h.finished.Store(true)
	w.Write([]byte("done"))
}

// startSlowServer runs a server with /slow on its mux.
func startSlowServer(t *testing.T, configure func(*Config)) (*runningServer, *slowHandler) {
	t.Helper()
	c := newTestConfig(t)
	if configure != nil {
		configure(c)
	}
	s, err := c.Complete().New("test", NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	slow := newSlowHandler()
	s.Handler.NonGoRestfulMux.Handle("/slow", slow)
	return startServer(t, s), slow
}

// getAsync starts a GET and returns a channel with its status code and body.
func getAsync(t *testing.T, url string) <-chan [2]string {
	ch := make(chan [2]string, 1)
	go func() {
		code, body := get(t, url)
		ch <- [2]string{http.StatusText(code), body}
	}()
	return ch
}

func TestReadyzFailsDuringShutdownWhileLivezPasses(t *testing.T) {
	rs, _ := startSlowServer(t, func(c *Config) { c.ShutdownDelayDuration = time.Second })
	if code, _ := get(t, rs.url+"/readyz"); code != http.StatusOK {
		t.Fatalf("/readyz before shutdown: got %d; want 200", code)
	}

	rs.stop()
	waitFor(t, func() bool { code, _ := get(t, rs.url+"/readyz"); return code == http.StatusInternalServerError })
	// still within the shutdown delay: the server serves, only readiness changed
	if _, body := get(t, rs.url+"/readyz"); !strings.Contains(body, "[-]shutdown failed: reason withheld\n") {
		t.Errorf("/readyz: got %q; want the shutdown check failing", body)
	}
	if code, body := get(t, rs.url+"/livez"); code != http.StatusOK || body != "ok" {
		t.Errorf("/livez: got %d %q; want 200 ok", code, body)
	}
	if code, _ := get(t, rs.url+"/version"); code != http.StatusOK {
		t.Errorf("/version during the delay: got %d; want 200", code)
	}
	if err := rs.wait(t); err != nil {
		t.Errorf("Run: got %v; want nil", err)
	}
}

func TestInFlightRequestCompletesDuringShutdown(t *testing.T) {
	rs, slow := startSlowServer(t, nil)
	signals := rs.s.lifecycleSignals
	addr := rs.s.DeprecatedInsecureServingInfo.Listener.Addr().String()
	if code, _ := get(t, rs.url+"/readyz"); code != http.StatusOK { // signals HasBeenReady
		t.Fatalf("/readyz: got %d; want 200", code)
	}

	result := getAsync(t, rs.url+"/slow")
	<-slow.started
	rs.stop()

	// The listener closes at once (no shutdown delay): new connections are
	// refused while the old request is still being served.
	<-signals.HTTPServerStoppedListening.Signaled()
	if conn, err := net.DialTimeout("tcp", addr, time.Second); err == nil {
		conn.Close()
		t.Error("dial after HTTPServerStoppedListening: got a connection; want refused")
	}
	select {
	case <-signals.InFlightRequestsDrained.Signaled():
		t.Fatal("InFlightRequestsDrained signaled while /slow is in flight")
	default:
	}

	close(slow.release)
	if got := <-result; got != [2]string{"OK", "done"} {
		t.Errorf("in-flight request: got %q; want OK done", got)
	}
	if err := rs.wait(t); err != nil {
		t.Errorf("Run: got %v; want nil", err)
	}
	if !slow.finished.Load() {
		t.Error("Run returned before the in-flight request finished")
	}
	for _, sig := range []lifecycleSignal{signals.ShutdownInitiated, signals.AfterShutdownDelayDuration, signals.PreShutdownHooksStopped,
		signals.NotAcceptingNewRequest, signals.InFlightRequestsDrained, signals.HTTPServerStoppedListening, signals.HasBeenReady} {
		select {
		case <-sig.Signaled():
		default:
			t.Errorf("%s: not signaled after Run returned", sig.Name())
		}
	}
}

func TestShutdownSendRetryAfter(t *testing.T) {
	rs, slow := startSlowServer(t, func(c *Config) { c.ShutdownSendRetryAfter = true })
	signals := rs.s.lifecycleSignals

	result := getAsync(t, rs.url+"/slow")
	<-slow.started
	rs.stop()
	<-signals.NotAcceptingNewRequest.Signaled()

	// Still listening, but new requests are turned away with 429 ...
	client := &http.Client{Timeout: 5 * time.Second}
	resp, err := client.Get(rs.url + "/version")
	if err != nil {
		t.Fatalf("GET /version: %v; want a 429", err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") != "5" {
		t.Errorf("GET /version: got %d Retry-After=%q; want 429 Retry-After=5", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
	// ... except health probes, which tell the truth.
	if code, body := get(t, rs.url+"/readyz"); code != http.StatusInternalServerError || !strings.Contains(body, "[-]shutdown failed") {
		t.Errorf("/readyz: got %d %q; want 500 with the shutdown check failing", code, body)
	}

	close(slow.release)
	if got := <-result; got != [2]string{"OK", "done"} {
		t.Errorf("in-flight request: got %q; want OK done", got)
	}
	if err := rs.wait(t); err != nil {
		t.Errorf("Run: got %v; want nil", err)
	}
}

func TestPreShutdownHookRunsBeforeNotAcceptingNewRequest(t *testing.T) {
	c := newTestConfig(t)
	s, err := c.Complete().New("test", NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	var acceptingDuringHook atomic.Bool
	s.AddPreShutdownHookOrDie("check", func() error {
		select {
		case <-s.lifecycleSignals.NotAcceptingNewRequest.Signaled():
		default:
			acceptingDuringHook.Store(true)
		}
		return nil
	})
	rs := startServer(t, s)
	rs.stop()
	if err := rs.wait(t); err != nil {
		t.Fatal(err)
	}
	if !acceptingDuringHook.Load() {
		t.Error("pre-shutdown hook ran after NotAcceptingNewRequest; want before")
	}
}
