package app

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestNamespaceDeletionCompletes: deleting a namespace marks it
// Terminating with the kubernetes finalizer; the in-process namespace
// finalizer then deletes its configmap, service and pod, and finalizes it,
// so both GETs answer 404 within a few seconds, and the service's
// ClusterIP is free again.
func TestNamespaceDeletionCompletes(t *testing.T) {
	url := startStage03(t, t.TempDir(), nil)
	if code, body := do("POST", url+"/api/v1/namespaces", `{"apiVersion":"v1","kind":"Namespace","metadata":{"name":"demo"}}`); code != http.StatusCreated {
		t.Fatalf("POST namespace: got %d\n%s", code, body)
	} else if !strings.Contains(compact(body), `"finalizers":["kubernetes"]`) {
		t.Errorf("new namespace lacks the kubernetes finalizer:\n%s", body)
	}
	if code, body := do("POST", url+"/api/v1/namespaces/demo/configmaps", configMapJSON); code != http.StatusCreated {
		t.Fatalf("POST configmap: got %d\n%s", code, body)
	}
	if code, body := do("POST", url+"/api/v1/namespaces/demo/services", serviceJSON("web", "10.0.0.77")); code != http.StatusCreated {
		t.Fatalf("POST service: got %d\n%s", code, body)
	}

	pod := `{"apiVersion":"v1","kind":"Pod","metadata":{"name":"p"},"spec":{"containers":[{"name":"c","image":"nginx"}]}}`
	if code, body := do("POST", url+"/api/v1/namespaces/demo/pods", pod); code != http.StatusCreated {
		t.Fatalf("POST pod: got %d\n%s", code, body)
	}

	code, body := do("DELETE", url+"/api/v1/namespaces/demo", "")
	if code != http.StatusOK || !strings.Contains(compact(body), `"phase":"Terminating"`) {
		t.Fatalf("DELETE namespace: got %d; want 200 Terminating\n%s", code, body)
	}

	deadline := time.Now().Add(10 * time.Second)
	for {
		nsCode, nsBody := do("GET", url+"/api/v1/namespaces/demo", "")
		cmCode, _ := do("GET", url+"/api/v1/namespaces/demo/configmaps/c1", "")
		if nsCode == http.StatusNotFound && cmCode == http.StatusNotFound {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after 10s: namespace GET %d, configmap GET %d; want 404 for both\n%s", nsCode, cmCode, nsBody)
		}
		time.Sleep(50 * time.Millisecond)
	}
	for _, path := range []string{"services/web", "pods/p"} {
		if code, body := do("GET", url+"/api/v1/namespaces/demo/"+path, ""); code != http.StatusNotFound {
			t.Errorf("GET %s: got %d; want 404\n%s", path, code, body)
		}
	}
	// the namespace can be made again, and the deleted service's IP taken
	if code, body := do("POST", url+"/api/v1/namespaces", `{"apiVersion":"v1","kind":"Namespace","metadata":{"name":"demo"}}`); code != http.StatusCreated {
		t.Fatalf("POST namespace again: got %d\n%s", code, body)
	}
	if code, body := do("POST", url+"/api/v1/namespaces/demo/services", serviceJSON("web", "10.0.0.77")); code != http.StatusCreated {
		t.Errorf("POST service with the released IP: got %d\n%s", code, body)
	}
}
