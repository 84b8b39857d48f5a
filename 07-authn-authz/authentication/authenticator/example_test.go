package authenticator_test

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// Example shows a Token authenticator that knows one token, and the
// three answers every authenticator gives.
func Example() {
	var auth authenticator.Token = authenticator.TokenFunc(func(ctx context.Context, token string) (*authenticator.Response, bool, error) {
		switch token {
		case "":
			return nil, false, fmt.Errorf("empty token")
		case "31ada4fd-adec-460c-809a-9e56ceb75269":
			auds, _ := authenticator.AudiencesFrom(ctx)
			return &authenticator.Response{User: &user.DefaultInfo{Name: "alice"}, Audiences: auds}, true, nil
		}
		return nil, false, nil
	})
	ctx := authenticator.WithAudiences(context.Background(), authenticator.Audiences{"https://kubernetes.default.svc"})
	for _, token := range []string{"31ada4fd-adec-460c-809a-9e56ceb75269", "guess", ""} {
		resp, ok, err := auth.AuthenticateToken(ctx, token)
		if ok {
			fmt.Printf("%q: user %s, audiences %q\n", token, resp.User.GetName(), resp.Audiences)
			continue
		}
		fmt.Printf("%q: not authenticated, error %v\n", token, err)
	}
	// Output:
	// "31ada4fd-adec-460c-809a-9e56ceb75269": user alice, audiences ["https://kubernetes.default.svc"]
	// "guess": not authenticated, error <nil>
	// "": not authenticated, error empty token
}
