package server

import (
	"errors"
	"net/http"
	"strings"
	"testing"
)

func noopHook(PostStartHookContext) error { return nil }

func TestAddPostStartHookRules(t *testing.T) {
	tests := []struct {
		name    string
		prepare func(s *GenericAPIServer)
		hook    string
		fn      PostStartHookFunc
		wantErr string // "" means success
	}{
		{"first registration", nil, "a", noopHook, ""},
		{"empty name", nil, "", noopHook, "missing name"},
		{"nil hook", nil, "a", nil, `hook func may not be nil: "a"`},
		{"duplicate names the first registration", func(s *GenericAPIServer) { s.AddPostStartHookOrDie("a", noopHook) }, "a", noopHook,
			`unable to add "a" because it was already registered by: goroutine`},
		{"after hooks ran", func(s *GenericAPIServer) { s.RunPostStartHooks(t.Context()) }, "late", noopHook,
			`unable to add "late" because PostStartHooks have already been called`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := newTestConfig(t).Complete().New("test", NewEmptyDelegate())
			if err != nil {
				t.Fatal(err)
			}
			if tt.prepare != nil {
				tt.prepare(s)
			}
			err = s.AddPostStartHook(tt.hook, tt.fn)
			switch {
			case tt.wantErr == "" && err != nil:
				t.Errorf("got %v; want nil", err)
			case tt.wantErr != "" && (err == nil || !strings.HasPrefix(err.Error(), tt.wantErr)):
				t.Errorf("got %v; want an error starting with %q", err, tt.wantErr)
			}
		})
	}
}

func TestDisabledPostStartHookIsSkipped(t *testing.T) {
	c := newTestConfig(t)
	c.DisabledPostStartHooks["skip-me"] = true
	s, err := c.Complete().New("test", NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	if err := s.AddPostStartHook("skip-me", noopHook); err != nil {
		t.Fatalf("got %v; want nil", err)
	}
	if s.isPostStartHookRegistered("skip-me") {
		t.Error("disabled hook was registered")
	}
}

func TestAddPreShutdownHookRules(t *testing.T) {
	s, err := newTestConfig(t).Complete().New("test", NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	ok := func() error { return nil }
	if err := s.AddPreShutdownHook("", ok); err == nil || err.Error() != "missing name" {
		t.Errorf("empty name: got %v; want missing name", err)
	}
	if err := s.AddPreShutdownHook("nil", nil); err != nil {
		t.Errorf("nil hook: got %v; want nil (ignored)", err)
	}
	if err := s.AddPreShutdownHook("a", ok); err != nil {
		t.Errorf("first: got %v; want nil", err)
	}
	if err := s.AddPreShutdownHook("a", ok); err == nil || !strings.Contains(err.Error(), "already registered") {
		t.Errorf("duplicate: got %v; want already registered", err)
	}
}

func TestRunPreShutdownHooksJoinsErrors(t *testing.T) {
	s, err := newTestConfig(t).Complete().New("test", NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	s.AddPreShutdownHookOrDie("fails", func() error { return errors.New("boom") })
	s.AddPreShutdownHookOrDie("panics", func() error { panic("oops") })
	s.AddPreShutdownHookOrDie("works", func() error { return nil })
	err = s.RunPreShutdownHooks()
	for _, want := range []string{`PreShutdownHook "fails" failed: boom`, `PreShutdownHook "panics" failed: panic: oops`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v; want it to contain %q", err, want)
		}
	}
	if err := s.AddPreShutdownHook("late", func() error { return nil }); err == nil {
		t.Error("adding after the hooks ran: got nil; want an error")
	}
}

// TestPostStartHookHealth follows a hook's check through its life: not
// finished, finished, and failed.
func TestPostStartHookHealth(t *testing.T) {
	c := newTestConfig(t)
	release := make(chan struct{})
	s, err := c.Complete().New("test", NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	s.AddPostStartHookOrDie("slow", func(PostStartHookContext) error { <-release; return nil })
	s.AddPostStartHookOrDie("broken", func(PostStartHookContext) error { return errors.New("cannot reach etcd") })
	rs := startServer(t, s)

	waitFor(t, func() bool {
		code, _ := get(t, rs.url+"/readyz/poststarthook/broken")
		return code == http.StatusInternalServerError
	})
	code, body := get(t, rs.url+"/readyz")
	wantLines := []string{
		"[+]ping ok",
		"[+]log ok",
		"[-]poststarthook/slow failed: reason withheld",
		"[-]poststarthook/broken failed: reason withheld",
		"[+]shutdown ok",
		"readyz check failed",
	}
	if code != http.StatusInternalServerError || strings.Join(lines(body), "\n") != strings.Join(wantLines, "\n") {
		t.Errorf("/readyz: got %d\n%s\nwant 500\n%s", code, body, strings.Join(wantLines, "\n"))
	}
	if _, body := get(t, rs.url+"/readyz/poststarthook/slow"); body != "internal server error: not finished\n" {
		t.Errorf("slow hook: got %q; want %q", body, "internal server error: not finished\n")
	}
	if _, body := get(t, rs.url+"/readyz/poststarthook/broken"); body != "internal server error: hook failed: cannot reach etcd\n" {
		t.Errorf("broken hook: got %q", body)
	}

	close(release)
	waitFor(t, func() bool { code, _ := get(t, rs.url+"/healthz/poststarthook/slow"); return code == http.StatusOK })
	if code, body := get(t, rs.url+"/readyz?exclude=poststarthook/broken"); code != http.StatusOK || body != "ok" {
		t.Errorf("/readyz without the broken hook: got %d %q; want 200 ok", code, body)
	}
}
