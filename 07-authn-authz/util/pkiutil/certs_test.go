package pkiutil

import (
	"bytes"
	"crypto/x509"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// serviceIP is the first IP of the default service range 10.96.0.0/12.
var serviceIP = net.ParseIP("10.96.0.1")

// fixture is a PKI made once for the package: RSA keys are slow.
var fixture = struct {
	once sync.Once
	dir  string
	err  error
}{}

func TestMain(m *testing.M) {
	code := m.Run()
	if fixture.dir != "" {
		_ = os.RemoveAll(fixture.dir)
	}
	os.Exit(code)
}

// pkiCopy returns a new directory holding a copy of the fixture PKI.
func pkiCopy(t *testing.T) string {
	t.Helper()
	fixture.once.Do(func() {
		fixture.dir, fixture.err = os.MkdirTemp("", "pkiutil-fixture")
		if fixture.err == nil {
			fixture.err = CreatePKIAssets(fixture.dir, serviceIP)
		}
	})
	if fixture.err != nil {
		t.Fatal(fixture.err)
	}
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(fixture.dir)); err != nil {
		t.Fatal(err)
	}
	return dir
}

// load loads name from dir or fails.
func load(t *testing.T, dir, name string) *x509.Certificate {
	t.Helper()
	c, _, err := TryLoadCertAndKeyFromDisk(dir, name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCreatePKIAssetsContent(t *testing.T) {
	dir := pkiCopy(t)
	tests := []struct {
		name      string
		baseName  string
		signer    string // "" for a CA
		wantCN    string
		wantO     []string
		wantUsage []x509.ExtKeyUsage
	}{
		{"cluster CA", "ca", "", "kubernetes", nil, nil},
		{"serving", "apiserver", "ca", "kube-apiserver", nil, []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}},
		{"admin", "admin", "ca", "kubernetes-admin", []string{"system:masters"}, []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}},
		{"front-proxy CA", "front-proxy-ca", "", "front-proxy-ca", nil, nil},
		{"front-proxy client", "front-proxy-client", "front-proxy-ca", "front-proxy-client", nil, []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := load(t, dir, tt.baseName)
			if c.Subject.CommonName != tt.wantCN || !slices.Equal(c.Subject.Organization, tt.wantO) {
				t.Errorf("got CN %q O %q; want CN %q O %q", c.Subject.CommonName, c.Subject.Organization, tt.wantCN, tt.wantO)
			}
			if !slices.Equal(c.ExtKeyUsage, tt.wantUsage) {
				t.Errorf("got usages %v; want %v", c.ExtKeyUsage, tt.wantUsage)
			}
			if c.IsCA != (tt.signer == "") {
				t.Errorf("got IsCA %v; want %v", c.IsCA, tt.signer == "")
			}
			signer := tt.baseName
			if tt.signer != "" {
				signer = tt.signer
			}
			if err := c.CheckSignatureFrom(load(t, dir, signer)); err != nil {
				t.Errorf("got %v; want signed by %s", err, signer)
			}
			_, keyPath := PathsForCertAndKey(fixture.dir, tt.baseName) // a copy has the copier's modes
			if fi, err := os.Stat(keyPath); err != nil || fi.Mode().Perm() != 0o600 {
				t.Errorf("got key file %v, %v; want mode 0600", fi.Mode(), err)
			}
		})
	}
}

func TestServingAltNames(t *testing.T) {
	serving := load(t, pkiCopy(t), "apiserver")
	tests := []struct {
		host string
		want bool
	}{
		{"127.0.0.1", true}, {"::1", true}, {"localhost", true}, {"10.96.0.1", true},
		{"kubernetes", true}, {"kubernetes.default", true}, {"kubernetes.default.svc", true},
		{"kubernetes.default.svc.cluster.local", true},
		{"10.96.0.2", false}, {"example.com", false},
	}
	for _, tt := range tests {
		t.Run(tt.host, func(t *testing.T) {
			if err := serving.VerifyHostname(tt.host); (err == nil) != tt.want {
				t.Errorf("got %v; want valid %v", err, tt.want)
			}
		})
	}
}

func TestCreatePKIAssetsReuse(t *testing.T) {
	dir := pkiCopy(t)
	before := readAll(t, dir)
	if err := CreatePKIAssets(dir, serviceIP); err != nil {
		t.Fatal(err)
	}
	after := readAll(t, dir)
	for name, data := range before {
		if !bytes.Equal(after[name], data) {
			t.Errorf("got %s rewritten; want it reused", name)
		}
	}
	if len(after) != 10 {
		t.Errorf("got %d files; want 10", len(after))
	}
}

// readAll maps each file name in dir to its content.
func readAll(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	for _, e := range entries {
		files[e.Name()], _ = os.ReadFile(filepath.Join(dir, e.Name()))
	}
	return files
}

func TestCreatePKIAssetsErrors(t *testing.T) {
	tests := []struct {
		name    string
		remove  []string
		corrupt string
		wantErr string
	}{
		{"key without certificate", []string{"apiserver.crt"}, "", "apiserver.crt, certificate and key must be supplied as a pair"},
		{"certificate without key", []string{"front-proxy-ca.key"}, "", "front-proxy-ca.key, certificate and key must be supplied as a pair"},
		{"CA made again under the leaves", []string{"ca.crt", "ca.key"}, "", "certificate apiserver is not signed by corresponding CA"},
		{"garbage certificate", nil, "admin.crt", "failure loading admin certificate: failed to load certificate"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := pkiCopy(t)
			for _, name := range tt.remove {
				if err := os.Remove(filepath.Join(dir, name)); err != nil {
					t.Fatal(err)
				}
			}
			if tt.corrupt != "" {
				if err := os.WriteFile(filepath.Join(dir, tt.corrupt), []byte("garbage"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			err := CreatePKIAssets(dir, serviceIP)
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("got %v; want an error containing %q", err, tt.wantErr)
			}
		})
	}
}

func TestNewCertAndKeyErrors(t *testing.T) {
	dir := pkiCopy(t)
	ca, caKey, err := TryLoadCertAndKeyFromDisk(dir, "ca")
	if err != nil {
		t.Fatal(err)
	}
	client := []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}
	tests := []struct {
		name    string
		cfg     CertConfig
		wantErr string
	}{
		{"no common name", CertConfig{Usages: client}, "must specify a CommonName"},
		{"no usages", CertConfig{CommonName: "alice"}, "must specify at least one ExtKeyUsage"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, _, err := NewCertAndKey(ca, caKey, &tt.cfg); err == nil || err.Error() != tt.wantErr {
				t.Errorf("got %v; want %s", err, tt.wantErr)
			}
		})
	}
}
