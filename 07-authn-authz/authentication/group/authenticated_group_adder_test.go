package group

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

func TestAuthenticatedGroupAdder(t *testing.T) {
	tests := []struct {
		name       string
		user       *user.DefaultInfo // nil: not recognised
		err        error
		wantGroups []string
		wantOK     bool
	}{
		{"adds the group", &user.DefaultInfo{Name: "alice", Groups: []string{"dev"}}, nil, []string{"dev", "system:authenticated"}, true},
		{"no groups yet", &user.DefaultInfo{Name: "alice"}, nil, []string{"system:authenticated"}, true},
		{"already there", &user.DefaultInfo{Name: "alice", Groups: []string{"system:authenticated", "dev"}}, nil, []string{"system:authenticated", "dev"}, true},
		{"anonymous", &user.DefaultInfo{Name: "system:anonymous", Groups: []string{"system:unauthenticated"}}, nil, []string{"system:unauthenticated"}, true},
		{"unauthenticated group", &user.DefaultInfo{Name: "bob", Groups: []string{"system:unauthenticated"}}, nil, []string{"system:unauthenticated"}, true},
		{"not recognised", nil, nil, nil, false},
		{"error", nil, errors.New("bad"), nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var before []string
			if tt.user != nil {
				before = slices.Clone(tt.user.Groups)
			}
			inner := authenticator.RequestFunc(func(*http.Request) (*authenticator.Response, bool, error) {
				if tt.user == nil {
					return nil, false, tt.err
				}
				return &authenticator.Response{User: tt.user}, true, nil
			})
			resp, ok, err := NewAuthenticatedGroupAdder(inner).AuthenticateRequest(httptest.NewRequest("GET", "/", nil))
			if ok != tt.wantOK || !errors.Is(err, tt.err) {
				t.Fatalf("got %v, %v; want %v, %v", ok, err, tt.wantOK, tt.err)
			}
			if !ok {
				return
			}
			if got := resp.User.GetGroups(); !slices.Equal(got, tt.wantGroups) {
				t.Errorf("got groups %q; want %q", got, tt.wantGroups)
			}
			if !slices.Equal(tt.user.Groups, before) {
				t.Errorf("got wrapped user's groups changed to %q; want %q", tt.user.Groups, before)
			}
		})
	}
}
