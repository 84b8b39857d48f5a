package server

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	kubeapiserver "github.com/kube-rebuilt/apiserver/07-authn-authz/app"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/kubeconfig"
)

// aliceToken is alice's bearer token at kube-apiserver (--token-auth-file).
const aliceToken = "31ada4fd"

// TestDelegatedAuth runs stage 07's kube-apiserver and the secured sample
// server in-process, registers the sample server with the aggregator, and
// checks that the sample server believes the aggregator's X-Remote-*
// headers (and nobody else's) and lets kube-apiserver's RBAC decide, by
// SubjectAccessReview.
func TestDelegatedAuth(t *testing.T) {
	if testing.Short() {
		t.Skip("starts two API servers")
	}
	old := klog.SetOutput(io.Discard)
	t.Cleanup(func() { klog.SetOutput(old) })
	dir := t.TempDir()
	pki := filepath.Join(dir, "pki")
	kube := startKubeAPIServer(t, dir, pki)
	sample, samplePort := startSampleServer(t, dir, pki)

	// Register the sample server, as artifacts/apiservice.yaml does, on
	// its free port.
	for _, obj := range []struct{ path, body string }{
		{"/api/v1/namespaces", `{"apiVersion":"v1","kind":"Namespace","metadata":{"name":"wardle"}}`},
		{"/api/v1/namespaces/wardle/services", fmt.Sprintf(`{"apiVersion":"v1","kind":"Service","metadata":{"name":"api","namespace":"wardle"},"spec":{"type":"ExternalName","externalName":"localhost","ports":[{"port":%d,"protocol":"TCP"}]}}`, samplePort)},
		{"/apis/apiregistration.k8s.io/v1/apiservices", fmt.Sprintf(`{"apiVersion":"apiregistration.k8s.io/v1","kind":"APIService","metadata":{"name":"v1beta1.wardle.example.com"},"spec":{"group":"wardle.example.com","version":"v1beta1","service":{"name":"api","namespace":"wardle","port":%d},"insecureSkipTLSVerify":true,"groupPriorityMinimum":1000,"versionPriority":16}}`, samplePort)},
	} {
		if code, body := kube.do(t, kube.admin, "POST", obj.path, obj.body, nil); code != http.StatusCreated {
			t.Fatalf("POST %s: got %d; want 201\n%s", obj.path, code, body)
		}
	}
	flunders := "/apis/wardle.example.com/v1beta1/namespaces/wardle/flunders"
	eventually(t, "the admin lists flunders through the aggregator", func() (bool, string) {
		code, body := kube.do(t, kube.admin, "GET", flunders, "", nil)
		return code == http.StatusOK, fmt.Sprintf("%d %s", code, body)
	})
	// The aggregator reads the sample server's OpenAPI as
	// system:aggregator, whom the sample server lets read it only because
	// kube-apiserver says so (system:discovery).
	eventually(t, "the sample server's types in the aggregated /openapi/v3", func() (bool, string) {
		code, body := kube.do(t, kube.admin, "GET", "/openapi/v3", "", nil)
		return code == http.StatusOK && strings.Contains(body, `"apis/wardle.example.com/v1beta1"`), fmt.Sprintf("%d %s", code, body)
	})

	// The admin (system:masters) creates and lists.
	code, body := kube.do(t, kube.admin, "POST", flunders, `{"apiVersion":"wardle.example.com/v1beta1","kind":"Flunder","metadata":{"name":"guarded"}}`, nil)
	if code != http.StatusCreated {
		t.Fatalf("admin creates a flunder: got %d; want 201\n%s", code, body)
	}
	if code, body := kube.do(t, kube.admin, "GET", flunders, "", nil); code != http.StatusOK || !strings.Contains(body, `"name":"guarded"`) {
		t.Fatalf("admin lists flunders: got %d; want 200 with guarded\n%s", code, body)
	}

	// The sample server itself, as the aggregator reaches it: headers
	// with the front-proxy certificate name alice; without it they are
	// ignored, and the request is anonymous.
	proxy := sample.client(t, filepath.Join(pki, "front-proxy-client"))
	asAlice := http.Header{"X-Remote-User": {"alice"}, "X-Remote-Group": {"dev"}}
	// A bearer token sent to it directly is kube-apiserver's to judge
	// (TokenReview).
	aliceBearer := http.Header{"Authorization": {"Bearer " + aliceToken}}
	tests := []struct {
		name     string
		client   *http.Client
		header   http.Header
		wantCode int
		wantUser string
	}{
		{"front proxy for alice: the review says no", proxy, asAlice, http.StatusForbidden, `User \"alice\" cannot list resource \"flunders\" in API group \"wardle.example.com\"`},
		{"no certificate: anonymous", sample.client(t, ""), asAlice, http.StatusForbidden, `User \"system:anonymous\" cannot list`},
		{"alice's token: the token review says alice", sample.client(t, ""), aliceBearer, http.StatusForbidden, `User \"alice\" cannot list`},
		{"a bad token: 401", sample.client(t, ""), http.Header{"Authorization": {"Bearer nope"}}, http.StatusUnauthorized, `Unauthorized`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, body := sample.do(t, tt.client, "GET", flunders, "", tt.header)
			if code != tt.wantCode || !strings.Contains(body, tt.wantUser) {
				t.Errorf("got %d %s; want %d naming %s", code, body, tt.wantCode, tt.wantUser)
			}
		})
	}
	// Through the aggregator, alice is refused too.
	if code, body := kube.do(t, kube.anonymous, "GET", flunders, "", aliceBearer); code != http.StatusForbidden || !strings.Contains(body, `User \"alice\"`) {
		t.Errorf("alice through the aggregator: got %d %s; want 403 naming alice", code, body)
	}

	// RBAC lets alice list flunders: kube-apiserver allows, the sample
	// server asks kube-apiserver and is told yes.
	for _, obj := range []struct{ path, body string }{
		{"/apis/rbac.authorization.k8s.io/v1/clusterroles", `{"apiVersion":"rbac.authorization.k8s.io/v1","kind":"ClusterRole","metadata":{"name":"flunder-reader"},"rules":[{"apiGroups":["wardle.example.com"],"resources":["flunders"],"verbs":["list"]}]}`},
		{"/apis/rbac.authorization.k8s.io/v1/clusterrolebindings", `{"apiVersion":"rbac.authorization.k8s.io/v1","kind":"ClusterRoleBinding","metadata":{"name":"alice-reads-flunders"},"roleRef":{"apiGroup":"rbac.authorization.k8s.io","kind":"ClusterRole","name":"flunder-reader"},"subjects":[{"apiGroup":"rbac.authorization.k8s.io","kind":"User","name":"alice"}]}`},
	} {
		if code, body := kube.do(t, kube.admin, "POST", obj.path, obj.body, nil); code != http.StatusCreated {
			t.Fatalf("POST %s: got %d; want 201\n%s", obj.path, code, body)
		}
	}
	eventually(t, "alice lists flunders through the aggregator", func() (bool, string) {
		code, body := kube.do(t, kube.anonymous, "GET", flunders, "", aliceBearer)
		return code == http.StatusOK && strings.Contains(body, `"name":"guarded"`), fmt.Sprintf("%d %s", code, body)
	})
	if code, body := sample.do(t, proxy, "GET", flunders, "", asAlice); code != http.StatusOK {
		t.Errorf("front proxy for alice, after the binding: got %d; want 200\n%s", code, body)
	}
	if code, body := sample.do(t, sample.client(t, ""), "GET", flunders, "", aliceBearer); code != http.StatusOK {
		t.Errorf("alice's token, after the binding: got %d; want 200\n%s", code, body)
	}
	// The binding says list, not create.
	if code, body := sample.do(t, proxy, "POST", flunders, `{"apiVersion":"wardle.example.com/v1beta1","kind":"Flunder","metadata":{"name":"alices"}}`, asAlice); code != http.StatusForbidden || !strings.Contains(body, `User \"alice\" cannot create`) {
		t.Errorf("front proxy for alice creating: got %d %s; want 403 naming alice", code, body)
	}
}

