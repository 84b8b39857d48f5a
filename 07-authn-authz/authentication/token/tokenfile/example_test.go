package tokenfile_test

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/token/tokenfile"
)

// ExampleNewCSV reads a --token-auth-file and authenticates a token of it.
func ExampleNewCSV() {
	auth, err := tokenfile.NewCSV("testdata/tokens.csv")
	if err != nil {
		fmt.Println(err)
		return
	}
	resp, ok, _ := auth.AuthenticateToken(context.Background(), "31ada4fd-adec-460c-809a-9e56ceb75269")
	fmt.Println(ok, resp.User.GetName(), resp.User.GetUID(), resp.User.GetGroups())
	// Output: true alice 1000 [dev ops]
}
