package app

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
)

// serviceJSON is a ClusterIP service named name asking for clusterIP
// ("" lets the allocator choose).
func serviceJSON(name, clusterIP string) string {
	ip := ""
	if clusterIP != "" {
		ip = fmt.Sprintf(`,"clusterIP":%q`, clusterIP)
	}
	return fmt.Sprintf(`{"apiVersion":"v1","kind":"Service","metadata":{"name":%q},`+
		`"spec":{"ports":[{"port":80}],"selector":{"app":%q}%s}}`, name, name, ip)
}

// clusterIPOf is spec.clusterIP of a service in JSON.
func clusterIPOf(t *testing.T, body string) string {
	t.Helper()
	var svc struct {
		Spec struct {
			ClusterIP  string   `json:"clusterIP"`
			ClusterIPs []string `json:"clusterIPs"`
		} `json:"spec"`
	}
	if err := json.Unmarshal([]byte(body), &svc); err != nil {
		t.Fatalf("%v\n%s", err, body)
	}
	if len(svc.Spec.ClusterIPs) != 1 || svc.Spec.ClusterIPs[0] != svc.Spec.ClusterIP {
		t.Errorf("clusterIPs %v do not match clusterIP %q", svc.Spec.ClusterIPs, svc.Spec.ClusterIP)
	}
	return svc.Spec.ClusterIP
}

// TestServiceClusterIPAllocation: two services get distinct IPs in the
// range (not the kubernetes service's 10.0.0.1); a given IP is taken
// once and answers 422 the second time; a headless service gets none; a
// dry run takes none; a deleted service's IP can be taken again.
func TestServiceClusterIPAllocation(t *testing.T) {
	url := startStage03(t, t.TempDir(), nil)
	services := url + "/api/v1/namespaces/default/services"
	_, cidr, _ := net.ParseCIDR("10.0.0.0/24")

	seen := map[string]bool{"10.0.0.1": true}
	for _, name := range []string{"a", "b"} {
		code, body := do("POST", services, serviceJSON(name, ""))
		if code != http.StatusCreated {
			t.Fatalf("POST %s: got %d; want 201\n%s", name, code, body)
		}
		ip := clusterIPOf(t, body)
		if !cidr.Contains(net.ParseIP(ip)) || seen[ip] {
			t.Errorf("service %s got clusterIP %q; want a new one in %v (seen %v)", name, ip, cidr, seen)
		}
		seen[ip] = true
	}

	if code, body := do("POST", services, serviceJSON("c", "10.0.0.50")); code != http.StatusCreated || clusterIPOf(t, body) != "10.0.0.50" {
		t.Fatalf("POST c with 10.0.0.50: got %d; want 201 with that IP\n%s", code, body)
	}
	code, body := do("POST", services, serviceJSON("d", "10.0.0.50"))
	if code != http.StatusUnprocessableEntity || !strings.Contains(body, "spec.clusterIPs") || !strings.Contains(body, "already allocated") {
		t.Errorf("POST d with 10.0.0.50 again: got %d; want 422 on spec.clusterIPs\n%s", code, body)
	}
	code, body = do("POST", services, serviceJSON("e", "192.168.0.1"))
	if code != http.StatusUnprocessableEntity || !strings.Contains(body, "not in the valid range") {
		t.Errorf("POST e outside the range: got %d; want 422\n%s", code, body)
	}
	if code, body := do("POST", services, serviceJSON("f", "None")); code != http.StatusCreated || clusterIPOf(t, body) != "None" {
		t.Errorf("POST headless f: got %d; want 201 with clusterIP None\n%s", code, body)
	}
	// a dry run takes nothing: the same IP twice, then for real
	for range 2 {
		if code, body := do("POST", services+"?dryRun=All", serviceJSON("g", "10.0.0.60")); code != http.StatusCreated {
			t.Fatalf("dry-run POST g: got %d; want 201\n%s", code, body)
		}
	}
	if code, body := do("POST", services, serviceJSON("g", "10.0.0.60")); code != http.StatusCreated {
		t.Errorf("POST g after dry runs: got %d; want 201\n%s", code, body)
	}

	// a dry-run delete keeps the IP; a real one releases it
	if code, body := do("DELETE", services+"/c?dryRun=All", ""); code != http.StatusOK {
		t.Fatalf("dry-run DELETE c: got %d\n%s", code, body)
	}
	if code, body := do("POST", services, serviceJSON("h", "10.0.0.50")); code != http.StatusUnprocessableEntity {
		t.Errorf("POST h with c's IP after a dry-run delete: got %d; want 422\n%s", code, body)
	}
	if code, body := do("DELETE", services+"/c", ""); code != http.StatusOK {
		t.Fatalf("DELETE c: got %d\n%s", code, body)
	}
	if code, body := do("POST", services, serviceJSON("h", "10.0.0.50")); code != http.StatusCreated {
		t.Errorf("POST h with c's IP after the delete: got %d; want 201\n%s", code, body)
	}
}

// TestServiceClusterIPRangeFull: a /30 has two usable addresses, the
// first the kubernetes service's; the next service takes the second, and
// one more answers an internal error saying the range is full, until a
// delete frees an address. The allocations survive a restart.
func TestServiceClusterIPRangeFull(t *testing.T) {
	dir := t.TempDir()
	small := func(opts *ServerRunOptions) { opts.ServiceClusterIPRange = "10.96.0.0/30" }
	url, stop, err := runStage03With(dir, small)
	if err != nil {
		t.Fatal(err)
	}
	services := url + "/api/v1/namespaces/default/services"
	if code, body := do("GET", services+"/kubernetes", ""); code != http.StatusOK || clusterIPOf(t, body) != "10.96.0.1" {
		t.Errorf("kubernetes service: got %d; want 200 with 10.96.0.1\n%s", code, body)
	}
	code, body := do("POST", services, serviceJSON("a", ""))
	if err := stop(); err != nil {
		t.Fatalf("Run: %v", err)
	}
	if code != http.StatusCreated || clusterIPOf(t, body) != "10.96.0.2" {
		t.Fatalf("POST a: got %d; want 201 with 10.96.0.2\n%s", code, body)
	}

	url, stop, err = runStage03With(dir, small) // the bitmap is read back from etcd
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := stop(); err != nil {
			t.Errorf("Run: %v", err)
		}
	}()
	services = url + "/api/v1/namespaces/default/services"
	code, body = do("POST", services, serviceJSON("b", ""))
	if code != http.StatusInternalServerError || !strings.Contains(body, "range 10.96.0.0/30 is full") {
		t.Errorf("POST b: got %d; want 500 saying the range is full\n%s", code, body)
	}
	if code, body := do("GET", services+"/b", ""); code != http.StatusNotFound {
		t.Errorf("GET b: got %d; want 404\n%s", code, body)
	}
	if code, body := do("DELETE", services+"/a", ""); code != http.StatusOK {
		t.Fatalf("DELETE a: got %d\n%s", code, body)
	}
	if code, body := do("POST", services, serviceJSON("b", "")); code != http.StatusCreated || clusterIPOf(t, body) != "10.96.0.2" {
		t.Errorf("POST b after deleting a: got %d; want 201 with 10.96.0.2\n%s", code, body)
	}
}
