package authenticator

import (
	"context"
	"errors"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/anonymous"
)

// serviceAccountTokens recognises "sa-token" and fails on "expired".
var serviceAccountTokens = authenticator.TokenFunc(func(_ context.Context, token string) (*authenticator.Response, bool, error) {
	switch token {
	case "sa-token":
		return &authenticator.Response{User: &user.DefaultInfo{Name: "system:serviceaccount:default:builder"}}, true, nil
	case "expired":
		return nil, false, errors.New("token has expired")
	}
	return nil, false, nil
})

func TestConfigNew(t *testing.T) {
	tokens := filepath.Join(t.TempDir(), "tokens.csv")
	if err := os.WriteFile(tokens, []byte("31ada4fd,alice,1001,dev\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	withTokens := Config{TokenAuthFile: tokens, ServiceAccountTokenAuthenticators: []authenticator.Token{serviceAccountTokens}}
	anonymousToo := withTokens
	anonymousToo.Anonymous = true
	onlyHealthz := Config{Anonymous: true, AnonymousConditions: []anonymous.AnonymousAuthCondition{{Path: "/healthz"}}}
	tests := []struct {
		name   string
		config Config
		path   string
		token  string
		want   string // "<nil>" for no authenticator, "-" for not recognised, "error" for an error
	}{
		{"nothing on", Config{}, "/", "", "<nil>"},
		{"anonymous only", Config{Anonymous: true}, "/", "", "system:anonymous [system:unauthenticated]"},
		{"anonymous on one path, another", onlyHealthz, "/version", "", "-"},
		{"anonymous on one path, that one", onlyHealthz, "/healthz", "", "system:anonymous [system:unauthenticated]"},
		{"token file", withTokens, "/", "31ada4fd", "alice [dev system:authenticated]"},
		{"service account after the file", withTokens, "/", "sa-token", "system:serviceaccount:default:builder [system:authenticated]"},
		{"unknown token", withTokens, "/", "guess", "error"},
		{"no token, no anonymous", withTokens, "/", "", "-"},
		{"no token, anonymous", anonymousToo, "/", "", "system:anonymous [system:unauthenticated]"},
		{"failed token is not anonymous", anonymousToo, "/", "expired", "error"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			auth, err := tt.config.New()
			if err != nil {
				t.Fatal(err)
			}
			if got := authenticate(auth, tt.path, tt.token); got != tt.want {
				t.Errorf("got %s; want %s", got, tt.want)
			}
		})
	}
}

// authenticate describes what auth makes of a request.
func authenticate(auth authenticator.Request, path, token string) string {
	if auth == nil {
		return "<nil>"
	}
	req := httptest.NewRequest("GET", path, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, ok, err := auth.AuthenticateRequest(req)
	switch {
	case err != nil:
		return "error"
	case !ok:
		return "-"
	}
	return fmt.Sprintf("%s %v", resp.User.GetName(), resp.User.GetGroups())
}

func TestConfigNewErrors(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing")
	for _, c := range []Config{
		{ClientCAFile: missing},
		{TokenAuthFile: missing},
		{RequestHeader: &RequestHeaderConfig{ClientCAFile: missing}},
	} {
		if _, err := c.New(); err == nil {
			t.Errorf("got no error for %+v; want one", c)
		}
	}
}
