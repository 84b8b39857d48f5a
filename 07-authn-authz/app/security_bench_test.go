package app

import (
	"context"
	"crypto/tls"
	"crypto/x509"
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

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	genericserver "github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/06-filters/server"
)

// benchConfigMap is the ConfigMap every iteration gets.
const benchConfigMap = "/api/v1/namespaces/default/configmaps/bench"

// BenchmarkSecurityLayers measures what stage 07's security costs a
// ConfigMap GET, on one server: stage 07 runs in-process (embedded etcd,
// RBAC), and the same director is served three ways over loopback
// connections a client keeps alive: plain HTTP through stage 06's chain
// with no security filters (everyone anonymous, nothing authorized: what
// AlwaysAllow would do), the same chain over TLS, and the server's own
// chain over TLS with a bearer token (the token file) and RBAC (the user
// bound to view by a RoleBinding among the bootstrap ones). Each
// iteration sends one GET each way, timed, and it reports the medians
// and what TLS and the security filters add to the plain GET:
//
//	go test -run '^$' -bench SecurityLayers -benchtime 2000x ./07-authn-authz/app/
func BenchmarkSecurityLayers(b *testing.B) {
	s := startSecurityBenchServer(b)
	ways := []struct {
		name   string
		url    string
		client *http.Client
		header http.Header
	}{
		{"plain-http", s.plain.URL, s.plain.Client(), nil},
		{"tls", s.tls.URL, s.tlsClient, nil},
		{"tls-token-rbac", s.secured.URL, s.tlsClient, http.Header{"Authorization": {"Bearer bench-token"}}},
	}
	took := make([][]time.Duration, len(ways))
	for b.Loop() {
		for i, w := range ways {
			start := time.Now()
			benchGet(b, w.client, w.url+benchConfigMap, w.header)
			took[i] = append(took[i], time.Since(start))
		}
	}
	p50 := make([]float64, len(ways))
	for i := range took {
		slices.Sort(took[i])
		p50[i] = float64(took[i][len(took[i])/2].Nanoseconds()) / 1e3
		b.ReportMetric(p50[i], ways[i].name+"-p50-µs")
	}
	b.ReportMetric(100*(p50[1]-p50[0])/p50[0], "tls-%")
	b.ReportMetric(100*(p50[2]-p50[0])/p50[0], "tls+authn+rbac-%")
}

// benchGet fails on any answer but 200.
func benchGet(b *testing.B, c *http.Client, url string, header http.Header) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		b.Fatal(err)
	}
	req.Header = header.Clone()
	if req.Header == nil {
		req.Header = http.Header{}
	}
	req.Header.Set("Accept", "application/json")
	resp, err := c.Do(req)
	if err != nil {
		b.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b.Fatalf("GET %s: got %d; want 200\n%s", url, resp.StatusCode, body)
	}
}

// securityBench holds the three servers.
type securityBench struct {
	plain, tls, secured *httptest.Server
	tlsClient           *http.Client
}

// startSecurityBenchServer runs stage 07 as Run does but keeps the server,
// creates the ConfigMap and alice's RoleBinding (to view) as the admin,
// and serves its director three ways.
func startSecurityBenchServer(b *testing.B) *securityBench {
	b.Helper()
	completed, config, s := startBenchServer(b, "bench-token,alice,1001", nil)
	handler := s.Handler

	admin := &user.DefaultInfo{Name: "bench-admin", Groups: []string{user.SystemPrivilegedGroup}}
	postAs(b, handler.Director, admin, "/api/v1/namespaces/default/configmaps",
		`{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"bench"},"data":{"key":"`+strings.Repeat("v", 80)+`"}}`)
	postAs(b, handler.Director, admin, "/apis/rbac.authorization.k8s.io/v1/namespaces/default/rolebindings",
		`{"apiVersion":"rbac.authorization.k8s.io/v1","kind":"RoleBinding","metadata":{"name":"alice-view"},`+
			`"roleRef":{"apiGroup":"rbac.authorization.k8s.io","kind":"ClusterRole","name":"view"},`+
			`"subjects":[{"apiGroup":"rbac.authorization.k8s.io","kind":"User","name":"alice"}]}`)

	plainChain := *config.HandlerChain
	plainChain.Security = server.SecurityFilters{}
	unsecured := plainChain.BuildHandlerChain(handler.Director, config.Aggregator.GenericConfig)
	bench := &securityBench{
		plain:   httptest.NewServer(unsecured),
		tls:     startTLS(b, unsecured, completed.PKIDirectory),
		secured: startTLS(b, handler.FullHandlerChain, completed.PKIDirectory),
	}
	b.Cleanup(bench.plain.Close)
	bench.tlsClient = tlsClient(b, completed.PKIDirectory)
	waitAllowed(b, bench)
	return bench
}

