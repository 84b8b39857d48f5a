package policy

import (
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"slices"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
)

var (
	alice = &user.DefaultInfo{Name: "alice", Groups: []string{"devs", user.AllAuthenticated}}

	getPod      = authorizer.AttributesRecord{User: alice, Verb: "get", ResourceRequest: true, Namespace: "default", Resource: "pods", Name: "web", APIVersion: "v1"}
	getPodLog   = authorizer.AttributesRecord{User: alice, Verb: "get", ResourceRequest: true, Namespace: "default", Resource: "pods", Subresource: "log", Name: "web", APIVersion: "v1"}
	listNodes   = authorizer.AttributesRecord{User: alice, Verb: "list", ResourceRequest: true, Resource: "nodes", APIVersion: "v1"}
	createDeplo = authorizer.AttributesRecord{User: alice, Verb: "create", ResourceRequest: true, Namespace: "prod", Resource: "deployments", APIGroup: "apps", APIVersion: "v1"}
	getHealthz  = authorizer.AttributesRecord{User: alice, Verb: "get", Path: "/healthz/etcd"}
	anonymous   = authorizer.AttributesRecord{Verb: "get", Path: "/version"}
)

func TestRuleMatches(t *testing.T) {
	tests := []struct {
		name  string
		rule  auditv1.PolicyRule
		attrs authorizer.AttributesRecord
		want  bool
	}{
		{"empty rule matches all", auditv1.PolicyRule{}, getPod, true},
		{"users match", auditv1.PolicyRule{Users: []string{"bob", "alice"}}, getPod, true},
		{"users differ", auditv1.PolicyRule{Users: []string{"bob"}}, getPod, false},
		{"users and no user", auditv1.PolicyRule{Users: []string{"alice"}}, anonymous, false},
		{"userGroups match one", auditv1.PolicyRule{UserGroups: []string{"devs"}}, getPod, true},
		{"userGroups differ", auditv1.PolicyRule{UserGroups: []string{"ops"}}, getPod, false},
		{"verbs match", auditv1.PolicyRule{Verbs: []string{"get", "list"}}, listNodes, true},
		{"verbs differ", auditv1.PolicyRule{Verbs: []string{"create"}}, listNodes, false},
		{"core group resource", auditv1.PolicyRule{Resources: []auditv1.GroupResources{{Resources: []string{"pods"}}}}, getPod, true},
		{"resource in another group", auditv1.PolicyRule{Resources: []auditv1.GroupResources{{Group: "apps", Resources: []string{"pods"}}}}, getPod, false},
		{"group alone: all its resources", auditv1.PolicyRule{Resources: []auditv1.GroupResources{{Group: "apps"}}}, createDeplo, true},
		{"group *", auditv1.PolicyRule{Resources: []auditv1.GroupResources{{Group: "*", Resources: []string{"deployments"}}}}, createDeplo, true},
		{"resource * ", auditv1.PolicyRule{Resources: []auditv1.GroupResources{{Resources: []string{"*"}}}}, getPodLog, true},
		{"pods does not match pods/log", auditv1.PolicyRule{Resources: []auditv1.GroupResources{{Resources: []string{"pods"}}}}, getPodLog, false},
		{"pods/log", auditv1.PolicyRule{Resources: []auditv1.GroupResources{{Resources: []string{"pods/log"}}}}, getPodLog, true},
		{"*/log", auditv1.PolicyRule{Resources: []auditv1.GroupResources{{Resources: []string{"*/log"}}}}, getPodLog, true},
		{"*/log not the pod", auditv1.PolicyRule{Resources: []auditv1.GroupResources{{Resources: []string{"*/log"}}}}, getPod, false},
		{"pods/* the pod", auditv1.PolicyRule{Resources: []auditv1.GroupResources{{Resources: []string{"pods/*"}}}}, getPod, true},
		{"pods/* its log", auditv1.PolicyRule{Resources: []auditv1.GroupResources{{Resources: []string{"pods/*"}}}}, getPodLog, true},
		{"resourceNames match", auditv1.PolicyRule{Resources: []auditv1.GroupResources{{Resources: []string{"pods"}, ResourceNames: []string{"web"}}}}, getPod, true},
		{"resourceNames differ", auditv1.PolicyRule{Resources: []auditv1.GroupResources{{Resources: []string{"pods"}, ResourceNames: []string{"db"}}}}, getPod, false},
		{"namespaces match", auditv1.PolicyRule{Namespaces: []string{"default"}}, getPod, true},
		{"namespaces differ", auditv1.PolicyRule{Namespaces: []string{"kube-system"}}, getPod, false},
		{"namespace \"\" is cluster-scoped", auditv1.PolicyRule{Namespaces: []string{""}}, listNodes, true},
		{"namespace \"\" not a namespaced request", auditv1.PolicyRule{Namespaces: []string{""}}, getPod, false},
		{"resource rule, non-resource request", auditv1.PolicyRule{Namespaces: []string{""}}, getHealthz, false},
		{"nonResourceURLs exact", auditv1.PolicyRule{NonResourceURLs: []string{"/healthz/etcd"}}, getHealthz, true},
		{"nonResourceURLs prefix", auditv1.PolicyRule{NonResourceURLs: []string{"/healthz*"}}, getHealthz, true},
		{"nonResourceURLs *", auditv1.PolicyRule{NonResourceURLs: []string{"*"}}, getHealthz, true},
		{"nonResourceURLs differ", auditv1.PolicyRule{NonResourceURLs: []string{"/version"}}, getHealthz, false},
		{"nonResourceURLs, resource request", auditv1.PolicyRule{NonResourceURLs: []string{"*"}}, getPod, false},
		{"all fields match", auditv1.PolicyRule{Users: []string{"alice"}, Verbs: []string{"create"}, Namespaces: []string{"prod"},
			Resources: []auditv1.GroupResources{{Group: "apps", Resources: []string{"deployments"}}}}, createDeplo, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ruleMatches(&tt.rule, tt.attrs); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestEvaluatePolicyRule(t *testing.T) {
	omitFalse := false
	policy := &auditv1.Policy{
		OmitStages:        []auditv1.Stage{auditv1.StageRequestReceived},
		OmitManagedFields: true,
		Rules: []auditv1.PolicyRule{
			{Level: auditv1.LevelNone, NonResourceURLs: []string{"/healthz*"}},
			{Level: auditv1.LevelRequestResponse, Resources: []auditv1.GroupResources{{Resources: []string{"pods/log"}}},
				OmitStages: []auditv1.Stage{auditv1.StageResponseStarted}, OmitManagedFields: &omitFalse},
			{Level: auditv1.LevelMetadata, Resources: []auditv1.GroupResources{{Resources: []string{"pods"}}}},
			{Level: auditv1.LevelRequest, Resources: []auditv1.GroupResources{{Resources: []string{"pods"}}}},
		},
	}
	tests := []struct {
		name  string
		attrs authorizer.AttributesRecord
		want  audit.RequestAuditConfig
	}{
		{"first rule", getHealthz, audit.RequestAuditConfig{Level: auditv1.LevelNone,
			OmitStages: []auditv1.Stage{auditv1.StageRequestReceived}, OmitManagedFields: true}},
		{"rule's own stages and override", getPodLog, audit.RequestAuditConfig{Level: auditv1.LevelRequestResponse,
			OmitStages: []auditv1.Stage{auditv1.StageRequestReceived, auditv1.StageResponseStarted}}},
		{"first match wins", getPod, audit.RequestAuditConfig{Level: auditv1.LevelMetadata,
			OmitStages: []auditv1.Stage{auditv1.StageRequestReceived}, OmitManagedFields: true}},
		{"no match: None", listNodes, audit.RequestAuditConfig{Level: auditv1.LevelNone,
			OmitStages: []auditv1.Stage{auditv1.StageRequestReceived}, OmitManagedFields: true}},
	}
	evaluator := NewPolicyRuleEvaluator(policy)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := evaluator.EvaluatePolicyRule(tt.attrs)
			if got.Level != tt.want.Level || !slices.Equal(got.OmitStages, tt.want.OmitStages) || got.OmitManagedFields != tt.want.OmitManagedFields {
				t.Errorf("got %+v; want %+v", got, tt.want)
			}
		})
	}
	if len(policy.Rules[1].OmitStages) != 1 {
		t.Errorf("got the caller's rule omitStages %v; want them untouched", policy.Rules[1].OmitStages)
	}
}
