// Package bearertoken finds a bearer token in the Authorization header
// ("Authorization: Bearer <token>") and hands it to a Token
// authenticator (a token file, service-account tokens, a webhook ...).
// On success it removes the header, so no handler further in can reuse
// the credential; a token the authenticator does not know is an error,
// "invalid bearer token", not a "cannot tell".
//
// Stage 07 adds it.
// Upstream: k8s.io/apiserver/pkg/authentication/request/bearertoken.
// Left out: nothing.
package bearertoken
