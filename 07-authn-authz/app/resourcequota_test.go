package app

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

// quotaUsed reads status.used[name] of quota q in namespace ns ("" while
// the controller has not set it).
func (s *testServer) quotaUsed(t *testing.T, ns, resource string) string {
	t.Helper()
	code, body := s.do(t, s.admin, "GET", "/api/v1/namespaces/"+ns+"/resourcequotas/q", nil)
	if code != http.StatusOK {
		t.Fatalf("get quota: %d %s", code, body)
	}
	var q struct {
		Status struct {
			Used map[string]string `json:"used"`
		} `json:"status"`
	}
	if err := json.Unmarshal([]byte(body), &q); err != nil {
		t.Fatal(err)
	}
	return q.Status.Used[resource]
}

// waitForQuotaUsed polls until status.used[resource] is want.
func (s *testServer) waitForQuotaUsed(t *testing.T, ns, resource, want string) {
	t.Helper()
	got := ""
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if got = s.quotaUsed(t, ns, resource); got == want {
			return
		}
	}
	t.Fatalf("quota used %s: got %q; want %q", resource, got, want)
}

// TestResourceQuotaConcurrentCreates races 20 creates for a quota of 5:
// exactly 5 are stored, 15 are refused with 403 "exceeded quota", and the
// quota's status.used ends at 5 — the per-namespace batching and the
// compare-and-swap status writes never over-admit.
func TestResourceQuotaConcurrentCreates(t *testing.T) {
	// ResourceQuota is on by default
	s := startServerWith(t, sharedPKI(t), func(*ServerRunOptions) {})
	if code, body := s.post(t, "/api/v1/namespaces", `{"apiVersion":"v1","kind":"Namespace","metadata":{"name":"q"}}`); code != http.StatusCreated {
		t.Fatalf("create namespace: %d %s", code, body)
	}
	quota := `{"apiVersion":"v1","kind":"ResourceQuota","metadata":{"name":"q"},"spec":{"hard":{"count/secrets":"5"}}}`
	if code, body := s.post(t, "/api/v1/namespaces/q/resourcequotas", quota); code != http.StatusCreated {
		t.Fatalf("create quota: %d %s", code, body)
	}
	// until the controller has computed status.used, admission refuses
	s.waitForQuotaUsed(t, "q", "count/secrets", "0")

	const creates = 20
	codes := make([]int, creates)
	bodies := make([]string, creates)
	var wg sync.WaitGroup
	for i := range creates {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i], bodies[i] = s.post(t, "/api/v1/namespaces/q/secrets",
				fmt.Sprintf(`{"apiVersion":"v1","kind":"Secret","metadata":{"name":"s%d"}}`, i))
		}()
	}
	wg.Wait()
	created, refused := 0, 0
	for i, code := range codes {
		switch {
		case code == http.StatusCreated:
			created++
		case code == http.StatusForbidden && strings.Contains(bodies[i], "exceeded quota: q, requested: count/secrets=1, used: count/secrets=5, limited: count/secrets=5"):
			refused++
		default:
			t.Errorf("create %d: got %d %s", i, code, bodies[i])
		}
	}
	if created != 5 || refused != creates-5 {
		t.Errorf("got %d created, %d refused; want 5, %d", created, refused, creates-5)
	}
	if got := s.quotaUsed(t, "q", "count/secrets"); got != "5" {
		t.Errorf("quota used count/secrets: got %s; want 5", got)
	}
	code, body := s.do(t, s.admin, "GET", "/api/v1/namespaces/q/secrets", nil)
	if n := strings.Count(body, `"name":"s`); code != http.StatusOK || n != 5 {
		t.Errorf("list secrets: got %d with %d secrets; want 200 with 5", code, n)
	}
}

// TestResourceQuotaCountsOtherGroups: a quota naming a resource of
// another group than the core one (count/replicasets.apps, which
// upstream's conformance tests put in every quota) gets its status, and
// creating a ReplicaSet is charged to it. The controller and admission
// find apps' storage through the master's APIGroupStorageHooks; without
// it the quota's status never came.
func TestResourceQuotaCountsOtherGroups(t *testing.T) {
	s := startServerWith(t, sharedPKI(t), func(*ServerRunOptions) {})
	if code, body := s.post(t, "/api/v1/namespaces", `{"apiVersion":"v1","kind":"Namespace","metadata":{"name":"q"}}`); code != http.StatusCreated {
		t.Fatalf("create namespace: %d %s", code, body)
	}
	quota := `{"apiVersion":"v1","kind":"ResourceQuota","metadata":{"name":"q"},"spec":{"hard":{"count/replicasets.apps":"5","pods":"5"}}}`
	if code, body := s.post(t, "/api/v1/namespaces/q/resourcequotas", quota); code != http.StatusCreated {
		t.Fatalf("create quota: %d %s", code, body)
	}
	s.waitForQuotaUsed(t, "q", "count/replicasets.apps", "0")
	rs := `{"apiVersion":"apps/v1","kind":"ReplicaSet","metadata":{"name":"rs"},"spec":{"replicas":0,` +
		`"selector":{"matchLabels":{"a":"b"}},"template":{"metadata":{"labels":{"a":"b"}},"spec":{"containers":[{"name":"c","image":"x"}]}}}}`
	if code, body := s.post(t, "/apis/apps/v1/namespaces/q/replicasets", rs); code != http.StatusCreated {
		t.Fatalf("create replicaset: %d %s", code, body)
	}
	s.waitForQuotaUsed(t, "q", "count/replicasets.apps", "1")
}
