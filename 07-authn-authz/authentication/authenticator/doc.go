// Package authenticator defines what an authenticator is: something that
// looks at a request (Request) or at a bearer token (Token) and answers
// who sent it (a Response carrying a user.Info), that it cannot tell
// (false, nil), or that the credential is bad (an error). The request
// authenticators in 07-authn-authz/authentication/request, the token
// authenticators in .../token, and the group adder all meet here, and the
// WithAuthentication filter calls whatever union of them the server built.
//
// It also carries the API audiences (Audiences, WithAudiences,
// AudiencesFrom): the "aud" values the server accepts, which the filter
// puts into the request's context so audience-aware token authenticators
// can check a token was minted for this server.
//
// Stage 07 adds it.
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator
// (interfaces.go, audiences.go, audagnostic.go: WrapAudienceAgnosticToken
// and WrapAudienceAgnosticRequest restrict credentials that name no
// audience, a static token say, to the API's own audiences, so that a
// TokenReview for another audience does not accept them).
package authenticator
