package validation

import (
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
)

// causes prints "type field" of each error, joined by "; ".
func causes(errs field.ErrorList) string {
	var out []string
	for _, e := range errs {
		out = append(out, string(e.Type)+" "+e.Field)
	}
	return strings.Join(out, "; ")
}

// podReader is a valid rule.
func podReader() rbac.PolicyRule {
	return rbac.PolicyRule{Verbs: []string{"get", "list"}, APIGroups: []string{""}, Resources: []string{"pods", "pods/log"}}
}

func TestValidatePolicyRule(t *testing.T) {
	tests := []struct {
		name       string
		rule       rbac.PolicyRule
		namespaced bool
		want       string
		wantDetail string
	}{
		{"resource rule", podReader(), true, "", ""},
		{"non-resource rule, cluster-wide", rbac.PolicyRule{Verbs: []string{"get"}, NonResourceURLs: []string{"/healthz"}}, false, "", ""},
		{"no verbs", rbac.PolicyRule{APIGroups: []string{""}, Resources: []string{"pods"}}, true, "FieldValueRequired r.verbs", "verbs must contain at least one value"},
		{"no groups", rbac.PolicyRule{Verbs: []string{"get"}, Resources: []string{"pods"}}, true, "FieldValueRequired r.apiGroups", "resource rules must supply at least one api group"},
		{"no resources", rbac.PolicyRule{Verbs: []string{"get"}, APIGroups: []string{""}}, true, "FieldValueRequired r.resources", "resource rules must supply at least one resource"},
		{"namespaced URLs", rbac.PolicyRule{Verbs: []string{"get"}, NonResourceURLs: []string{"/healthz"}}, true, "FieldValueInvalid r.nonResourceURLs", "namespaced rules cannot apply to non-resource URLs"},
		{"URLs and resources", rbac.PolicyRule{Verbs: []string{"get"}, NonResourceURLs: []string{"/healthz"}, Resources: []string{"pods"}}, false, "FieldValueInvalid r.nonResourceURLs", "rules cannot apply to both regular resources and non-resource URLs"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			errs := ValidatePolicyRule(tt.rule, tt.namespaced, field.NewPath("r"))
			if got := causes(errs); got != tt.want {
				t.Fatalf("got %q; want %q", got, tt.want)
			}
			if tt.wantDetail != "" && errs[0].Detail != tt.wantDetail {
				t.Errorf("got detail %q; want %q", errs[0].Detail, tt.wantDetail)
			}
		})
	}
}

