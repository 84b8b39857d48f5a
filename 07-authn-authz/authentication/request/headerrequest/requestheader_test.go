package headerrequest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"math/big"
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
)

var (
	nameHeaders  = []string{"X-Remote-User"}
	uidHeaders   = []string{"X-Remote-Uid"}
	groupHeaders = []string{"X-Remote-Group"}
	extraPrefix  = []string{"X-Remote-Extra-"}
)

func TestAuthenticateRequest(t *testing.T) {
	tests := []struct {
		name        string
		nameHeaders []string
		headers     http.Header
		want        *user.DefaultInfo // nil: not recognised
		wantLeft    http.Header       // the headers afterwards
	}{
		{"no user header", nameHeaders, http.Header{"X-Remote-Group": {"dev"}}, nil, http.Header{"X-Remote-Group": {"dev"}}},
		{"user, uid, groups, extra",
			nameHeaders,
			http.Header{
				"X-Remote-User": {"alice"}, "X-Remote-Uid": {"1000"}, "X-Remote-Group": {"dev", "", "ops"},
				"X-Remote-Extra-Scopes": {"read", "write"}, "X-Remote-Extra-Example.com%2fkey": {"v"}, "Accept": {"*/*"},
			},
			&user.DefaultInfo{Name: "alice", UID: "1000", Groups: []string{"dev", "ops"},
				Extra: map[string][]string{"scopes": {"read", "write"}, "example.com/key": {"v"}}},
			http.Header{"Accept": {"*/*"}}},
		{"first name header with a value wins",
			[]string{"X-Proxy-User", "X-Remote-User"},
			http.Header{"X-Proxy-User": {""}, "X-Remote-User": {"bob"}},
			&user.DefaultInfo{Name: "bob", Groups: []string{}, Extra: map[string][]string{}},
			http.Header{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			auth, err := New(tt.nameHeaders, uidHeaders, groupHeaders, extraPrefix)
			if err != nil {
				t.Fatal(err)
			}
			req := httptest.NewRequest("GET", "/", nil)
			req.Header = tt.headers
			resp, ok, err := auth.AuthenticateRequest(req)
			if err != nil || ok != (tt.want != nil) {
				t.Fatalf("got %v, %v; want %v, <nil>", ok, err, tt.want != nil)
			}
			if ok && !reflect.DeepEqual(resp.User, tt.want) {
				t.Errorf("got %+v; want %+v", resp.User, tt.want)
			}
			if !reflect.DeepEqual(req.Header, tt.wantLeft) {
				t.Errorf("got headers left %v; want %v", req.Header, tt.wantLeft)
			}
		})
	}
}

func TestNewEmptyHeader(t *testing.T) {
	tests := []struct {
		name    string
		headers []string
		wantErr string
	}{
		{"blank", []string{" "}, `empty header " "`},
		{"empty among others", []string{"X-Remote-User", ""}, `empty header ""`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := New(tt.headers, uidHeaders, groupHeaders, extraPrefix)
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("got %v; want %s", err, tt.wantErr)
			}
		})
	}
}

func TestNewSecure(t *testing.T) {
	proxyCA, clientCA := newCA(t), newCA(t)
	tests := []struct {
		name     string
		cert     *x509.Certificate // nil: no client certificate
		wantUser string
		wantErr  bool
		wantKept bool // X-Remote-User still there
	}{
		{"front proxy", sign(t, proxyCA, "front-proxy-client"), "alice", false, false},
		{"no certificate: headers ignored", nil, "", false, true},
		{"other CA: refused", sign(t, clientCA, "front-proxy-client"), "", true, true},
		{"other CN: refused", sign(t, proxyCA, "mallory"), "", true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := x509.VerifyOptions{Roots: x509.NewCertPool(), KeyUsages: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}}
			opts.Roots.AddCert(proxyCA.cert)
			auth, err := NewSecure(opts, []string{"front-proxy-client"}, nameHeaders, uidHeaders, groupHeaders, extraPrefix)
			if err != nil {
				t.Fatal(err)
			}
			req := httptest.NewRequest("GET", "/", nil)
			req.TLS = &tls.ConnectionState{}
			if tt.cert != nil {
				req.TLS.PeerCertificates = []*x509.Certificate{tt.cert}
			}
			req.Header.Set("X-Remote-User", "alice")
			resp, ok, err := auth.AuthenticateRequest(req)
			gotUser := ""
			if ok {
				gotUser = resp.User.GetName()
			}
			if gotUser != tt.wantUser || (err != nil) != tt.wantErr {
				t.Errorf("got user %q, error %v; want user %q, error %v", gotUser, err, tt.wantUser, tt.wantErr)
			}
			if got := req.Header.Get("X-Remote-User") != ""; got != tt.wantKept {
				t.Errorf("got X-Remote-User kept %v; want %v", got, tt.wantKept)
			}
		})
	}
}

func TestClearAuthenticationHeaders(t *testing.T) {
	h := http.Header{"X-Remote-User": {"a"}, "X-Remote-Group": {"g"}, "X-Remote-Uid": {"1"},
		"x-remote-extra-raw": {"lower-case raw key"}, "X-Remote-Extra-Scopes": {"s"}, "X-Other": {"kept"}}
	ClearAuthenticationHeaders(h, StaticStringSlice(nameHeaders), StaticStringSlice(uidHeaders),
		StaticStringSlice(groupHeaders), StaticStringSlice(extraPrefix))
	if want := (http.Header{"X-Other": {"kept"}}); !reflect.DeepEqual(h, want) {
		t.Errorf("got %v; want %v", h, want)
	}
}

// ca is a test CA.
type ca struct {
	cert *x509.Certificate
	key  *ecdsa.PrivateKey
}

// newCA makes a self-signed CA.
func newCA(t *testing.T) *ca {
	t.Helper()
	key, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "ca"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		KeyUsage: x509.KeyUsageCertSign, BasicConstraintsValid: true, IsCA: true}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, _ := x509.ParseCertificate(der)
	return &ca{cert: cert, key: key}
}

// sign makes a client certificate for cn signed by c.
func sign(t *testing.T, c *ca, cn string) *x509.Certificate {
	t.Helper()
	key, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: cn},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, c.cert, &key.PublicKey, c.key)
	if err != nil {
		t.Fatal(err)
	}
	cert, _ := x509.ParseCertificate(der)
	return cert
}
