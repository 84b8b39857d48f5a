package localsubjectaccessreview

import (
	"context"
	"errors"
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
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
	getPods := &authorizationapi.ResourceAttributes{Namespace: "ns", Verb: "get", Resource: "pods"}
	inNS := metav1.ObjectMeta{Namespace: "ns"}
	tests := []struct {
		name      string
		namespace string
		sar       authorizationapi.LocalSubjectAccessReview
		want      authorizationapi.SubjectAccessReviewStatus
		wantErr   string
		wantCode  int32
	}{
		{name: "allowed", namespace: "ns", sar: authorizationapi.LocalSubjectAccessReview{ObjectMeta: inNS,
			Spec: authorizationapi.SubjectAccessReviewSpec{User: "jane", ResourceAttributes: getPods}},
			want: authorizationapi.SubjectAccessReviewStatus{Allowed: true, Reason: "jane may"}},
		{name: "spec in another namespace", namespace: "ns", sar: authorizationapi.LocalSubjectAccessReview{ObjectMeta: inNS,
			Spec: authorizationapi.SubjectAccessReviewSpec{User: "jane", ResourceAttributes: &authorizationapi.ResourceAttributes{Namespace: "other"}}},
			wantErr: `spec.resourceAttributes.namespace: Invalid value: "other": must match metadata.namespace`, wantCode: 422},
		{name: "URL in another namespace", namespace: "other", sar: authorizationapi.LocalSubjectAccessReview{ObjectMeta: inNS,
			Spec: authorizationapi.SubjectAccessReviewSpec{User: "jane", ResourceAttributes: getPods}},
			wantErr: "spec.resourceAttributes.namespace must match namespace: other", wantCode: 400},
		{name: "no namespace", sar: authorizationapi.LocalSubjectAccessReview{
			Spec: authorizationapi.SubjectAccessReviewSpec{User: "jane", ResourceAttributes: &authorizationapi.ResourceAttributes{Verb: "get"}}},
			wantErr: "namespace is required on this type: ", wantCode: 400},
		{name: "non-resource", namespace: "ns", sar: authorizationapi.LocalSubjectAccessReview{ObjectMeta: inNS,
			Spec: authorizationapi.SubjectAccessReviewSpec{User: "jane", NonResourceAttributes: &authorizationapi.NonResourceAttributes{Path: "/"}}},
			wantErr: "spec.nonResourceAttributes: Invalid value: ", wantCode: 422},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := request.WithNamespace(context.Background(), tt.namespace)
			out, err := NewREST(allowJaneToGetPods).Create(ctx, &tt.sar, nil, nil)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) || statusCode(err) != tt.wantCode {
					t.Fatalf("got %v (%d); want %q (%d)", err, statusCode(err), tt.wantErr, tt.wantCode)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := out.(*authorizationapi.LocalSubjectAccessReview).Status; got != tt.want {
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
