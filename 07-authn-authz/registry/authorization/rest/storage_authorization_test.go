package rest

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	authorizationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization/v1"
)

// janeMayCreatePods allows jane to create pods in default.
var janeMayCreatePods = authorizer.AuthorizerFunc(func(_ context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
	if a.GetUser().GetName() == "jane" && a.GetVerb() == "create" && a.GetResource() == "pods" && a.GetNamespace() == "default" {
		return authorizer.DecisionAllow, "RBAC: allowed", nil
	}
	return authorizer.DecisionNoOpinion, "", nil
})

// newServer serves the group on a generic server whose only filter says
// every request comes from jane.
func newServer(t *testing.T, p RESTStorageProvider) *httptest.Server {
	t.Helper()
	config := server.NewConfig(legacyscheme.Codecs)
	config.BuildHandlerChainFunc = func(h http.Handler, c *server.Config) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			h.ServeHTTP(w, r.WithContext(request.WithUser(r.Context(), &user.DefaultInfo{Name: "jane"})))
		})
	}
	s, err := config.Complete().New("test", server.NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	resources := controlplane.NewResourceConfig()
	resources.EnableVersions(authorizationv1.SchemeGroupVersion)
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

// TestCanIOverProtobuf posts what kubectl auth can-i sends, as it sends
// it, and decodes the protobuf answer.
func TestCanIOverProtobuf(t *testing.T) {
	ts := newServer(t, RESTStorageProvider{Authorizer: janeMayCreatePods})
	body, err := os.ReadFile("testdata/selfsubjectaccessreview.pb")
	if err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest("POST", ts.URL+"/apis/authorization.k8s.io/v1/selfsubjectaccessreviews", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/vnd.kubernetes.protobuf")
	req.Header.Set("Accept", "application/vnd.kubernetes.protobuf, */*")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusCreated || resp.Header.Get("Content-Type") != "application/vnd.kubernetes.protobuf" {
		t.Fatalf("got %d %s %q; want 201 protobuf", resp.StatusCode, resp.Header.Get("Content-Type"), out)
	}
	obj, err := runtime.Decode(legacyscheme.Codecs.UniversalDeserializer(), out)
	if err != nil {
		t.Fatal(err)
	}
	review, ok := obj.(*authorizationv1.SelfSubjectAccessReview)
	if !ok {
		t.Fatalf("got %T; want *v1.SelfSubjectAccessReview", obj)
	}
	if !review.Status.Allowed || review.Status.Reason != "RBAC: allowed" {
		t.Errorf("got status %+v; want allowed by RBAC", review.Status)
	}
}

func TestReviewsOverJSON(t *testing.T) {
	ts := newServer(t, RESTStorageProvider{Authorizer: janeMayCreatePods})
	const group = "/apis/authorization.k8s.io/v1"
	tests := []struct {
		name, path, body string
		wantCode         int
		wantBody         string
	}{
		{"subject access review", group + "/subjectaccessreviews",
			`{"apiVersion":"authorization.k8s.io/v1","kind":"SubjectAccessReview","spec":{"user":"jane","resourceAttributes":{"namespace":"default","verb":"create","resource":"pods"}}}`,
			201, `"status":{"allowed":true,"reason":"RBAC: allowed"}`},
		{"invalid review", group + "/subjectaccessreviews",
			`{"apiVersion":"authorization.k8s.io/v1","kind":"SubjectAccessReview","spec":{"resourceAttributes":{"verb":"get"}}}`,
			422, `at least one of user or group must be specified`},
		{"local review", group + "/namespaces/default/localsubjectaccessreviews",
			`{"apiVersion":"authorization.k8s.io/v1","kind":"LocalSubjectAccessReview","metadata":{"namespace":"default"},"spec":{"user":"jane","resourceAttributes":{"namespace":"default","verb":"create","resource":"pods"}}}`,
			201, `"allowed":true`},
		{"local review, other namespace in body", group + "/namespaces/default/localsubjectaccessreviews",
			`{"apiVersion":"authorization.k8s.io/v1","kind":"LocalSubjectAccessReview","metadata":{"namespace":"other"},"spec":{"user":"jane","resourceAttributes":{"namespace":"other"}}}`,
			400, `the namespace of the provided object does not match the namespace sent on the request`},
		{"local review, other namespace in spec", group + "/namespaces/default/localsubjectaccessreviews",
			`{"apiVersion":"authorization.k8s.io/v1","kind":"LocalSubjectAccessReview","spec":{"user":"jane","resourceAttributes":{"namespace":"other"}}}`,
			422, `must match metadata.namespace`},
		{"rules review without resolver", group + "/selfsubjectrulesreviews",
			`{"apiVersion":"authorization.k8s.io/v1","kind":"SelfSubjectRulesReview","spec":{"namespace":"default"}}`,
			404, ``},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, err := http.Post(ts.URL+tt.path, "application/json", strings.NewReader(tt.body))
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			out, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != tt.wantCode || !strings.Contains(string(out), tt.wantBody) {
				t.Errorf("got %d %s; want %d with %s", resp.StatusCode, out, tt.wantCode, tt.wantBody)
			}
		})
	}
}

func TestDiscovery(t *testing.T) {
	ts := newServer(t, RESTStorageProvider{Authorizer: janeMayCreatePods})
	resp, err := http.Get(ts.URL + "/apis/authorization.k8s.io/v1")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	for _, want := range []string{
		`{"name":"selfsubjectaccessreviews","singularName":"selfsubjectaccessreview","namespaced":false,"kind":"SelfSubjectAccessReview","verbs":["create"]}`,
		`{"name":"localsubjectaccessreviews","singularName":"localsubjectaccessreview","namespaced":true,"kind":"LocalSubjectAccessReview","verbs":["create"]}`,
	} {
		if !strings.Contains(string(out), want) {
			t.Errorf("got %s; want it to contain %s", out, want)
		}
	}
}

func TestNoAuthorizerNoGroup(t *testing.T) {
	info, err := RESTStorageProvider{}.NewRESTStorage(controlplane.DefaultAPIResourceConfigSource(), nil)
	if err != nil || len(info.VersionedResourcesStorageMap) != 0 {
		t.Errorf("got %v, %v; want an empty group", info.VersionedResourcesStorageMap, err)
	}
}
