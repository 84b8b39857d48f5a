package classifier

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
)

// alice is an ordinary authenticated user.
var alice = &user.DefaultInfo{Name: "alice", Groups: []string{"devs", user.AllAuthenticated}}

// resourceRequest is a resource request for verb on group/resource[/sub] in ns.
func resourceRequest(verb, group, resource, sub, ns string) *genericrequest.RequestInfo {
	return &genericrequest.RequestInfo{IsResourceRequest: true, Verb: verb, APIGroup: group, Resource: resource, Subresource: sub, Namespace: ns}
}

// nonResourceRequest is a non-resource request for verb on path.
func nonResourceRequest(verb, path string) *genericrequest.RequestInfo {
	return &genericrequest.RequestInfo{Verb: verb, Path: path}
}

// schemaWith is a FlowSchema with one rule.
func schemaWith(rule flowcontrol.PolicyRulesWithSubjects) *flowcontrol.FlowSchema {
	fs := &flowcontrol.FlowSchema{Spec: flowcontrol.FlowSchemaSpec{Rules: []flowcontrol.PolicyRulesWithSubjects{rule}}}
	fs.Name = "test"
	return fs
}

// everyResource names every resource request.
var everyResource = []flowcontrol.ResourcePolicyRule{{Verbs: []string{"*"}, APIGroups: []string{"*"}, Resources: []string{"*"}, Namespaces: []string{"*"}, ClusterScope: true}}

func TestMatchesSubject(t *testing.T) {
	userSubj := func(name string) flowcontrol.Subject {
		return flowcontrol.Subject{Kind: flowcontrol.SubjectKindUser, User: &flowcontrol.UserSubject{Name: name}}
	}
	groupSubj := func(name string) flowcontrol.Subject {
		return flowcontrol.Subject{Kind: flowcontrol.SubjectKindGroup, Group: &flowcontrol.GroupSubject{Name: name}}
	}
	saSubj := func(ns, name string) flowcontrol.Subject {
		return flowcontrol.Subject{Kind: flowcontrol.SubjectKindServiceAccount, ServiceAccount: &flowcontrol.ServiceAccountSubject{Namespace: ns, Name: name}}
	}
	sa := &user.DefaultInfo{Name: "system:serviceaccount:kube-system:coredns", Groups: []string{"system:serviceaccounts", user.AllAuthenticated}}
	anonymous := &user.DefaultInfo{Name: user.Anonymous, Groups: []string{user.AllUnauthenticated}}
	tests := []struct {
		name    string
		subject flowcontrol.Subject
		user    user.Info
		want    bool
	}{
		{"user by name", userSubj("alice"), alice, true},
		{"user, other name", userSubj("bob"), alice, false},
		{"user *", userSubj("*"), anonymous, true},
		{"user kind, nil user", flowcontrol.Subject{Kind: flowcontrol.SubjectKindUser}, alice, false},
		{"group the user is in", groupSubj("devs"), alice, true},
		{"group system:authenticated", groupSubj(user.AllAuthenticated), alice, true},
		{"group system:unauthenticated, authenticated user", groupSubj(user.AllUnauthenticated), alice, false},
		{"group system:unauthenticated, anonymous", groupSubj(user.AllUnauthenticated), anonymous, true},
		{"group the user is not in", groupSubj("ops"), alice, false},
		{"group *", groupSubj("*"), &user.DefaultInfo{Name: "nogroups"}, true},
		{"group named like the user", groupSubj("alice"), alice, false},
		{"service account by name", saSubj("kube-system", "coredns"), sa, true},
		{"service account, other name", saSubj("kube-system", "kube-proxy"), sa, false},
		{"service account, other namespace", saSubj("default", "coredns"), sa, false},
		{"service account, name * in its namespace", saSubj("kube-system", "*"), sa, true},
		{"service account, name * in other namespace", saSubj("default", "*"), sa, false},
		{"service account, namespace a prefix of the real one", saSubj("kube", "*"), sa, false},
		{"service account subject, ordinary user", saSubj("kube-system", "*"), &user.DefaultInfo{Name: "kube-system:coredns"}, false},
		{"service account kind, nil account", flowcontrol.Subject{Kind: flowcontrol.SubjectKindServiceAccount}, sa, false},
		{"unknown kind", flowcontrol.Subject{Kind: "Robot", User: &flowcontrol.UserSubject{Name: "*"}}, alice, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fs := schemaWith(flowcontrol.PolicyRulesWithSubjects{Subjects: []flowcontrol.Subject{tc.subject}, ResourceRules: everyResource})
			digest := RequestDigest{RequestInfo: resourceRequest("get", "", "pods", "", "default"), User: tc.user}
			if got := MatchesFlowSchema(digest, fs); got != tc.want {
				t.Errorf("MatchesFlowSchema = %v; want %v", got, tc.want)
			}
		})
	}
}

