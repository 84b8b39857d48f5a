package request

import (
	"context"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
)

// userKey holds the user.Info of the request's sender. It is a separate
// type from key so this file does not renumber context.go's keys.
type userKey struct{}

// WithUser returns a copy of parent carrying u, the authenticated sender
// of the request. Nothing calls it before stage 07, whose authentication
// filter sets the user of every request.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.WithUser.
func WithUser(parent context.Context, u user.Info) context.Context {
	return context.WithValue(parent, userKey{}, u)
}

// UserFrom returns the user in ctx, and whether there is one. Until
// stage 07 there never is: callers that need a user (the aggregator's
// proxy) must decide what an unauthenticated request stands for.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.UserFrom.
func UserFrom(ctx context.Context) (user.Info, bool) {
	u, ok := ctx.Value(userKey{}).(user.Info)
	return u, ok
}
