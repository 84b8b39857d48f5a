package app

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

// parse returns new options with args parsed into them.
func parse(t *testing.T, args ...string) (*ServerRunOptions, *pflag.FlagSet) {
	t.Helper()
	s := NewServerRunOptions()
	fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
	fss := s.Flags()
	for _, name := range fss.Order {
		fs.AddFlagSet(fss.FlagSets[name])
	}
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	return s, fs
}

func TestFlags(t *testing.T) {
	s, fs := parse(t)
	for _, tt := range []struct{ flag, want string }{
		{"secure-port", "6443"},
		{"bind-address", "127.0.0.1"},
		{"cert-dir", ".data/pki"},
		{"authorization-mode", "[RBAC]"},
		{"anonymous-auth", "true"},
	} {
		f := fs.Lookup(tt.flag)
		if f == nil || f.DefValue != tt.want {
			t.Errorf("--%s: got %v; want default %s", tt.flag, f, tt.want)
		}
	}
	for _, gone := range []string{"insecure-port", "insecure-bind-address"} {
		if fs.Lookup(gone) != nil {
			t.Errorf("got --%s; want it removed in stage 07", gone)
		}
	}
	if slices.Contains(s.Flags().Order, "insecure serving") {
		t.Errorf("got an \"insecure serving\" section; want none")
	}
}

func TestCompleteMakesPKI(t *testing.T) {
	pki := sharedPKI(t)
	s, _ := parse(t, "--cert-dir", pki, "--authorization-mode=AlwaysAllow")
	c, err := s.Complete()
	if err != nil {
		t.Fatal(err)
	}
	auth := c.Authentication
	for _, tt := range []struct{ name, got, want string }{
		{"PKIDirectory", c.PKIDirectory, pki},
		{"--tls-cert-file", s.SecureServing.ServerCert.CertKey.CertFile, filepath.Join(pki, "apiserver.crt")},
		{"--tls-private-key-file", s.SecureServing.ServerCert.CertKey.KeyFile, filepath.Join(pki, "apiserver.key")},
		{"--client-ca-file", auth.ClientCAFile, filepath.Join(pki, "ca.crt")},
		{"--requestheader-client-ca-file", auth.RequestHeader.ClientCAFile, filepath.Join(pki, "front-proxy-ca.crt")},
		{"--requestheader-allowed-names", strings.Join(auth.RequestHeader.AllowedNames, ","), "front-proxy-client"},
		{"--requestheader-username-headers", strings.Join(auth.RequestHeader.UsernameHeaders, ","), "X-Remote-User"},
		{"--proxy-client-cert-file", s.ProxyClientCertFile, filepath.Join(pki, "front-proxy-client.crt")},
	} {
		if tt.got != tt.want {
			t.Errorf("%s: got %q; want %q", tt.name, tt.got, tt.want)
		}
	}
	if _, err := os.Stat(filepath.Join(pki, "ca.key")); err != nil {
		t.Errorf("got %v; want the CA made", err)
	}
}

func TestCompleteKeepsGivenFiles(t *testing.T) {
	dir := t.TempDir()
	s, _ := parse(t, "--cert-dir", filepath.Join(dir, "unused"), "--tls-cert-file=my.crt", "--tls-private-key-file=my.key",
		"--client-ca-file=my-ca.crt")
	c, err := s.Complete()
	if err != nil {
		t.Fatal(err)
	}
	if c.PKIDirectory != "" || c.Authentication.ClientCAFile != "my-ca.crt" || c.Authentication.RequestHeader.ClientCAFile != "" {
		t.Errorf("got PKI %q, client CA %q, front-proxy CA %q; want none made, my-ca.crt, none",
			c.PKIDirectory, c.Authentication.ClientCAFile, c.Authentication.RequestHeader.ClientCAFile)
	}
	if _, err := os.Stat(filepath.Join(dir, "unused")); !os.IsNotExist(err) {
		t.Errorf("got %v; want no PKI made when --tls-cert-file is given", err)
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string // a substring of the errors; "" for none
	}{
		{"defaults", nil, ""},
		{"no HTTPS", []string{"--secure-port=0"}, "It cannot be turned off with 0"},
		{"unknown mode", []string{"--authorization-mode=ABAC"}, `authorization-mode "ABAC" is not a valid mode`},
		{"blank header", []string{"--requestheader-group-headers= "}, `empty value in "requestheader-group-headers"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := parse(t, append([]string{"--cert-dir", sharedPKI(t)}, tt.args...)...)
			c, err := s.Complete()
			if err != nil {
				t.Fatal(err)
			}
			got := joinErrors(c.Validate())
			if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func joinErrors(errs []error) string {
	var s []string
	for _, err := range errs {
		s = append(s, err.Error())
	}
	return strings.Join(s, "; ")
}
