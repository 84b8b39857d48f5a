package server_test

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	aggregatorapp "github.com/kube-rebuilt/apiserver/05-aggregator/app"
	"github.com/kube-rebuilt/apiserver/06-filters/app"
)

// benchPolicy audits every request at the Metadata level, both stages
// (RequestReceived and ResponseComplete): two events written per request.
const benchPolicy = `apiVersion: audit.k8s.io/v1
kind: Policy
rules:
  - level: Metadata
`

// benchConfigMapPath is the ConfigMap every iteration gets.
const benchConfigMapPath = "/api/v1/namespaces/default/configmaps/bench"

// BenchmarkHandlerChain measures what stage 06's filters cost on a
// ConfigMap GET. It starts stage 06's whole server in-process (embedded
// etcd in a temporary directory, the chain of four servers, the audit log
// backend writing a file in b.TempDir()), creates one ConfigMap, then
// serves the same GET, through httptest.NewRecorder (no network), to the
// handlers of the sub-benchmarks (BENCHMARKS.md has figures):
//
//	go test -run '^$' -bench HandlerChain -benchtime 2000x ./06-filters/server/
//
// director is the aggregator's Director: the bare chain of servers down
// to the ConfigMap's registry Store and etcd, no filters.
// chain-audit-off is BuildHandlerChain around the same director, with no
// audit backend. chain-audit-metadata is the server's own
// FullHandlerChain: every filter, auditing every request at Metadata to
// the log file. filters-only-audit-off and filters-only-audit-metadata
// are the same two chains around a handler that only writes the
// ConfigMap's JSON: their ns/op is the filters' own cost, without etcd's
// noise.
//
// interleaved sends, per iteration, one GET to the director, one to the
// director run in a goroutine of its own (as the timeout filter runs
// it), and one to each chain (and to the chain without audit with
// max-in-flight in API Priority and Fairness's place), each timed. It reports the medians and,
// as a share of the bare GET's median, what the goroutine and the two
// chains add, all from the same iterations: on a shared machine the
// medians move together; the means of sub-benchmarks run one after
// another do not.
func BenchmarkHandlerChain(b *testing.B) {
	s := startBenchServer(b)
	handlers := []struct {
		name string
		h    http.Handler
	}{
		{"director", s.director},
		{"chain-audit-off", s.auditOff},
		{"chain-audit-metadata", s.auditOn},
		{"filters-only-audit-off", s.filtersOff},
		{"filters-only-audit-metadata", s.filtersOn},
	}
	for _, hc := range handlers {
		serveGet(b, hc.h) // warm: first requests fill caches and pools
		b.Run(hc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				serveGet(b, hc.h)
			}
		})
	}
	b.Run("interleaved", func(b *testing.B) {
		// the director once more, run in a goroutine of its own and
		// waited for, as WithTimeoutForNonLongRunningRequests runs the
		// handlers inside it
		inGoroutine := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			done := make(chan struct{})
			go func() {
				defer close(done)
				s.director.ServeHTTP(w, r)
			}()
			<-done
		})
		hs := []http.Handler{s.director, inGoroutine, s.auditOff, s.auditOn, s.maxInFlight}
		took := make([][]time.Duration, len(hs))
		for b.Loop() {
			for i, h := range hs {
				start := time.Now()
				serveGet(b, h)
				took[i] = append(took[i], time.Since(start))
			}
		}
		p50 := make([]float64, len(hs))
		for i := range took {
			slices.Sort(took[i])
			p50[i] = float64(took[i][len(took[i])/2].Nanoseconds()) / 1e3
		}
		b.ReportMetric(p50[0], "director-p50-µs")
		b.ReportMetric(p50[2], "chain-p50-µs")
		b.ReportMetric(p50[3], "chain+audit-p50-µs")
		b.ReportMetric(100*(p50[1]-p50[0])/p50[0], "goroutine-%")
		b.ReportMetric(100*(p50[2]-p50[0])/p50[0], "chain-%")
		b.ReportMetric(100*(p50[3]-p50[0])/p50[0], "chain+audit-%")
		b.ReportMetric(100*(p50[4]-p50[0])/p50[0], "chain-max-in-flight-%")
	})
}

// serveGet gets the ConfigMap as JSON through h and fails on any code but
// 200.
func serveGet(b *testing.B, h http.Handler) {
	req := httptest.NewRequest(http.MethodGet, benchConfigMapPath, nil)
	req.Header.Set("Accept", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		b.Fatalf("GET %s: got %d; want 200\n%s", benchConfigMapPath, rec.Code, rec.Body)
	}
}

