package testing

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	admissionv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admission/v1"
)

// Server is an HTTPS webhook whose CA a test puts in caBundle. Each
// path answers as its handler in Paths says; Reviews records what was
// received.
type Server struct {
	*httptest.Server
	// CABundle is the PEM of the certificate the server serves.
	CABundle []byte

	mu      sync.Mutex
	reviews []admissionv1.AdmissionReview
}

// NewServer starts a TLS server; the paths it knows:
//
//	/allow     allowed, with a warning and an audit annotation
//	/deny      denied with code 403 and message "no way"
//	/deny-bare denied without a status
//	/patch     allowed, adding label webhook/mutated=true
//	/garbage   200 with a body that is not JSON
//	/500       500 Internal Server Error
//	/slow      sleeps 3s, then allows
//	/bad-uid   allowed, but for another uid
func NewServer(t testing.TB) *Server {
	t.Helper()
	s := &Server{}
	s.Server = httptest.NewTLSServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	s.CABundle = certPEM(s.Certificate().Raw)
	return s
}

// URL returns the https URL of path.
func (s *Server) URLFor(path string) string {
	u, _ := url.Parse(s.URL)
	u.Path = path
	return u.String()
}

// Reviews returns the reviews received so far.
func (s *Server) Reviews() []admissionv1.AdmissionReview {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]admissionv1.AdmissionReview(nil), s.reviews...)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	review := admissionv1.AdmissionReview{}
	if err := json.NewDecoder(r.Body).Decode(&review); err != nil || review.Request == nil {
		http.Error(w, "bad review", http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	s.reviews = append(s.reviews, review)
	s.mu.Unlock()
	resp := &admissionv1.AdmissionResponse{UID: review.Request.UID, Allowed: true}
	switch r.URL.Path {
	case "/allow":
		resp.Warnings = []string{"allowed with a warning"}
		resp.AuditAnnotations = map[string]string{"checked": "yes"}
	case "/deny":
		resp.Allowed = false
		resp.Result = &metav1.Status{Code: http.StatusForbidden, Message: "no way"}
	case "/deny-bare":
		resp.Allowed = false
	case "/patch":
		pt := admissionv1.PatchTypeJSONPatch
		resp.PatchType = &pt
		resp.Patch = []byte(`[{"op":"add","path":"/metadata/labels","value":{"webhook/mutated":"true"}}]`)
	case "/garbage":
		w.Write([]byte("<html>not json"))
		return
	case "/500":
		http.Error(w, "boom", http.StatusInternalServerError)
		return
	case "/slow":
		select {
		case <-time.After(3 * time.Second):
		case <-r.Context().Done():
			return
		}
	case "/bad-uid":
		resp.UID = "other"
	default:
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(admissionv1.AdmissionReview{
		TypeMeta: metav1.TypeMeta{APIVersion: "admission.k8s.io/v1", Kind: "AdmissionReview"},
		Response: resp,
	})
}