func TestMatchesResourceRule(t *testing.T) {
	rule := func(verbs, groups, resources, namespaces []string, clusterScope bool) flowcontrol.ResourcePolicyRule {
		return flowcontrol.ResourcePolicyRule{Verbs: verbs, APIGroups: groups, Resources: resources, Namespaces: namespaces, ClusterScope: clusterScope}
	}
	all := []string{"*"}
	core := []string{""}
	tests := []struct {
		name string
		rule flowcontrol.ResourcePolicyRule
		ri   *genericrequest.RequestInfo
		want bool
	}{
		{"everything", rule(all, all, all, all, true), resourceRequest("list", "apps", "deployments", "", "ns1"), true},
		{"verb listed", rule([]string{"get", "list"}, all, all, all, false), resourceRequest("list", "", "pods", "", "ns1"), true},
		{"verb not listed", rule([]string{"get"}, all, all, all, false), resourceRequest("delete", "", "pods", "", "ns1"), false},
		{"core group", rule(all, core, all, all, false), resourceRequest("get", "", "pods", "", "ns1"), true},
		{"core group, apps request", rule(all, core, all, all, false), resourceRequest("get", "apps", "deployments", "", "ns1"), false},
		{"group listed", rule(all, []string{"apps"}, all, all, false), resourceRequest("get", "apps", "deployments", "", "ns1"), true},
		{"resource listed", rule(all, all, []string{"pods"}, all, false), resourceRequest("get", "", "pods", "", "ns1"), true},
		{"resource not listed", rule(all, all, []string{"pods"}, all, false), resourceRequest("get", "", "services", "", "ns1"), false},
		{"resource listed, subresource request", rule(all, all, []string{"pods"}, all, false), resourceRequest("get", "", "pods", "log", "ns1"), false},
		{"subresource listed", rule(all, all, []string{"pods/log"}, all, false), resourceRequest("get", "", "pods", "log", "ns1"), true},
		{"subresource listed, other subresource", rule(all, all, []string{"pods/log"}, all, false), resourceRequest("get", "", "pods", "exec", "ns1"), false},
		{"subresource listed, resource request", rule(all, all, []string{"pods/log"}, all, false), resourceRequest("get", "", "pods", "", "ns1"), false},
		{"resource *, subresource request", rule(all, all, all, all, false), resourceRequest("get", "", "pods", "status", "ns1"), true},
		{"namespace listed", rule(all, all, all, []string{"ns1"}, false), resourceRequest("get", "", "pods", "", "ns1"), true},
		{"namespace not listed", rule(all, all, all, []string{"ns2"}, false), resourceRequest("get", "", "pods", "", "ns1"), false},
		{"cluster-scoped request, clusterScope", rule(all, all, all, nil, true), resourceRequest("get", "", "nodes", "", ""), true},
		{"cluster-scoped request, no clusterScope", rule(all, all, all, all, false), resourceRequest("get", "", "nodes", "", ""), false},
		{"namespaced request, clusterScope only", rule(all, all, all, nil, true), resourceRequest("get", "", "pods", "", "ns1"), false},
		{"* not a pattern among others", rule([]string{"get", "*"}, all, all, all, false), resourceRequest("list", "", "pods", "", "ns1"), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fs := schemaWith(flowcontrol.PolicyRulesWithSubjects{
				Subjects:      []flowcontrol.Subject{{Kind: flowcontrol.SubjectKindUser, User: &flowcontrol.UserSubject{Name: "*"}}},
				ResourceRules: []flowcontrol.ResourcePolicyRule{tc.rule},
			})
			if got := MatchesFlowSchema(RequestDigest{RequestInfo: tc.ri, User: alice}, fs); got != tc.want {
				t.Errorf("MatchesFlowSchema = %v; want %v", got, tc.want)
			}
		})
	}
}

