package app

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

// send posts (or deletes, body "") as the admin and returns the status
// and body.
func (s *testServer) send(t *testing.T, method, path, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, s.url+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := s.admin.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(got)
}

// eventuallyStatus polls GET path until it answers want.
func (s *testServer) eventuallyStatus(t *testing.T, path string, want int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		code, body := s.send(t, "GET", path, "")
		if code == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("GET %s: got %d %s; want %d", path, code, body, want)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestBuiltinAdmission: the default plugins and the in-process
// controllers together. NamespaceLifecycle refuses a create in a missing
// namespace and the deletion of kube-system; a fresh namespace gets its
// default service account and kube-root-ca.crt; a pod there runs as
// "default" with the kube-api-access volume and the two tolerations; a
// pod naming a missing account is refused.
func TestBuiltinAdmission(t *testing.T) {
	s := startServerWith(t, sharedPKI(t), func(*ServerRunOptions) {})
	cm := `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c"}}`
	if code, body := s.send(t, "POST", "/api/v1/namespaces/nope/configmaps", cm); code != 404 || !strings.Contains(body, `namespaces \"nope\" not found`) {
		t.Errorf("create in a missing namespace: got %d %s; want 404", code, body)
	}
	if code, body := s.send(t, "DELETE", "/api/v1/namespaces/kube-system", ""); code != 403 ||
		!strings.Contains(body, `namespaces \"kube-system\" is forbidden: this namespace may not be deleted`) {
		t.Errorf("delete kube-system: got %d %s; want 403", code, body)
	}

	if code, body := s.send(t, "POST", "/api/v1/namespaces", `{"apiVersion":"v1","kind":"Namespace","metadata":{"name":"fresh"}}`); code != 201 {
		t.Fatalf("create namespace: got %d %s", code, body)
	}
	s.eventuallyStatus(t, "/api/v1/namespaces/fresh/serviceaccounts/default", 200)
	s.eventuallyStatus(t, "/api/v1/namespaces/fresh/configmaps/kube-root-ca.crt", 200)

	pod := `{"apiVersion":"v1","kind":"Pod","metadata":{"name":"web"},"spec":{"containers":[{"name":"web","image":"nginx"}]}}`
	code, body := s.send(t, "POST", "/api/v1/namespaces/fresh/pods", pod)
	if code != 201 {
		t.Fatalf("create pod: got %d %s", code, body)
	}
	checkAdmittedPod(t, body)

	ghost := `{"apiVersion":"v1","kind":"Pod","metadata":{"name":"ghost"},"spec":{"serviceAccountName":"ghost","containers":[{"name":"c","image":"nginx"}]}}`
	want := `pods \"ghost\" is forbidden: error looking up service account fresh/ghost: serviceaccount \"ghost\" not found`
	if code, body := s.send(t, "POST", "/api/v1/namespaces/fresh/pods", ghost); code != 403 || !strings.Contains(body, want) {
		t.Errorf("pod with a missing account: got %d %s; want 403 %s", code, body, want)
	}
}

// checkAdmittedPod checks what ServiceAccount and
// DefaultTolerationSeconds added to the pod.
func checkAdmittedPod(t *testing.T, body string) {
	t.Helper()
	var pod struct {
		Spec struct {
			ServiceAccountName string `json:"serviceAccountName"`
			Volumes            []struct {
				Name      string `json:"name"`
				Projected *struct {
					Sources     []map[string]any `json:"sources"`
					DefaultMode int              `json:"defaultMode"`
				} `json:"projected"`
			} `json:"volumes"`
			Containers []struct {
				VolumeMounts []struct {
					Name      string `json:"name"`
					MountPath string `json:"mountPath"`
					ReadOnly  bool   `json:"readOnly"`
				} `json:"volumeMounts"`
			} `json:"containers"`
			Tolerations []struct {
				Key               string `json:"key"`
				Effect            string `json:"effect"`
				TolerationSeconds int64  `json:"tolerationSeconds"`
			} `json:"tolerations"`
		} `json:"spec"`
	}
	if err := json.Unmarshal([]byte(body), &pod); err != nil {
		t.Fatal(err)
	}
	if pod.Spec.ServiceAccountName != "default" {
		t.Errorf("serviceAccountName: got %q; want default", pod.Spec.ServiceAccountName)
	}
	if len(pod.Spec.Volumes) != 1 || !strings.HasPrefix(pod.Spec.Volumes[0].Name, "kube-api-access-") ||
		pod.Spec.Volumes[0].Projected == nil || len(pod.Spec.Volumes[0].Projected.Sources) != 3 || pod.Spec.Volumes[0].Projected.DefaultMode != 420 {
		t.Errorf("volumes: got %+v; want one kube-api-access-* projected volume of 3 sources, mode 420", pod.Spec.Volumes)
	}
	mounts := pod.Spec.Containers[0].VolumeMounts
	if len(mounts) != 1 || mounts[0].MountPath != "/var/run/secrets/kubernetes.io/serviceaccount" || !mounts[0].ReadOnly {
		t.Errorf("mounts: got %+v; want the token volume, read-only", mounts)
	}
	if len(pod.Spec.Tolerations) != 2 || pod.Spec.Tolerations[0].Key != "node.kubernetes.io/not-ready" ||
		pod.Spec.Tolerations[1].Key != "node.kubernetes.io/unreachable" || pod.Spec.Tolerations[1].TolerationSeconds != 300 {
		t.Errorf("tolerations: got %+v; want not-ready and unreachable for 300 s", pod.Spec.Tolerations)
	}
}
