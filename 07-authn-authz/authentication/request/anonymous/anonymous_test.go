package anonymous

import (
	"net/http/httptest"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

func TestAnonymous(t *testing.T) {
	tests := []struct {
		name       string
		conditions []AnonymousAuthCondition
		path       string
		auds       authenticator.Audiences
		wantOK     bool
	}{
		{"no conditions: any path", nil, "/api/v1/pods", nil, true},
		{"audiences passed on", nil, "/", authenticator.Audiences{"api"}, true},
		{"allowed path", []AnonymousAuthCondition{{Path: "/healthz"}, {Path: "/livez"}}, "/livez", nil, true},
		{"other path", []AnonymousAuthCondition{{Path: "/healthz"}}, "/api", nil, false},
		{"prefix is not enough", []AnonymousAuthCondition{{Path: "/healthz"}}, "/healthz/etcd", nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest("GET", tt.path, nil)
			if tt.auds != nil {
				req = req.WithContext(authenticator.WithAudiences(req.Context(), tt.auds))
			}
			resp, ok, err := NewAuthenticator(tt.conditions).AuthenticateRequest(req)
			if ok != tt.wantOK || err != nil {
				t.Fatalf("got %v, %v; want %v, <nil>", ok, err, tt.wantOK)
			}
			if !ok {
				return
			}
			if got := resp.User.GetName(); got != "system:anonymous" {
				t.Errorf("got user %q; want system:anonymous", got)
			}
			if got, want := resp.User.GetGroups(), []string{"system:unauthenticated"}; !reflect.DeepEqual(got, want) {
				t.Errorf("got groups %q; want %q", got, want)
			}
			if !reflect.DeepEqual(resp.Audiences, tt.auds) {
				t.Errorf("got audiences %q; want %q", resp.Audiences, tt.auds)
			}
		})
	}
}