func TestMatchesNonResourceRule(t *testing.T) {
	tests := []struct {
		name string
		urls []string
		verb string
		path string
		want bool
	}{
		{"exact", []string{"/healthz"}, "get", "/healthz", true},
		{"exact, other path", []string{"/healthz"}, "get", "/livez", false},
		{"*", []string{"*"}, "get", "/anything/at/all", true},
		{"trailing /*, below", []string{"/apis/*"}, "get", "/apis/apps", true},
		{"trailing /*, the prefix itself", []string{"/apis/*"}, "get", "/apis", false},
		{"no *, below", []string{"/apis"}, "get", "/apis/apps/v1", true},
		{"no *, a longer name", []string{"/healthz"}, "get", "/healthzz", false},
		{"trailing /*, a longer name", []string{"/api/*"}, "get", "/apis/apps", false},
		{"second url", []string{"/livez", "/readyz"}, "get", "/readyz", true},
		{"verb not listed", []string{"/healthz"}, "post", "/healthz", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fs := schemaWith(flowcontrol.PolicyRulesWithSubjects{
				Subjects:         []flowcontrol.Subject{{Kind: flowcontrol.SubjectKindGroup, Group: &flowcontrol.GroupSubject{Name: "*"}}},
				NonResourceRules: []flowcontrol.NonResourcePolicyRule{{Verbs: []string{"get"}, NonResourceURLs: tc.urls}},
			})
			digest := RequestDigest{RequestInfo: nonResourceRequest(tc.verb, tc.path), User: alice}
			if got := MatchesFlowSchema(digest, fs); got != tc.want {
				t.Errorf("MatchesFlowSchema = %v; want %v", got, tc.want)
			}
		})
	}
}

func TestMatchesPolicyRuleKind(t *testing.T) {
	// A resource request needs a resource rule, a non-resource request a
	// non-resource rule: the other kind never matches.
	everyone := []flowcontrol.Subject{{Kind: flowcontrol.SubjectKindUser, User: &flowcontrol.UserSubject{Name: "*"}}}
	resourceOnly := schemaWith(flowcontrol.PolicyRulesWithSubjects{Subjects: everyone, ResourceRules: everyResource})
	nonResourceOnly := schemaWith(flowcontrol.PolicyRulesWithSubjects{Subjects: everyone, NonResourceRules: []flowcontrol.NonResourcePolicyRule{{Verbs: []string{"*"}, NonResourceURLs: []string{"*"}}}})
	noSubjects := schemaWith(flowcontrol.PolicyRulesWithSubjects{ResourceRules: everyResource})
	tests := []struct {
		name string
		fs   *flowcontrol.FlowSchema
		ri   *genericrequest.RequestInfo
		want bool
	}{
		{"resource rule, resource request", resourceOnly, resourceRequest("get", "", "pods", "", "ns1"), true},
		{"resource rule, non-resource request", resourceOnly, nonResourceRequest("get", "/healthz"), false},
		{"non-resource rule, non-resource request", nonResourceOnly, nonResourceRequest("get", "/healthz"), true},
		{"non-resource rule, resource request", nonResourceOnly, resourceRequest("get", "", "pods", "", "ns1"), false},
		{"no subjects", noSubjects, resourceRequest("get", "", "pods", "", "ns1"), false},
		{"no rules", schemaWith(flowcontrol.PolicyRulesWithSubjects{Subjects: everyone}), resourceRequest("get", "", "pods", "", "ns1"), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := MatchesFlowSchema(RequestDigest{RequestInfo: tc.ri, User: alice}, tc.fs); got != tc.want {
				t.Errorf("MatchesFlowSchema = %v; want %v", got, tc.want)
			}
		})
	}
}
