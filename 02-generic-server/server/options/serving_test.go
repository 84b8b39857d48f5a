package options

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/pem"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
)

func init() { klog.SetOutput(io.Discard) }

// serveHTTPS generates (or reuses) a certificate in certDir, serves HTTPS on
// a free port until the test ends, and returns the URL and a stop function.
func serveHTTPS(t *testing.T, certDir string) (string, func()) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	o := NewSecureServingOptions()
	o.Listener = ln
	o.ServerCert.CertDirectory = certDir
	if err := o.MaybeDefaultWithSelfSignedCerts("localhost", nil, []net.IP{net.ParseIP("127.0.0.1")}); err != nil {
		t.Fatal(err)
	}
	c := server.NewConfig(serializer.NewCodecFactory(runtime.NewScheme()))
	if err := o.ApplyTo(&c.SecureServing); err != nil {
		t.Fatal(err)
	}
	s, err := c.Complete().New("tls-test", server.NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.PrepareRun().RunWithContext(ctx) }()
	stop := func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Run: %v", err)
		}
	}
	return "https://" + ln.Addr().String(), stop
}

// caFromCertFile returns a pool holding only the CA, the second certificate
// of the generated file: the client must verify the chain, not pin the leaf.
func caFromCertFile(t *testing.T, certFile string) *x509.CertPool {
	t.Helper()
	data, err := os.ReadFile(certFile)
	if err != nil {
		t.Fatal(err)
	}
	var certs []*x509.Certificate
	for block, rest := pem.Decode(data); block != nil; block, rest = pem.Decode(rest) {
		c, err := x509.ParseCertificate(block.Bytes)
		if err != nil {
			t.Fatal(err)
		}
		certs = append(certs, c)
	}
	if len(certs) != 2 || certs[0].IsCA || !certs[1].IsCA {
		t.Fatalf("certificate file: got %d certificates; want the serving certificate, then its CA", len(certs))
	}
	pool := x509.NewCertPool()
	pool.AddCert(certs[1])
	return pool
}

// getTLS fetches /version trusting only roots, and returns the response.
func getTLS(t *testing.T, url string, roots *x509.CertPool) (*http.Response, error) {
	t.Helper()
	client := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{
		TLSClientConfig:   &tls.Config{RootCAs: roots},
		ForceAttemptHTTP2: true,
	}}
	resp, err := client.Get(url + "/version")
	if err == nil {
		resp.Body.Close()
	}
	return resp, err
}

func TestSelfSignedCertificateIsVerifiedAndReused(t *testing.T) {
	certDir := t.TempDir()
	certFile := filepath.Join(certDir, "apiserver.crt")

	url, stop := serveHTTPS(t, certDir)
	roots := caFromCertFile(t, certFile)
	resp, err := getTLS(t, url, roots)
	if err != nil {
		t.Fatalf("GET with the generated CA: %v", err)
	}
	if resp.StatusCode != http.StatusOK || resp.ProtoMajor != 2 {
		t.Errorf("got %d over %s; want 200 over HTTP/2", resp.StatusCode, resp.Proto)
	}
	first := resp.TLS.PeerCertificates[0].Raw
	if _, err := getTLS(t, url, x509.NewCertPool()); err == nil {
		t.Error("GET trusting nothing: got success; want a verification error")
	}
	written, _ := os.ReadFile(certFile)
	stop()

	// A restart finds the files and serves the same certificate.
	url, stop = serveHTTPS(t, certDir)
	defer stop()
	resp, err = getTLS(t, url, roots)
	if err != nil {
		t.Fatalf("GET after restart with the first CA: %v", err)
	}
	if !bytes.Equal(resp.TLS.PeerCertificates[0].Raw, first) {
		t.Error("after restart: a different certificate is served; want the one generated first")
	}
	if again, _ := os.ReadFile(certFile); !bytes.Equal(again, written) {
		t.Error("after restart: the certificate file was rewritten")
	}
}

func TestHalfAPairIsAnError(t *testing.T) {
	certDir := t.TempDir()
	if err := os.WriteFile(filepath.Join(certDir, "apiserver.crt"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	o := NewSecureServingOptions()
	o.ServerCert.CertDirectory = certDir
	err := o.MaybeDefaultWithSelfSignedCerts("localhost", nil, nil)
	if err == nil {
		t.Fatal("got nil; want an error about the missing key")
	}
}