// startTLS serves h over TLS with the stage's serving certificate.
func startTLS(b *testing.B, h http.Handler, pki string) *httptest.Server {
	b.Helper()
	cert, err := tls.LoadX509KeyPair(filepath.Join(pki, "apiserver.crt"), filepath.Join(pki, "apiserver.key"))
	if err != nil {
		b.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(h)
	srv.TLS = &tls.Config{Certificates: []tls.Certificate{cert}, NextProtos: []string{"h2", "http/1.1"}}
	srv.EnableHTTP2 = true
	srv.StartTLS()
	b.Cleanup(srv.Close)
	return srv
}

// tlsClient trusts the stage's CA, keeping connections alive.
func tlsClient(b *testing.B, pki string) *http.Client {
	b.Helper()
	ca, err := os.ReadFile(filepath.Join(pki, "ca.crt"))
	if err != nil {
		b.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AppendCertsFromPEM(ca)
	return &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}, ForceAttemptHTTP2: true}}
}

// postAs creates an object through h as u (the director has no filters:
// the user is put in the context as authentication would).
func postAs(b *testing.B, h http.Handler, u user.Info, path, body string) {
	b.Helper()
	req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req = req.WithContext(genericrequest.WithUser(req.Context(), u))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusCreated {
		b.Fatalf("POST %s: got %d; want 201\n%s", path, rec.Code, rec.Body)
	}
}

// startBenchServer runs stage 07 as Run does, on an embedded etcd and a
// certificate directory of a fresh temporary directory, with one line of
// --token-auth-file, and returns it once /readyz is green; adjust, if
// set, changes the options first. The server stops when the benchmark ends.
func startBenchServer(b *testing.B, tokenLine string, adjust func(*ServerRunOptions)) (CompletedOptions, *Config, *genericserver.GenericAPIServer) {
	b.Helper()
	old := klog.SetOutput(io.Discard)
	b.Cleanup(func() { klog.SetOutput(old) })
	dir := b.TempDir()
	tokens := filepath.Join(dir, "tokens.csv")
	if err := os.WriteFile(tokens, []byte(tokenLine+"\n"), 0o600); err != nil {
		b.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	opts := NewServerRunOptions()
	opts.SecureServing.Listener = ln
	opts.SecureServing.BindPort = ln.Addr().(*net.TCPAddr).Port
	opts.SecureServing.ServerCert.CertDirectory = filepath.Join(dir, "pki")
	opts.Etcd.StorageConfig.EmbeddedDataDir = filepath.Join(dir, "etcd")
	opts.Authentication.TokenFile = tokens
	if adjust != nil {
		adjust(opts)
	}
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
	config, err := NewConfig(completed)
	if err != nil {
		cancel()
		destroyEtcd()
		b.Fatal(err)
	}
	s, err := CreateServerChain(config)
	if err != nil {
		cancel()
		destroyEtcd()
		b.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- s.PrepareRun().RunWithContext(ctx) }()
	b.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			b.Errorf("RunWithContext: %v", err)
		}
		destroyEtcd()
	})
	waitReadyThrough(b, s.Handler.FullHandlerChain, done)
	return completed, config, s
}

// waitReadyThrough polls /readyz through h until it answers 200.
func waitReadyThrough(b *testing.B, h http.Handler, done <-chan error) {
	b.Helper()
	deadline := time.Now().Add(60 * time.Second)
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

// waitAllowed waits until RBAC's informers have alice's binding.
func waitAllowed(b *testing.B, s *securityBench) {
	b.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		req, _ := http.NewRequest(http.MethodGet, s.secured.URL+benchConfigMap, nil)
		req.Header.Set("Authorization", "Bearer bench-token")
		resp, err := s.tlsClient.Do(req)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		if time.Now().After(deadline) {
			b.Fatalf("alice was never allowed to get the ConfigMap: %v %v", resp, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
