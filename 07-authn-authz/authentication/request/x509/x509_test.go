package x509

import (
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

func TestAuthenticator(t *testing.T) {
	ca, other := newTestCA(t, "ca"), newTestCA(t, "other-ca")
	admin := ca.client(t, pkix.Name{CommonName: "kubernetes-admin", Organization: []string{"system:masters"}}, x509.ExtKeyUsageClientAuth)
	tests := []struct {
		name       string
		req        *http.Request
		opts       VerifyOptionFunc
		wantUser   string
		wantGroups []string
		wantErr    string // a regexp; "" for none
	}{
		{"plain http", func() *http.Request { r := tlsRequest(); r.TLS = nil; return r }(), StaticVerifierFn(clientOptions(ca)), "", nil, ""},
		{"no client certificate", tlsRequest(), StaticVerifierFn(clientOptions(ca)), "", nil, ""},
		{"no verify options yet", tlsRequest(admin), func() (x509.VerifyOptions, bool) { return x509.VerifyOptions{}, false }, "", nil, ""},
		{"CN and O", tlsRequest(admin), StaticVerifierFn(clientOptions(ca)), "kubernetes-admin", []string{"system:masters"}, ""},
		{"unknown authority", tlsRequest(other.client(t, pkix.Name{CommonName: "mallory"}, x509.ExtKeyUsageClientAuth)), StaticVerifierFn(clientOptions(ca)), "", nil,
			`^verifying certificate SN=\d+, SKID=[0-9A-F:]*, AKID=[0-9A-F:]+ failed: x509: certificate signed by unknown authority`},
		{"server certificate", tlsRequest(ca.client(t, pkix.Name{CommonName: "server"}, x509.ExtKeyUsageServerAuth)), StaticVerifierFn(clientOptions(ca)), "", nil,
			`failed: x509: certificate specifies an incompatible key usage$`},
		{"no CN", tlsRequest(ca.client(t, pkix.Name{Organization: []string{"dev"}}, x509.ExtKeyUsageClientAuth)), StaticVerifierFn(clientOptions(ca)), "", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, ok, err := NewDynamic(tt.opts, CommonNameUserConversion).AuthenticateRequest(tt.req)
			checkErr(t, err, tt.wantErr)
			if ok != (tt.wantUser != "") {
				t.Fatalf("got ok %v; want %v", ok, tt.wantUser != "")
			}
			if !ok {
				return
			}
			if got := resp.User.GetName(); got != tt.wantUser {
				t.Errorf("got user %q; want %q", got, tt.wantUser)
			}
			if got := resp.User.GetGroups(); !slices.Equal(got, tt.wantGroups) {
				t.Errorf("got groups %q; want %q", got, tt.wantGroups)
			}
		})
	}
}

// checkErr fails unless err matches the regexp want ("" for no error).
func checkErr(t *testing.T, err error, want string) {
	t.Helper()
	if want == "" {
		if err != nil {
			t.Fatalf("got error %v; want none", err)
		}
		return
	}
	if err == nil || !regexp.MustCompile(want).MatchString(err.Error()) {
		t.Fatalf("got error %v; want one matching %s", err, want)
	}
}

func TestAuthenticatorIntermediates(t *testing.T) {
	root := newTestCA(t, "root")
	inter := root.intermediate(t, "intermediate")
	leaf := inter.client(t, pkix.Name{CommonName: "alice"}, x509.ExtKeyUsageClientAuth)

	auth := New(clientOptions(root), CommonNameUserConversion)
	tests := []struct {
		name    string
		chain   []*x509.Certificate
		wantOK  bool
		wantErr string
	}{
		{"leaf alone does not verify", []*x509.Certificate{leaf}, false, "unknown authority"},
		{"intermediate sent by the client", []*x509.Certificate{leaf, inter.cert}, true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, ok, err := auth.AuthenticateRequest(tlsRequest(tt.chain...))
			checkErr(t, err, tt.wantErr)
			if ok != tt.wantOK {
				t.Errorf("got ok %v; want %v", ok, tt.wantOK)
			}
		})
	}
}

