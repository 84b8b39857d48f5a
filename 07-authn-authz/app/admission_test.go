package app

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestAdmissionPluginsFlags: --enable-admission-plugins=AlwaysDeny puts
// admission between authorization and storage — the admin may read, but
// every write is refused with 403 and upstream's message, and nothing is
// stored.
func TestAdmissionPluginsFlags(t *testing.T) {
	s := startServerWith(t, sharedPKI(t), func(opts *ServerRunOptions) {
		opts.Admission.EnablePlugins = []string{"AlwaysDeny"}
	})
	body := `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"denied"}}`
	req, err := http.NewRequest("POST", s.url+"/api/v1/namespaces/default/configmaps", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := s.admin.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	want := `configmaps \"denied\" is forbidden: admission control is denying all modifications`
	if resp.StatusCode != http.StatusForbidden || !strings.Contains(string(got), want) {
		t.Errorf("create: got %d %s; want 403 with %s", resp.StatusCode, got, want)
	}
	s.check(t, []request{
		{"reads are not admitted", "admin", "/api/v1/namespaces/default/configmaps", nil, 200, `"kind":"ConfigMapList"`},
		{"nothing was stored", "admin", "/api/v1/namespaces/default/configmaps/denied", nil, 404, `configmaps \"denied\" not found`},
	})
}
