package admission

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadAdmissionConfiguration(t *testing.T) {
	tests := []struct {
		name    string
		file    string
		want    map[string]string // plugin name -> configuration read
		wantErr string
	}{
		{name: "inline and path", file: `apiVersion: apiserver.config.k8s.io/v1
kind: AdmissionConfiguration
plugins:
- name: Inline
  configuration:
    limit: 3
- name: FromFile
  path: plugin.yaml
- name: Empty
`, want: map[string]string{"Inline": `{"limit":3}`, "FromFile": "from: file\n", "Empty": "", "Unlisted": ""}},
		{name: "wrong version", file: "apiVersion: apiserver.config.k8s.io/v2\nkind: AdmissionConfiguration\n",
			wantErr: `no kind "AdmissionConfiguration" is registered for version "apiserver.config.k8s.io/v2"`},
		{name: "unknown field", file: "apiVersion: apiserver.config.k8s.io/v1\nkind: AdmissionConfiguration\nplugin: []\n",
			wantErr: `strict decoding error: unknown field "plugin"`},
		{name: "a missing plugin file", file: "apiVersion: apiserver.config.k8s.io/v1\nkind: AdmissionConfiguration\nplugins:\n- name: X\n  path: nope.yaml\n",
			want: map[string]string{"X": "error: couldn't open admission plugin configuration"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "admission.yaml")
			writeFile(t, path, tt.file)
			writeFile(t, filepath.Join(dir, "plugin.yaml"), "from: file\n")
			provider, err := ReadAdmissionConfiguration(path)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got error %v; want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for name, want := range tt.want {
				if got := configText(provider, name); !strings.HasPrefix(got, want) {
					t.Errorf("got configuration %q for %s; want %q", got, name, want)
				}
			}
		})
	}
}

func TestReadAdmissionConfigurationNoFile(t *testing.T) {
	provider, err := ReadAdmissionConfiguration("")
	if err != nil {
		t.Fatal(err)
	}
	if got := configText(provider, "Any"); got != "" {
		t.Errorf("got %q; want no configuration", got)
	}
	if _, err := ReadAdmissionConfiguration(filepath.Join(t.TempDir(), "missing.yaml")); err == nil ||
		!strings.Contains(err.Error(), "unable to read admission control configuration from") {
		t.Errorf("got error %v; want unable to read", err)
	}
}

// configText reads a plugin's configuration; "error: ..." on failure.
func configText(p ConfigProvider, name string) string {
	r, err := p.ConfigFor(name)
	if err != nil {
		return "error: " + err.Error()
	}
	if r == nil {
		return ""
	}
	data, _ := io.ReadAll(r)
	return string(data)
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}