func TestCommonNameUserConversion(t *testing.T) {
	ca := newTestCA(t, "ca")
	uid := func(values ...any) []pkix.AttributeTypeAndValue {
		var names []pkix.AttributeTypeAndValue
		for _, v := range values {
			names = append(names, pkix.AttributeTypeAndValue{Type: asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 57683, 2}, Value: v})
		}
		return names
	}
	tests := []struct {
		name    string
		subject pkix.Name
		wantUID string
		wantErr string
	}{
		{"no UID", pkix.Name{CommonName: "alice"}, "", ""},
		{"UID", pkix.Name{CommonName: "alice", ExtraNames: uid("1000")}, "1000", ""},
		{"two UIDs", pkix.Name{CommonName: "alice", ExtraNames: uid("1", "2")}, "", `expected 1 UID, but found multiple: \[1 2\]`},
		{"empty UID", pkix.Name{CommonName: "alice", ExtraNames: uid("")}, "", "UID cannot be an empty string"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cert := ca.client(t, tt.subject, x509.ExtKeyUsageClientAuth)
			resp, ok, err := CommonNameUserConversion.User([]*x509.Certificate{cert, ca.cert})
			checkErr(t, err, tt.wantErr)
			if !ok {
				return
			}
			if got := resp.User.GetUID(); got != tt.wantUID {
				t.Errorf("got UID %q; want %q", got, tt.wantUID)
			}
			ids := resp.User.GetExtra()[user.CredentialIDKey]
			if len(ids) != 1 || !strings.HasPrefix(ids[0], "X509SHA256=") || len(ids[0]) != len("X509SHA256=")+64 {
				t.Errorf("got credential ID %q; want one X509SHA256=<64 hex digits>", ids)
			}
		})
	}
}

func TestVerifier(t *testing.T) {
	proxyCA, clientCA := newTestCA(t, "front-proxy-ca"), newTestCA(t, "ca")
	proxy := proxyCA.client(t, pkix.Name{CommonName: "front-proxy-client"}, x509.ExtKeyUsageClientAuth)
	inner := authenticator.RequestFunc(func(*http.Request) (*authenticator.Response, bool, error) {
		return nil, false, fmt.Errorf("inner reached")
	})
	tests := []struct {
		name    string
		allowed []string
		req     *http.Request
		wantErr string
	}{
		{"no certificate: not recognised", nil, tlsRequest(), ""},
		{"allowed name reaches inner", []string{"front-proxy-client"}, tlsRequest(proxy), "^inner reached$"},
		{"any name when none listed", nil, tlsRequest(proxy), "^inner reached$"},
		{"name not allowed", []string{"aggregator"}, tlsRequest(proxy), "^x509: subject with cn=front-proxy-client is not in the allowed list$"},
		{"other CA", nil, tlsRequest(clientCA.client(t, pkix.Name{CommonName: "front-proxy-client"}, x509.ExtKeyUsageClientAuth)),
			"^x509: certificate signed by unknown authority"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, ok, err := NewVerifier(clientOptions(proxyCA), inner, tt.allowed).AuthenticateRequest(tt.req)
			checkErr(t, err, tt.wantErr)
			if ok {
				t.Errorf("got ok; want not recognised")
			}
		})
	}
}

func TestNewStaticVerifierFromFile(t *testing.T) {
	ca := newTestCA(t, "ca")
	dir := t.TempDir()
	good := filepath.Join(dir, "ca.crt")
	writePEM(t, good, ca.cert)
	empty := filepath.Join(dir, "empty.crt")
	if err := os.WriteFile(empty, []byte("not pem"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		path    string
		wantNil bool
		wantErr string
	}{
		{"no path: no verifier", "", true, ""},
		{"a CA", good, false, ""},
		{"no certificates", empty, true, "does not contain any valid"},
		{"missing", filepath.Join(dir, "nope"), true, "no such file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fn, err := NewStaticVerifierFromFile(tt.path)
			checkErr(t, err, tt.wantErr)
			if (fn == nil) != tt.wantNil {
				t.Fatalf("got nil %v; want %v", fn == nil, tt.wantNil)
			}
			if fn == nil {
				return
			}
			leaf := ca.client(t, pkix.Name{CommonName: "alice"}, x509.ExtKeyUsageClientAuth)
			if _, ok, err := NewDynamic(fn, CommonNameUserConversion).AuthenticateRequest(tlsRequest(leaf)); !ok {
				t.Errorf("got %v, %v; want alice authenticated", ok, err)
			}
		})
	}
}
