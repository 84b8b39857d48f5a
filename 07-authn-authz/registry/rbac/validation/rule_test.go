package validation

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

func TestAppliesToUser(t *testing.T) {
	alice := &user.DefaultInfo{Name: "alice", Groups: []string{"devs", user.AllAuthenticated}}
	ci := &user.DefaultInfo{Name: "system:serviceaccount:demo:ci", Groups: []string{"system:serviceaccounts", "system:serviceaccounts:demo"}}
	sa := func(ns, name string) rbacv1.Subject {
		return rbacv1.Subject{Kind: rbacv1.ServiceAccountKind, Namespace: ns, Name: name}
	}
	tests := []struct {
		name      string
		user      user.Info
		subject   rbacv1.Subject
		namespace string
		want      bool
	}{
		{"user by name", alice, rbacv1.Subject{Kind: rbacv1.UserKind, Name: "alice"}, "", true},
		{"other user", alice, rbacv1.Subject{Kind: rbacv1.UserKind, Name: "bob"}, "", false},
		{"user subject does not match a group", alice, rbacv1.Subject{Kind: rbacv1.UserKind, Name: "devs"}, "", false},
		{"group", alice, rbacv1.Subject{Kind: rbacv1.GroupKind, Name: "devs"}, "", true},
		{"system:authenticated", alice, rbacv1.Subject{Kind: rbacv1.GroupKind, Name: user.AllAuthenticated}, "", true},
		{"group not held", alice, rbacv1.Subject{Kind: rbacv1.GroupKind, Name: "ops"}, "", false},
		{"no wildcard user", alice, rbacv1.Subject{Kind: rbacv1.UserKind, Name: "*"}, "", false},
		{"service account", ci, sa("demo", "ci"), "", true},
		{"service account, other namespace", ci, sa("prod", "ci"), "", false},
		{"service account, other name", ci, sa("demo", "cd"), "", false},
		{"service account without namespace: the binding's", ci, sa("", "ci"), "demo", true},
		{"service account without namespace, other binding namespace", ci, sa("", "ci"), "prod", false},
		{"service account without any namespace", ci, sa("", "ci"), "", false},
		{"service account by its user name as a User", ci, rbacv1.Subject{Kind: rbacv1.UserKind, Name: "system:serviceaccount:demo:ci"}, "", true},
		{"service account prefix of a namespace", ci, sa("dem", "o:ci"), "", false},
		{"not a service account", alice, sa("demo", "alice"), "", false},
		{"unknown kind", alice, rbacv1.Subject{Kind: "Robot", Name: "alice"}, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := appliesToUser(tt.user, tt.subject, tt.namespace); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

// policy is a small cluster: alice reads pods everywhere, bob edits
// configmaps in demo, a binding names a missing role.
func policy() (AuthorizationRuleResolver, *StaticRoles) {
	podReader := &rbacv1.ClusterRole{ObjectMeta: metav1.ObjectMeta{Name: "pod-reader"}, Rules: []rbacv1.PolicyRule{
		rbacv1.NewRule("get", "list").Groups("").Resources("pods").RuleOrDie(),
		rbacv1.NewRule("get").Groups("").Resources("pods/log").RuleOrDie(),
	}}
	cmEditor := &rbacv1.Role{ObjectMeta: metav1.ObjectMeta{Name: "cm-editor", Namespace: "demo"}, Rules: []rbacv1.PolicyRule{
		rbacv1.NewRule("*").Groups("").Resources("configmaps").RuleOrDie(),
	}}
	crbs := []*rbacv1.ClusterRoleBinding{
		ptr(rbacv1.NewClusterBinding("pod-reader").Users("alice").Groups("readers").BindingOrDie()),
		ptr(rbacv1.NewClusterBinding("gone").Users("alice").BindingOrDie()),
	}
	rbs := []*rbacv1.RoleBinding{
		ptr(rbacv1.NewRoleBinding("cm-editor", "demo").Users("bob").SAs("", "ci").BindingOrDie()),
		ptr(rbacv1.NewRoleBindingForClusterRole("pod-reader", "demo").Users("bob").BindingOrDie()),
		ptr(rbacv1.NewRoleBinding("cm-editor", "prod").Users("bob").BindingOrDie()),
	}
	return NewTestRuleResolver([]*rbacv1.Role{cmEditor}, rbs, []*rbacv1.ClusterRole{podReader}, crbs)
}

func ptr[T any](v T) *T { return &v }

func TestVisitRulesFor(t *testing.T) {
	resolver, _ := policy()
	alice := &user.DefaultInfo{Name: "alice"}
	bob := &user.DefaultInfo{Name: "bob"}
	ci := &user.DefaultInfo{Name: "system:serviceaccount:demo:ci"}
	tests := []struct {
		name      string
		user      user.Info
		namespace string
		want      []string
	}{
		{"cluster bindings first, then the missing role's error", alice, "demo", []string{
			`ClusterRoleBinding "pod-reader" of ClusterRole "pod-reader" to User "alice": {APIGroups:[""], Resources:["pods"], Verbs:["get" "list"]}`,
			`ClusterRoleBinding "pod-reader" of ClusterRole "pod-reader" to User "alice": {APIGroups:[""], Resources:["pods/log"], Verbs:["get"]}`,
			`error: clusterrole not found`,
		}},
		{"role bindings of the namespace only", bob, "demo", []string{
			`RoleBinding "cm-editor/demo" of Role "cm-editor" to User "bob": {APIGroups:[""], Resources:["configmaps"], Verbs:["*"]}`,
			`RoleBinding "pod-reader/demo" of ClusterRole "pod-reader" to User "bob": {APIGroups:[""], Resources:["pods"], Verbs:["get" "list"]}`,
			`RoleBinding "pod-reader/demo" of ClusterRole "pod-reader" to User "bob": {APIGroups:[""], Resources:["pods/log"], Verbs:["get"]}`,
		}},
		{"cluster-wide: no role bindings", bob, "", nil},
		{"a missing role in another namespace", bob, "prod", []string{`error: role not found`}},
		{"service account subject without namespace", ci, "demo", []string{
			`RoleBinding "cm-editor/demo" of Role "cm-editor" to ServiceAccount "ci/demo": {APIGroups:[""], Resources:["configmaps"], Verbs:["*"]}`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			resolver.VisitRulesFor(context.Background(), tt.user, tt.namespace, func(source fmt.Stringer, rule *rbacv1.PolicyRule, err error) bool {
				if err != nil {
					got = append(got, "error: "+err.Error())
				} else {
					got = append(got, source.String()+": "+rbacv1.CompactString(*rule))
				}
				return true
			})
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestVisitRulesForStops(t *testing.T) {
	resolver, _ := policy()
	calls := 0
	resolver.VisitRulesFor(context.Background(), &user.DefaultInfo{Name: "bob"}, "demo", func(fmt.Stringer, *rbacv1.PolicyRule, error) bool {
		calls++
		return false
	})
	if calls != 1 {
		t.Errorf("got %d calls; want 1", calls)
	}
}

func TestRulesFor(t *testing.T) {
	resolver, _ := policy()
	rules, err := resolver.RulesFor(context.Background(), &user.DefaultInfo{Name: "alice", Groups: []string{"readers"}}, "demo")
	if len(rules) != 2 {
		t.Errorf("got %d rules; want 2 (pod-reader's, once: the first matching subject counts)", len(rules))
	}
	if err == nil || err.Error() != "clusterrole not found" {
		t.Errorf("got error %v; want clusterrole not found", err)
	}
}

func TestGetRoleReferenceRulesUnknownKind(t *testing.T) {
	resolver, _ := policy()
	_, err := resolver.GetRoleReferenceRules(context.Background(), rbacv1.RoleRef{Kind: "Policy", Name: "x"}, "demo")
	if want := `unsupported role reference kind: "Policy"`; err == nil || err.Error() != want {
		t.Errorf("got %v; want %s", err, want)
	}
}
