package webhook

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	authorizationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/kubeconfig"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/pkiutil"
)

// reviewServer is a TLS server that wants a client certificate signed by
// its CA and answers every SubjectAccessReview with status. It records
// the last review it got, and the client's CN.
type reviewServer struct {
	*httptest.Server
	status authorizationv1.SubjectAccessReviewStatus
	got    authorizationv1.SubjectAccessReview
	gotCN  string
	// kubeconfig reaches the server as CN "webhook-client".
	kubeconfig *kubeconfig.Config
}

func newReviewServer(t *testing.T) *reviewServer {
	t.Helper()
	caCert, caKey, err := pkiutil.NewCertificateAuthority(&pkiutil.CertConfig{CommonName: "test-ca"})
	if err != nil {
		t.Fatal(err)
	}
	clientCert, clientKey, err := pkiutil.NewCertAndKey(caCert, caKey, &pkiutil.CertConfig{
		CommonName: "webhook-client", Usages: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}})
	if err != nil {
		t.Fatal(err)
	}
	keyPEM, err := pkiutil.EncodeKeyPEM(clientKey)
	if err != nil {
		t.Fatal(err)
	}
	s := &reviewServer{}
	s.Server = httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.URL.Path != subjectAccessReviewsPath {
			http.Error(w, "not found", http.StatusNotFound)
			return
		}
		s.gotCN = r.TLS.PeerCertificates[0].Subject.CommonName
		if err := json.NewDecoder(r.Body).Decode(&s.got); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		answer := s.got
		answer.Status = s.status
		_ = json.NewEncoder(w).Encode(answer)
	}))
	pool := x509.NewCertPool()
	pool.AddCert(caCert)
	s.TLS = &tls.Config{ClientAuth: tls.RequireAndVerifyClientCert, ClientCAs: pool}
	s.StartTLS()
	t.Cleanup(s.Close)
	s.kubeconfig = kubeconfig.CreateWithCerts(s.URL, "test", "webhook-client",
		pkiutil.EncodeCertPEM(s.Certificate()), keyPEM, pkiutil.EncodeCertPEM(clientCert))
	return s
}

func TestAuthorize(t *testing.T) {
	s := newReviewServer(t)
	w, err := NewFromConfig(s.kubeconfig, 5*time.Second, authorizer.DecisionNoOpinion)
	if err != nil {
		t.Fatal(err)
	}
	attrs := authorizer.AttributesRecord{
		User:            &user.DefaultInfo{Name: "alice", UID: "1001", Groups: []string{"dev"}},
		Verb:            "list",
		Namespace:       "wardle",
		APIGroup:        "wardle.example.com",
		APIVersion:      "v1beta1",
		Resource:        "flunders",
		ResourceRequest: true,
	}
	tests := []struct {
		name         string
		status       authorizationv1.SubjectAccessReviewStatus
		wantDecision authorizer.Decision
		wantReason   string
		wantErr      bool
	}{
		{"allowed", authorizationv1.SubjectAccessReviewStatus{Allowed: true, Reason: "RBAC: allowed by ClusterRoleBinding"}, authorizer.DecisionAllow, "RBAC: allowed by ClusterRoleBinding", false},
		{"denied", authorizationv1.SubjectAccessReviewStatus{Denied: true, Reason: "no way"}, authorizer.DecisionDeny, "no way", false},
		{"no opinion", authorizationv1.SubjectAccessReviewStatus{Reason: "no RBAC policy matched"}, authorizer.DecisionNoOpinion, "no RBAC policy matched", false},
		{"both", authorizationv1.SubjectAccessReviewStatus{Allowed: true, Denied: true}, authorizer.DecisionDeny, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.status = tt.status
			decision, reason, err := w.Authorize(context.Background(), attrs)
			if decision != tt.wantDecision || reason != tt.wantReason || (err != nil) != tt.wantErr {
				t.Errorf("got %v %q %v; want %v %q error=%v", decision, reason, err, tt.wantDecision, tt.wantReason, tt.wantErr)
			}
			if s.gotCN != "webhook-client" {
				t.Errorf("client certificate CN: got %q; want webhook-client", s.gotCN)
			}
			want := authorizationv1.SubjectAccessReviewSpec{
				User: "alice", UID: "1001", Groups: []string{"dev"},
				ResourceAttributes: &authorizationv1.ResourceAttributes{Namespace: "wardle", Verb: "list",
					Group: "wardle.example.com", Version: "v1beta1", Resource: "flunders"},
			}
			if !reflect.DeepEqual(s.got.Spec, want) {
				t.Errorf("review spec: got %+v; want %+v", s.got.Spec, want)
			}
			if s.got.APIVersion != "authorization.k8s.io/v1" || s.got.Kind != "SubjectAccessReview" {
				t.Errorf("review type: got %s %s; want authorization.k8s.io/v1 SubjectAccessReview", s.got.APIVersion, s.got.Kind)
			}
		})
	}
}

