package authorizerfactory

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
)

func TestBuiltinAuthorizers(t *testing.T) {
	admin := &user.DefaultInfo{Name: "admin", Groups: []string{"ops", user.SystemPrivilegedGroup}}
	alice := &user.DefaultInfo{Name: "alice", Groups: []string{user.AllAuthenticated}}
	tests := []struct {
		name         string
		authz        authorizer.Authorizer
		user         user.Info
		wantDecision authorizer.Decision
		wantReason   string
		wantErr      bool
	}{
		{"always allow", NewAlwaysAllowAuthorizer(), alice, authorizer.DecisionAllow, "", false},
		{"always allow, no user", NewAlwaysAllowAuthorizer(), nil, authorizer.DecisionAllow, "", false},
		{"always deny has no opinion", NewAlwaysDenyAuthorizer(), admin, authorizer.DecisionNoOpinion, "Everything is forbidden.", false},
		{"privileged: a master", NewPrivilegedGroups(user.SystemPrivilegedGroup), admin, authorizer.DecisionAllow, "", false},
		{"privileged: anybody else", NewPrivilegedGroups(user.SystemPrivilegedGroup), alice, authorizer.DecisionNoOpinion, "", false},
		{"privileged: second group listed", NewPrivilegedGroups("nobody", "ops"), admin, authorizer.DecisionAllow, "", false},
		{"privileged: no user", NewPrivilegedGroups(user.SystemPrivilegedGroup), nil, authorizer.DecisionNoOpinion, "Error", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			attrs := authorizer.AttributesRecord{Verb: "delete", Resource: "nodes", ResourceRequest: true}
			if tt.user != nil {
				attrs.User = tt.user
			}
			d, reason, err := tt.authz.Authorize(context.Background(), attrs)
			if d != tt.wantDecision || reason != tt.wantReason || (err != nil) != tt.wantErr {
				t.Errorf("got (%v, %q, %v); want (%v, %q, error %v)", d, reason, err, tt.wantDecision, tt.wantReason, tt.wantErr)
			}
		})
	}
}

func TestRulesFor(t *testing.T) {
	alice := &user.DefaultInfo{Name: "alice"}
	rr, nr, incomplete, err := NewAlwaysAllowAuthorizer().RulesFor(context.Background(), alice, "demo")
	if len(rr) != 1 || len(nr) != 1 || incomplete || err != nil {
		t.Fatalf("always allow: got (%d, %d, %v, %v); want (1, 1, false, <nil>)", len(rr), len(nr), incomplete, err)
	}
	if got := rr[0].GetResources(); len(got) != 1 || got[0] != "*" {
		t.Errorf("always allow: got resources %q; want [*]", got)
	}
	if got := nr[0].GetNonResourceURLs(); len(got) != 1 || got[0] != "*" {
		t.Errorf("always allow: got URLs %q; want [*]", got)
	}
	rr, nr, incomplete, err = NewAlwaysDenyAuthorizer().RulesFor(context.Background(), alice, "demo")
	if len(rr) != 0 || len(nr) != 0 || incomplete || err != nil {
		t.Errorf("always deny: got (%d, %d, %v, %v); want (0, 0, false, <nil>)", len(rr), len(nr), incomplete, err)
	}
}
