package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// getConfigMap polls until the admin reads kube-system's ConfigMap name.
func (s *testServer) getConfigMap(t *testing.T, name string) map[string]string {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		code, body := s.do(t, s.admin, "GET", "/api/v1/namespaces/kube-system/configmaps/"+name, nil)
		if code == 200 {
			var cm struct{ Data map[string]string }
			if err := json.Unmarshal([]byte(body), &cm); err != nil {
				t.Fatal(err)
			}
			return cm.Data
		}
		if time.Now().After(deadline) {
			t.Fatalf("configmap %s: got %d %s; want 200", name, code, body)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestClusterAuthenticationInfo: the server publishes its client CA and
// front proxy for extension API servers, as upstream's
// start-cluster-authentication-info-controller.
func TestClusterAuthenticationInfo(t *testing.T) {
	pki := sharedPKI(t)
	s := startServer(t, pki, "RBAC")
	data := s.getConfigMap(t, "extension-apiserver-authentication")
	for key, file := range map[string]string{"client-ca-file": "ca.crt", "requestheader-client-ca-file": "front-proxy-ca.crt"} {
		want, err := os.ReadFile(filepath.Join(pki, file))
		if err != nil {
			t.Fatal(err)
		}
		if data[key] != string(want) {
			t.Errorf("%s: got %q; want %s's %q", key, data[key], file, want)
		}
	}
	for key, want := range map[string]string{
		"requestheader-allowed-names":        `["front-proxy-client"]`,
		"requestheader-username-headers":     `["X-Remote-User"]`,
		"requestheader-group-headers":        `["X-Remote-Group"]`,
		"requestheader-extra-headers-prefix": `["X-Remote-Extra-"]`,
	} {
		if data[key] != want {
			t.Errorf("%s: got %q; want %q", key, data[key], want)
		}
	}
}
