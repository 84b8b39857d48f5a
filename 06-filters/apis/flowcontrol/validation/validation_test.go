package validation

import (
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/internalbootstrap"
)

func ptr[T any](v T) *T { return &v }

// causes prints "type field" of each error, joined by "; ".
func causes(errs field.ErrorList) string {
	var out []string
	for _, e := range errs {
		out = append(out, string(e.Type)+" "+e.Field)
	}
	return strings.Join(out, "; ")
}

// flowSchema is a valid FlowSchema; each case breaks one thing.
func flowSchema() *flowcontrol.FlowSchema {
	return &flowcontrol.FlowSchema{
		ObjectMeta: metav1.ObjectMeta{Name: "team-a"},
		Spec: flowcontrol.FlowSchemaSpec{
			PriorityLevelConfiguration: flowcontrol.PriorityLevelConfigurationReference{Name: "workload-low"},
			MatchingPrecedence:         500,
			DistinguisherMethod:        &flowcontrol.FlowDistinguisherMethod{Type: flowcontrol.FlowDistinguisherMethodByNamespaceType},
			Rules: []flowcontrol.PolicyRulesWithSubjects{{
				Subjects: []flowcontrol.Subject{
					{Kind: flowcontrol.SubjectKindUser, User: &flowcontrol.UserSubject{Name: "alice"}},
					{Kind: flowcontrol.SubjectKindServiceAccount, ServiceAccount: &flowcontrol.ServiceAccountSubject{Namespace: "team-a", Name: "*"}},
				},
				ResourceRules: []flowcontrol.ResourcePolicyRule{{
					Verbs: []string{"get", "list"}, APIGroups: []string{"apps"}, Resources: []string{"deployments"}, Namespaces: []string{"team-a"},
				}},
				NonResourceRules: []flowcontrol.NonResourcePolicyRule{{Verbs: []string{"*"}, NonResourceURLs: []string{"/metrics", "/debug/*"}}},
			}},
		},
	}
}

