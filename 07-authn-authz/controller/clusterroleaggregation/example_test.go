package clusterroleaggregation_test

import (
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/controller/clusterroleaggregation"
)

// view holds no rules of its own: it gathers those of every ClusterRole
// labelled aggregate-to-view.
func ExampleAggregatedRules() {
	label := "rbac.authorization.k8s.io/aggregate-to-view"
	view := &rbac.ClusterRole{
		ObjectMeta: metav1.ObjectMeta{Name: "view"},
		AggregationRule: &rbac.AggregationRule{ClusterRoleSelectors: []metav1.LabelSelector{
			{MatchLabels: map[string]string{label: "true"}},
		}},
	}
	widgets := &rbac.ClusterRole{
		ObjectMeta: metav1.ObjectMeta{Name: "widgets-view", Labels: map[string]string{label: "true"}},
		Rules:      []rbac.PolicyRule{{Verbs: []string{"get", "list", "watch"}, APIGroups: []string{"example.com"}, Resources: []string{"widgets"}}},
	}
	unlabelled := &rbac.ClusterRole{
		ObjectMeta: metav1.ObjectMeta{Name: "secrets-admin"},
		Rules:      []rbac.PolicyRule{{Verbs: []string{"*"}, APIGroups: []string{""}, Resources: []string{"secrets"}}},
	}
	rules, _ := clusterroleaggregation.AggregatedRules(view, []*rbac.ClusterRole{view, widgets, unlabelled})
	for _, r := range rules {
		fmt.Println(r.CompactString())
	}
	// Output:
	// {APIGroups:["example.com"], Resources:["widgets"], Verbs:["get" "list" "watch"]}
}
