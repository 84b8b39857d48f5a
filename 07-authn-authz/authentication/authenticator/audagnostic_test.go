package authenticator

import (
	"context"
	"slices"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
)

func TestWrapAudienceAgnosticToken(t *testing.T) {
	static := TokenFunc(func(context.Context, string) (*Response, bool, error) {
		return &Response{User: &user.DefaultInfo{Name: "bob"}}, true, nil
	})
	api := Audiences{"https://kubernetes.default.svc.cluster.local"}
	wrapped := WrapAudienceAgnosticToken(api, static)
	for _, tc := range []struct {
		name     string
		ctx      context.Context
		wantOK   bool
		wantAuds Audiences
	}{
		{"no audiences asked: as is", context.Background(), true, nil},
		{"the API's audience: answered for it", WithAudiences(context.Background(), Audiences{"https://kubernetes.default.svc.cluster.local", "vault"}), true, api},
		{"another audience only: not this credential's", WithAudiences(context.Background(), Audiences{"vault"}), false, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, ok, err := wrapped.AuthenticateToken(tc.ctx, "bob-token")
			if err != nil || ok != tc.wantOK {
				t.Fatalf("got ok=%v, err=%v; want ok=%v", ok, err, tc.wantOK)
			}
			if ok && !slices.Equal(resp.Audiences, tc.wantAuds) {
				t.Errorf("audiences: got %q; want %q", resp.Audiences, tc.wantAuds)
			}
		})
	}
}
