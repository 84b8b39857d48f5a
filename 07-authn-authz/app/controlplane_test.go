package app

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
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

// TestLegacyTokenTracking: the server writes since when it tracks
// legacy service-account tokens, as upstream's
// start-legacy-token-tracking-controller.
func TestLegacyTokenTracking(t *testing.T) {
	s := startServer(t, sharedPKI(t), "RBAC")
	data := s.getConfigMap(t, "kube-apiserver-legacy-service-account-token-tracking")
	if _, err := time.Parse("2006-01-02", data["since"]); err != nil || len(data) != 1 {
		t.Errorf("got data %v; want only since, a date", data)
	}
}

// getJSON polls until the admin's GET of path with accept answers 200,
// and decodes the body into out.
func (s *testServer) getJSON(t *testing.T, path, accept string, out any) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		code, body := s.do(t, s.admin, "GET", path, http.Header{"Accept": {accept}})
		if code == 200 {
			if err := json.Unmarshal([]byte(body), out); err != nil {
				t.Fatal(err)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("GET %s: got %d %s; want 200", path, code, body)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestLocalAPIServices: every group-version the server serves has its
// Local APIService, Available (the aggregator's own group excepted, as
// upstream), and /apis lists what aggregated discovery lists.
func TestLocalAPIServices(t *testing.T) {
	s := startServer(t, sharedPKI(t), "RBAC")
	var legacy struct {
		Groups []struct {
			Versions []struct{ GroupVersion string }
		}
	}
	s.getJSON(t, "/apis", "application/json", &legacy)
	var aggregated struct {
		Items []struct {
			Metadata struct{ Name string }
			Versions []struct{ Version string }
		}
	}
	s.getJSON(t, "/apis", "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList", &aggregated)
	var apiServices struct {
		Items []struct {
			Metadata struct{ Name string }
			Status   struct {
				Conditions []struct{ Type, Status string }
			}
		}
	}
	s.getJSON(t, "/apis/apiregistration.k8s.io/v1/apiservices", "application/json", &apiServices)

	var fromLegacy, fromAggregated []string
	for _, g := range legacy.Groups {
		for _, v := range g.Versions {
			fromLegacy = append(fromLegacy, v.GroupVersion)
		}
	}
	for _, g := range aggregated.Items {
		for _, v := range g.Versions {
			fromAggregated = append(fromAggregated, g.Metadata.Name+"/"+v.Version)
		}
	}
	slices.Sort(fromLegacy)
	slices.Sort(fromAggregated)
	if !slices.Equal(fromLegacy, fromAggregated) {
		t.Errorf("/apis lists %v; aggregated discovery %v", fromLegacy, fromAggregated)
	}
	available := map[string]bool{}
	for _, a := range apiServices.Items {
		available[a.Metadata.Name] = slices.ContainsFunc(a.Status.Conditions, func(c struct{ Type, Status string }) bool {
			return c.Type == "Available" && c.Status == "True"
		})
	}
	for _, gv := range append(fromAggregated, "/v1") {
		group, version, _ := strings.Cut(gv, "/")
		if group == "apiregistration.k8s.io" {
			continue
		}
		if name := version + "." + group; !available[name] {
			t.Errorf("APIService %s: missing or not Available (have %v)", name, available)
		}
	}
}
