package rbac

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

// res is a resource request of verb on group/resource[/sub], named name.
func res(verb, group, resource, sub, name string) authorizer.AttributesRecord {
	return authorizer.AttributesRecord{ResourceRequest: true, Verb: verb, APIGroup: group, Resource: resource, Subresource: sub, Name: name}
}

// nonRes is a non-resource request of verb on path.
func nonRes(verb, path string) authorizer.AttributesRecord {
	return authorizer.AttributesRecord{Verb: verb, Path: path}
}

func TestRuleAllows(t *testing.T) {
	r := func(b *rbacv1.PolicyRuleBuilder) rbacv1.PolicyRule { return b.RuleOrDie() }
	tests := []struct {
		name  string
		rule  rbacv1.PolicyRule
		attrs authorizer.AttributesRecord
		want  bool
	}{
		{"exact", r(rbacv1.NewRule("get").Groups("").Resources("pods")), res("get", "", "pods", "", "web"), true},
		{"other verb", r(rbacv1.NewRule("get").Groups("").Resources("pods")), res("delete", "", "pods", "", "web"), false},
		{"other group", r(rbacv1.NewRule("get").Groups("").Resources("deployments")), res("get", "apps", "deployments", "", ""), false},
		{"other resource", r(rbacv1.NewRule("get").Groups("").Resources("pods")), res("get", "", "secrets", "", ""), false},
		{"all wildcards", r(rbacv1.NewRule("*").Groups("*").Resources("*")), res("deletecollection", "example.com", "widgets", "status", ""), true},
		{"resource does not cover subresource", r(rbacv1.NewRule("get").Groups("").Resources("pods")), res("get", "", "pods", "log", "web"), false},
		{"subresource by name", r(rbacv1.NewRule("get").Groups("").Resources("pods/log")), res("get", "", "pods", "log", "web"), true},
		{"subresource rule does not cover the resource", r(rbacv1.NewRule("get").Groups("").Resources("pods/log")), res("get", "", "pods", "", "web"), false},
		{"*/subresource", r(rbacv1.NewRule("update").Groups("*").Resources("*/scale")), res("update", "apps", "deployments", "scale", "web"), true},
		{"*/subresource, other subresource", r(rbacv1.NewRule("update").Groups("*").Resources("*/scale")), res("update", "apps", "deployments", "status", "web"), false},
		{"resourceNames: listed", r(rbacv1.NewRule("get").Groups("").Resources("configmaps").Names("cfg")), res("get", "", "configmaps", "", "cfg"), true},
		{"resourceNames: other", r(rbacv1.NewRule("get").Groups("").Resources("configmaps").Names("cfg")), res("get", "", "configmaps", "", "other"), false},
		{"resourceNames: list names nothing", r(rbacv1.NewRule("list").Groups("").Resources("configmaps").Names("cfg")), res("list", "", "configmaps", "", ""), false},
		{"nonResourceURL exact", r(rbacv1.NewRule("get").URLs("/healthz")), nonRes("get", "/healthz"), true},
		{"nonResourceURL prefix", r(rbacv1.NewRule("get").URLs("/healthz/*")), nonRes("get", "/healthz/etcd"), true},
		{"nonResourceURL prefix needs its slash", r(rbacv1.NewRule("get").URLs("/healthz/*")), nonRes("get", "/healthz"), false},
		{"nonResourceURL verb", r(rbacv1.NewRule("get").URLs("/healthz")), nonRes("post", "/healthz"), false},
		{"nonResourceURL *", r(rbacv1.NewRule("*").URLs("*")), nonRes("put", "/anything"), true},
		{"a resource rule does not allow URLs", r(rbacv1.NewRule("*").Groups("*").Resources("*")), nonRes("get", "/healthz"), false},
		{"a URL rule does not allow resources", r(rbacv1.NewRule("*").URLs("*")), res("get", "", "pods", "", ""), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := RuleAllows(tt.attrs, &tt.rule); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
			if got := RulesAllow(tt.attrs, rbacv1.PolicyRule{}, tt.rule); got != tt.want {
				t.Errorf("RulesAllow: got %v; want %v", got, tt.want)
			}
		})
	}
}

// newAuthorizer builds a small policy: devs read pods everywhere, alice
// edits configmaps in demo, and a binding names a missing role.
func newAuthorizer() *RBACAuthorizer {
	podReader := &rbacv1.ClusterRole{ObjectMeta: metav1.ObjectMeta{Name: "pod-reader"}, Rules: []rbacv1.PolicyRule{
		rbacv1.NewRule("get", "list", "watch").Groups("").Resources("pods", "pods/log").RuleOrDie(),
	}}
	cmEditor := &rbacv1.Role{ObjectMeta: metav1.ObjectMeta{Name: "cm-editor", Namespace: "demo"}, Rules: []rbacv1.PolicyRule{
		rbacv1.NewRule("*").Groups("").Resources("configmaps").RuleOrDie(),
	}}
	devs := rbacv1.NewClusterBinding("pod-reader").Groups("devs").BindingOrDie()
	gone := rbacv1.NewClusterBinding("gone").Groups("devs").BindingOrDie()
	alice := rbacv1.NewRoleBinding("cm-editor", "demo").Users("alice").BindingOrDie()
	_, static := rbacregistryvalidation.NewTestRuleResolver(
		[]*rbacv1.Role{cmEditor}, []*rbacv1.RoleBinding{&alice},
		[]*rbacv1.ClusterRole{podReader}, []*rbacv1.ClusterRoleBinding{&devs, &gone})
	return New(static, static, static, static)
}

