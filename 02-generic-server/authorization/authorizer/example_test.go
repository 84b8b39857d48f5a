package authorizer_test

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// An authorizer that lets everybody read, and has no opinion on writes:
// the Attributes come from the user and the parsed URL.
func ExampleAttributesFrom() {
	readOnly := authorizer.AuthorizerFunc(func(_ context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
		if a.IsReadOnly() {
			return authorizer.DecisionAllow, "reads are free", nil
		}
		return authorizer.DecisionNoOpinion, "", nil
	})
	alice := &user.DefaultInfo{Name: "alice", Groups: []string{user.AllAuthenticated}}
	for _, ri := range []*request.RequestInfo{
		{IsResourceRequest: true, Verb: "list", APIVersion: "v1", Namespace: "demo", Resource: "pods", Path: "/api/v1/namespaces/demo/pods"},
		{IsResourceRequest: true, Verb: "delete", APIVersion: "v1", Namespace: "demo", Resource: "pods", Name: "web", Path: "/api/v1/namespaces/demo/pods/web"},
	} {
		attrs := authorizer.AttributesFrom(alice, ri)
		d, reason, _ := readOnly.Authorize(context.Background(), attrs)
		fmt.Printf("%s %s %s: %v %q\n", attrs.GetUser().GetName(), attrs.GetVerb(), attrs.GetPath(), d, reason)
	}
	// Output:
	// alice list /api/v1/namespaces/demo/pods: Allow "reads are free"
	// alice delete /api/v1/namespaces/demo/pods/web: NoOpinion ""
}
