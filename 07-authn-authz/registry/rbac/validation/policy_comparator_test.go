package validation

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

func rule(verbs, groups, resources, names []string) rbacv1.PolicyRule {
	return rbacv1.PolicyRule{Verbs: verbs, APIGroups: groups, Resources: resources, ResourceNames: names}
}

func urls(verbs []string, u ...string) rbacv1.PolicyRule {
	return rbacv1.PolicyRule{Verbs: verbs, NonResourceURLs: u}
}

func s(v ...string) []string { return v }

func TestCovers(t *testing.T) {
	tests := []struct {
		name        string
		owner       []rbacv1.PolicyRule
		servant     []rbacv1.PolicyRule
		wantCovered bool
		wantMissing []rbacv1.PolicyRule
	}{
		{"exact", []rbacv1.PolicyRule{rule(s("get", "list"), s(""), s("pods"), nil)}, []rbacv1.PolicyRule{rule(s("get"), s(""), s("pods"), nil)}, true, nil},
		{"split over two owner rules", []rbacv1.PolicyRule{rule(s("get"), s(""), s("pods"), nil), rule(s("list"), s(""), s("pods"), nil)},
			[]rbacv1.PolicyRule{rule(s("get", "list"), s(""), s("pods"), nil)}, true, nil},
		{"missing verb", []rbacv1.PolicyRule{rule(s("get"), s(""), s("pods"), nil)}, []rbacv1.PolicyRule{rule(s("get", "delete"), s(""), s("pods"), nil)},
			false, []rbacv1.PolicyRule{rule(s("delete"), s(""), s("pods"), nil)}},
		{"verb, group and resource wildcards", []rbacv1.PolicyRule{rule(s("*"), s("*"), s("*"), nil)},
			[]rbacv1.PolicyRule{rule(s("get", "escalate"), s("", "apps"), s("deployments/scale", "secrets"), s("a"))}, true, nil},
		{"a literal * is not covered by get", []rbacv1.PolicyRule{rule(s("get"), s(""), s("pods"), nil)}, []rbacv1.PolicyRule{rule(s("*"), s(""), s("pods"), nil)},
			false, []rbacv1.PolicyRule{rule(s("*"), s(""), s("pods"), nil)}},
		{"*/subresource covers a subresource", []rbacv1.PolicyRule{rule(s("get"), s("apps"), s("*/scale"), nil)}, []rbacv1.PolicyRule{rule(s("get"), s("apps"), s("deployments/scale"), nil)}, true, nil},
		{"a resource does not cover its subresource", []rbacv1.PolicyRule{rule(s("get"), s(""), s("pods"), nil)}, []rbacv1.PolicyRule{rule(s("get"), s(""), s("pods/log"), nil)},
			false, []rbacv1.PolicyRule{rule(s("get"), s(""), s("pods/log"), nil)}},
		{"names cover the same names", []rbacv1.PolicyRule{rule(s("get"), s(""), s("secrets"), s("a", "b"))}, []rbacv1.PolicyRule{rule(s("get"), s(""), s("secrets"), s("b"))}, true, nil},
		{"names do not cover all", []rbacv1.PolicyRule{rule(s("get"), s(""), s("secrets"), s("a"))}, []rbacv1.PolicyRule{rule(s("get"), s(""), s("secrets"), nil)},
			false, []rbacv1.PolicyRule{rule(s("get"), s(""), s("secrets"), nil)}},
		{"no names cover every name", []rbacv1.PolicyRule{rule(s("get"), s(""), s("secrets"), nil)}, []rbacv1.PolicyRule{rule(s("get"), s(""), s("secrets"), s("a"))}, true, nil},
		{"URL prefix", []rbacv1.PolicyRule{urls(s("get"), "/healthz/*")}, []rbacv1.PolicyRule{urls(s("get"), "/healthz/etcd")}, true, nil},
		{"URL *", []rbacv1.PolicyRule{urls(s("*"), "*")}, []rbacv1.PolicyRule{urls(s("get", "post"), "/anything")}, true, nil},
		{"URL not covered", []rbacv1.PolicyRule{urls(s("get"), "/healthz")}, []rbacv1.PolicyRule{urls(s("get"), "/healthz", "/metrics")},
			false, []rbacv1.PolicyRule{urls(s("get"), "/metrics")}},
		{"resource rules do not cover URLs", []rbacv1.PolicyRule{rule(s("*"), s("*"), s("*"), nil)}, []rbacv1.PolicyRule{urls(s("get"), "/metrics")},
			false, []rbacv1.PolicyRule{urls(s("get"), "/metrics")}},
		{"nothing to cover", nil, nil, true, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			covered, missing := Covers(tt.owner, tt.servant)
			if covered != tt.wantCovered {
				t.Errorf("got covered %v; want %v", covered, tt.wantCovered)
			}
			if len(missing) != 0 || len(tt.wantMissing) != 0 {
				if !reflect.DeepEqual(missing, tt.wantMissing) {
					t.Errorf("got missing %+v; want %+v", missing, tt.wantMissing)
				}
			}
		})
	}
}

