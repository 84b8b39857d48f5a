package authorizer

import (
	"context"
	"errors"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	rbacregistryvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

// readers may get and list pods; alice is bound to it.
func staticRBAC() *RBACGetters {
	role := &rbacv1.ClusterRole{ObjectMeta: metav1.ObjectMeta{Name: "reader"},
		Rules: []rbacv1.PolicyRule{rbacv1.NewRule("get", "list").Groups("").Resources("pods").RuleOrDie()}}
	binding := rbacv1.NewClusterBinding("reader").Users("alice").BindingOrDie()
	_, r := rbacregistryvalidation.NewTestRuleResolver(nil, nil, []*rbacv1.ClusterRole{role}, []*rbacv1.ClusterRoleBinding{&binding})
	return &RBACGetters{Roles: r, RoleBindings: r, ClusterRoles: r, ClusterRoleBindings: r}
}

func TestConfigNew(t *testing.T) {
	admin := &user.DefaultInfo{Name: "admin", Groups: []string{user.SystemPrivilegedGroup}}
	alice := &user.DefaultInfo{Name: "alice"}
	getPods := func(u user.Info) authorizer.Attributes {
		return authorizer.AttributesRecord{User: u, Verb: "get", Resource: "pods", APIVersion: "v1", ResourceRequest: true}
	}
	tests := []struct {
		name      string
		config    Config
		wantErr   error // errors.Is, or any error when errAny
		errAny    bool
		wantAdmin authorizer.Decision
		wantAlice authorizer.Decision
	}{
		{"no mode", Config{}, nil, true, 0, 0},
		{"unknown mode", Config{AuthorizationModes: []string{"Node"}}, nil, true, 0, 0},
		{"RBAC without getters", Config{AuthorizationModes: []string{ModeRBAC}}, ErrNoRBACGetters, false, 0, 0},
		{"AlwaysAllow", Config{AuthorizationModes: []string{ModeAlwaysAllow}}, nil, false, authorizer.DecisionAllow, authorizer.DecisionAllow},
		{"AlwaysDeny lets system:masters through", Config{AuthorizationModes: []string{ModeAlwaysDeny}}, nil, false,
			authorizer.DecisionAllow, authorizer.DecisionNoOpinion},
		{"RBAC", Config{AuthorizationModes: []string{ModeRBAC}, RBACGetters: staticRBAC()}, nil, false,
			authorizer.DecisionAllow, authorizer.DecisionAllow},
		{"AlwaysDeny before AlwaysAllow", Config{AuthorizationModes: []string{ModeAlwaysDeny, ModeAlwaysAllow}}, nil, false,
			authorizer.DecisionAllow, authorizer.DecisionAllow},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, rules, err := tt.config.New()
			if tt.errAny || tt.wantErr != nil {
				if err == nil || tt.wantErr != nil && !errors.Is(err, tt.wantErr) {
					t.Fatalf("got error %v; want %v", err, tt.wantErr)
				}
				return
			}
			if err != nil || rules == nil {
				t.Fatalf("got error %v, rule resolver %v; want none, one", err, rules)
			}
			for _, c := range []struct {
				u    user.Info
				want authorizer.Decision
			}{{admin, tt.wantAdmin}, {alice, tt.wantAlice}} {
				if got, _, _ := a.Authorize(context.Background(), getPods(c.u)); got != c.want {
					t.Errorf("%s: got %v; want %v", c.u.GetName(), got, c.want)
				}
			}
		})
	}
}

func TestConfigNewReason(t *testing.T) {
	a, _, err := Config{AuthorizationModes: []string{ModeAlwaysDeny}}.New()
	if err != nil {
		t.Fatal(err)
	}
	_, reason, _ := a.Authorize(context.Background(), authorizer.AttributesRecord{User: &user.DefaultInfo{Name: "bob"}, Verb: "get", Path: "/version"})
	if want := "alwaysdeny: Everything is forbidden."; reason != want {
		t.Errorf("got reason %q; want %q", reason, want)
	}
}
