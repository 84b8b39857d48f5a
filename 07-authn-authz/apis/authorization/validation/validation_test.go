package validation

import (
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	authorizationapi "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization"
)

// errorsString joins the errors' messages, or "" for none.
func errorsString(errs field.ErrorList) string {
	var s []string
	for _, e := range errs {
		s = append(s, e.Error())
	}
	return strings.Join(s, "; ")
}

func TestValidateSubjectAccessReview(t *testing.T) {
	ra := &authorizationapi.ResourceAttributes{Verb: "get", Resource: "pods"}
	nra := &authorizationapi.NonResourceAttributes{Path: "/healthz", Verb: "get"}
	tests := []struct {
		name    string
		sar     authorizationapi.SubjectAccessReview
		wantErr string
	}{
		{"resource", authorizationapi.SubjectAccessReview{Spec: authorizationapi.SubjectAccessReviewSpec{ResourceAttributes: ra, User: "u"}}, ""},
		{"non-resource, groups only", authorizationapi.SubjectAccessReview{Spec: authorizationapi.SubjectAccessReviewSpec{NonResourceAttributes: nra, Groups: []string{"g"}}}, ""},
		{"neither", authorizationapi.SubjectAccessReview{Spec: authorizationapi.SubjectAccessReviewSpec{User: "u"}},
			"spec: Invalid value: null: exactly one of nonResourceAttributes or resourceAttributes must be specified"},
		{"both", authorizationapi.SubjectAccessReview{Spec: authorizationapi.SubjectAccessReviewSpec{ResourceAttributes: ra, NonResourceAttributes: nra, User: "u"}},
			"spec: Invalid value: "},
		{"nobody", authorizationapi.SubjectAccessReview{Spec: authorizationapi.SubjectAccessReviewSpec{ResourceAttributes: ra}},
			`spec.user: Invalid value: "": at least one of user or group must be specified`},
		{"named", authorizationapi.SubjectAccessReview{ObjectMeta: metav1.ObjectMeta{Name: "x"}, Spec: authorizationapi.SubjectAccessReviewSpec{ResourceAttributes: ra, User: "u"}},
			"metadata: Invalid value: "},
		{"empty labels are empty", authorizationapi.SubjectAccessReview{ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{}}, Spec: authorizationapi.SubjectAccessReviewSpec{ResourceAttributes: ra, User: "u"}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := errorsString(ValidateSubjectAccessReview(&tt.sar))
			if !strings.HasPrefix(got, tt.wantErr) || (tt.wantErr == "") != (got == "") {
				t.Errorf("got %q; want %q", got, tt.wantErr)
			}
		})
	}
}

func TestValidateLocalSubjectAccessReview(t *testing.T) {
	tests := []struct {
		name    string
		sar     authorizationapi.LocalSubjectAccessReview
		wantErr string
	}{
		{"matching namespace", authorizationapi.LocalSubjectAccessReview{ObjectMeta: metav1.ObjectMeta{Namespace: "ns"},
			Spec: authorizationapi.SubjectAccessReviewSpec{ResourceAttributes: &authorizationapi.ResourceAttributes{Namespace: "ns", Verb: "get"}, User: "u"}}, ""},
		{"other namespace", authorizationapi.LocalSubjectAccessReview{ObjectMeta: metav1.ObjectMeta{Namespace: "ns"},
			Spec: authorizationapi.SubjectAccessReviewSpec{ResourceAttributes: &authorizationapi.ResourceAttributes{Namespace: "other"}, User: "u"}},
			`spec.resourceAttributes.namespace: Invalid value: "other": must match metadata.namespace`},
		{"non-resource", authorizationapi.LocalSubjectAccessReview{ObjectMeta: metav1.ObjectMeta{Namespace: "ns"},
			Spec: authorizationapi.SubjectAccessReviewSpec{NonResourceAttributes: &authorizationapi.NonResourceAttributes{Path: "/"}, User: "u"}},
			"spec.nonResourceAttributes: Invalid value: "},
		{"named", authorizationapi.LocalSubjectAccessReview{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "x"},
			Spec: authorizationapi.SubjectAccessReviewSpec{ResourceAttributes: &authorizationapi.ResourceAttributes{Namespace: "ns"}, User: "u"}},
			"metadata: Invalid value: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := errorsString(ValidateLocalSubjectAccessReview(&tt.sar))
			if !strings.HasPrefix(got, tt.wantErr) || (tt.wantErr == "") != (got == "") {
				t.Errorf("got %q; want %q", got, tt.wantErr)
			}
		})
	}
}

func TestValidateSelectorAttributes(t *testing.T) {
	tests := []struct {
		name    string
		ra      authorizationapi.ResourceAttributes
		wantErr string
	}{
		{"raw field selector", authorizationapi.ResourceAttributes{FieldSelector: &authorizationapi.FieldSelectorAttributes{RawSelector: "a=b"}}, ""},
		{"empty field selector", authorizationapi.ResourceAttributes{FieldSelector: &authorizationapi.FieldSelectorAttributes{}},
			"spec.resourceAttributes.fieldSelector.requirements: Required value: when spec.resourceAttributes.fieldSelector is specified, requirements or rawSelector is required"},
		{"raw and parsed", authorizationapi.ResourceAttributes{LabelSelector: &authorizationapi.LabelSelectorAttributes{RawSelector: "a",
			Requirements: []metav1.LabelSelectorRequirement{{Key: "a", Operator: "Exists"}}}},
			`spec.resourceAttributes.labelSelector.rawSelector: Invalid value: "a": may not specified at the same time as requirements`},
		{"In without values", authorizationapi.ResourceAttributes{LabelSelector: &authorizationapi.LabelSelectorAttributes{
			Requirements: []metav1.LabelSelectorRequirement{{Key: "a", Operator: "In"}}}},
			"spec.resourceAttributes.labelSelector.requirements[0].values: Required value: must be specified when `operator` is 'In' or 'NotIn'"},
		{"unknown operator allowed", authorizationapi.ResourceAttributes{FieldSelector: &authorizationapi.FieldSelectorAttributes{
			Requirements: []metav1.FieldSelectorRequirement{{Key: "a", Operator: "Near"}}}}, ""},
		{"field key required", authorizationapi.ResourceAttributes{FieldSelector: &authorizationapi.FieldSelectorAttributes{
			Requirements: []metav1.FieldSelectorRequirement{{Operator: "Exists"}}}},
			"spec.resourceAttributes.fieldSelector.requirements[0].key: Required value: must be specified"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec := authorizationapi.SelfSubjectAccessReviewSpec{ResourceAttributes: &tt.ra}
			got := errorsString(ValidateSelfSubjectAccessReview(&authorizationapi.SelfSubjectAccessReview{Spec: spec}))
			if got != tt.wantErr {
				t.Errorf("got %q; want %q", got, tt.wantErr)
			}
		})
	}
}
