// Package webhookserver is an admission webhook for the end-to-end tests:
// an HTTPS server on a loopback port, with a CA of its own made at start
// (its certificate is what a test puts in a webhook configuration's
// caBundle), that speaks AdmissionReview v1 as a real webhook does:
//
//	/mutate    adds the label webhook.e2e/mutated=true (a JSON patch)
//	/validate  denies a configmap named "forbidden" (403, ForbiddenMessage)
//	/slow      waits SlowDelay, then allows
//
// Every review received is counted per path, so a test can tell a
// webhook was called.
package webhookserver

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"math/big"
	"net"
	"net/http"
	"sync"
	"testing"
	"time"

	admissionv1 "k8s.io/api/admission/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// MutatedLabel is the label /mutate adds, with the value "true".
const MutatedLabel = "webhook.e2e/mutated"

// ForbiddenMessage is the message of /validate's denial.
const ForbiddenMessage = `configmaps named "forbidden" are refused by the e2e webhook`

// SlowDelay is how long /slow takes: longer than timeoutSeconds=1.
const SlowDelay = 5 * time.Second

// Server is a running webhook.
type Server struct {
	// URL is https://127.0.0.1:<port>.
	URL string
	// CABundle is the PEM certificate of the CA that signed the serving
	// certificate.
	CABundle []byte

	server *http.Server
	mu     sync.Mutex
	calls  map[string]int
}

// Start starts the webhook; it stops when tb ends.
func Start(tb testing.TB) *Server {
	tb.Helper()
	caPEM, cert, err := newCertificates()
	if err != nil {
		tb.Fatal(err)
	}
	ln, err := tls.Listen("tcp", "127.0.0.1:0", &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12})
	if err != nil {
		tb.Fatal(err)
	}
	s := &Server{URL: "https://" + ln.Addr().String(), CABundle: caPEM, calls: map[string]int{}}
	mux := http.NewServeMux()
	mux.HandleFunc("/mutate", s.review(mutate))
	mux.HandleFunc("/validate", s.review(validate))
	mux.HandleFunc("/slow", s.review(slow))
	s.server = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go s.server.Serve(ln)
	tb.Cleanup(func() { s.server.Close() })
	return s
}

// Calls is how many reviews path has received.
func (s *Server) Calls(path string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.calls[path]
}

// review decodes an AdmissionReview, lets decide answer it, and writes
// the review back with the response.
func (s *Server) review(decide func(r *http.Request, req *admissionv1.AdmissionRequest) *admissionv1.AdmissionResponse) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var review admissionv1.AdmissionReview
		if err := json.NewDecoder(r.Body).Decode(&review); err != nil || review.Request == nil {
			http.Error(w, "expected an AdmissionReview with a request", http.StatusBadRequest)
			return
		}
		s.mu.Lock()
		s.calls[r.URL.Path]++
		s.mu.Unlock()
		resp := decide(r, review.Request)
		if resp == nil {
			return // the client went away
		}
		resp.UID = review.Request.UID
		review.Request, review.Response = nil, resp
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(&review)
	}
}

// mutate adds MutatedLabel: into the labels if the object has some,
// as the whole labels map if not.
func mutate(_ *http.Request, req *admissionv1.AdmissionRequest) *admissionv1.AdmissionResponse {
	var obj struct {
		Metadata metav1.ObjectMeta `json:"metadata"`
	}
	if err := json.Unmarshal(req.Object.Raw, &obj); err != nil {
		return &admissionv1.AdmissionResponse{Result: &metav1.Status{Code: 400, Message: err.Error()}}
	}
	var patch []map[string]any
	if obj.Metadata.Labels == nil {
		patch = []map[string]any{{"op": "add", "path": "/metadata/labels", "value": map[string]string{MutatedLabel: "true"}}}
	} else {
		patch = []map[string]any{{"op": "add", "path": "/metadata/labels/webhook.e2e~1mutated", "value": "true"}}
	}
	body, _ := json.Marshal(patch)
	pt := admissionv1.PatchTypeJSONPatch
	return &admissionv1.AdmissionResponse{Allowed: true, Patch: body, PatchType: &pt,
		Warnings: []string{"the e2e webhook added " + MutatedLabel}}
}

// validate denies a configmap named "forbidden".
func validate(_ *http.Request, req *admissionv1.AdmissionRequest) *admissionv1.AdmissionResponse {
	if req.Name == "forbidden" {
		return &admissionv1.AdmissionResponse{Allowed: false, Result: &metav1.Status{
			Code: http.StatusForbidden, Reason: metav1.StatusReasonForbidden, Message: ForbiddenMessage}}
	}
	return &admissionv1.AdmissionResponse{Allowed: true}
}

// slow allows after SlowDelay, unless the caller gives up first.
func slow(r *http.Request, _ *admissionv1.AdmissionRequest) *admissionv1.AdmissionResponse {
	select {
	case <-time.After(SlowDelay):
		return &admissionv1.AdmissionResponse{Allowed: true}
	case <-r.Context().Done():
		return nil
	}
}

// newCertificates makes a CA and a serving certificate for 127.0.0.1
// signed by it.
func newCertificates() (caPEM []byte, serving tls.Certificate, err error) {
	caKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, tls.Certificate{}, err
	}
	now := time.Now()
	caTmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "e2e-webhook-ca"},
		NotBefore: now.Add(-time.Hour), NotAfter: now.Add(24 * time.Hour),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign,
	}
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, &caKey.PublicKey, caKey)
	if err != nil {
		return nil, tls.Certificate{}, err
	}
	ca, _ := x509.ParseCertificate(caDER)
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, tls.Certificate{}, err
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "127.0.0.1"},
		NotBefore: now.Add(-time.Hour), NotAfter: now.Add(24 * time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")},
		KeyUsage:    x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca, &key.PublicKey, caKey)
	if err != nil {
		return nil, tls.Certificate{}, err
	}
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: caDER}),
		tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, nil
}
