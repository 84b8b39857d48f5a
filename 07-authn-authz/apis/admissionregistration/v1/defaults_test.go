package v1_test

import (
	"encoding/json"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	_ "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration/install"
	v1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration/v1"
)

// TestDefaults checks every v1 default upstream sets, on a webhook that
// sets nothing.
func TestDefaults(t *testing.T) {
	obj := &v1.MutatingWebhookConfiguration{Webhooks: []v1.MutatingWebhook{{
		Name:         "m.example.com",
		ClientConfig: v1.WebhookClientConfig{Service: &v1.ServiceReference{Namespace: "ns", Name: "svc"}},
		Rules:        []v1.RuleWithOperations{{Operations: []v1.OperationType{v1.Create}}},
	}}}
	legacyscheme.Scheme.Default(obj)
	w := obj.Webhooks[0]
	got, _ := json.Marshal(w)
	want := `{"name":"m.example.com","clientConfig":{"service":{"namespace":"ns","name":"svc","port":443}},` +
		`"rules":[{"operations":["CREATE"],"scope":"*"}],"failurePolicy":"Fail","matchPolicy":"Equivalent",` +
		`"namespaceSelector":{},"objectSelector":{},"sideEffects":null,"timeoutSeconds":10,` +
		`"admissionReviewVersions":null,"reinvocationPolicy":"Never"}`
	if string(got) != want {
		t.Errorf("got %s; want %s", got, want)
	}
}

// TestPolicyDefaults checks the defaults upstream sets on the admission
// policy kinds: failurePolicy Fail on both policies, and on every
// MatchResources matchPolicy Equivalent, both selectors {}, a rule's
// scope "*".
func TestPolicyDefaults(t *testing.T) {
	rules := func() *v1.MatchResources {
		return &v1.MatchResources{ResourceRules: []v1.NamedRuleWithOperations{{
			RuleWithOperations: v1.RuleWithOperations{Operations: []v1.OperationType{v1.Create}}}}}
	}
	const match = `{"namespaceSelector":{},"objectSelector":{},"resourceRules":[{"operations":["CREATE"],"scope":"*"}],"matchPolicy":"Equivalent"}`
	tests := []struct {
		name string
		obj  runtime.Object
		want string
	}{
		{
			name: "ValidatingAdmissionPolicy",
			obj:  &v1.ValidatingAdmissionPolicy{Spec: v1.ValidatingAdmissionPolicySpec{MatchConstraints: rules()}},
			want: `{"matchConstraints":` + match + `,"failurePolicy":"Fail"}`,
		},
		{
			name: "ValidatingAdmissionPolicyBinding",
			obj:  &v1.ValidatingAdmissionPolicyBinding{Spec: v1.ValidatingAdmissionPolicyBindingSpec{PolicyName: "p", MatchResources: rules()}},
			want: `{"policyName":"p","matchResources":` + match + `}`,
		},
		{
			name: "MutatingAdmissionPolicy",
			obj:  &v1.MutatingAdmissionPolicy{Spec: v1.MutatingAdmissionPolicySpec{MatchConstraints: rules()}},
			want: `{"matchConstraints":` + match + `,"failurePolicy":"Fail"}`,
		},
		{
			name: "MutatingAdmissionPolicyBinding",
			obj:  &v1.MutatingAdmissionPolicyBinding{Spec: v1.MutatingAdmissionPolicyBindingSpec{PolicyName: "p", MatchResources: rules()}},
			want: `{"policyName":"p","matchResources":` + match + `}`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			legacyscheme.Scheme.Default(tt.obj)
			var spec any
			switch o := tt.obj.(type) {
			case *v1.ValidatingAdmissionPolicy:
				spec = o.Spec
			case *v1.ValidatingAdmissionPolicyBinding:
				spec = o.Spec
			case *v1.MutatingAdmissionPolicy:
				spec = o.Spec
			case *v1.MutatingAdmissionPolicyBinding:
				spec = o.Spec
			}
			got, _ := json.Marshal(spec)
			if string(got) != tt.want {
				t.Errorf("got %s; want %s", got, tt.want)
			}
		})
	}
}
