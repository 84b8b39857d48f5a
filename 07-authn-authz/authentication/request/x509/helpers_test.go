package x509

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
	"time"
)

// testCA is a CA that signs test certificates.
type testCA struct {
	cert *x509.Certificate
	key  *ecdsa.PrivateKey
}

// serial numbers the test certificates, so errors name predictable ones.
var serial int64 = 100

// newTestCA makes a self-signed CA named cn.
func newTestCA(t *testing.T, cn string) *testCA {
	t.Helper()
	return signCA(t, cn, nil)
}

// intermediate makes a CA named cn signed by ca.
func (ca *testCA) intermediate(t *testing.T, cn string) *testCA {
	t.Helper()
	return signCA(t, cn, ca)
}

// signCA makes a CA named cn, signed by parent or, if nil, by itself.
func signCA(t *testing.T, cn string, parent *testCA) *testCA {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	serial++
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(serial), Subject: pkix.Name{CommonName: cn},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		KeyUsage: x509.KeyUsageCertSign, BasicConstraintsValid: true, IsCA: true,
	}
	parentCert, parentKey := tmpl, key
	if parent != nil {
		parentCert, parentKey = parent.cert, parent.key
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, parentCert, &key.PublicKey, parentKey)
	if err != nil {
		t.Fatal(err)
	}
	cert, _ := x509.ParseCertificate(der)
	return &testCA{cert: cert, key: key}
}

// pool is a pool holding only the CA.
func (ca *testCA) pool() *x509.CertPool {
	p := x509.NewCertPool()
	p.AddCert(ca.cert)
	return p
}

// client signs a client certificate for subject.
func (ca *testCA) client(t *testing.T, subject pkix.Name, usage x509.ExtKeyUsage) *x509.Certificate {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	serial++
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(serial), Subject: subject,
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{usage},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca.cert, &key.PublicKey, ca.key)
	if err != nil {
		t.Fatal(err)
	}
	cert, _ := x509.ParseCertificate(der)
	return cert
}

// tlsRequest is a request that arrived over TLS with certs as the
// client's chain; none is a TLS request without a client certificate.
func tlsRequest(certs ...*x509.Certificate) *http.Request {
	req := httptest.NewRequest("GET", "https://127.0.0.1:6443/api", nil)
	req.TLS = &tls.ConnectionState{PeerCertificates: certs}
	return req
}

// clientOptions are the client-auth options with ca's pool.
func clientOptions(ca *testCA) x509.VerifyOptions {
	opts := DefaultVerifyOptions()
	opts.Roots = ca.pool()
	return opts
}

// writePEM writes cert to path as PEM.
func writePEM(t *testing.T, path string, cert *x509.Certificate) {
	t.Helper()
	data := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: cert.Raw})
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
}
