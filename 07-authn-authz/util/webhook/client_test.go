package webhook

import (
	"context"
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
	"net/url"
	"strings"
	"testing"
	"time"
)

// resolverTo resolves every service to one URL.
type resolverTo struct{ u *url.URL }

func (r resolverTo) ResolveEndpoint(namespace, name string, port int32) (*url.URL, error) {
	return r.u, nil
}

// serviceCert is a self-signed certificate for DNS name dnsName.
func serviceCert(t *testing.T, dnsName string) (tls.Certificate, []byte) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: dnsName}, DNSNames: []string{dnsName},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour), IsCA: true, BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageCertSign | x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
}

// TestHookClientService checks a service reference is dialled where the
// resolver says, with the service path, and its certificate checked
// against <name>.<namespace>.svc, not the address dialled.
func TestHookClientService(t *testing.T) {
	cert, caPEM := serviceCert(t, "hook.webhooks.svc")
	var gotPath string
	server := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gotPath = r.URL.Path
		w.Write([]byte(`{"ok":true}`))
	}))
	server.TLS = &tls.Config{Certificates: []tls.Certificate{cert}}
	server.StartTLS()
	defer server.Close()
	u, _ := url.Parse(server.URL)

	cm := &ClientManager{ServiceResolver: resolverTo{u}}
	cc := ClientConfig{Name: "h", CABundle: caPEM, Service: &ServiceReference{Name: "hook", Namespace: "webhooks", Path: "/admit", Port: 443}}
	client, target, err := cm.HookClient(cc)
	if err != nil {
		t.Fatal(err)
	}
	var out struct{ OK bool }
	if err := PostJSON(context.Background(), client, target, map[string]string{}, &out); err != nil || !out.OK || gotPath != "/admit" {
		t.Fatalf("got %v, %v, path %q; want ok at /admit", err, out, gotPath)
	}

	// the same server under another service name fails the TLS check
	cc.Service.Name = "other"
	client, target, _ = cm.HookClient(cc)
	err = PostJSON(context.Background(), client, target, map[string]string{}, &out)
	if err == nil || !strings.Contains(err.Error(), "other.webhooks.svc") {
		t.Errorf("got %v; want a certificate error naming other.webhooks.svc", err)
	}
}

func TestDefaultServiceResolver(t *testing.T) {
	u, err := DefaultServiceResolver{}.ResolveEndpoint("ns", "svc", 8443)
	if err != nil || u.String() != "https://svc.ns.svc:8443" {
		t.Errorf("got %v, %v; want https://svc.ns.svc:8443", u, err)
	}
}

func TestBadCABundle(t *testing.T) {
	_, _, err := (&ClientManager{}).HookClient(ClientConfig{URL: "https://example.com/", CABundle: []byte("junk")})
	if err == nil || !strings.Contains(err.Error(), "unable to load root certificates") {
		t.Errorf("got %v; want unable to load root certificates", err)
	}
}
