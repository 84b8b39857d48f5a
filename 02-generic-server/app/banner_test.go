package app

import (
	"bytes"
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
)

// readyzProbe records what is written to it and what /readyz answered
// at that moment.
type readyzProbe struct {
	readyz http.Handler

	mu      sync.Mutex
	written bytes.Buffer
	codes   []int
}

func (p *readyzProbe) Write(b []byte) (int, error) {
	rec := httptest.NewRecorder()
	p.readyz.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/readyz", nil))
	p.mu.Lock()
	defer p.mu.Unlock()
	p.codes = append(p.codes, rec.Code)
	return p.written.Write(b)
}

func (p *readyzProbe) String() (string, []int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.written.String(), append([]int(nil), p.codes...)
}

// TestPrintBannerWhenReady: a post-start hook holds /readyz red; the
// banner waits for it, and /readyz is green when it is written.
func TestPrintBannerWhenReady(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	opts := NewServerRunOptions()
	opts.InsecureServing.Listener = ln
	opts.SecureServing.BindPort = 0
	completed, err := opts.Complete()
	if err != nil {
		t.Fatal(err)
	}
	config, err := NewConfig(completed)
	if err != nil {
		t.Fatal(err)
	}
	s, err := CreateServerChain(config.Complete())
	if err != nil {
		t.Fatal(err)
	}
	release := make(chan struct{})
	s.AddPostStartHookOrDie("slow", func(server.PostStartHookContext) error { <-release; return nil })

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	probe := &readyzProbe{readyz: s.Handler.NonGoRestfulMux}
	prepared := s.PrepareRun()
	PrintBannerWhenReady(ctx, probe, s, "try: this\n")
	done := make(chan error, 1)
	go func() { done <- prepared.RunWithContext(ctx) }()
	defer func() { cancel(); <-done }()

	time.Sleep(5 * readyPollInterval)
	if got, _ := probe.String(); got != "" {
		t.Fatalf("got %q while a post-start hook runs; want nothing yet", got)
	}
	close(release)
	deadline := time.Now().Add(5 * time.Second)
	for got, _ := probe.String(); got == ""; got, _ = probe.String() {
		if time.Now().After(deadline) {
			t.Fatal("no banner 5s after the hook returned")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if got, codes := probe.String(); got != "try: this\n" || len(codes) != 1 || codes[0] != http.StatusOK {
		t.Errorf("got %q with /readyz answering %v; want %q once, with 200", got, codes, "try: this\n")
	}
}
