package union_test

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authorization/union"
)

// The kube-apiserver's chain in miniature: system:masters may do
// anything; for everybody else, the next authorizer has no opinion, and
// the union's reason says who said what.
func ExampleNew() {
	masters := authorizer.AuthorizerFunc(func(_ context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
		for _, g := range a.GetUser().GetGroups() {
			if g == user.SystemPrivilegedGroup {
				return authorizer.DecisionAllow, "", nil
			}
		}
		return authorizer.DecisionNoOpinion, "", nil
	})
	rbac := authorizer.AuthorizerFunc(func(context.Context, authorizer.Attributes) (authorizer.Decision, string, error) {
		return authorizer.DecisionNoOpinion, "no RBAC policy matched", nil
	})
	chain, _ := union.New(
		union.NamedAuthorizer{AuthorizerName: "Masters", Authorizer: masters},
		union.NamedAuthorizer{AuthorizerName: "RBAC", Authorizer: rbac},
	)
	for _, u := range []*user.DefaultInfo{
		{Name: "admin", Groups: []string{user.SystemPrivilegedGroup}},
		{Name: "alice", Groups: []string{user.AllAuthenticated}},
	} {
		d, reason, _ := chain.Authorize(context.Background(), authorizer.AttributesRecord{User: u, Verb: "delete", Resource: "nodes", ResourceRequest: true})
		fmt.Printf("%s: %v %q\n", u.Name, d, reason)
	}
	// Output:
	// admin: Allow ""
	// alice: NoOpinion "RBAC: no RBAC policy matched"
}
