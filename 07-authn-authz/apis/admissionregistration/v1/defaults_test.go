package v1_test

import (
	"encoding/json"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
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
