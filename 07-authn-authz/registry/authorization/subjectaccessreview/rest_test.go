package subjectaccessreview

import (
	"context"
	"errors"
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	authorizationapi "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization"
)

// allowJaneToGetPods allows only jane to get pods, denies bob outright,
// has no opinion otherwise.
var allowJaneToGetPods = authorizer.AuthorizerFunc(func(_ context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
	switch {
	case a.GetUser().GetName() == "bob":
		return authorizer.DecisionDeny, "bob is banned", nil
	case a.GetUser().GetName() == "jane" && a.GetVerb() == "get" && a.GetResource() == "pods":
		return authorizer.DecisionAllow, "jane may", nil
	}
	return authorizer.DecisionNoOpinion, "", errors.New("no rule")
})

func TestCreate(t *testing.T) {
	getPods := &authorizationapi.ResourceAttributes{Verb: "get", Resource: "pods"}
	tests := []struct {
		name     string
		sar      authorizationapi.SubjectAccessReview
		want     authorizationapi.SubjectAccessReviewStatus
		wantErr  string
		wantCode int32
	}{
		{name: "allowed", sar: authorizationapi.SubjectAccessReview{Spec: authorizationapi.SubjectAccessReviewSpec{User: "jane", ResourceAttributes: getPods}},
			want: authorizationapi.SubjectAccessReviewStatus{Allowed: true, Reason: "jane may"}},
		{name: "denied", sar: authorizationapi.SubjectAccessReview{Spec: authorizationapi.SubjectAccessReviewSpec{User: "bob", ResourceAttributes: getPods}},
			want: authorizationapi.SubjectAccessReviewStatus{Denied: true, Reason: "bob is banned"}},
		{name: "no opinion", sar: authorizationapi.SubjectAccessReview{Spec: authorizationapi.SubjectAccessReviewSpec{Groups: []string{"dev"}, ResourceAttributes: getPods}},
			want: authorizationapi.SubjectAccessReviewStatus{EvaluationError: "no rule"}},
		{name: "invalid", sar: authorizationapi.SubjectAccessReview{ObjectMeta: metav1.ObjectMeta{Name: "x"}, Spec: authorizationapi.SubjectAccessReviewSpec{User: "jane"}},
			wantErr: "exactly one of nonResourceAttributes or resourceAttributes must be specified", wantCode: 422},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := NewREST(allowJaneToGetPods).Create(context.Background(), &tt.sar, nil, nil)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) || statusCode(err) != tt.wantCode {
					t.Fatalf("got %v (%d); want %q (%d)", err, statusCode(err), tt.wantErr, tt.wantCode)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := out.(*authorizationapi.SubjectAccessReview).Status; got != tt.want {
				t.Errorf("got %+v; want %+v", got, tt.want)
			}
		})
	}
}

func statusCode(err error) int32 {
	var status *apierrors.StatusError
	if errors.As(err, &status) {
		return status.ErrStatus.Code
	}
	return 0
}
