package server

import (
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server/healthz"
)

func TestHealthEndpoints(t *testing.T) {
	c := newTestConfig(t)
	c.AddReadyzChecks(healthz.NamedCheck("informer-sync", func(*http.Request) error { return errors.New("2 informers not started") }))
	s, err := c.Complete().New("test", NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	s.AddPostStartHookOrDie("demo", noopHook)
	rs := startServer(t, s)
	waitFor(t, func() bool { code, _ := get(t, rs.url+"/healthz"); return code == http.StatusOK })

	tests := []struct {
		url       string
		wantCode  int
		wantLines []string
	}{
		{"/healthz", 200, []string{"ok"}},
		{"/healthz?verbose", 200, []string{"[+]ping ok", "[+]log ok", "[+]poststarthook/demo ok", "healthz check passed"}},
		{"/livez?verbose", 200, []string{"[+]ping ok", "[+]log ok", "[+]poststarthook/demo ok", "livez check passed"}},
		{"/readyz", 500, []string{"[+]ping ok", "[+]log ok", "[-]informer-sync failed: reason withheld", "[+]poststarthook/demo ok", "[+]shutdown ok", "readyz check failed"}},
		{"/readyz?verbose&exclude=informer-sync", 200, []string{"[+]ping ok", "[+]log ok", "[+]informer-sync excluded: ok", "[+]poststarthook/demo ok", "[+]shutdown ok", "readyz check passed"}},
		{"/readyz/informer-sync", 500, []string{"internal server error: 2 informers not started"}},
		{"/readyz/shutdown", 200, []string{"ok"}},
		{"/livez/shutdown", 404, nil}, // the shutdown check is only on /readyz
	}
	for _, tt := range tests {
		t.Run(tt.url, func(t *testing.T) {
			code, body := get(t, rs.url+tt.url)
			if code != tt.wantCode {
				t.Fatalf("code: got %d; want %d (%q)", code, tt.wantCode, body)
			}
			if tt.wantLines != nil && strings.Join(lines(body), "\n") != strings.Join(tt.wantLines, "\n") {
				t.Errorf("body:\n got %q\nwant %q", lines(body), tt.wantLines)
			}
		})
	}
}

func TestLivezGracePeriodHidesUnfinishedHooks(t *testing.T) {
	c := newTestConfig(t)
	c.LivezGracePeriod = time.Hour
	s, err := c.Complete().New("test", NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	block := make(chan struct{})
	t.Cleanup(func() { close(block) })
	s.AddPostStartHookOrDie("booting", func(PostStartHookContext) error { <-block; return nil })
	rs := startServer(t, s)
	if code, _ := get(t, rs.url+"/livez"); code != http.StatusOK {
		t.Errorf("/livez during the grace period: got %d; want 200", code)
	}
	if code, _ := get(t, rs.url+"/readyz"); code != http.StatusInternalServerError {
		t.Errorf("/readyz while booting: got %d; want 500", code)
	}
}

func TestChecksCannotBeAddedAfterPrepareRun(t *testing.T) {
	s, err := newTestConfig(t).Complete().New("test", NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	s.PrepareRun()
	err = s.AddHealthChecks(healthz.PingHealthz)
	if want := "unable to add because the /healthz endpoint has already been created"; err == nil || err.Error() != want {
		t.Errorf("got %v; want %q", err, want)
	}
}
