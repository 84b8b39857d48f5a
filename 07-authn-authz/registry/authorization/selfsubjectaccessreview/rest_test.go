package selfsubjectaccessreview

import (
	"context"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	authorizationapi "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization"
)

// recorder allows everything and remembers what it was asked.
type recorder struct{ got authorizer.Attributes }

func (r *recorder) Authorize(_ context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
	r.got = a
	return authorizer.DecisionAllow, "", nil
}

func TestCreate(t *testing.T) {
	jane := &user.DefaultInfo{Name: "jane"}
	tests := []struct {
		name      string
		user      user.Info
		spec      authorizationapi.SelfSubjectAccessReviewSpec
		wantAttrs authorizer.AttributesRecord
		wantErr   string
	}{
		{name: "resource", user: jane, spec: authorizationapi.SelfSubjectAccessReviewSpec{
			ResourceAttributes: &authorizationapi.ResourceAttributes{Namespace: "default", Verb: "create", Resource: "pods"}},
			wantAttrs: authorizer.AttributesRecord{User: jane, Namespace: "default", Verb: "create", Resource: "pods", APIVersion: "*", ResourceRequest: true}},
		{name: "non-resource", user: jane, spec: authorizationapi.SelfSubjectAccessReviewSpec{
			NonResourceAttributes: &authorizationapi.NonResourceAttributes{Path: "/metrics", Verb: "get"}},
			wantAttrs: authorizer.AttributesRecord{User: jane, Path: "/metrics", Verb: "get"}},
		{name: "no user", spec: authorizationapi.SelfSubjectAccessReviewSpec{
			ResourceAttributes: &authorizationapi.ResourceAttributes{Verb: "get"}}, wantErr: "no user present on request"},
		{name: "invalid", user: jane, wantErr: "exactly one of nonResourceAttributes or resourceAttributes must be specified"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			if tt.user != nil {
				ctx = request.WithUser(ctx, tt.user)
			}
			rec := &recorder{}
			out, err := NewREST(rec).Create(ctx, &authorizationapi.SelfSubjectAccessReview{Spec: tt.spec}, nil, nil)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got %v; want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if rec.got != tt.wantAttrs {
				t.Errorf("got attributes %+v; want %+v", rec.got, tt.wantAttrs)
			}
			if !out.(*authorizationapi.SelfSubjectAccessReview).Status.Allowed {
				t.Errorf("got not allowed; want allowed")
			}
		})
	}
}