func TestValidateRole(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*rbac.Role)
		want   string
	}{
		{"valid", func(*rbac.Role) {}, ""},
		{"names may have colons", func(r *rbac.Role) { r.Name = "system:pod-reader" }, ""},
		{"no namespace", func(r *rbac.Role) { r.Namespace = "" }, "FieldValueRequired metadata.namespace"},
		{"name with a slash", func(r *rbac.Role) { r.Name = "a/b" }, "FieldValueInvalid metadata.name"},
		{"name ..", func(r *rbac.Role) { r.Name = ".." }, "FieldValueInvalid metadata.name"},
		{"URLs in a namespace", func(r *rbac.Role) {
			r.Rules = append(r.Rules, rbac.PolicyRule{Verbs: []string{"get"}, NonResourceURLs: []string{"/healthz"}})
		}, "FieldValueInvalid rules[1].nonResourceURLs"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &rbac.Role{ObjectMeta: metav1.ObjectMeta{Name: "pod-reader", Namespace: "demo"}, Rules: []rbac.PolicyRule{podReader()}}
			tt.mutate(r)
			if got := causes(ValidateRole(r)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestValidateClusterRole(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*rbac.ClusterRole)
		want   string
	}{
		{"valid", func(*rbac.ClusterRole) {}, ""},
		{"URLs are fine cluster-wide", func(r *rbac.ClusterRole) {
			r.Rules = append(r.Rules, rbac.PolicyRule{Verbs: []string{"get"}, NonResourceURLs: []string{"/healthz"}})
		}, ""},
		{"namespace set", func(r *rbac.ClusterRole) { r.Namespace = "demo" }, "FieldValueForbidden metadata.namespace"},
		{"aggregation without selectors", func(r *rbac.ClusterRole) { r.AggregationRule.ClusterRoleSelectors = nil },
			"FieldValueRequired aggregationRule.clusterRoleSelectors"},
		{"aggregation with a bad label key", func(r *rbac.ClusterRole) {
			r.AggregationRule.ClusterRoleSelectors[0].MatchLabels = map[string]string{"-bad": "true"}
		}, "FieldValueInvalid aggregationRule.clusterRoleSelectors[0].matchLabels; FieldValueInvalid aggregationRule.clusterRoleSelectors[0]"},
		{"aggregation with a bad operator", func(r *rbac.ClusterRole) {
			r.AggregationRule.ClusterRoleSelectors[0].MatchExpressions = []metav1.LabelSelectorRequirement{{Key: "a", Operator: "Near"}}
		}, "FieldValueInvalid aggregationRule.clusterRoleSelectors[0]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &rbac.ClusterRole{
				ObjectMeta: metav1.ObjectMeta{Name: "monitoring"},
				Rules:      []rbac.PolicyRule{podReader()},
				AggregationRule: &rbac.AggregationRule{ClusterRoleSelectors: []metav1.LabelSelector{
					{MatchLabels: map[string]string{"rbac.example.com/aggregate-to-monitoring": "true"}},
				}},
			}
			tt.mutate(r)
			if got := causes(ValidateClusterRole(r)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestValidateRoleBindingSubject(t *testing.T) {
	tests := []struct {
		name       string
		subject    rbac.Subject
		namespaced bool
		want       string
	}{
		{"user", rbac.Subject{Kind: rbac.UserKind, APIGroup: rbac.GroupName, Name: "alice"}, false, ""},
		{"group", rbac.Subject{Kind: rbac.GroupKind, APIGroup: rbac.GroupName, Name: "system:authenticated"}, false, ""},
		{"service account in a role binding needs no namespace", rbac.Subject{Kind: rbac.ServiceAccountKind, Name: "ci"}, true, ""},
		{"service account in a cluster role binding does", rbac.Subject{Kind: rbac.ServiceAccountKind, Name: "ci"}, false, "FieldValueRequired s.namespace"},
		{"service account in the RBAC group", rbac.Subject{Kind: rbac.ServiceAccountKind, APIGroup: rbac.GroupName, Namespace: "demo", Name: "ci"}, false, "FieldValueNotSupported s.apiGroup"},
		{"service account with a bad name", rbac.Subject{Kind: rbac.ServiceAccountKind, Namespace: "demo", Name: "CI"}, false, "FieldValueInvalid s.name"},
		{"user in the core group", rbac.Subject{Kind: rbac.UserKind, Name: "alice"}, false, "FieldValueNotSupported s.apiGroup"},
		{"no name", rbac.Subject{Kind: rbac.GroupKind, APIGroup: rbac.GroupName}, false, "FieldValueRequired s.name"},
		{"unknown kind", rbac.Subject{Kind: "Robot", Name: "r2"}, false, "FieldValueNotSupported s.kind"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := causes(ValidateRoleBindingSubject(tt.subject, tt.namespaced, field.NewPath("s"))); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestValidateBindings(t *testing.T) {
	alice := rbac.Subject{Kind: rbac.UserKind, APIGroup: rbac.GroupName, Name: "alice"}
	tests := []struct {
		name        string
		ref         rbac.RoleRef
		wantRB      string
		wantCRB     string
		wantDetail  string
		detailOfCRB bool
	}{
		{name: "cluster role", ref: rbac.RoleRef{APIGroup: rbac.GroupName, Kind: "ClusterRole", Name: "view"}},
		{name: "role: only in a role binding", ref: rbac.RoleRef{APIGroup: rbac.GroupName, Kind: "Role", Name: "pod-reader"},
			wantCRB: "FieldValueNotSupported roleRef.kind", wantDetail: `supported values: "ClusterRole"`, detailOfCRB: true},
		{name: "other group", ref: rbac.RoleRef{APIGroup: "example.com", Kind: "ClusterRole", Name: "view"},
			wantRB: "FieldValueNotSupported roleRef.apiGroup", wantCRB: "FieldValueNotSupported roleRef.apiGroup", wantDetail: `supported values: "rbac.authorization.k8s.io"`},
		{name: "no name", ref: rbac.RoleRef{APIGroup: rbac.GroupName, Kind: "ClusterRole"},
			wantRB: "FieldValueRequired roleRef.name", wantCRB: "FieldValueRequired roleRef.name"},
		{name: "bad name", ref: rbac.RoleRef{APIGroup: rbac.GroupName, Kind: "ClusterRole", Name: "a%b"},
			wantRB: "FieldValueInvalid roleRef.name", wantCRB: "FieldValueInvalid roleRef.name", wantDetail: "may not contain '%'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rb := &rbac.RoleBinding{ObjectMeta: metav1.ObjectMeta{Name: "b", Namespace: "demo"}, RoleRef: tt.ref, Subjects: []rbac.Subject{alice}}
			crb := &rbac.ClusterRoleBinding{ObjectMeta: metav1.ObjectMeta{Name: "b"}, RoleRef: tt.ref, Subjects: []rbac.Subject{alice}}
			rbErrs, crbErrs := ValidateRoleBinding(rb), ValidateClusterRoleBinding(crb)
			if got := causes(rbErrs); got != tt.wantRB {
				t.Errorf("RoleBinding: got %q; want %q", got, tt.wantRB)
			}
			if got := causes(crbErrs); got != tt.wantCRB {
				t.Errorf("ClusterRoleBinding: got %q; want %q", got, tt.wantCRB)
			}
			errs := rbErrs
			if tt.detailOfCRB {
				errs = crbErrs
			}
			if tt.wantDetail != "" && (len(errs) == 0 || errs[0].Detail != tt.wantDetail) {
				t.Errorf("got %v; want detail %q", errs, tt.wantDetail)
			}
		})
	}
}

func TestBindingRoleRefIsImmutable(t *testing.T) {
	alice := rbac.Subject{Kind: rbac.UserKind, APIGroup: rbac.GroupName, Name: "alice"}
	view := rbac.RoleRef{APIGroup: rbac.GroupName, Kind: "ClusterRole", Name: "view"}
	admin := rbac.RoleRef{APIGroup: rbac.GroupName, Kind: "ClusterRole", Name: "cluster-admin"}
	meta := metav1.ObjectMeta{Name: "b", Namespace: "demo", ResourceVersion: "1"}
	oldRB := &rbac.RoleBinding{ObjectMeta: meta, RoleRef: view, Subjects: []rbac.Subject{alice}}
	tests := []struct {
		name string
		ref  rbac.RoleRef
		want string
	}{
		{"same role, new subjects", view, ""},
		{"another role", admin, "FieldValueInvalid roleRef"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rb := &rbac.RoleBinding{ObjectMeta: meta, RoleRef: tt.ref, Subjects: []rbac.Subject{alice, alice}}
			if got := causes(ValidateRoleBindingUpdate(rb, oldRB)); got != tt.want {
				t.Errorf("RoleBinding: got %q; want %q", got, tt.want)
			}
			crbMeta := metav1.ObjectMeta{Name: "b", ResourceVersion: "1"}
			crb := &rbac.ClusterRoleBinding{ObjectMeta: crbMeta, RoleRef: tt.ref, Subjects: []rbac.Subject{alice}}
			oldCRB := &rbac.ClusterRoleBinding{ObjectMeta: crbMeta, RoleRef: view, Subjects: []rbac.Subject{alice}}
			if got := causes(ValidateClusterRoleBindingUpdate(crb, oldCRB)); got != tt.want {
				t.Errorf("ClusterRoleBinding: got %q; want %q", got, tt.want)
			}
		})
	}
}
