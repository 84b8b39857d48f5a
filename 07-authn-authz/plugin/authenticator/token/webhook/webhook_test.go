package webhook

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	authenticationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/kubeconfig"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/pkiutil"
)

// reviewServer answers TokenReviews from the caller with bearer token
// "reviewer": token "alice-token" is alice (in the audiences of aud, or
// none), anything else unauthenticated with an error.
func reviewServer(t *testing.T, aud []string) *kubeconfig.Config {
	t.Helper()
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != tokenReviewsPath || r.Header.Get("Authorization") != "Bearer reviewer" {
			http.Error(w, `{"kind":"Status","code":401}`, http.StatusUnauthorized)
			return
		}
		var review authenticationv1.TokenReview
		if err := json.NewDecoder(r.Body).Decode(&review); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		if review.Spec.Token == "alice-token" {
			review.Status = authenticationv1.TokenReviewStatus{Authenticated: true, Audiences: aud,
				User: authenticationv1.UserInfo{Username: "alice", UID: "1001", Groups: []string{"dev"},
					Extra: map[string]authenticationv1.ExtraValue{"scopes": {"a"}}}}
		} else {
			review.Status = authenticationv1.TokenReviewStatus{Error: "invalid bearer token"}
		}
		_ = json.NewEncoder(w).Encode(review)
	}))
	t.Cleanup(srv.Close)
	config := kubeconfig.CreateBasic(srv.URL, "test", "reviewer", pkiutil.EncodeCertPEM(srv.Certificate()))
	config.AuthInfos = []kubeconfig.NamedAuthInfo{{Name: "reviewer", AuthInfo: kubeconfig.AuthInfo{Token: "reviewer"}}}
	return config
}

func TestAuthenticateToken(t *testing.T) {
	tests := []struct {
		name      string
		serverAud []string
		wantAud   authenticator.Audiences // nil: the request is not audience-limited
		token     string
		want      string
	}{
		{"alice", nil, nil, "alice-token", "alice 1001 [dev] map[scopes:[a]] true <nil> []"},
		{"unknown token", nil, nil, "x", "<nil> false invalid bearer token"},
		{"wanted audience, implicit", nil, authenticator.Audiences{"api"}, "alice-token", "alice 1001 [dev] map[scopes:[a]] true <nil> [api]"},
		{"wanted audience, answered", []string{"api", "other"}, authenticator.Audiences{"api"}, "alice-token", "alice 1001 [dev] map[scopes:[a]] true <nil> [api]"},
		{"other audience", []string{"other"}, authenticator.Audiences{"api"}, "alice-token", "<nil> false <nil>"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := NewFromConfig(reviewServer(t, tt.serverAud), 5*time.Second, authenticator.Audiences{"api"})
			if err != nil {
				t.Fatal(err)
			}
			ctx := context.Background()
			if tt.wantAud != nil {
				ctx = authenticator.WithAudiences(ctx, tt.wantAud)
			}
			resp, ok, err := a.AuthenticateToken(ctx, tt.token)
			var got string
			if resp != nil {
				u := resp.User
				got = fmt.Sprintf("%s %s %v %v %v %v %v", u.GetName(), u.GetUID(), u.GetGroups(), u.GetExtra(), ok, err, resp.Audiences)
			} else {
				got = fmt.Sprintf("<nil> %v %v", ok, err)
			}
			if got != tt.want {
				t.Errorf("got %s; want %s", got, tt.want)
			}
		})
	}
}

// TestAuthenticateTokenError: a review that fails is an error.
func TestAuthenticateTokenError(t *testing.T) {
	config := reviewServer(t, nil)
	config.AuthInfos[0].AuthInfo.Token = "wrong"
	a, err := NewFromConfig(config, 5*time.Second, nil)
	if err != nil {
		t.Fatal(err)
	}
	if resp, ok, err := a.AuthenticateToken(context.Background(), "alice-token"); resp != nil || ok || err == nil {
		t.Errorf("got %v %v %v; want nil, false, an error", resp, ok, err)
	}
}
