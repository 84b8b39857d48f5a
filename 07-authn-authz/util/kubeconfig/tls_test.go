package kubeconfig

import (
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	x509request "github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/x509"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/endpoints/filters"
)

// whoamiServer serves HTTPS with dir's serving certificate, asks for
// client certificates signed by dir's CA, authenticates them with the x509
// authenticator and answers "<user> <groups>", or 401.
func whoamiServer(t *testing.T, dir string) *httptest.Server {
	t.Helper()
	serving, err := tls.LoadX509KeyPair(filepath.Join(dir, "apiserver.crt"), filepath.Join(dir, "apiserver.key"))
	if err != nil {
		t.Fatal(err)
	}
	clientCAs := poolOf(t, readFile(t, dir, "ca.crt"))
	opts := x509request.DefaultVerifyOptions()
	opts.Roots = clientCAs
	whoami := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, _ := genericrequest.UserFrom(r.Context())
		fmt.Fprintf(w, "%s %v", u.GetName(), u.GetGroups())
	})
	failed := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusUnauthorized) })
	srv := httptest.NewUnstartedServer(filters.WithAuthentication(whoami, x509request.New(opts, x509request.CommonNameUserConversion), failed, nil))
	srv.TLS = &tls.Config{Certificates: []tls.Certificate{serving}, ClientAuth: tls.VerifyClientCertIfGiven, ClientCAs: clientCAs}
	srv.StartTLS()
	t.Cleanup(srv.Close)
	return srv
}

// poolOf is a pool of the PEM certificates in data.
func poolOf(t *testing.T, data []byte) *x509.CertPool {
	t.Helper()
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(data) {
		t.Fatal("no certificates in PEM data")
	}
	return pool
}

// TestAdminKubeconfigOverTLS does what kubectl does with admin.conf: it
// trusts the cluster's CA data and presents the user's client
// certificate, against a server using the generated serving certificate.
func TestAdminKubeconfigOverTLS(t *testing.T) {
	dir := pkiCopy(t)
	path, err := CreateAdminKubeConfigFile(dir, DefaultServer)
	if err != nil {
		t.Fatal(err)
	}
	config, err := LoadFromFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cluster, authInfo := config.Clusters[0].Cluster, config.AuthInfos[0].AuthInfo
	clientCert, err := tls.X509KeyPair(authInfo.ClientCertificateData, authInfo.ClientKeyData)
	if err != nil {
		t.Fatal(err)
	}
	srv := whoamiServer(t, dir)
	tests := []struct {
		name       string
		roots      []byte // PEM CAs the client trusts
		serverName string // "" to verify the URL's host, 127.0.0.1
		certs      []tls.Certificate
		want       string // the body, or a substring of the error
	}{
		{"admin", cluster.CertificateAuthorityData, "", []tls.Certificate{clientCert}, "kubernetes-admin [system:masters]"},
		{"from a pod, by service name", cluster.CertificateAuthorityData, "kubernetes.default.svc", []tls.Certificate{clientCert}, "kubernetes-admin [system:masters]"},
		{"no client certificate", cluster.CertificateAuthorityData, "", nil, "401"},
		{"name not in the certificate", cluster.CertificateAuthorityData, "example.com", nil, "certificate is valid for"},
		{"wrong CA trusted", readFile(t, dir, "front-proxy-ca.crt"), "", nil, "certificate signed by unknown authority"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			client := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{
				RootCAs: poolOf(t, tt.roots), ServerName: tt.serverName, Certificates: tt.certs,
			}}}
			got := get(client, srv.URL)
			if !strings.Contains(got, tt.want) {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// get is the body of a GET of url, "<code>" for a non-200, or the error.
func get(client *http.Client, url string) string {
	resp, err := client.Get(url)
	if err != nil {
		return err.Error()
	}
	defer func() { _ = resp.Body.Close() }()
	if resp.StatusCode != http.StatusOK {
		return fmt.Sprint(resp.StatusCode)
	}
	body, _ := io.ReadAll(resp.Body)
	return string(body)
}
