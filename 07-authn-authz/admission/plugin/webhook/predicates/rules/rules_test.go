package rules

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

func attrs(op admission.Operation, gvr schema.GroupVersionResource, sub, ns string) admission.Attributes {
	return admission.NewAttributesRecord(nil, nil, schema.GroupVersionKind{}, ns, "x", gvr, sub, op, nil, false, nil)
}

func rule(ops []admissionregistration.OperationType, groups, versions, resources []string, scope admissionregistration.ScopeType) admissionregistration.RuleWithOperations {
	return admissionregistration.RuleWithOperations{Operations: ops,
		Rule: admissionregistration.Rule{APIGroups: groups, APIVersions: versions, Resources: resources, Scope: &scope}}
}

func TestMatches(t *testing.T) {
	create := []admissionregistration.OperationType{admissionregistration.Create}
	all := []admissionregistration.OperationType{admissionregistration.OperationAll}
	configmaps := schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}
	deployments := schema.GroupVersionResource{Group: "apps", Version: "v1", Resource: "deployments"}
	namespaces := schema.GroupVersionResource{Version: "v1", Resource: "namespaces"}
	nodes := schema.GroupVersionResource{Version: "v1", Resource: "nodes"}
	tests := []struct {
		name string
		rule admissionregistration.RuleWithOperations
		attr admission.Attributes
		want bool
	}{
		{"exact", rule(create, []string{""}, []string{"v1"}, []string{"configmaps"}, "*"), attrs(admission.Create, configmaps, "", "ns"), true},
		{"other operation", rule(create, []string{""}, []string{"v1"}, []string{"configmaps"}, "*"), attrs(admission.Update, configmaps, "", "ns"), false},
		{"any operation", rule(all, []string{""}, []string{"v1"}, []string{"configmaps"}, "*"), attrs(admission.Delete, configmaps, "", "ns"), true},
		{"other group", rule(create, []string{""}, []string{"v1"}, []string{"deployments"}, "*"), attrs(admission.Create, deployments, "", "ns"), false},
		{"any group and version", rule(create, []string{"*"}, []string{"*"}, []string{"deployments"}, "*"), attrs(admission.Create, deployments, "", "ns"), true},
		{"other version", rule(create, []string{"apps"}, []string{"v1beta1"}, []string{"deployments"}, "*"), attrs(admission.Create, deployments, "", "ns"), false},
		{"* is no subresource", rule(create, []string{"*"}, []string{"*"}, []string{"*"}, "*"), attrs(admission.Update, deployments, "status", "ns"), false},
		{"* matches a resource", rule(all, []string{"*"}, []string{"*"}, []string{"*"}, "*"), attrs(admission.Update, deployments, "", "ns"), true},
		{"*/* matches a subresource", rule(all, []string{"*"}, []string{"*"}, []string{"*/*"}, "*"), attrs(admission.Update, deployments, "status", "ns"), true},
		{"*/status", rule(all, []string{"*"}, []string{"*"}, []string{"*/status"}, "*"), attrs(admission.Update, deployments, "status", "ns"), true},
		{"*/status, scale", rule(all, []string{"*"}, []string{"*"}, []string{"*/status"}, "*"), attrs(admission.Update, deployments, "scale", "ns"), false},
		{"deployments/*", rule(all, []string{"*"}, []string{"*"}, []string{"deployments/*"}, "*"), attrs(admission.Update, deployments, "scale", "ns"), true},
		{"plain resource, subresource request", rule(all, []string{"*"}, []string{"*"}, []string{"deployments"}, "*"), attrs(admission.Update, deployments, "scale", "ns"), false},
		{"Namespaced, namespaced", rule(all, []string{"*"}, []string{"*"}, []string{"*"}, "Namespaced"), attrs(admission.Create, configmaps, "", "ns"), true},
		{"Namespaced, cluster", rule(all, []string{"*"}, []string{"*"}, []string{"*"}, "Namespaced"), attrs(admission.Create, nodes, "", ""), false},
		{"Namespaced, a namespace", rule(all, []string{"*"}, []string{"*"}, []string{"*"}, "Namespaced"), attrs(admission.Create, namespaces, "", "ns"), false},
		{"Cluster, a namespace", rule(all, []string{"*"}, []string{"*"}, []string{"*"}, "Cluster"), attrs(admission.Create, namespaces, "", "ns"), true},
		{"Cluster, cluster", rule(all, []string{"*"}, []string{"*"}, []string{"*"}, "Cluster"), attrs(admission.Create, nodes, "", ""), true},
		{"Cluster, namespaced", rule(all, []string{"*"}, []string{"*"}, []string{"*"}, "Cluster"), attrs(admission.Create, configmaps, "", "ns"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := Matcher{Rule: tt.rule, Attr: tt.attr}
			if got := m.Matches(); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestIsExemptAdmissionConfigurationResource(t *testing.T) {
	tests := []struct {
		group, kind string
		want        bool
	}{
		{"admissionregistration.k8s.io", "MutatingWebhookConfiguration", true},
		{"admissionregistration.k8s.io", "ValidatingWebhookConfiguration", true},
		{"admissionregistration.k8s.io", "ValidatingAdmissionPolicy", true},
		{"admissionregistration.k8s.io", "ValidatingAdmissionPolicyBinding", true},
		{"admissionregistration.k8s.io", "MutatingAdmissionPolicy", true},
		{"admissionregistration.k8s.io", "MutatingAdmissionPolicyBinding", true},
		{"", "ConfigMap", false},
		{"example.com", "ValidatingAdmissionPolicy", false},
	}
	for _, tt := range tests {
		attr := admission.NewAttributesRecord(nil, nil, schema.GroupVersionKind{Group: tt.group, Version: "v1", Kind: tt.kind},
			"", "x", schema.GroupVersionResource{}, "", admission.Create, nil, false, nil)
		if got := IsExemptAdmissionConfigurationResource(attr); got != tt.want {
			t.Errorf("%s/%s: got exempt %v; want %v", tt.group, tt.kind, got, tt.want)
		}
	}
}
