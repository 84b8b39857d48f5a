package filters

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"slices"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
)

// impersonationPolicy lets bob impersonate what a line below names: a
// "resource/name" or, for service accounts, "serviceaccounts/ns/name".
func impersonationPolicy(allowed ...string) authorizer.Authorizer {
	return authorizer.AuthorizerFunc(func(_ context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
		if a.GetUser().GetName() != "bob" || a.GetVerb() != "impersonate" {
			return authorizer.DecisionNoOpinion, "", nil
		}
		resource := a.GetResource()
		if a.GetSubresource() != "" {
			resource += "/" + a.GetSubresource()
		}
		key := resource + "/" + a.GetName()
		if a.GetNamespace() != "" {
			key = resource + "/" + a.GetNamespace() + "/" + a.GetName()
		}
		if a.GetResource() == "userextras" || a.GetResource() == "uids" {
			if a.GetAPIGroup() != "authentication.k8s.io" {
				return authorizer.DecisionNoOpinion, "wrong group", nil
			}
		} else if a.GetAPIGroup() != "" {
			return authorizer.DecisionNoOpinion, "wrong group", nil
		}
		if slices.Contains(allowed, key) {
			return authorizer.DecisionAllow, "", nil
		}
		return authorizer.DecisionNoOpinion, "", nil
	})
}

