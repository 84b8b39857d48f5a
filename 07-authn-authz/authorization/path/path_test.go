package path

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
)

func TestNewAuthorizerRejectsInnerStar(t *testing.T) {
	for _, p := range []string{"/foo/*/bar", "*foo", "/a**"} {
		t.Run(p, func(t *testing.T) {
			if _, err := NewAuthorizer([]string{p}); err == nil {
				t.Errorf("got no error; want one for %q", p)
			}
		})
	}
}

func TestAuthorize(t *testing.T) {
	allowed := []string{"/healthz", "livez", "/apis/*", "/"}
	tests := []struct {
		name     string
		path     string
		resource bool
		want     authorizer.Decision
	}{
		{"exact", "/healthz", false, authorizer.DecisionAllow},
		{"exact, listed without slash", "/livez", false, authorizer.DecisionAllow},
		{"not a prefix of an exact path", "/healthz/etcd", false, authorizer.DecisionNoOpinion},
		{"prefix", "/apis/apps", false, authorizer.DecisionAllow},
		{"prefix itself", "/apis/", false, authorizer.DecisionAllow},
		{"prefix needs its slash", "/apis", false, authorizer.DecisionNoOpinion},
		{"root", "/", false, authorizer.DecisionAllow},
		{"other", "/version", false, authorizer.DecisionNoOpinion},
		{"resource request under an allowed prefix", "/apis/apps/v1/deployments", true, authorizer.DecisionNoOpinion},
	}
	a, err := NewAuthorizer(allowed)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _, err := a.Authorize(context.Background(), authorizer.AttributesRecord{Verb: "get", Path: tt.path, ResourceRequest: tt.resource})
			if got != tt.want || err != nil {
				t.Errorf("got (%v, %v); want (%v, <nil>)", got, err, tt.want)
			}
		})
	}
}
