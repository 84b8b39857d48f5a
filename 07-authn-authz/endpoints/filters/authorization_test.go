package filters

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
)

// decide is an authorizer that answers the same to everything.
func decide(d authorizer.Decision, reason string, err error) authorizer.Authorizer {
	return authorizer.AuthorizerFunc(func(context.Context, authorizer.Attributes) (authorizer.Decision, string, error) {
		return d, reason, err
	})
}

// resolve parses path as stage 06's WithRequestInfo would.
func resolve(t *testing.T, method, path string) *genericrequest.RequestInfo {
	t.Helper()
	resolver := &genericrequest.RequestInfoFactory{APIPrefixes: []string{"api", "apis"}, GrouplessAPIPrefixes: []string{"api"}}
	ri, err := resolver.NewRequestInfo(httptest.NewRequest(method, path, nil))
	if err != nil {
		t.Fatal(err)
	}
	return ri
}

func TestWithAuthorization(t *testing.T) {
	bob := &user.DefaultInfo{Name: "bob"}
	tests := []struct {
		name         string
		authz        authorizer.Authorizer
		method, path string
		noInfo       bool
		wantCode     int
		wantMessage  string // of the 403 Status
		wantDecision string // audit annotation
		wantReason   string
	}{
		{"allowed", decide(authorizer.DecisionAllow, "RBAC: yes", nil), "GET", "/api/v1/namespaces/demo/pods", false, 200, "", "allow", "RBAC: yes"},
		{"allowed despite an error", decide(authorizer.DecisionAllow, "", errors.New("a binding failed")), "GET", "/api/v1/pods", false, 200, "", "allow", ""},
		{"namespaced", decide(authorizer.DecisionNoOpinion, "", nil), "GET", "/api/v1/namespaces/demo/pods/web", false, 403,
			`pods "web" is forbidden: User "bob" cannot get resource "pods" in API group "" in the namespace "demo"`, "forbid", ""},
		{"cluster scope, subresource, reason", decide(authorizer.DecisionDeny, "no way", nil), "PUT", "/apis/apps/v1/namespaces/demo/deployments/web/scale", false, 403,
			`deployments.apps "web" is forbidden: User "bob" cannot update resource "deployments/scale" in API group "apps" in the namespace "demo": no way`, "forbid", "no way"},
		{"cluster scoped list", decide(authorizer.DecisionNoOpinion, "", nil), "GET", "/api/v1/nodes", false, 403,
			`nodes is forbidden: User "bob" cannot list resource "nodes" in API group "" at the cluster scope`, "forbid", ""},
		{"path, escaped", decide(authorizer.DecisionNoOpinion, "", nil), "GET", "/metrics<b>", false, 403,
			`forbidden: User "bob" cannot get path "/metrics&lt;b&gt;"`, "forbid", ""},
		{"error", decide(authorizer.DecisionNoOpinion, "", errors.New("webhook down")), "GET", "/api/v1/pods", false, 500, "", "", "internal error"},
		{"no RequestInfo", decide(authorizer.DecisionAllow, "", nil), "GET", "/api/v1/pods", true, 500, "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			served := false
			inner := http.HandlerFunc(func(http.ResponseWriter, *http.Request) { served = true })
			ctx := audit.WithAuditContext(genericrequest.WithUser(context.Background(), bob))
			if !tt.noInfo {
				ctx = genericrequest.WithRequestInfo(ctx, resolve(t, tt.method, tt.path))
			}
			req := httptest.NewRequest(tt.method, tt.path, nil).WithContext(ctx)
			rec := httptest.NewRecorder()
			WithAuthorization(inner, tt.authz, statusCodecs()).ServeHTTP(rec, req)

			if rec.Code != tt.wantCode || served != (tt.wantCode == 200) {
				t.Fatalf("got %d, served %v; want %d, served %v\n%s", rec.Code, served, tt.wantCode, tt.wantCode == 200, rec.Body)
			}
			if tt.wantCode == 403 {
				var status metav1.Status
				if err := json.Unmarshal(rec.Body.Bytes(), &status); err != nil {
					t.Fatal(err)
				}
				if status.Message != tt.wantMessage || status.Reason != metav1.StatusReasonForbidden || status.Kind != "Status" {
					t.Errorf("got %s %q %q; want Status Forbidden %q", status.Kind, status.Reason, status.Message, tt.wantMessage)
				}
				if got := rec.Header().Get("X-Content-Type-Options"); got != "nosniff" {
					t.Errorf("got X-Content-Type-Options %q; want nosniff", got)
				}
			}
			var annotations map[string]string
			audit.AuditContextFrom(ctx).VisitEvent(func(ev *auditv1.Event) { annotations = ev.Annotations })
			if got := annotations[DecisionAnnotationKey]; got != tt.wantDecision {
				t.Errorf("got decision annotation %q; want %q", got, tt.wantDecision)
			}
			if got := annotations[ReasonAnnotationKey]; got != tt.wantReason {
				t.Errorf("got reason annotation %q; want %q", got, tt.wantReason)
			}
		})
	}
}

func TestWithAuthorizationNil(t *testing.T) {
	inner := http.HandlerFunc(func(http.ResponseWriter, *http.Request) {})
	if got := WithAuthorization(inner, nil, statusCodecs()); got == nil {
		t.Errorf("got nil; want the handler itself")
	}
}
