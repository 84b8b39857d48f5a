package matching

import (
	"context"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/predicates/namespace"
	webhooktesting "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/testing"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

func rule(resources []string, names ...string) admissionregistration.NamedRuleWithOperations {
	return admissionregistration.NamedRuleWithOperations{ResourceNames: names, RuleWithOperations: admissionregistration.RuleWithOperations{
		Operations: []admissionregistration.OperationType{admissionregistration.OperationAll},
		Rule:       admissionregistration.Rule{APIGroups: []string{""}, APIVersions: []string{"v1"}, Resources: resources},
	}}
}

func TestMatches(t *testing.T) {
	m := NewMatcher(&namespace.Matcher{GetNamespace: func(context.Context, string) (runtime.Object, error) { return nil, nil }})
	empty := &metav1.LabelSelector{}
	for _, tc := range []struct {
		name     string
		criteria *admissionregistration.MatchResources
		labels   map[string]string
		want     bool
	}{
		{"nil matches nothing", nil, nil, false},
		{"no rules: everything", &admissionregistration.MatchResources{}, nil, true},
		{"rule", &admissionregistration.MatchResources{ResourceRules: []admissionregistration.NamedRuleWithOperations{rule([]string{"configmaps"})}}, nil, true},
		{"other resource", &admissionregistration.MatchResources{ResourceRules: []admissionregistration.NamedRuleWithOperations{rule([]string{"secrets"})}}, nil, false},
		{"resourceNames", &admissionregistration.MatchResources{ResourceRules: []admissionregistration.NamedRuleWithOperations{rule([]string{"configmaps"}, "other")}}, nil, false},
		{"resourceNames hit", &admissionregistration.MatchResources{ResourceRules: []admissionregistration.NamedRuleWithOperations{rule([]string{"configmaps"}, "cm")}}, nil, true},
		{"excluded", &admissionregistration.MatchResources{
			ResourceRules:        []admissionregistration.NamedRuleWithOperations{rule([]string{"*"})},
			ExcludeResourceRules: []admissionregistration.NamedRuleWithOperations{rule([]string{"configmaps"}, "cm")}}, nil, false},
		{"object selector", &admissionregistration.MatchResources{NamespaceSelector: empty,
			ObjectSelector: &metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}}}, map[string]string{"app": "web"}, true},
		{"object selector miss", &admissionregistration.MatchResources{NamespaceSelector: empty,
			ObjectSelector: &metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}}}, map[string]string{"app": "db"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			attr := webhooktesting.ConfigMapCreate("default", "cm", tc.labels, false)
			got, gvr, _, err := m.Matches(context.Background(), attr, tc.criteria)
			if err != nil || got != tc.want {
				t.Errorf("got %v, %v; want %v", got, err, tc.want)
			}
			if got && gvr != attr.GetResource() {
				t.Errorf("got resource %v; want %v", gvr, attr.GetResource())
			}
		})
	}
}
