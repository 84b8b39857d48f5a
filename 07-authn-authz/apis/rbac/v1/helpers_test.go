package v1

import (
	"reflect"
	"strings"
	"testing"
)

func TestPolicyRuleBuilder(t *testing.T) {
	tests := []struct {
		name    string
		builder *PolicyRuleBuilder
		want    PolicyRule
		wantErr string
	}{
		{
			name:    "sorted, without duplicates",
			builder: NewRule("watch", "get", "list", "get").Groups("apps", "").Resources("deployments", "deployments/scale").Resources("deployments"),
			want:    PolicyRule{Verbs: []string{"get", "list", "watch"}, APIGroups: []string{"", "apps"}, Resources: []string{"deployments", "deployments/scale"}},
		},
		{
			name:    "names",
			builder: NewRule("get").Groups("").Resources("configmaps").Names("b", "a"),
			want:    PolicyRule{Verbs: []string{"get"}, APIGroups: []string{""}, Resources: []string{"configmaps"}, ResourceNames: []string{"a", "b"}},
		},
		{
			name:    "non-resource",
			builder: NewRule("get").URLs("/version", "/healthz"),
			want:    PolicyRule{Verbs: []string{"get"}, NonResourceURLs: []string{"/healthz", "/version"}},
		},
		{name: "no verbs", builder: NewRule().Groups("").Resources("pods"), wantErr: "verbs are required"},
		{name: "no groups", builder: NewRule("get").Resources("pods"), wantErr: "resource rule must have apiGroups"},
		{name: "urls and resources", builder: NewRule("get").Groups("").Resources("pods").URLs("/healthz"), wantErr: "non-resource rule may not have apiGroups, resources, or resourceNames"},
		{name: "neither", builder: NewRule("get").Groups(""), wantErr: "a rule must have either nonResourceURLs or resources"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.builder.Rule()
			if tt.wantErr != "" {
				if err == nil || !strings.HasPrefix(err.Error(), tt.wantErr) {
					t.Fatalf("got error %v; want one starting %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v; want %+v", got, tt.want)
			}
		})
	}
}

func TestRuleOrDiePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("got no panic; want one for a rule without groups")
		}
	}()
	NewRule("get").Resources("pods").RuleOrDie()
}

func TestBindingBuilders(t *testing.T) {
	crb := NewClusterBinding("view").Groups("devs").Users("alice").SAs("demo", "ci").BindingOrDie()
	wantSubjects := []Subject{
		{Kind: GroupKind, APIGroup: GroupName, Name: "devs"},
		{Kind: UserKind, APIGroup: GroupName, Name: "alice"},
		{Kind: ServiceAccountKind, Namespace: "demo", Name: "ci"},
	}
	if crb.Name != "view" || crb.RoleRef != (RoleRef{APIGroup: GroupName, Kind: "ClusterRole", Name: "view"}) {
		t.Errorf("got %q %+v; want view bound to ClusterRole view", crb.Name, crb.RoleRef)
	}
	if !reflect.DeepEqual(crb.Subjects, wantSubjects) {
		t.Errorf("got %+v; want %+v", crb.Subjects, wantSubjects)
	}
	tests := []struct {
		name     string
		builder  *RoleBindingBuilder
		wantKind string
	}{
		{"role", NewRoleBinding("reader", "demo"), "Role"},
		{"cluster role", NewRoleBindingForClusterRole("view", "demo"), "ClusterRole"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := tt.builder.Binding(); err == nil {
				t.Errorf("got no error; want subjects are required")
			}
			rb := tt.builder.Users("alice").BindingOrDie()
			if rb.Namespace != "demo" || rb.RoleRef.Kind != tt.wantKind || rb.RoleRef.Name != rb.Name {
				t.Errorf("got %s/%s -> %+v; want demo/%s -> %s %s", rb.Namespace, rb.Name, rb.RoleRef, rb.Name, tt.wantKind, rb.Name)
			}
		})
	}
	if _, err := NewClusterBinding("view").Binding(); err == nil {
		t.Errorf("got no error; want subjects are required")
	}
}