func TestAuthorize(t *testing.T) {
	a := newAuthorizer()
	alice := &user.DefaultInfo{Name: "alice", Groups: []string{"devs"}}
	bob := &user.DefaultInfo{Name: "bob"}
	inNS := func(attrs authorizer.AttributesRecord, u user.Info, ns string) authorizer.AttributesRecord {
		attrs.User, attrs.Namespace = u, ns
		return attrs
	}
	tests := []struct {
		name         string
		attrs        authorizer.AttributesRecord
		wantDecision authorizer.Decision
		wantReason   string
	}{
		{"by a cluster role binding to a group", inNS(res("list", "", "pods", "", ""), alice, "prod"), authorizer.DecisionAllow,
			`RBAC: allowed by ClusterRoleBinding "pod-reader" of ClusterRole "pod-reader" to Group "devs"`},
		{"by a role binding in the namespace", inNS(res("delete", "", "configmaps", "", "cfg"), alice, "demo"), authorizer.DecisionAllow,
			`RBAC: allowed by RoleBinding "cm-editor/demo" of Role "cm-editor" to User "alice"`},
		{"the role binding does not reach other namespaces; errors are the reason", inNS(res("delete", "", "configmaps", "", "cfg"), alice, "prod"), authorizer.DecisionNoOpinion,
			`RBAC: clusterrole not found`},
		{"nothing bound: no opinion, no reason", inNS(res("get", "", "pods", "", ""), bob, "demo"), authorizer.DecisionNoOpinion, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, reason, err := a.Authorize(context.Background(), tt.attrs)
			if d != tt.wantDecision || reason != tt.wantReason || err != nil {
				t.Errorf("got (%v, %q, %v); want (%v, %q, <nil>)", d, reason, err, tt.wantDecision, tt.wantReason)
			}
		})
	}
}

func TestRulesFor(t *testing.T) {
	a := newAuthorizer()
	rr, nr, incomplete, err := a.RulesFor(context.Background(), &user.DefaultInfo{Name: "alice", Groups: []string{"devs"}}, "demo")
	if len(rr) != 2 || len(nr) != 0 || incomplete {
		t.Errorf("got (%d, %d, %v); want (2, 0, false)", len(rr), len(nr), incomplete)
	}
	if err == nil {
		t.Errorf("got no error; want the missing cluster role's")
	}
	if len(rr) == 2 {
		if got := rr[1].GetResources(); len(got) != 1 || got[0] != "configmaps" {
			t.Errorf("got resources %q; want [configmaps]", got)
		}
	}
}

func TestDescribeDenial(t *testing.T) {
	alice := &user.DefaultInfo{Name: "alice", Groups: []string{"devs"}}
	tests := []struct {
		name  string
		attrs authorizer.AttributesRecord
		want  string
	}{
		{"resource with group, subresource and name, in a namespace",
			authorizer.AttributesRecord{User: alice, ResourceRequest: true, Verb: "update", APIGroup: "apps", Resource: "deployments", Subresource: "scale", Name: "web", Namespace: "demo"},
			`RBAC: no rules authorize user "alice" with groups ["devs"] to "update" resource "deployments.apps/scale" named "web" in namespace "demo"`},
		{"core resource, cluster-wide",
			authorizer.AttributesRecord{User: alice, ResourceRequest: true, Verb: "list", Resource: "nodes"},
			`RBAC: no rules authorize user "alice" with groups ["devs"] to "list" resource "nodes" cluster-wide`},
		{"non-resource",
			authorizer.AttributesRecord{User: alice, Verb: "get", Path: "/metrics"},
			`RBAC: no rules authorize user "alice" with groups ["devs"] to "get" nonResourceURL "/metrics" cluster-wide`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := DescribeDenial(tt.attrs); got != tt.want {
				t.Errorf("got %s; want %s", got, tt.want)
			}
		})
	}
}

func TestAggregateMessage(t *testing.T) {
	a, b := errors.New("a"), errors.New("b")
	tests := []struct {
		name string
		errs []error
		want string
	}{
		{"one", []error{a}, "a"},
		{"two", []error{a, b}, "[a, b]"},
		{"duplicates once", []error{a, errors.New("a")}, "a"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := aggregateMessage(tt.errs); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
