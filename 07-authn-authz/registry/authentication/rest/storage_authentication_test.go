package rest

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/rsa"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	authenticationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/bearertoken"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/serviceaccount"
)

// newServer serves the group on a generic server whose only filter says
// every request comes from jane.
func newServer(t *testing.T, p RESTStorageProvider) *httptest.Server {
	t.Helper()
	config := server.NewConfig(legacyscheme.Codecs)
	config.BuildHandlerChainFunc = func(h http.Handler, c *server.Config) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			jane := &user.DefaultInfo{Name: "jane", Groups: []string{"system:authenticated"}}
			h.ServeHTTP(w, r.WithContext(request.WithUser(r.Context(), jane)))
		})
	}
	s, err := config.Complete().New("test", server.NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	resources := controlplane.NewResourceConfig()
	resources.EnableVersions(authenticationv1.SchemeGroupVersion)
	info, err := p.NewRESTStorage(resources, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.InstallAPIGroup(&info); err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler)
	t.Cleanup(ts.Close)
	return ts
}

// TestWhoamiOverProtobuf posts what kubectl auth whoami sends, as it
// sends it, and decodes the protobuf answer.
func TestWhoamiOverProtobuf(t *testing.T) {
	ts := newServer(t, RESTStorageProvider{})
	body, err := os.ReadFile("testdata/selfsubjectreview.pb")
	if err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest("POST", ts.URL+"/apis/authentication.k8s.io/v1/selfsubjectreviews", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/vnd.kubernetes.protobuf")
	req.Header.Set("Accept", "application/vnd.kubernetes.protobuf, */*")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("got %d %q; want 201", resp.StatusCode, out)
	}
	obj, err := runtime.Decode(legacyscheme.Codecs.UniversalDeserializer(), out)
	if err != nil {
		t.Fatal(err)
	}
	review, ok := obj.(*authenticationv1.SelfSubjectReview)
	if !ok || review.Status.UserInfo.Username != "jane" {
		t.Errorf("got %#v; want jane's SelfSubjectReview", obj)
	}
}

// fakeGetter knows one service account, sa in ns.
type fakeGetter struct{}

func (fakeGetter) GetServiceAccount(_ context.Context, ns, name string) (*corev1.ServiceAccount, error) {
	return &corev1.ServiceAccount{ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: name, UID: "sa-uid"}}, nil
}
func (fakeGetter) GetPod(context.Context, string, string) (*corev1.Pod, error) { return nil, io.EOF }
func (fakeGetter) GetSecret(context.Context, string, string) (*corev1.Secret, error) {
	return nil, io.EOF
}

// TestTokenReviewOfServiceAccountToken reviews a token this server
// signed, as a webhook client would, through the bearer token
// authenticator and the service account token authenticator.
func TestTokenReviewOfServiceAccountToken(t *testing.T) {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	gen, _ := serviceaccount.JWTTokenGenerator("https://kubernetes.default.svc", key)
	keys, _ := serviceaccount.StaticPublicKeysGetter([]any{key})
	apiAuds := authenticator.Audiences{"https://kubernetes.default.svc"}
	tokens := serviceaccount.JWTTokenAuthenticator([]string{"https://kubernetes.default.svc"}, keys, apiAuds, serviceaccount.NewValidator(fakeGetter{}))
	sa := core.ServiceAccount{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "sa", UID: "sa-uid"}}
	pub, priv, _ := serviceaccount.Claims(sa, nil, nil, nil, 3600, 0, apiAuds)
	token, err := gen.GenerateToken(context.Background(), pub, priv)
	if err != nil {
		t.Fatal(err)
	}
	ts := newServer(t, RESTStorageProvider{Authenticator: bearertoken.New(tokens), APIAudiences: apiAuds})
	tests := []struct {
		name, body string
		wantCode   int
		wantBody   []string
	}{
		{"service account token", `{"apiVersion":"authentication.k8s.io/v1","kind":"TokenReview","spec":{"token":"` + token + `"}}`, 201,
			[]string{`"authenticated":true`, `"username":"system:serviceaccount:ns:sa"`, `"groups":["system:serviceaccounts","system:serviceaccounts:ns"]`,
				`"audiences":["https://kubernetes.default.svc"]`}},
		{"for another audience", `{"apiVersion":"authentication.k8s.io/v1","kind":"TokenReview","spec":{"token":"` + token + `","audiences":["vault"]}}`, 201,
			[]string{`"error":"token audiences [\"https://kubernetes.default.svc\"] is invalid for the target audiences [\"vault\"]"`}},
		{"no token", `{"apiVersion":"authentication.k8s.io/v1","kind":"TokenReview","spec":{}}`, 400,
			[]string{`token is required for TokenReview in authentication`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, err := http.Post(ts.URL+"/apis/authentication.k8s.io/v1/tokenreviews", "application/json", strings.NewReader(tt.body))
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			out, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != tt.wantCode {
				t.Fatalf("got %d %s; want %d", resp.StatusCode, out, tt.wantCode)
			}
			for _, want := range tt.wantBody {
				if !strings.Contains(string(out), want) {
					t.Errorf("got %s; want it to contain %s", out, want)
				}
			}
		})
	}
}
