package options

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/kubeconfig"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/pkiutil"
)

func TestDelegatingAuthenticationFlags(t *testing.T) {
	o := NewDelegatingAuthenticationOptions()
	fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
	o.AddFlags(fs)
	if err := fs.Parse([]string{"--requestheader-client-ca-file=/pki/front-proxy-ca.crt",
		"--requestheader-allowed-names=front-proxy-client", "--client-ca-file=/pki/ca.crt",
		"--authentication-kubeconfig=/pki/admin.conf"}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		got  any
		want any
	}{
		{"username headers", o.RequestHeader.UsernameHeaders, []string{"x-remote-user"}},
		{"group headers", o.RequestHeader.GroupHeaders, []string{"x-remote-group"}},
		{"extra prefixes", o.RequestHeader.ExtraHeaderPrefixes, []string{"x-remote-extra-"}},
		{"allowed names", o.RequestHeader.AllowedNames, []string{"front-proxy-client"}},
		{"requestheader CA", o.RequestHeader.ClientCAFile, "/pki/front-proxy-ca.crt"},
		{"client CA", o.ClientCAFile, "/pki/ca.crt"},
		{"anonymous", o.Anonymous, true},
		{"kubeconfig", o.RemoteKubeConfigFile, "/pki/admin.conf"},
	}
	for _, tt := range tests {
		if !equal(tt.got, tt.want) {
			t.Errorf("%s: got %v; want %v", tt.name, tt.got, tt.want)
		}
	}
	if errs := o.Validate(); len(errs) != 0 {
		t.Errorf("Validate: got %v; want none", errs)
	}
	o.RemoteKubeConfigFile = ""
	if errs := o.Validate(); len(errs) != 1 || !strings.Contains(errs[0].Error(), "--authentication-kubeconfig is required") {
		t.Errorf("Validate without kubeconfig: got %v; want --authentication-kubeconfig is required", errs)
	}
	o.RemoteKubeConfigFileOptional = true
	if errs := o.Validate(); len(errs) != 0 {
		t.Errorf("Validate without kubeconfig, optional: got %v; want none", errs)
	}
}

func equal(a, b any) bool {
	if as, ok := a.([]string); ok {
		bs, _ := b.([]string)
		return slices.Equal(as, bs)
	}
	return a == b
}

// TestToAuthenticator: the front proxy's headers count only with its
// certificate; a request without any is anonymous.
func TestToAuthenticator(t *testing.T) {
	dir := t.TempDir()
	if err := pkiutil.CreatePKIAssets(dir, nil); err != nil {
		t.Fatal(err)
	}
	o := NewDelegatingAuthenticationOptions()
	o.RemoteKubeConfigFileOptional = true // no tokens here: the sample server's test asks a real kube-apiserver
	o.RequestHeader.ClientCAFile = filepath.Join(dir, "front-proxy-ca.crt")
	o.RequestHeader.AllowedNames = []string{"front-proxy-client"}
	o.ClientCAFile = filepath.Join(dir, "ca.crt")
	auth, pool, err := o.ToAuthenticator()
	if err != nil {
		t.Fatal(err)
	}
	if pool == nil {
		t.Fatal("client CA pool: got nil; want the two CAs")
	}
	proxyCert, _, err := pkiutil.TryLoadCertAndKeyFromDisk(dir, "front-proxy-client")
	if err != nil {
		t.Fatal(err)
	}
	adminCert, _, err := pkiutil.TryLoadCertAndKeyFromDisk(dir, "admin")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		cert     *x509.Certificate
		header   http.Header
		wantUser string
	}{
		{"front proxy with headers", proxyCert, http.Header{"X-Remote-User": {"alice"}, "X-Remote-Group": {"dev"}}, "alice [dev system:authenticated]"},
		{"admin's certificate, headers ignored", adminCert, http.Header{"X-Remote-User": {"alice"}}, "kubernetes-admin [system:masters system:authenticated]"},
		{"no certificate, headers ignored", nil, http.Header{"X-Remote-User": {"alice"}}, "system:anonymous [system:unauthenticated]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, _ := http.NewRequest("GET", "https://sample/apis", nil)
			req.Header = tt.header
			if tt.cert != nil {
				req.TLS = &tls.ConnectionState{PeerCertificates: []*x509.Certificate{tt.cert}}
			}
			resp, ok, err := auth.AuthenticateRequest(req)
			if !ok || err != nil {
				t.Fatalf("got %v %v; want a user", ok, err)
			}
			if got := fmt.Sprintf("%s %v", resp.User.GetName(), resp.User.GetGroups()); got != tt.wantUser {
				t.Errorf("got %s; want %s", got, tt.wantUser)
			}
		})
	}
}

func TestDelegatingAuthorization(t *testing.T) {
	o := NewDelegatingAuthorizationOptions()
	if errs := o.Validate(); len(errs) != 1 || !strings.Contains(errs[0].Error(), "--authorization-kubeconfig is required") {
		t.Errorf("Validate without kubeconfig: got %v; want --authorization-kubeconfig is required", errs)
	}
	// A server that is not there: the webhook has no opinion, with an error.
	kc := filepath.Join(t.TempDir(), "authz.conf")
	if err := kubeconfig.WriteToDisk(kc, kubeconfig.CreateBasic("https://127.0.0.1:1", "c", "u", nil)); err != nil {
		t.Fatal(err)
	}
	o.RemoteKubeConfigFile = kc
	if errs := o.Validate(); len(errs) != 0 {
		t.Errorf("Validate: got %v; want none", errs)
	}
	a, err := o.ToAuthorizer()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		attrs   authorizer.AttributesRecord
		want    authorizer.Decision
		wantErr bool
	}{
		{"system:masters", authorizer.AttributesRecord{User: &user.DefaultInfo{Name: "admin", Groups: []string{"system:masters"}}, Verb: "delete", Resource: "flunders", ResourceRequest: true}, authorizer.DecisionAllow, false},
		{"/readyz", authorizer.AttributesRecord{User: &user.DefaultInfo{Name: "system:anonymous"}, Verb: "get", Path: "/readyz"}, authorizer.DecisionAllow, false},
		{"alice asks the unreachable server", authorizer.AttributesRecord{User: &user.DefaultInfo{Name: "alice"}, Verb: "list", Resource: "flunders", ResourceRequest: true}, authorizer.DecisionNoOpinion, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _, err := a.Authorize(context.Background(), tt.attrs)
			if got != tt.want || (err != nil) != tt.wantErr {
				t.Errorf("got %v %v; want %v error=%v", got, err, tt.want, tt.wantErr)
			}
		})
	}
}
