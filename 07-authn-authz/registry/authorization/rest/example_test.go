package rest_test

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
	authenticationrest "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/authentication/rest"
	authorizationrest "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/authorization/rest"
)

// ExampleAddToControlPlane is what an app does to serve both review
// groups: the authenticator and authorizer are those of its filter chain
// (the RBAC authorizer is also its rule resolver).
func ExampleAddToControlPlane() {
	master := &controlplane.Config{GenericConfig: server.NewConfig(legacyscheme.Codecs)}
	var requestAuthenticator authenticator.Request = authenticator.RequestFunc(nil) // the chain's union
	apiAudiences := authenticator.Audiences{"https://kubernetes.default.svc.cluster.local"}
	var authz authorizer.Authorizer = authorizer.AuthorizerFunc(func(context.Context, authorizer.Attributes) (authorizer.Decision, string, error) {
		return authorizer.DecisionNoOpinion, "", nil
	})
	var rules authorizer.RuleResolver = noRules{}

	authenticationrest.AddToControlPlane(master, authenticationrest.RESTStorageProvider{Authenticator: requestAuthenticator, APIAudiences: apiAudiences})
	authorizationrest.AddToControlPlane(master, authorizationrest.RESTStorageProvider{Authorizer: authz, RuleResolver: rules})

	for _, p := range master.ExtraConfig.RESTStorageProviders {
		fmt.Println(p.GroupName())
	}
	// Output:
	// authentication.k8s.io
	// authorization.k8s.io
}

// noRules resolves no rules.
type noRules struct{}

func (noRules) RulesFor(context.Context, user.Info, string) ([]authorizer.ResourceRuleInfo, []authorizer.NonResourceRuleInfo, bool, error) {
	return nil, nil, false, nil
}
