package authorizer

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

func TestIsReadOnly(t *testing.T) {
	tests := []struct {
		verb string
		want bool
	}{
		{"get", true}, {"list", true}, {"watch", true},
		{"create", false}, {"update", false}, {"patch", false},
		{"delete", false}, {"deletecollection", false}, {"proxy", false},
		{"post", false}, {"", false},
	}
	for _, tt := range tests {
		t.Run(tt.verb, func(t *testing.T) {
			if got := (AttributesRecord{Verb: tt.verb}).IsReadOnly(); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestDecisionString(t *testing.T) {
	tests := []struct {
		d    Decision
		want string
	}{
		{DecisionDeny, "Deny"},
		{DecisionAllow, "Allow"},
		{DecisionNoOpinion, "NoOpinion"},
		{Decision(7), "Unknown (7)"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := tt.d.String(); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
	var zero Decision
	if zero != DecisionDeny {
		t.Errorf("got zero Decision %v; want Deny", zero)
	}
}

func TestAttributesFrom(t *testing.T) {
	alice := &user.DefaultInfo{Name: "alice"}
	tests := []struct {
		name string
		u    user.Info
		ri   *request.RequestInfo
		want AttributesRecord
	}{
		{
			name: "resource request",
			u:    alice,
			ri: &request.RequestInfo{
				IsResourceRequest: true, Path: "/apis/apps/v1/namespaces/demo/deployments/web/scale", Verb: "update",
				APIPrefix: "apis", APIGroup: "apps", APIVersion: "v1", Namespace: "demo",
				Resource: "deployments", Subresource: "scale", Name: "web",
				Parts: []string{"deployments", "web", "scale"},
			},
			want: AttributesRecord{
				User: alice, ResourceRequest: true, Path: "/apis/apps/v1/namespaces/demo/deployments/web/scale", Verb: "update",
				APIGroup: "apps", APIVersion: "v1", Namespace: "demo", Resource: "deployments", Subresource: "scale", Name: "web",
			},
		},
		{
			name: "non-resource request, nobody authenticated",
			ri:   &request.RequestInfo{Path: "/healthz", Verb: "get"},
			want: AttributesRecord{Path: "/healthz", Verb: "get"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := AttributesFrom(tt.u, tt.ri); got != tt.want {
				t.Errorf("got %+v; want %+v", got, tt.want)
			}
		})
	}
}

func TestAuthorizerFunc(t *testing.T) {
	var seen Attributes
	f := AuthorizerFunc(func(_ context.Context, a Attributes) (Decision, string, error) {
		seen = a
		return DecisionAllow, "because", nil
	})
	attrs := AttributesRecord{Verb: "get", Path: "/version"}
	d, reason, err := f.Authorize(context.Background(), attrs)
	if d != DecisionAllow || reason != "because" || err != nil {
		t.Errorf("got (%v, %q, %v); want (Allow, \"because\", <nil>)", d, reason, err)
	}
	if seen != attrs {
		t.Errorf("got attributes %+v; want %+v", seen, attrs)
	}
}
