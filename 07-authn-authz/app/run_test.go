package app

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/factory"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/kubeconfig"
)

// testServer is stage 07 running in-process, and clients for it.
type testServer struct {
	url       string
	auditLog  string       // the audit log, every request at Metadata
	anonymous *http.Client // trusts the CA, sends no certificate
	admin     *http.Client // kubernetes-admin's certificate from admin.conf
}

// startServer runs stage 07 as Run does, on a free loopback port with
// its data and PKI in a temporary directory (shared by pki, so the RSA
// keys are made once per test binary), the given authorization modes and
// a token file with one token, "31ada4fd" for alice. It returns once
// /readyz answers 200; the server stops when the test ends.
func startServer(t *testing.T, pki string, modes ...string) *testServer {
	t.Helper()
	return startServerWith(t, pki, func(opts *ServerRunOptions) { opts.Authorization.Modes = modes })
}

// startServerWith is startServer with the options changed by configure.
func startServerWith(t testing.TB, pki string, configure func(*ServerRunOptions)) *testServer {
	t.Helper()
	return startServerOut(t, pki, io.Discard, configure)
}

// startServerOut is startServerWith writing the logs and the banner to
// out.
func startServerOut(t testing.TB, pki string, out io.Writer, configure func(*ServerRunOptions)) *testServer {
	t.Helper()
	old := klog.SetOutput(out)
	t.Cleanup(func() { klog.SetOutput(old) })
	dir := t.TempDir()
	tokens := filepath.Join(dir, "tokens.csv")
	if err := os.WriteFile(tokens, []byte("31ada4fd,alice,1001,dev\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	opts := NewServerRunOptions()
	opts.SecureServing.Listener = ln
	opts.SecureServing.BindPort = ln.Addr().(*net.TCPAddr).Port
	opts.SecureServing.ServerCert.CertDirectory = pki
	opts.Etcd.StorageConfig.EmbeddedDataDir = filepath.Join(dir, "etcd")
	opts.Authentication.TokenFile = tokens
	policy := filepath.Join(dir, "audit-policy.yaml")
	if err := os.WriteFile(policy, []byte("apiVersion: audit.k8s.io/v1\nkind: Policy\nrules:\n- level: Metadata\n  omitStages: [RequestReceived]\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	opts.Audit.PolicyFile = policy
	opts.Audit.LogOptions.Path = filepath.Join(dir, "audit.log")
	configure(opts)
	completed, err := opts.Complete()
	if err != nil {
		t.Fatal(err)
	}
	if errs := completed.Validate(); len(errs) > 0 {
		t.Fatal(errors.Join(errs...))
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- run(ctx, completed, out) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Run: %v", err)
		}
		// Every storage released, the embedded etcd closed with the server.
		if backend := "embedded:" + opts.Etcd.StorageConfig.EmbeddedDataDir; slices.Contains(factory.OpenBackends(), backend) {
			t.Errorf("after Run returned, %s is still open: a storage was never destroyed", backend)
		}
	})
	s := newTestServer(t, pki, "https://"+ln.Addr().String())
	s.auditLog = opts.Audit.LogOptions.Path
	s.waitReady(t, done)
	return s
}

// newTestServer reads admin.conf for the CA and the admin's certificate.
func newTestServer(t testing.TB, pki, url string) *testServer {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	var config *kubeconfig.Config
	var err error
	for config, err = kubeconfig.LoadFromFile(filepath.Join(pki, "admin.conf")); err != nil; config, err = kubeconfig.LoadFromFile(filepath.Join(pki, "admin.conf")) {
		if time.Now().After(deadline) {
			t.Fatalf("no admin.conf: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	roots := x509.NewCertPool()
	roots.AppendCertsFromPEM(config.Clusters[0].Cluster.CertificateAuthorityData)
	auth := config.AuthInfos[0].AuthInfo
	cert, err := tls.X509KeyPair(auth.ClientCertificateData, auth.ClientKeyData)
	if err != nil {
		t.Fatal(err)
	}
	client := func(certs ...tls.Certificate) *http.Client {
		return &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{
			TLSClientConfig: &tls.Config{RootCAs: roots, Certificates: certs}}}
	}
	return &testServer{url: url, anonymous: client(), admin: client(cert)}
}

// waitReady polls /readyz as the admin until it answers 200.
func (s *testServer) waitReady(t testing.TB, done <-chan error) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		if code, _ := s.do(t, s.admin, "GET", "/readyz", nil); code == http.StatusOK {
			return
		}
		select {
		case err := <-done:
			t.Fatalf("server stopped before ready: %v", err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatal("/readyz never turned green")
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// do sends a request and returns the code and body ("" and 0 on a
// transport error).
func (s *testServer) do(t testing.TB, c *http.Client, method, path string, header http.Header) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, s.url+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

// checkAudited fails unless each of want is in some line of the audit log.
func (s *testServer) checkAudited(t *testing.T, want []string) {
	t.Helper()
	data, err := os.ReadFile(s.auditLog)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range want {
		if !strings.Contains(string(data), w) {
			t.Errorf("got no audit event with %s", w)
		}
	}
}

// sharedPKI is one PKI directory for every server and test of the test
// binary: the RSA keys are made once.
func sharedPKI(*testing.T) string { return filepath.Join(tempRoot, "pki") }

// tempRoot is the test binary's temporary directory, removed by TestMain.
var tempRoot string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "stage07-app-")
	if err != nil {
		panic(err)
	}
	tempRoot = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

type request struct {
	name     string
	client   string // anonymous, admin or a bearer token
	path     string
	header   http.Header
	wantCode int
	wantBody string // a substring
}

// check sends each request and compares.
func (s *testServer) check(t *testing.T, requests []request) {
	t.Helper()
	for _, r := range requests {
		t.Run(r.name, func(t *testing.T) {
			c, header := s.anonymous, r.header.Clone()
			switch r.client {
			case "admin":
				c = s.admin
			case "anonymous":
			default:
				if header == nil {
					header = http.Header{}
				}
				header.Set("Authorization", "Bearer "+r.client)
			}
			code, body := s.do(t, c, "GET", r.path, header)
			if code != r.wantCode || !strings.Contains(body, r.wantBody) {
				t.Errorf("got %d %s; want %d with %s", code, body, r.wantCode, r.wantBody)
			}
		})
	}
}

// TestAlwaysAllow: authentication decides who, everyone may do anything.
func TestAlwaysAllow(t *testing.T) {
	s := startServer(t, sharedPKI(t), "AlwaysAllow")
	s.check(t, []request{
		{"anonymous /version", "anonymous", "/version", nil, 200, `"gitVersion"`},
		{"anonymous /livez", "anonymous", "/livez", nil, 200, "ok"},
		{"bad bearer token", "guess", "/api/v1/namespaces", nil, 401, `"reason":"Unauthorized"`},
		{"token from the token file", "31ada4fd", "/api/v1/namespaces", nil, 200, `"kind":"NamespaceList"`},
		{"admin certificate", "admin", "/api/v1/namespaces/default", nil, 200, `"name":"default"`},
	})
}

// TestAlwaysDeny: only system:masters (the admin) gets anywhere, and the
// admin may impersonate, after which the impersonated user is refused.
func TestAlwaysDeny(t *testing.T) {
	s := startServer(t, sharedPKI(t), "AlwaysDeny")
	s.check(t, []request{
		{"anonymous /version", "anonymous", "/version", nil, 403, `cannot get path \"/version\"`},
		{"token user", "31ada4fd", "/api/v1/namespaces", nil, 403,
			`namespaces is forbidden: User \"alice\" cannot list resource \"namespaces\" in API group \"\" at the cluster scope`},
		{"bad bearer token", "guess", "/version", nil, 401, `"code":401`},
		{"admin", "admin", "/api/v1/namespaces", nil, 200, `"kind":"NamespaceList"`},
		{"admin impersonating alice", "admin", "/api/v1/namespaces", http.Header{"Impersonate-User": {"alice"}}, 403,
			`User \"alice\" cannot list resource \"namespaces\"`},
		{"alice impersonating the admin", "31ada4fd", "/api/v1/namespaces", http.Header{"Impersonate-User": {"kubernetes-admin"}}, 403,
			`users \"kubernetes-admin\" is forbidden: User \"alice\" cannot impersonate resource \"users\"`},
	})
	s.checkAudited(t, []string{
		`"user":{"username":"kubernetes-admin","groups":["system:masters","system:authenticated"]`,
		`"impersonatedUser":{"username":"alice","groups":["system:authenticated"]}`,
		`"authorization.k8s.io/decision":"forbid"`,
		`"responseStatus":{"metadata":{},"message":"Authentication failed, attempted: bearer","code":401}`,
	})
	var status metav1.Status
	_, body := s.do(t, s.anonymous, "GET", "/api/v1/pods", nil)
	if err := json.Unmarshal([]byte(body), &status); err != nil || status.Kind != "Status" || status.Code != 403 {
		t.Errorf("got %s; want a 403 Status", body)
	}
}
