package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server/healthz"
)

// countingChain is a BuildHandlerChainFunc that counts the requests it sees.
func countingChain(n *atomic.Int32) func(http.Handler, *Config) http.Handler {
	return func(h http.Handler, _ *Config) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { n.Add(1); h.ServeHTTP(w, r) })
	}
}

// newChain builds "head" delegating to "tail", which ends in a custom
// not-found handler, the way CreateServerChain builds kube-apiserver's:
// the tail first.
func newChain(t *testing.T) (head, tail *GenericAPIServer, headFilters, tailFilters *atomic.Int32) {
	t.Helper()
	headFilters, tailFilters = new(atomic.Int32), new(atomic.Int32)

	tailConfig := newTestConfig(t)
	tailConfig.BuildHandlerChainFunc = countingChain(tailFilters)
	tailConfig.AddHealthChecks(healthz.NamedCheck("tail-check", func(*http.Request) error { return nil }))
	if err := tailConfig.AddPostStartHook("tail-hook", noopHook); err != nil {
		t.Fatal(err)
	}
	tail, err := tailConfig.Complete().New("tail", NewEmptyDelegateWithCustomHandler(textHandler("custom not found")))
	if err != nil {
		t.Fatal(err)
	}
	tail.Handler.NonGoRestfulMux.Handle("/tail-only", textHandler("served by tail"))
	tail.AddPreShutdownHookOrDie("tail-pre-shutdown", func() error { return nil })
	if err := tail.RegisterMuxAndDiscoveryCompleteSignal("TailHasSynced", make(chan struct{})); err != nil {
		t.Fatal(err)
	}

	headConfig := newTestConfig(t)
	headConfig.BuildHandlerChainFunc = countingChain(headFilters)
	if err := headConfig.AddPostStartHook("head-hook", noopHook); err != nil {
		t.Fatal(err)
	}
	head, err = headConfig.Complete().New("head", tail)
	if err != nil {
		t.Fatal(err)
	}
	return head, tail, headFilters, tailFilters
}

func TestDelegationInheritance(t *testing.T) {
	head, tail, _, _ := newChain(t)

	if got := head.NextDelegate(); got != tail {
		t.Errorf("NextDelegate: got %v; want the tail server", got)
	}
	for _, hook := range []string{"head-hook", "tail-hook"} {
		if _, ok := head.PostStartHooks()[hook]; !ok {
			t.Errorf("post-start hook %q: not inherited", hook)
		}
	}
	if _, ok := head.PreShutdownHooks()["tail-pre-shutdown"]; !ok {
		t.Error("pre-shutdown hook tail-pre-shutdown: not inherited")
	}
	if _, ok := head.MuxAndDiscoveryCompleteSignals()["TailHasSynced"]; !ok {
		t.Error("mux-complete signal TailHasSynced: not inherited")
	}
	var names []string
	for _, c := range head.HealthzChecks() {
		names = append(names, c.Name())
	}
	want := []string{"ping", "log", "poststarthook/head-hook", "tail-check", "poststarthook/tail-hook"}
	if !slices.Equal(names, want) {
		t.Errorf("health checks: got %q; want %q", names, want)
	}
	if paths := head.ListedPaths(); !slices.Contains(paths, "/tail-only") || !slices.Contains(paths, "/version") {
		t.Errorf("listed paths: got %q; want /tail-only and /version among them", paths)
	}
}

// TestDelegationWalk sends requests into the head and checks who answers
// and that only the head's filters run.
func TestDelegationWalk(t *testing.T) {
	head, _, headFilters, tailFilters := newChain(t)
	tests := []struct{ path, want string }{
		{"/tail-only", "served by tail"},      // head's mux -> tail's director -> tail's mux
		{"/no-such-path", "custom not found"}, // ... -> the empty delegate's handler
		{"/version", `"gitVersion"`},          // head's go-restful
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			before := headFilters.Load()
			rec := httptest.NewRecorder()
			head.Handler.ServeHTTP(rec, httptest.NewRequest("GET", tt.path, nil))
			if !strings.Contains(rec.Body.String(), tt.want) {
				t.Errorf("body: got %q; want it to contain %q", rec.Body.String(), tt.want)
			}
			if got := headFilters.Load() - before; got != 1 {
				t.Errorf("head filters ran %d times; want 1", got)
			}
		})
	}
	if got := tailFilters.Load(); got != 0 {
		t.Errorf("tail filters ran %d times; want 0: delegation uses the unprotected handler", got)
	}
}

func TestDuplicateHookAcrossChainFails(t *testing.T) {
	tail, err := newTestConfig(t).Complete().New("tail", NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	tail.AddPostStartHookOrDie("shared", noopHook)
	headConfig := newTestConfig(t)
	if err := headConfig.AddPostStartHook("shared", noopHook); err != nil {
		t.Fatal(err)
	}
	_, err = headConfig.Complete().New("head", tail)
	if err == nil || !strings.Contains(err.Error(), `unable to add "shared" because it was already registered`) {
		t.Errorf("got %v; want a duplicate-hook error", err)
	}
}

// TestLastServerAnswersWithIndex: with nobody to delegate to, a miss gets 404
// and the list of paths.
func TestLastServerAnswersWithIndex(t *testing.T) {
	s, err := newTestConfig(t).Complete().New("alone", NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	s.PrepareRun()
	rec := httptest.NewRecorder()
	s.Handler.ServeHTTP(rec, httptest.NewRequest("GET", "/no-such-path", nil))
	var index struct{ Paths []string }
	if err := json.Unmarshal(rec.Body.Bytes(), &index); err != nil {
		t.Fatalf("body %q: %v", rec.Body.String(), err)
	}
	if rec.Code != http.StatusNotFound || !slices.Contains(index.Paths, "/readyz") {
		t.Errorf("got %d %q; want 404 listing /readyz", rec.Code, index.Paths)
	}
}
