package framework

import (
	"os"
	"path/filepath"
	"testing"
)

func TestKubectlVersion(t *testing.T) {
	tests := []struct {
		lib, want string
		wantErr   bool
	}{
		{"v0.37.2", "v1.37.2", false},
		{"v0.32.13", "v1.32.13", false},
		{"v1.37.2", "", true},
		{"v0.37", "", true},
	}
	for _, tt := range tests {
		got, err := kubectlVersion(tt.lib)
		if got != tt.want || (err != nil) != tt.wantErr {
			t.Errorf("kubectlVersion(%q): got %q, %v; want %q, error %v", tt.lib, got, err, tt.want, tt.wantErr)
		}
	}
}

func TestSelected(t *testing.T) {
	k := Kubectl{Version: "v1.37.2"}
	tests := []struct {
		filter string
		want   bool
	}{
		{"", true},
		{"1.37", true},
		{"v1.37", true},
		{"v1.37.2", true},
		{"1.32, 1.37", true},
		{"1.32", false},
		{"v1.37.1", false},
	}
	for _, tt := range tests {
		if got := selected(k, tt.filter); got != tt.want {
			t.Errorf("selected(%s, %q): got %v; want %v", k.Version, tt.filter, got, tt.want)
		}
	}
}

func TestRequiredVersion(t *testing.T) {
	gomod := filepath.Join(t.TempDir(), "go.mod")
	content := `module example.com/m

go 1.26.0

require k8s.io/component-base v0.37.2

require (
	k8s.io/kubectl v0.37.2
	k8s.io/client-go v0.37.2 // indirect
)
`
	if err := os.WriteFile(gomod, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ module, want string }{
		{"k8s.io/kubectl", "v0.37.2"},
		{"k8s.io/component-base", "v0.37.2"},
		{"k8s.io/client-go", "v0.37.2"},
	}
	for _, tt := range tests {
		if got, err := requiredVersion(gomod, tt.module); got != tt.want || err != nil {
			t.Errorf("requiredVersion(%s): got %q, %v; want %q", tt.module, got, err, tt.want)
		}
	}
	if _, err := requiredVersion(gomod, "k8s.io/api"); err == nil {
		t.Errorf("requiredVersion(k8s.io/api): got no error; want one (not required)")
	}
	if got := modulePath(gomod); got != "example.com/m" {
		t.Errorf("modulePath: got %q; want example.com/m", got)
	}
}

// TestDirs checks that the harness finds the e2e module and the main
// module around the test's working directory.
func TestDirs(t *testing.T) {
	if got := modulePath(filepath.Join(E2EDir(t), "go.mod")); got != E2EModule {
		t.Errorf("E2EDir: go.mod declares %q; want %q", got, E2EModule)
	}
	if got := modulePath(filepath.Join(RepoRoot(t), "go.mod")); got != MainModule {
		t.Errorf("RepoRoot: go.mod declares %q; want %q", got, MainModule)
	}
}

// TestKubectls checks that every kubectl module pins a kubectl version.
func TestKubectls(t *testing.T) {
	t.Setenv("E2E_KUBECTL", "")
	ks := Kubectls(t)
	if len(ks) != len(kubectlModules) {
		t.Fatalf("Kubectls: got %d; want %d", len(ks), len(kubectlModules))
	}
	if got := ks[0].Minor(); got != "1.37" {
		t.Errorf("Kubectls()[0]: got kubectl %s; want 1.37, the version the chapters pin", got)
	}
}