// startBenchServer runs stage 06 as app.Run does, but keeps the server:
// plain HTTP on a free loopback port (only so that RunWithContext has
// something to serve; the benchmark never uses it), HTTPS off, the audit
// policy above with the log in b.TempDir(). It waits for /readyz, creates
// the ConfigMap through the director, and returns the director, a chain
// without audit, the server's own chain (with audit), and both chains
// around a handler that only writes the ConfigMap. The server and etcd
// stop when the benchmark ends.
func startBenchServer(b *testing.B) benchHandlers {
	b.Helper()
	// The servers' start-up and shutdown logs would bury the figures.
	old := klog.SetOutput(io.Discard)
	b.Cleanup(func() { klog.SetOutput(old) })
	dir := b.TempDir()
	policyFile := filepath.Join(dir, "policy.yaml")
	if err := os.WriteFile(policyFile, []byte(benchPolicy), 0o600); err != nil {
		b.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	opts := app.NewServerRunOptions()
	opts.InsecureServing.Listener = ln
	opts.SecureServing.BindPort = 0
	opts.Etcd.StorageConfig.EmbeddedDataDir = filepath.Join(dir, "etcd")
	opts.Audit.PolicyFile = policyFile
	opts.Audit.LogOptions.Path = filepath.Join(dir, "audit.log")
	completed, err := opts.Complete()
	if err != nil {
		b.Fatal(err)
	}
	if errs := completed.Validate(); len(errs) > 0 {
		b.Fatal(errors.Join(errs...))
	}

	ctx, cancel := context.WithCancel(context.Background())
	destroyEtcd, err := completed.Etcd.Complete(ctx)
	if err != nil {
		cancel()
		b.Fatal(err)
	}
	config, err := app.NewConfig(completed)
	if err != nil {
		cancel()
		destroyEtcd()
		b.Fatal(err)
	}
	s, err := aggregatorapp.CreateServerChain(config.Complete().CompletedConfig)
	if err != nil {
		cancel()
		destroyEtcd()
		b.Fatal(err)
	}
	backend := config.HandlerChain.AuditBackend
	if err := backend.Run(ctx.Done()); err != nil {
		b.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- s.GenericAPIServer.PrepareRun().RunWithContext(ctx) }()
	b.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			b.Errorf("RunWithContext: %v", err)
		}
		backend.Shutdown()
		destroyEtcd()
	})

	handler := s.GenericAPIServer.Handler
	waitReady(b, handler, done)
	director := handler.Director
	create(b, director)
	rec := httptest.NewRecorder()
	director.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, benchConfigMapPath, nil))
	body := rec.Body.Bytes()
	fake := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusOK)
		w.Write(body)
	})

	on, off := *config.HandlerChain, *config.HandlerChain
	off.AuditBackend, off.AuditPolicyRuleEvaluator = nil, nil
	maxInFlight := off
	maxInFlight.FlowControl = nil
	gc := config.Aggregator.GenericConfig
	return benchHandlers{
		director:    director,
		auditOff:    off.BuildHandlerChain(director, gc),
		auditOn:     handler.FullHandlerChain,
		filtersOff:  off.BuildHandlerChain(fake, gc),
		filtersOn:   on.BuildHandlerChain(fake, gc),
		maxInFlight: maxInFlight.BuildHandlerChain(director, gc),
	}
}

// benchHandlers are the handlers BenchmarkHandlerChain compares.
type benchHandlers struct {
	director, auditOff, auditOn http.Handler
	filtersOff, filtersOn       http.Handler
	// maxInFlight is auditOff with max-in-flight in APF's place.
	maxInFlight http.Handler
}

// waitReady polls /readyz through h until it answers 200 (etcd, the
// bootstrap namespaces and every post-start hook done).
func waitReady(b *testing.B, h http.Handler, done <-chan error) {
	b.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/readyz", nil))
		if rec.Code == http.StatusOK {
			return
		}
		select {
		case err := <-done:
			b.Fatalf("server stopped before ready: %v", err)
		default:
		}
		if time.Now().After(deadline) {
			b.Fatalf("/readyz never turned green: %d\n%s", rec.Code, rec.Body)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// create stores the ConfigMap the benchmark gets: ~100 bytes of data, as
// in the cacher's benchmarks.
func create(b *testing.B, h http.Handler) {
	b.Helper()
	body := `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"bench","labels":{"tier":"web"}},` +
		`"data":{"key":"` + strings.Repeat("v", 80) + `"}}`
	req := httptest.NewRequest(http.MethodPost, "/api/v1/namespaces/default/configmaps", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusCreated {
		b.Fatalf("create ConfigMap: got %d; want 201\n%s", rec.Code, rec.Body)
	}
}
