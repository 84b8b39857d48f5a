package filters

import (
	"net/http"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/06-filters/server"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// SecurityFilters are authentication, impersonation and authorization
// for stage 06's chain (its SecurityFilters extension point):
// authentication with authn, answering failed (a 401) for a credential
// that does not verify, and with the API audiences apiAuds; impersonation
// and authorization asking authz; s encodes their refusals.
// Upstream: WithAuthentication, WithImpersonation and WithAuthorization
// in k8s.io/apiserver/pkg/server.DefaultBuildHandlerChain.
func SecurityFilters(authn authenticator.Request, authz authorizer.Authorizer, failed http.Handler,
	apiAuds authenticator.Audiences, s runtime.NegotiatedSerializer) server.SecurityFilters {
	return server.SecurityFilters{
		Authorization: func(h http.Handler) http.Handler {
			return WithAuthorization(h, authz, s)
		},
		Impersonation: func(h http.Handler) http.Handler {
			return WithImpersonation(h, authz, s)
		},
		Authentication: func(h http.Handler) http.Handler {
			return WithAuthentication(h, authn, failed, apiAuds)
		},
	}
}
