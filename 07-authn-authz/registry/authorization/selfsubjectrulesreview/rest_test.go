package selfsubjectrulesreview

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	authorizationapi "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization"
)

// resolver gives jane one rule of each kind in "ns"; elsewhere, an error
// with what it found so far.
type resolver struct{}

func (resolver) RulesFor(_ context.Context, u user.Info, ns string) ([]authorizer.ResourceRuleInfo, []authorizer.NonResourceRuleInfo, bool, error) {
	rules := []authorizer.ResourceRuleInfo{&authorizer.DefaultResourceRuleInfo{Verbs: []string{"get"}, APIGroups: []string{""}, Resources: []string{"pods"}}}
	nonResource := []authorizer.NonResourceRuleInfo{&authorizer.DefaultNonResourceRuleInfo{Verbs: []string{"get"}, NonResourceURLs: []string{"/healthz"}}}
	if ns != "ns" {
		return rules, nil, true, errors.New("role \"missing\" not found")
	}
	return rules, nonResource, false, nil
}

func TestCreate(t *testing.T) {
	podRule := authorizationapi.ResourceRule{Verbs: []string{"get"}, APIGroups: []string{""}, Resources: []string{"pods"}}
	tests := []struct {
		name      string
		user      user.Info
		namespace string
		want      authorizationapi.SubjectRulesReviewStatus
		wantErr   string
	}{
		{"complete", &user.DefaultInfo{Name: "jane"}, "ns", authorizationapi.SubjectRulesReviewStatus{
			ResourceRules:    []authorizationapi.ResourceRule{podRule},
			NonResourceRules: []authorizationapi.NonResourceRule{{Verbs: []string{"get"}, NonResourceURLs: []string{"/healthz"}}}}, ""},
		{"incomplete", &user.DefaultInfo{Name: "jane"}, "other", authorizationapi.SubjectRulesReviewStatus{
			ResourceRules: []authorizationapi.ResourceRule{podRule}, NonResourceRules: []authorizationapi.NonResourceRule{},
			Incomplete: true, EvaluationError: `role "missing" not found`}, ""},
		{"no namespace", &user.DefaultInfo{Name: "jane"}, "", authorizationapi.SubjectRulesReviewStatus{}, "no namespace on request"},
		{"no user", nil, "ns", authorizationapi.SubjectRulesReviewStatus{}, "no user present on request"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			if tt.user != nil {
				ctx = request.WithUser(ctx, tt.user)
			}
			in := &authorizationapi.SelfSubjectRulesReview{Spec: authorizationapi.SelfSubjectRulesReviewSpec{Namespace: tt.namespace}}
			out, err := NewREST(resolver{}).Create(ctx, in, nil, nil)
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Fatalf("got %v; want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := out.(*authorizationapi.SelfSubjectRulesReview).Status; !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v; want %+v", got, tt.want)
			}
		})
	}
}