func TestValidateFlowSchema(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*flowcontrol.FlowSchema)
		want   string
	}{
		{"valid", func(*flowcontrol.FlowSchema) {}, ""},
		{"bad name", func(fs *flowcontrol.FlowSchema) { fs.Name = "Team_A" }, "FieldValueInvalid metadata.name"},
		{"precedence 0", func(fs *flowcontrol.FlowSchema) { fs.Spec.MatchingPrecedence = 0 }, "FieldValueInvalid spec.matchingPrecedence"},
		{"precedence above 10000", func(fs *flowcontrol.FlowSchema) { fs.Spec.MatchingPrecedence = 10001 }, "FieldValueInvalid spec.matchingPrecedence"},
		{"precedence 1 is exempt's", func(fs *flowcontrol.FlowSchema) { fs.Spec.MatchingPrecedence = 1 }, "FieldValueInvalid spec.matchingPrecedence"},
		{"unknown distinguisher", func(fs *flowcontrol.FlowSchema) { fs.Spec.DistinguisherMethod.Type = "ByVerb" }, "FieldValueNotSupported spec.distinguisherMethod.type"},
		{"no priority level", func(fs *flowcontrol.FlowSchema) { fs.Spec.PriorityLevelConfiguration.Name = "" }, "FieldValueRequired spec.priorityLevelConfiguration.name"},
		{"no subjects", func(fs *flowcontrol.FlowSchema) { fs.Spec.Rules[0].Subjects = nil }, "FieldValueRequired spec.rules[0].subjects"},
		{"unknown subject kind", func(fs *flowcontrol.FlowSchema) { fs.Spec.Rules[0].Subjects[0].Kind = "Robot" }, "FieldValueNotSupported spec.rules[0].subjects[0].kind"},
		{"user kind with a group", func(fs *flowcontrol.FlowSchema) {
			fs.Spec.Rules[0].Subjects[0].Group = &flowcontrol.GroupSubject{Name: "g"}
		}, "FieldValueForbidden spec.rules[0].subjects[0].group"},
		{"user without name", func(fs *flowcontrol.FlowSchema) { fs.Spec.Rules[0].Subjects[0].User.Name = "" }, "FieldValueRequired spec.rules[0].subjects[0].user.name"},
		{"service account without namespace", func(fs *flowcontrol.FlowSchema) {
			fs.Spec.Rules[0].Subjects[1].ServiceAccount.Namespace = ""
		}, "FieldValueRequired spec.rules[0].subjects[1].serviceAccount.namespace"},
		{"no rules at all", func(fs *flowcontrol.FlowSchema) {
			fs.Spec.Rules[0].ResourceRules, fs.Spec.Rules[0].NonResourceRules = nil, nil
		}, "FieldValueRequired spec.rules[0]"},
		{"unknown verb", func(fs *flowcontrol.FlowSchema) {
			fs.Spec.Rules[0].ResourceRules[0].Verbs = []string{"get", "escalate"}
		}, "FieldValueNotSupported spec.rules[0].resourceRules[0].verbs"},
		{"wildcard verb with others", func(fs *flowcontrol.FlowSchema) { fs.Spec.Rules[0].ResourceRules[0].Verbs = []string{"*", "get"} }, "FieldValueInvalid spec.rules[0].resourceRules[0].verbs"},
		{"wildcard group with others", func(fs *flowcontrol.FlowSchema) { fs.Spec.Rules[0].ResourceRules[0].APIGroups = []string{"*", "apps"} }, "FieldValueInvalid spec.rules[0].resourceRules[0].apiGroups"},
		{"no resources", func(fs *flowcontrol.FlowSchema) { fs.Spec.Rules[0].ResourceRules[0].Resources = nil }, "FieldValueRequired spec.rules[0].resourceRules[0].resources"},
		{"no namespaces, not cluster-scoped", func(fs *flowcontrol.FlowSchema) { fs.Spec.Rules[0].ResourceRules[0].Namespaces = nil }, "FieldValueRequired spec.rules[0].resourceRules[0].namespaces"},
		{"no namespaces, cluster-scoped", func(fs *flowcontrol.FlowSchema) {
			fs.Spec.Rules[0].ResourceRules[0].Namespaces, fs.Spec.Rules[0].ResourceRules[0].ClusterScope = nil, true
		}, ""},
		{"bad namespace", func(fs *flowcontrol.FlowSchema) { fs.Spec.Rules[0].ResourceRules[0].Namespaces = []string{"Team A"} }, "FieldValueInvalid spec.rules[0].resourceRules[0].namespaces[0]"},
		{"relative URL", func(fs *flowcontrol.FlowSchema) {
			fs.Spec.Rules[0].NonResourceRules[0].NonResourceURLs = []string{"metrics"}
		}, "FieldValueInvalid spec.rules[0].nonResourceRules[0].nonResourceURLs[0]"},
		{"wildcard inside a URL", func(fs *flowcontrol.FlowSchema) {
			fs.Spec.Rules[0].NonResourceRules[0].NonResourceURLs = []string{"/a/*/b"}
		}, "FieldValueInvalid spec.rules[0].nonResourceRules[0].nonResourceURLs[0]"},
		{"duplicate condition", func(fs *flowcontrol.FlowSchema) {
			fs.Status.Conditions = []flowcontrol.FlowSchemaCondition{{Type: "Dangling"}, {Type: "Dangling"}}
		}, "FieldValueDuplicate status.conditions[1].type"},
		{"catch-all changed", func(fs *flowcontrol.FlowSchema) {
			*fs = *internalbootstrap.MandatoryFlowSchemas["catch-all"].DeepCopy()
			fs.Spec.MatchingPrecedence = 9999
		}, "FieldValueInvalid spec"},
		{"catch-all as built in", func(fs *flowcontrol.FlowSchema) {
			*fs = *internalbootstrap.MandatoryFlowSchemas["catch-all"].DeepCopy()
		}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := flowSchema()
			tt.mutate(fs)
			if got := causes(ValidateFlowSchema(fs)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