func TestWithImpersonation(t *testing.T) {
	policy := impersonationPolicy("users/alice", "users/system:anonymous", "groups/dev", "groups/system:unauthenticated",
		"serviceaccounts/kube-system/default", "uids/42", "userextras/scopes/view", "userextras/example.org/team/blue")
	tests := []struct {
		name        string
		headers     map[string][]string
		wantCode    int
		wantUser    *user.DefaultInfo // what the handler sees
		wantMessage string            // of the error Status
	}{
		{"no headers", nil, 200, &user.DefaultInfo{Name: "bob", Groups: []string{"system:authenticated"}}, ""},
		{"user", map[string][]string{"Impersonate-User": {"alice"}}, 200,
			&user.DefaultInfo{Name: "alice", Groups: []string{"system:authenticated"}, Extra: map[string][]string{}}, ""},
		{"user and group", map[string][]string{"Impersonate-User": {"alice"}, "Impersonate-Group": {"dev"}}, 200,
			&user.DefaultInfo{Name: "alice", Groups: []string{"dev", "system:authenticated"}, Extra: map[string][]string{}}, ""},
		{"unauthenticated group stays so", map[string][]string{"Impersonate-User": {"alice"}, "Impersonate-Group": {"system:unauthenticated"}}, 200,
			&user.DefaultInfo{Name: "alice", Groups: []string{"system:unauthenticated"}, Extra: map[string][]string{}}, ""},
		{"service account", map[string][]string{"Impersonate-User": {"system:serviceaccount:kube-system:default"}}, 200,
			&user.DefaultInfo{Name: "system:serviceaccount:kube-system:default",
				Groups: []string{"system:serviceaccounts", "system:serviceaccounts:kube-system", "system:authenticated"}, Extra: map[string][]string{}}, ""},
		{"anonymous", map[string][]string{"Impersonate-User": {"system:anonymous"}}, 200,
			&user.DefaultInfo{Name: "system:anonymous", Groups: []string{"system:unauthenticated"}, Extra: map[string][]string{}}, ""},
		{"uid and extras", map[string][]string{"Impersonate-User": {"alice"}, "Impersonate-Uid": {"42"},
			"Impersonate-Extra-Scopes": {"view"}, "Impersonate-Extra-Example.org%2fteam": {"blue"}}, 200,
			&user.DefaultInfo{Name: "alice", UID: "42", Groups: []string{"system:authenticated"},
				Extra: map[string][]string{"scopes": {"view"}, "example.org/team": {"blue"}}}, ""},
		{"user forbidden", map[string][]string{"Impersonate-User": {"root"}}, 403, nil,
			`users "root" is forbidden: User "bob" cannot impersonate resource "users" in API group "" at the cluster scope`},
		{"group forbidden", map[string][]string{"Impersonate-User": {"alice"}, "Impersonate-Group": {"dev", "system:masters"}}, 403, nil,
			`groups "system:masters" is forbidden: User "bob" cannot impersonate resource "groups" in API group "" at the cluster scope`},
		{"service account forbidden", map[string][]string{"Impersonate-User": {"system:serviceaccount:demo:builder"}}, 403, nil,
			`serviceaccounts "builder" is forbidden: User "bob" cannot impersonate resource "serviceaccounts" in API group "" in the namespace "demo"`},
		{"extra forbidden", map[string][]string{"Impersonate-User": {"alice"}, "Impersonate-Extra-Scopes": {"admin"}}, 403, nil,
			`userextras.authentication.k8s.io "admin" is forbidden: User "bob" cannot impersonate resource "userextras/scopes" in API group "authentication.k8s.io" at the cluster scope`},
		{"uid forbidden", map[string][]string{"Impersonate-User": {"alice"}, "Impersonate-Uid": {"0"}}, 403, nil,
			`uids.authentication.k8s.io "0" is forbidden: User "bob" cannot impersonate resource "uids" in API group "authentication.k8s.io" at the cluster scope`},
		{"group without user", map[string][]string{"Impersonate-Group": {"dev"}}, 400, nil,
			`requested [{Group  dev    }] without impersonating a user`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var seen user.Info
			var leftHeaders []string
			inner := http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
				seen, _ = genericrequest.UserFrom(r.Context())
				for name := range r.Header {
					leftHeaders = append(leftHeaders, name)
				}
			})
			bob := &user.DefaultInfo{Name: "bob", Groups: []string{"system:authenticated"}}
			ctx := audit.WithAuditContext(genericrequest.WithUser(context.Background(), bob))
			req := httptest.NewRequest("GET", "/api/v1/namespaces", nil).WithContext(ctx)
			for k, vs := range tt.headers {
				req.Header[k] = vs
			}
			rec := httptest.NewRecorder()
			WithImpersonation(inner, policy, statusCodecs()).ServeHTTP(rec, req)

			if rec.Code != tt.wantCode {
				t.Fatalf("got %d; want %d\n%s", rec.Code, tt.wantCode, rec.Body)
			}
			if tt.wantCode != 200 {
				var status metav1.Status
				if err := json.Unmarshal(rec.Body.Bytes(), &status); err != nil {
					t.Fatal(err)
				}
				if status.Message != tt.wantMessage || status.Code != int32(tt.wantCode) {
					t.Errorf("got %d %q; want %d %q", status.Code, status.Message, tt.wantCode, tt.wantMessage)
				}
				return
			}
			if !reflect.DeepEqual(seen, user.Info(tt.wantUser)) {
				t.Errorf("got user %+v; want %+v", seen, tt.wantUser)
			}
			if len(leftHeaders) != 0 {
				t.Errorf("got headers %v left; want the Impersonate-* ones removed", leftHeaders)
			}
			var impersonated *auditv1.UserInfo
			audit.AuditContextFrom(ctx).VisitEvent(func(ev *auditv1.Event) { impersonated = ev.ImpersonatedUser })
			if tt.headers == nil {
				if impersonated != nil {
					t.Errorf("got impersonatedUser %+v; want none", impersonated)
				}
				return
			}
			if impersonated == nil || impersonated.Username != tt.wantUser.Name {
				t.Errorf("got impersonatedUser %+v; want %s", impersonated, tt.wantUser.Name)
			}
		})
	}
}

func TestBuildImpersonationRequestsOrder(t *testing.T) {
	h := http.Header{}
	h.Set("Impersonate-User", "system:serviceaccount:ns:sa")
	h.Add("Impersonate-Group", "a")
	h.Add("Impersonate-Group", "b")
	h.Set("Impersonate-Uid", "7")
	got, err := buildImpersonationRequests(h)
	if err != nil {
		t.Fatal(err)
	}
	if s, want := fmt.Sprint(got), "[{ServiceAccount ns sa    } {Group  a    } {Group  b    } {UID  7  authentication.k8s.io/v1  }]"; s != want {
		t.Errorf("got %s; want %s", s, want)
	}
	h.Set("Impersonate-User", "system:serviceaccount:Not_A_Namespace:sa")
	if got, _ := buildImpersonationRequests(h); got[0].Kind != "User" {
		t.Errorf("got kind %s for an invalid namespace; want User", got[0].Kind)
	}
}