// server is a running server, its CA and how to talk to it.
type server struct {
	url       string
	roots     *x509.CertPool // nil: trust blindly (the sample server's certificate is self-signed)
	admin     *http.Client
	anonymous *http.Client
}

// client presents the certificate base.crt/base.key, or none.
func (s *server) client(t *testing.T, base string) *http.Client {
	t.Helper()
	c := &tls.Config{RootCAs: s.roots, InsecureSkipVerify: s.roots == nil}
	if base != "" {
		cert, err := tls.LoadX509KeyPair(base+".crt", base+".key")
		if err != nil {
			t.Fatal(err)
		}
		c.Certificates = []tls.Certificate{cert}
	}
	return &http.Client{Timeout: 20 * time.Second, Transport: &http.Transport{TLSClientConfig: c}}
}

// do sends a request with a JSON body (if any) and returns the code and
// body.
func (s *server) do(t *testing.T, c *http.Client, method, path, body string, header http.Header) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, s.url+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header[k] = v
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// startKubeAPIServer runs stage 07 with its data and PKI under dir, a
// token for alice, and returns once /readyz is green.
func startKubeAPIServer(t *testing.T, dir, pki string) *server {
	t.Helper()
	tokens := filepath.Join(dir, "tokens.csv")
	if err := os.WriteFile(tokens, []byte(aliceToken+",alice,1001,dev\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	opts := kubeapiserver.NewServerRunOptions()
	opts.SecureServing.Listener = ln
	opts.SecureServing.BindPort = ln.Addr().(*net.TCPAddr).Port
	opts.SecureServing.ServerCert.CertDirectory = pki
	opts.Etcd.StorageConfig.EmbeddedDataDir = filepath.Join(dir, "etcd")
	opts.Authentication.TokenFile = tokens
	completed, err := opts.Complete()
	if err != nil {
		t.Fatal(err)
	}
	if errs := completed.Validate(); len(errs) > 0 {
		t.Fatal(errors.Join(errs...))
	}
	done := run(t, func(ctx context.Context) error { return kubeapiserver.Run(ctx, completed) })

	var config *kubeconfig.Config
	eventually(t, "admin.conf", func() (bool, string) {
		config, err = kubeconfig.LoadFromFile(filepath.Join(pki, "admin.conf"))
		return err == nil, fmt.Sprint(err)
	})
	s := &server{url: "https://" + ln.Addr().String(), roots: x509.NewCertPool()}
	s.roots.AppendCertsFromPEM(config.Clusters[0].Cluster.CertificateAuthorityData)
	s.admin, s.anonymous = s.client(t, filepath.Join(pki, "admin")), s.client(t, "")
	waitReady(t, s, done)
	return s
}

// startSampleServer runs the secured sample server, trusting the front
// proxy and client CAs of pki and asking kube-apiserver as its admin, and
// returns it and its port once /readyz is green.
func startSampleServer(t *testing.T, dir, pki string) (*server, int) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	opts := NewWardleServerOptions()
	opts.SecureServing.Listener = ln
	opts.SecureServing.ServerCert.CertDirectory = filepath.Join(dir, "sample", "certificates")
	opts.Etcd.StorageConfig.EmbeddedDataDir = filepath.Join(dir, "sample", "etcd")
	opts.Authentication.RequestHeader.ClientCAFile = filepath.Join(pki, "front-proxy-ca.crt")
	opts.Authentication.RequestHeader.AllowedNames = []string{"front-proxy-client"}
	opts.Authentication.ClientCAFile = filepath.Join(pki, "ca.crt")
	opts.Authentication.RemoteKubeConfigFile = filepath.Join(pki, "admin.conf")
	opts.Authorization.RemoteKubeConfigFile = filepath.Join(pki, "admin.conf")
	completed, err := opts.Complete()
	if err != nil {
		t.Fatal(err)
	}
	if errs := completed.Validate(); len(errs) > 0 {
		t.Fatal(errors.Join(errs...))
	}
	done := run(t, func(ctx context.Context) error { return RunWardleServer(ctx, completed) })
	s := &server{url: "https://" + ln.Addr().String()}
	s.anonymous = s.client(t, "")
	s.admin = s.anonymous // /readyz is always allowed
	waitReady(t, s, done)
	return s, ln.Addr().(*net.TCPAddr).Port
}

// run calls f in a goroutine until the test ends, then cancels its
// context and checks that it returned nil.
func run(t *testing.T, f func(ctx context.Context) error) <-chan error {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- f(ctx) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("server: %v", err)
		}
	})
	return done
}

// waitReady polls /readyz as the admin until it answers 200.
func waitReady(t *testing.T, s *server, done <-chan error) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for {
		if code, _ := s.do(t, s.admin, "GET", "/readyz", "", nil); code == http.StatusOK {
			return
		}
		select {
		case err := <-done:
			t.Fatalf("server stopped before ready: %v", err)
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatal("/readyz never turned green")
		}
	}
}

// eventually polls cond until it holds, for up to a minute.
func eventually(t *testing.T, what string, cond func() (bool, string)) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		ok, last := cond()
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: never; last: %s", what, last)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
