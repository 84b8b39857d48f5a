package group

import (
	"net/http"
	"slices"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// AuthenticatedGroupAdder adds system:authenticated to the groups of the
// users Authenticator recognises.
// Upstream: k8s.io/apiserver/pkg/authentication/group.AuthenticatedGroupAdder.
type AuthenticatedGroupAdder struct {
	// Authenticator makes the decision; the adder only adds the group.
	Authenticator authenticator.Request
}

var _ authenticator.Request = (*AuthenticatedGroupAdder)(nil)

// NewAuthenticatedGroupAdder wraps auth.
// Upstream: k8s.io/apiserver/pkg/authentication/group.NewAuthenticatedGroupAdder.
func NewAuthenticatedGroupAdder(auth authenticator.Request) authenticator.Request {
	return &AuthenticatedGroupAdder{Authenticator: auth}
}

// AuthenticateRequest adds system:authenticated unless the user is
// system:anonymous or already is in system:authenticated or
// system:unauthenticated (a user in either group has been classified
// already). It returns a copy: the Response and user.Info of the wrapped
// authenticator may be shared (a token file hands out the same
// DefaultInfo for every request).
// Upstream: k8s.io/apiserver/pkg/authentication/group.(*AuthenticatedGroupAdder).AuthenticateRequest.
func (g *AuthenticatedGroupAdder) AuthenticateRequest(req *http.Request) (*authenticator.Response, bool, error) {
	r, ok, err := g.Authenticator.AuthenticateRequest(req)
	if err != nil || !ok {
		return nil, ok, err
	}
	if r.User.GetName() == user.Anonymous {
		return r, true, nil
	}
	groups := r.User.GetGroups()
	if slices.Contains(groups, user.AllAuthenticated) || slices.Contains(groups, user.AllUnauthenticated) {
		return r, true, nil
	}
	ret := *r
	ret.User = &user.DefaultInfo{
		Name:   r.User.GetName(),
		UID:    r.User.GetUID(),
		Groups: append(slices.Clone(groups), user.AllAuthenticated),
		Extra:  r.User.GetExtra(),
	}
	return &ret, true, nil
}
