package authenticator

import (
	"context"
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
)

func TestAudiencesIntersect(t *testing.T) {
	tests := []struct {
		name      string
		a, target Audiences
		want      Audiences
	}{
		{"both empty", nil, nil, Audiences{}},
		{"disjoint", Audiences{"a"}, Audiences{"b"}, Audiences{}},
		{"in target's order", Audiences{"a", "b", "c"}, Audiences{"c", "x", "a"}, Audiences{"c", "a"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.a.Intersect(tt.target); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestAudiencesHas(t *testing.T) {
	tests := []struct {
		name string
		aud  string
		want bool
	}{
		{"present", "api", true},
		{"absent", "other", false},
		{"empty string", "", false},
	}
	a := Audiences{"api", "https://kubernetes.default.svc"}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := a.Has(tt.aud); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestAudiencesContext(t *testing.T) {
	tests := []struct {
		name   string
		ctx    context.Context
		want   Audiences
		wantOK bool
	}{
		{"none", context.Background(), nil, false},
		{"set", WithAudiences(context.Background(), Audiences{"api"}), Audiences{"api"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := AudiencesFrom(tt.ctx)
			if ok != tt.wantOK || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %q, %v; want %q, %v", got, ok, tt.want, tt.wantOK)
			}
		})
	}
}

func TestFuncs(t *testing.T) {
	alice := &Response{User: &user.DefaultInfo{Name: "alice"}}
	var tok Token = TokenFunc(func(_ context.Context, token string) (*Response, bool, error) {
		return alice, token == "secret", nil
	})
	var req Request = RequestFunc(func(r *http.Request) (*Response, bool, error) {
		return tok.AuthenticateToken(r.Context(), r.Header.Get("X-Token"))
	})
	tests := []struct {
		name  string
		token string
		want  bool
	}{
		{"known token", "secret", true},
		{"unknown token", "guess", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.Header.Set("X-Token", tt.token)
			if _, ok, err := req.AuthenticateRequest(r); ok != tt.want || err != nil {
				t.Errorf("got %v, %v; want %v, <nil>", ok, err, tt.want)
			}
		})
	}
}