func TestBreakdownRule(t *testing.T) {
	got := BreakdownRule(rule(s("get", "list"), s(""), s("pods"), s("a", "b")))
	if len(got) != 4 {
		t.Fatalf("got %d subrules; want 4", len(got))
	}
	if want := rule(s("list"), s(""), s("pods"), s("b")); !reflect.DeepEqual(got[3], want) {
		t.Errorf("got %+v; want %+v", got[3], want)
	}
}

func TestCompactRules(t *testing.T) {
	in := []rbacv1.PolicyRule{
		rule(s("get"), s(""), s("pods"), nil),
		rule(s("list"), s(""), s("pods"), nil),
		rule(s("get"), s(""), s("pods"), s("web")),
		urls(s("get"), "/metrics"),
	}
	got, err := CompactRules(in)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{
		`{APIGroups:[""], Resources:["pods"], Verbs:["get" "list"]}`:                 true,
		`{APIGroups:[""], Resources:["pods"], ResourceNames:["web"], Verbs:["get"]}`: true,
		`{NonResourceURLs:["/metrics"], Verbs:["get"]}`:                              true,
	}
	if len(got) != len(want) {
		t.Fatalf("got %d rules; want %d", len(got), len(want))
	}
	for _, r := range got {
		if !want[rbacv1.CompactString(r)] {
			t.Errorf("got unexpected rule %s", rbacv1.CompactString(r))
		}
	}
	if len(in[0].Verbs) != 1 {
		t.Errorf("got input verbs %q; want the input untouched", in[0].Verbs)
	}
}

func TestConfirmNoEscalation(t *testing.T) {
	resolver, _ := policy()
	alice := &user.DefaultInfo{Name: "alice", Groups: []string{user.AllAuthenticated}}
	tests := []struct {
		name    string
		ctx     context.Context
		rules   []rbacv1.PolicyRule
		wantErr string
	}{
		{"held", request.WithUser(context.Background(), alice), []rbacv1.PolicyRule{rule(s("get"), s(""), s("pods"), nil)}, ""},
		{"not held, with the missing role's error", request.WithNamespace(request.WithUser(context.Background(), alice), "demo"),
			[]rbacv1.PolicyRule{rule(s("get", "list", "delete"), s(""), s("pods", "secrets"), nil)},
			"user \"alice\" (groups=[\"system:authenticated\"]) is attempting to grant RBAC permissions not currently held:\n" +
				"{APIGroups:[\"\"], Resources:[\"pods\"], Verbs:[\"delete\"]}\n" +
				"{APIGroups:[\"\"], Resources:[\"secrets\"], Verbs:[\"get\" \"list\" \"delete\"]}" +
				"; resolution errors: [clusterrole not found]"},
		{"no user", context.Background(), nil, "no user on context"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := ConfirmNoEscalation(tt.ctx, resolver, tt.rules)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tt.wantErr {
				t.Errorf("got %q; want %q", got, tt.wantErr)
			}
		})
	}
}