// TestAuthorizeError: a review that fails answers decisionOnError and
// the error.
func TestAuthorizeError(t *testing.T) {
	s := newReviewServer(t)
	s.kubeconfig.AuthInfos[0].AuthInfo = kubeconfig.AuthInfo{} // no client certificate: the TLS handshake fails
	w, err := NewFromConfig(s.kubeconfig, 5*time.Second, authorizer.DecisionNoOpinion)
	if err != nil {
		t.Fatal(err)
	}
	decision, _, err := w.Authorize(context.Background(), authorizer.AttributesRecord{User: &user.DefaultInfo{Name: "bob"}, Verb: "get", Path: "/healthz"})
	if decision != authorizer.DecisionNoOpinion || err == nil {
		t.Errorf("got %v %v; want NoOpinion and an error", decision, err)
	}
}

func TestNewSubjectAccessReview(t *testing.T) {
	tests := []struct {
		name  string
		attrs authorizer.AttributesRecord
		want  authorizationv1.SubjectAccessReviewSpec
	}{
		{"non-resource, extra",
			authorizer.AttributesRecord{User: &user.DefaultInfo{Name: "bob", Extra: map[string][]string{"scopes": {"a", "b"}}}, Verb: "get", Path: "/healthz"},
			authorizationv1.SubjectAccessReviewSpec{User: "bob", Extra: map[string]authorizationv1.ExtraValue{"scopes": {"a", "b"}},
				NonResourceAttributes: &authorizationv1.NonResourceAttributes{Path: "/healthz", Verb: "get"}}},
		{"resource with name and subresource",
			authorizer.AttributesRecord{User: &user.DefaultInfo{Name: "carol", Groups: []string{"system:authenticated"}}, Verb: "update",
				Namespace: "ns", APIGroup: "apps", APIVersion: "v1", Resource: "deployments", Subresource: "scale", Name: "web", ResourceRequest: true},
			authorizationv1.SubjectAccessReviewSpec{User: "carol", Groups: []string{"system:authenticated"},
				ResourceAttributes: &authorizationv1.ResourceAttributes{Namespace: "ns", Verb: "update", Group: "apps", Version: "v1",
					Resource: "deployments", Subresource: "scale", Name: "web"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NewSubjectAccessReview(tt.attrs).Spec; !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v; want %+v", got, tt.want)
			}
		})
	}
}

func TestNewFromConfigErrors(t *testing.T) {
	good := kubeconfig.CreateBasic("https://127.0.0.1:6443", "c", "u", nil)
	noContext := *good
	noContext.CurrentContext = "elsewhere"
	badCA := kubeconfig.CreateBasic("https://127.0.0.1:6443", "c", "u", []byte("not PEM"))
	tests := []struct {
		name    string
		config  *kubeconfig.Config
		wantErr string
	}{
		{"good", good, ""},
		{"no such context", &noContext, `context "elsewhere" not found`},
		{"bad CA", badCA, "holds no certificate"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewFromConfig(tt.config, time.Second, authorizer.DecisionNoOpinion)
			if (err == nil) != (tt.wantErr == "") || (err != nil && !strings.Contains(err.Error(), tt.wantErr)) {
				t.Errorf("got %v; want error containing %q", err, tt.wantErr)
			}
		})
	}
}
