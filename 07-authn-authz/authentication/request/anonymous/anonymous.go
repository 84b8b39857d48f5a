package anonymous

import (
	"net/http"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// AnonymousAuthCondition limits anonymous authentication to requests for
// one exact path, such as /healthz.
// Upstream: k8s.io/apiserver/pkg/apis/apiserver.AnonymousAuthCondition.
type AnonymousAuthCondition struct {
	// Path is the request's URL path, matched exactly.
	Path string
}

// Authenticator authenticates requests as system:anonymous.
// Upstream: k8s.io/apiserver/pkg/authentication/request/anonymous.Authenticator.
type Authenticator struct {
	// allowedPaths are the paths of the conditions; empty allows all.
	allowedPaths map[string]bool
}

var _ authenticator.Request = (*Authenticator)(nil)

// NewAuthenticator returns an authenticator that makes every request
// anonymous when conditions is empty, and otherwise only requests whose
// path one of the conditions names; others it does not recognise.
// Upstream: k8s.io/apiserver/pkg/authentication/request/anonymous.NewAuthenticator.
func NewAuthenticator(conditions []AnonymousAuthCondition) authenticator.Request {
	allowed := make(map[string]bool, len(conditions))
	for _, c := range conditions {
		allowed[c.Path] = true
	}
	return &Authenticator{allowedPaths: allowed}
}

// AuthenticateRequest answers system:anonymous, group
// system:unauthenticated, with the request's audiences: an anonymous
// request is acceptable to whatever audience the server expects.
// Upstream: k8s.io/apiserver/pkg/authentication/request/anonymous.(*Authenticator).AuthenticateRequest.
func (a *Authenticator) AuthenticateRequest(req *http.Request) (*authenticator.Response, bool, error) {
	if len(a.allowedPaths) > 0 && !a.allowedPaths[req.URL.Path] {
		return nil, false, nil
	}
	auds, _ := authenticator.AudiencesFrom(req.Context())
	return &authenticator.Response{
		User: &user.DefaultInfo{
			Name:   user.Anonymous,
			Groups: []string{user.AllUnauthenticated},
		},
		Audiences: auds,
	}, true, nil
}
