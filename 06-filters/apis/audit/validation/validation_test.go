package validation

import (
	"strings"
	"testing"

	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
)

func TestValidatePolicy(t *testing.T) {
	tests := []struct {
		name   string
		policy auditv1.Policy
		want   []string // one entry per error, in order
	}{
		{"valid", auditv1.Policy{OmitStages: []auditv1.Stage{auditv1.StagePanic}, Rules: []auditv1.PolicyRule{
			{Level: auditv1.LevelNone, NonResourceURLs: []string{"*", "/healthz*"}},
			{Level: auditv1.LevelRequestResponse, Resources: []auditv1.GroupResources{{Group: "*"}, {Group: "apps", Resources: []string{"deployments"}, ResourceNames: []string{"web"}}}},
		}}, nil},
		{"policy stage", auditv1.Policy{OmitStages: []auditv1.Stage{"Later"}}, []string{"omitStages[0]: Invalid value: \"Later\""}},
		{"level", auditv1.Policy{Rules: []auditv1.PolicyRule{{}, {Level: "All"}}},
			[]string{"rules[0].level: Required value", "rules[1].level: Unsupported value: \"All\""}},
		{"URLs", auditv1.Policy{Rules: []auditv1.PolicyRule{{Level: auditv1.LevelNone, NonResourceURLs: []string{"healthz", "/a*b"}}}},
			[]string{"rules[0].nonResourceURLs[0]", "rules[0].nonResourceURLs[1]"}},
		{"resources and URLs", auditv1.Policy{Rules: []auditv1.PolicyRule{{Level: auditv1.LevelNone, NonResourceURLs: []string{"/a"}, Namespaces: []string{"x"}}}},
			[]string{"rules[0].nonResourceURLs: Invalid value"}},
		{"group and names", auditv1.Policy{Rules: []auditv1.PolicyRule{{Level: auditv1.LevelNone, Resources: []auditv1.GroupResources{{Group: "Not_DNS"}, {ResourceNames: []string{"x"}}}}}},
			[]string{"rules[0].resources[0].group", "rules[0].resources[1].resourceNames"}},
		{"rule stage", auditv1.Policy{Rules: []auditv1.PolicyRule{{Level: auditv1.LevelNone, OmitStages: []auditv1.Stage{"x"}}}},
			[]string{"rules[0].omitStages[0]"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			errs := ValidatePolicy(&tt.policy)
			if len(errs) != len(tt.want) {
				t.Fatalf("got %v; want %d errors %q", errs, len(tt.want), tt.want)
			}
			for i, err := range errs {
				if !strings.HasPrefix(err.Error(), tt.want[i]) {
					t.Errorf("got %q; want it to start with %q", err, tt.want[i])
				}
			}
		})
	}
}
