package validatingadmissionpolicystatus

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// mapper is a RESTMapper over a fixed table.
type mapper map[schema.GroupVersionResource]schema.GroupVersionKind

func (m mapper) KindsFor(gvr schema.GroupVersionResource) ([]schema.GroupVersionKind, error) {
	if gvk, ok := m[gvr]; ok {
		return []schema.GroupVersionKind{gvk}, nil
	}
	return nil, fmt.Errorf("no kind for %v", gvr)
}

var testMapper = mapper{
	{Group: "apps", Version: "v1", Resource: "deployments"}:            {Group: "apps", Version: "v1", Kind: "Deployment"},
	{Group: "apps", Version: "v1", Resource: "replicasets"}:            {Group: "apps", Version: "v1", Kind: "ReplicaSet"},
	{Group: "", Version: "v1", Resource: "configmaps"}:                 {Group: "", Version: "v1", Kind: "ConfigMap"},
	{Group: "widgets.example.com", Version: "v1", Resource: "widgets"}: {Group: "widgets.example.com", Version: "v1", Kind: "Widget"},
}

func policyOn(resources []string, paramKind *admissionregistration.ParamKind, validations ...admissionregistration.Validation) *admissionregistration.ValidatingAdmissionPolicy {
	return &admissionregistration.ValidatingAdmissionPolicy{Spec: admissionregistration.ValidatingAdmissionPolicySpec{
		ParamKind: paramKind,
		MatchConstraints: &admissionregistration.MatchResources{ResourceRules: []admissionregistration.NamedRuleWithOperations{{
			RuleWithOperations: admissionregistration.RuleWithOperations{Rule: admissionregistration.Rule{
				APIGroups: []string{"apps"}, APIVersions: []string{"v1"}, Resources: resources}}}}},
		Variables:   []admissionregistration.Variable{{Name: "replicas", Expression: "object.spec.replicas"}},
		Validations: validations,
	}}
}

func TestCheck(t *testing.T) {
	checker := &TypeChecker{SchemaResolver: &DefinitionsSchemaResolver{Scheme: legacyscheme.Scheme}, RestMapper: testMapper}
	configMap := &admissionregistration.ParamKind{APIVersion: "v1", Kind: "ConfigMap"}
	tests := []struct {
		name   string
		policy *admissionregistration.ValidatingAdmissionPolicy
		want   []admissionregistration.ExpressionWarning
	}{
		{"fields that exist", policyOn([]string{"deployments"}, nil,
			admissionregistration.Validation{Expression: "object.spec.replicas <= 5 && object.metadata.name != ''"}), nil},
		{"a misspelt field", policyOn([]string{"deployments"}, nil, admissionregistration.Validation{Expression: "object.spec.replicsa <= 5"}),
			[]admissionregistration.ExpressionWarning{{FieldRef: "spec.validations[0].expression",
				Warning: "apps/v1, Kind=Deployment: ERROR: <input>:1:12: undefined field 'replicsa'\n | object.spec.replicsa <= 5\n | ...........^\n"}}},
		{"one warning line per kind", policyOn([]string{"deployments", "replicasets"}, nil, admissionregistration.Validation{Expression: "object.spec.paused"}),
			[]admissionregistration.ExpressionWarning{{FieldRef: "spec.validations[0].expression",
				Warning: "apps/v1, Kind=ReplicaSet: ERROR: <input>:1:12: undefined field 'paused'\n | object.spec.paused\n | ...........^\n"}}},
		{"a variable keeps its type", policyOn([]string{"deployments"}, nil, admissionregistration.Validation{Expression: "variables.replicas == 'three'"}),
			[]admissionregistration.ExpressionWarning{{FieldRef: "spec.validations[0].expression",
				Warning: "apps/v1, Kind=Deployment: ERROR: <input>:1:20: found no matching overload for '_==_' applied to '(int, string)'\n | variables.replicas == 'three'\n | ...................^\n"}}},
		{"params typed by paramKind", policyOn([]string{"deployments"}, configMap,
			admissionregistration.Validation{Expression: "object.spec.replicas <= int(params.data.max)"},
			admissionregistration.Validation{Expression: "true", MessageExpression: "params.datum"}),
			[]admissionregistration.ExpressionWarning{{FieldRef: "spec.validations[1].messageExpression",
				Warning: "apps/v1, Kind=Deployment: ERROR: <input>:1:7: undefined field 'datum'\n | params.datum\n | ......^\n"}}},
		{"no schema, no check", policyOn([]string{"statefulsets"}, nil, admissionregistration.Validation{Expression: "object.nope"}), nil},
		{"wildcards are not checked", policyOn([]string{"*"}, nil, admissionregistration.Validation{Expression: "object.nope"}), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := checker.Check(tt.policy); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
