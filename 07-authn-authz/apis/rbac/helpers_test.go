package rbac

import (
	"reflect"
	"testing"
)

func TestResourceMatches(t *testing.T) {
	tests := []struct {
		name      string
		resources []string
		combined  string
		sub       string
		want      bool
	}{
		{"exact", []string{"pods"}, "pods", "", true},
		{"*", []string{"*"}, "pods/log", "log", true},
		{"resource does not cover subresource", []string{"pods"}, "pods/log", "log", false},
		{"*/subresource", []string{"*/status"}, "pods/status", "status", true},
		{"*/subresource without a subresource", []string{"*/status"}, "status", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ResourceMatches(&PolicyRule{Resources: tt.resources}, tt.combined, tt.sub); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestPolicyRuleString(t *testing.T) {
	r := PolicyRule{Verbs: []string{"get"}, APIGroups: []string{"apps"}, Resources: []string{"deployments"}}
	want := `PolicyRule{APIGroups:["apps"], Resources:["deployments"], Verbs:["get"]}`
	if got := r.String(); got != want {
		t.Errorf("got %s; want %s", got, want)
	}
}

func TestSubjectsStrings(t *testing.T) {
	users, groups, sas, others := SubjectsStrings([]Subject{
		{Kind: UserKind, Name: "alice"},
		{Kind: GroupKind, Name: "devs"},
		{Kind: ServiceAccountKind, Namespace: "demo", Name: "ci"},
		{Kind: "Robot", Namespace: "demo", Name: "r2"},
	})
	got := [][]string{users, groups, sas, others}
	want := [][]string{{"alice"}, {"devs"}, {"demo/ci"}, {"Robot/demo/r2"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q; want %q", got, want)
	}
}
