// Package anonymous authenticates every request as system:anonymous in
// the group system:unauthenticated. It comes last in the server's union:
// a request no other authenticator recognised still gets a user, and
// the authorizer (RBAC's system:public-info-viewer binding, for
// /healthz, /version ...) decides what that user may do. With
// --anonymous-auth=false it is left out and such requests get a 401.
//
// Stage 07 adds it.
// Upstream: k8s.io/apiserver/pkg/authentication/request/anonymous.
// Left out: nothing of v1.37's behaviour. Upstream takes its conditions
// as k8s.io/apiserver/pkg/apis/apiserver.AnonymousAuthCondition (from the
// AuthenticationConfiguration file); ours is a local type with the same
// one field, Path.
package anonymous
