package kubeconfig

import (
	"net"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/pkiutil"
)

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
		fixture.dir, fixture.err = os.MkdirTemp("", "kubeconfig-fixture")
		if fixture.err == nil {
			fixture.err = pkiutil.CreatePKIAssets(fixture.dir, net.ParseIP("10.96.0.1"))
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

// readFile reads dir/name or fails.
func readFile(t *testing.T, dir, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestCreateAdminKubeConfigFile(t *testing.T) {
	dir := pkiCopy(t)
	path, err := CreateAdminKubeConfigFile(dir, DefaultServer)
	if err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("got %s mode %v, %v; want 0600", path, fi.Mode(), err)
	}
	raw := string(readFile(t, dir, AdminKubeConfigFileName))
	for _, want := range []string{"apiVersion: v1\n", "kind: Config\n", "server: https://127.0.0.1:6443\n",
		"certificate-authority-data: LS0t", "client-certificate-data: LS0t", "client-key-data: LS0t",
		"current-context: kubernetes-admin@kubernetes\n"} {
		if !strings.Contains(raw, want) {
			t.Errorf("got a kubeconfig without %q:\n%s", want, raw)
		}
	}
	got, err := LoadFromFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want := CreateWithCerts(DefaultServer, "kubernetes", "kubernetes-admin", readFile(t, dir, "ca.crt"),
		readFile(t, dir, "admin.key"), readFile(t, dir, "admin.crt"))
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v; want %+v", got, want)
	}
}

func TestCreateAdminKubeConfigFileExisting(t *testing.T) {
	tests := []struct {
		name    string
		prepare func(t *testing.T, dir string)
		wantErr string
	}{
		{"same CA: kept", func(*testing.T, string) {}, ""},
		{"other CA", func(t *testing.T, dir string) {
			other := CreateBasic(DefaultServer, "kubernetes", "x", []byte("another CA"))
			if err := WriteToDisk(filepath.Join(dir, AdminKubeConfigFileName), other); err != nil {
				t.Fatal(err)
			}
		}, "exists already but has got the wrong CA cert"},
		{"unknown field", func(t *testing.T, dir string) {
			if err := os.WriteFile(filepath.Join(dir, AdminKubeConfigFileName), []byte("clusterz: []\n"), 0o600); err != nil {
				t.Fatal(err)
			}
		}, `unknown field "clusterz"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := pkiCopy(t)
			if _, err := CreateAdminKubeConfigFile(dir, DefaultServer); err != nil {
				t.Fatal(err)
			}
			first := readFile(t, dir, AdminKubeConfigFileName)
			tt.prepare(t, dir)
			_, err := CreateAdminKubeConfigFile(dir, DefaultServer)
			if (tt.wantErr == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tt.wantErr)) {
				t.Fatalf("got %v; want error %q", err, tt.wantErr)
			}
			if tt.wantErr == "" && string(readFile(t, dir, AdminKubeConfigFileName)) != string(first) {
				t.Errorf("got the kubeconfig rewritten; want it kept")
			}
		})
	}
}
