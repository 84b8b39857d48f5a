package validatingadmissionpolicybinding

import (
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// TestParamRefString checks the PARAMREF cell as upstream's printer
// fills it.
func TestParamRefString(t *testing.T) {
	tests := []struct {
		name string
		ref  *admissionregistration.ParamRef
		want string
	}{
		{"unset", nil, "<unset>"},
		{"namespaced name", &admissionregistration.ParamRef{Name: "limits", Namespace: "default"}, "default/limits"},
		{"name alone", &admissionregistration.ParamRef{Name: "limits"}, "*/limits"},
		{"selector", &admissionregistration.ParamRef{Selector: &metav1.LabelSelector{
			MatchLabels:      map[string]string{"b": "2", "a": "1"},
			MatchExpressions: []metav1.LabelSelectorRequirement{{Key: "env", Operator: metav1.LabelSelectorOpIn, Values: []string{"prod", "test"}}},
		}}, "&LabelSelector{MatchLabels:map[string]string{a: 1,b: 2,},MatchExpressions:[]LabelSelectorRequirement{LabelSelectorRequirement{Key:env,Operator:In,Values:[prod test],},},}"},
		{"neither", &admissionregistration.ParamRef{}, "<unset>"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ParamRefString(tt.ref); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
