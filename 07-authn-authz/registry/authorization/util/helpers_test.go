package util

import (
	"errors"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	authorizationapi "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization"
)

func TestAuthorizationAttributesFrom(t *testing.T) {
	u := &user.DefaultInfo{Name: "jane", UID: "1", Groups: []string{"dev"}, Extra: map[string][]string{"k": {"v"}}}
	tests := []struct {
		name string
		spec authorizationapi.SubjectAccessReviewSpec
		want authorizer.AttributesRecord
	}{
		{"resource, any version", authorizationapi.SubjectAccessReviewSpec{User: "jane", UID: "1", Groups: []string{"dev"},
			Extra:              map[string]authorizationapi.ExtraValue{"k": {"v"}},
			ResourceAttributes: &authorizationapi.ResourceAttributes{Namespace: "ns", Verb: "get", Group: "apps", Resource: "deployments", Subresource: "scale", Name: "web"}},
			authorizer.AttributesRecord{User: u, Verb: "get", Namespace: "ns", APIGroup: "apps", APIVersion: "*", Resource: "deployments",
				Subresource: "scale", Name: "web", ResourceRequest: true}},
		{"resource, one version", authorizationapi.SubjectAccessReviewSpec{User: "jane", UID: "1", Groups: []string{"dev"},
			Extra:              map[string]authorizationapi.ExtraValue{"k": {"v"}},
			ResourceAttributes: &authorizationapi.ResourceAttributes{Verb: "list", Version: "v1", Resource: "pods"}},
			authorizer.AttributesRecord{User: u, Verb: "list", APIVersion: "v1", Resource: "pods", ResourceRequest: true}},
		{"non-resource", authorizationapi.SubjectAccessReviewSpec{User: "jane", UID: "1", Groups: []string{"dev"},
			Extra:                 map[string]authorizationapi.ExtraValue{"k": {"v"}},
			NonResourceAttributes: &authorizationapi.NonResourceAttributes{Path: "/healthz", Verb: "get"}},
			authorizer.AttributesRecord{User: u, Verb: "get", Path: "/healthz"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := AuthorizationAttributesFrom(tt.spec); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v; want %+v", got, tt.want)
			}
		})
	}
}

func TestStatusFrom(t *testing.T) {
	tests := []struct {
		name     string
		decision authorizer.Decision
		err      error
		want     authorizationapi.SubjectAccessReviewStatus
	}{
		{"allow", authorizer.DecisionAllow, nil, authorizationapi.SubjectAccessReviewStatus{Allowed: true, Reason: "r"}},
		{"deny", authorizer.DecisionDeny, nil, authorizationapi.SubjectAccessReviewStatus{Denied: true, Reason: "r"}},
		{"no opinion, error", authorizer.DecisionNoOpinion, errors.New("boom"), authorizationapi.SubjectAccessReviewStatus{Reason: "r", EvaluationError: "boom"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := StatusFrom(tt.decision, "r", tt.err, authorizer.AttributesRecord{}); got != tt.want {
				t.Errorf("got %+v; want %+v", got, tt.want)
			}
		})
	}
}
