package bearertoken

import (
	"context"
	"errors"
	"fmt"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// recorder keeps the warnings it is given.
type recorder struct{ texts []string }

func (r *recorder) AddWarning(_, text string) { r.texts = append(r.texts, text) }

// tokens knows "good", fails on "broken" and does not know anything else.
var tokens = authenticator.TokenFunc(func(_ context.Context, token string) (*authenticator.Response, bool, error) {
	switch token {
	case "good":
		return &authenticator.Response{User: &user.DefaultInfo{Name: "alice"}}, true, nil
	case "broken":
		return nil, false, errors.New("token store unreachable")
	}
	return nil, false, nil
})

func TestAuthenticateRequest(t *testing.T) {
	tests := []struct {
		name         string
		header       string // Authorization; "" for none
		wantUser     string
		wantErr      string
		wantHeader   bool // Authorization still there afterwards
		wantWarnings []string
	}{
		{"no header", "", "", "", false, nil},
		{"good token", "Bearer good", "alice", "", false, nil},
		{"scheme is case-insensitive", "bEaReR good", "alice", "", false, nil},
		{"surrounding space trimmed", "  Bearer good  ", "alice", "", false, nil},
		{"unknown token", "Bearer guess", "", "invalid bearer token", true, nil},
		{"token store error", "Bearer broken", "", "token store unreachable", true, nil},
		{"basic auth is not ours", "Basic Zm9vOmJhcg==", "", "", true, nil},
		{"no token", "Bearer", "", "", true, nil},
		{"two spaces: empty token, warned", "Bearer  good", "", "", true, []string{invalidTokenWithSpaceWarning}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := &recorder{}
			req := httptest.NewRequest("GET", "/api", nil)
			req = req.WithContext(warning.WithWarningRecorder(req.Context(), rec))
			if tt.header != "" {
				req.Header.Set("Authorization", tt.header)
			}
			resp, ok, err := New(tokens).AuthenticateRequest(req)
			gotUser, gotErr := "", ""
			if ok {
				gotUser = resp.User.GetName()
			}
			if err != nil {
				gotErr = err.Error()
			}
			if gotUser != tt.wantUser || gotErr != tt.wantErr {
				t.Errorf("got user %q, error %q; want user %q, error %q", gotUser, gotErr, tt.wantUser, tt.wantErr)
			}
			if got := req.Header.Get("Authorization") != ""; got != tt.wantHeader {
				t.Errorf("got Authorization kept %v; want %v", got, tt.wantHeader)
			}
			if !slices.Equal(rec.texts, tt.wantWarnings) {
				t.Errorf("got warnings %q; want %q", rec.texts, tt.wantWarnings)
			}
		})
	}
}

func ExampleAuthenticator_AuthenticateRequest() {
	auth := New(tokens)
	for _, header := range []string{"Bearer good", "Bearer guess"} {
		req := httptest.NewRequest("GET", "/api", nil)
		req.Header.Set("Authorization", header)
		resp, ok, err := auth.AuthenticateRequest(req)
		if !ok {
			fmt.Printf("%s: %v\n", header, err)
			continue
		}
		fmt.Printf("%s: %s, Authorization header left: %q\n", header, resp.User.GetName(), req.Header.Get("Authorization"))
	}
	// Output:
	// Bearer good: alice, Authorization header left: ""
	// Bearer guess: invalid bearer token
}
