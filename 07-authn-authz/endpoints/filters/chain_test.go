package filters_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install" // Status in legacyscheme, as the servers have it
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	genericserver "github.com/kube-rebuilt/apiserver/02-generic-server/server"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/audit/policy"
	genericapifilters "github.com/kube-rebuilt/apiserver/06-filters/endpoints/filters"
	"github.com/kube-rebuilt/apiserver/06-filters/server"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/group"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/anonymous"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/bearertoken"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/union"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/token/tokenfile"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/endpoints/filters"
)

// auditUsers records, for each audit event but RequestReceived (one per
// request), "<user>[ as <impersonated user>][ <authorization decision>]".
type auditUsers struct {
	mu    sync.Mutex
	users []string
}

func (a *auditUsers) ProcessEvents(events ...*auditv1.Event) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, ev := range events {
		if ev.Stage != auditv1.StageRequestReceived {
			entry := ev.User.Username
			if ev.ImpersonatedUser != nil {
				entry += " as " + ev.ImpersonatedUser.Username
			}
			if d := ev.Annotations[filters.DecisionAnnotationKey]; d != "" {
				entry += " " + d
			}
			a.users = append(a.users, entry)
		}
	}
	return true
}
func (a *auditUsers) Run(<-chan struct{}) error { return nil }
func (a *auditUsers) Shutdown()                 {}
func (a *auditUsers) String() string            { return "test" }

// securedChain is stage 06's chain with WithAuthentication in its
// Authentication place: tokens from a token file, anonymous for
// /healthz only, everyone recognised in system:authenticated.
func securedChain(t *testing.T, inner http.Handler, audited *auditUsers) http.Handler {
	t.Helper()
	old := klog.SetOutput(io.Discard)
	t.Cleanup(func() { klog.SetOutput(old) })

	tokens := tokenfile.New(map[string]*user.DefaultInfo{"31ada4fd": {Name: "alice", Groups: []string{"dev"}}})
	auth := group.NewAuthenticatedGroupAdder(union.New(
		bearertoken.New(tokens),
		anonymous.NewAuthenticator([]anonymous.AnonymousAuthCondition{{Path: "/healthz"}}),
	))
	gc := genericserver.NewConfig(legacyscheme.Codecs)
	gc.RequestTimeout = 5 * time.Second
	c := server.NewHandlerChainConfig()
	c.AuditBackend = audited
	c.AuditPolicyRuleEvaluator = policy.NewFakePolicyRuleEvaluator(auditv1.LevelMetadata, nil)
	c.Security.Authentication = func(h http.Handler) http.Handler {
		failed := genericapifilters.WithFailedAuthenticationAudit(filters.Unauthorized(gc.Serializer), c.AuditBackend, c.AuditPolicyRuleEvaluator)
		return filters.WithAuthentication(h, auth, failed, nil)
	}
	c.Security.Impersonation = func(h http.Handler) http.Handler {
		return filters.WithImpersonation(h, chainPolicy, gc.Serializer)
	}
	c.Security.Authorization = func(h http.Handler) http.Handler {
		return filters.WithAuthorization(h, chainPolicy, gc.Serializer)
	}
	if err := c.ApplyTo(gc); err != nil {
		t.Fatal(err)
	}
	return c.BuildHandlerChain(inner, gc)
}

// chainPolicy lets alice impersonate bob, and alice and anonymous do
// anything else; bob nothing.
var chainPolicy = authorizer.AuthorizerFunc(func(_ context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
	switch name := a.GetUser().GetName(); {
	case a.GetVerb() == "impersonate":
		if name == "alice" && a.GetResource() == "users" && a.GetName() == "bob" {
			return authorizer.DecisionAllow, "", nil
		}
		return authorizer.DecisionNoOpinion, "", nil
	case name == "alice" || name == user.Anonymous:
		return authorizer.DecisionAllow, "", nil
	}
	return authorizer.DecisionNoOpinion, "", nil
})

// TestInStage06Chain plugs WithAuthentication into
// 06-filters/server.SecurityFilters and checks what the handler, the
// client and the audit log see.
func TestInStage06Chain(t *testing.T) {
	tests := []struct {
		name            string
		path, token, as string
		wantCode        int
		wantBody        string // a substring
		wantAudited     []string
	}{
		{"known token", "/api/v1/namespaces", "31ada4fd", "", 200, "alice [dev system:authenticated]", []string{"alice allow"}},
		{"anonymous on /healthz", "/healthz", "", "", 200, "system:anonymous [system:unauthenticated]", []string{"system:anonymous allow"}},
		// refused requests are audited by WithFailedAuthenticationAudit,
		// once, at stage ResponseStarted, before any user is known
		{"anonymous elsewhere", "/api/v1/namespaces", "", "", 401, `"reason":"Unauthorized"`, []string{"system:anonymous"}},
		{"unknown token", "/api/v1/namespaces", "guess", "", 401, `"message":"Unauthorized"`, []string{"system:anonymous"}},
		// impersonation before authorization: bob is refused, alice is
		// audited as the user and bob as whom she impersonated
		{"alice as bob", "/api/v1/namespaces", "31ada4fd", "bob", 403, `User \"bob\" cannot list resource \"namespaces\"`, []string{"alice as bob forbid"}},
		{"alice as carol", "/api/v1/namespaces", "31ada4fd", "carol", 403, `User \"alice\" cannot impersonate resource \"users\"`, []string{"alice"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			audited := &auditUsers{}
			inner := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				u, _ := genericrequest.UserFrom(r.Context())
				fmt.Fprintf(w, "%s %v", u.GetName(), u.GetGroups())
			})
			req := httptest.NewRequest("GET", tt.path, nil)
			if tt.token != "" {
				req.Header.Set("Authorization", "Bearer "+tt.token)
			}
			if tt.as != "" {
				req.Header.Set("Impersonate-User", tt.as)
			}
			rec := httptest.NewRecorder()
			securedChain(t, inner, audited).ServeHTTP(rec, req)
			if rec.Code != tt.wantCode || !strings.Contains(rec.Body.String(), tt.wantBody) {
				t.Errorf("got %d %s; want %d with %s", rec.Code, rec.Body, tt.wantCode, tt.wantBody)
			}
			if rec.Header().Get("Audit-Id") == "" {
				t.Errorf("got no Audit-Id; want one on every answer")
			}
			audited.mu.Lock()
			defer audited.mu.Unlock()
			if fmt.Sprint(audited.users) != fmt.Sprint(tt.wantAudited) {
				t.Errorf("got audited users %q; want %q", audited.users, tt.wantAudited)
			}
		})
	}
}
