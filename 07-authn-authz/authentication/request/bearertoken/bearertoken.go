package bearertoken

import (
	"errors"
	"net/http"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// invalidTokenWithSpaceWarning is the warning for "Bearer  <token>".
// Upstream: k8s.io/apiserver/pkg/authentication/request/bearertoken.invalidTokenWithSpaceWarning.
const invalidTokenWithSpaceWarning = "the provided Authorization header contains extra space before the bearer token, and is ignored"

// errInvalidToken is the error for a token the Token authenticator
// neither accepted nor failed on.
// Upstream: k8s.io/apiserver/pkg/authentication/request/bearertoken.invalidToken.
var errInvalidToken = errors.New("invalid bearer token")

// Authenticator is a Request authenticator over a Token one.
// Upstream: k8s.io/apiserver/pkg/authentication/request/bearertoken.Authenticator.
type Authenticator struct {
	auth authenticator.Token
}

var _ authenticator.Request = (*Authenticator)(nil)

// New returns an Authenticator that checks bearer tokens with auth.
// Upstream: k8s.io/apiserver/pkg/authentication/request/bearertoken.New.
func New(auth authenticator.Token) *Authenticator {
	return &Authenticator{auth: auth}
}

// AuthenticateRequest does not recognise a request without a bearer
// token, or with an empty one (with a warning when "Bearer" is followed
// by two spaces); it returns the Token authenticator's answer otherwise,
// "invalid bearer token" in place of a plain no. The scheme is matched
// case-insensitively.
// Upstream: k8s.io/apiserver/pkg/authentication/request/bearertoken.(*Authenticator).AuthenticateRequest.
func (a *Authenticator) AuthenticateRequest(req *http.Request) (*authenticator.Response, bool, error) {
	auth := strings.TrimSpace(req.Header.Get("Authorization"))
	if auth == "" {
		return nil, false, nil
	}
	parts := strings.SplitN(auth, " ", 3)
	if len(parts) < 2 || strings.ToLower(parts[0]) != "bearer" {
		return nil, false, nil
	}
	token := parts[1]
	if token == "" {
		if len(parts) == 3 {
			warning.AddWarning(req.Context(), invalidTokenWithSpaceWarning)
		}
		return nil, false, nil
	}
	resp, ok, err := a.auth.AuthenticateToken(req.Context(), token)
	if ok {
		// the credential has done its job; nothing further in may reuse it
		req.Header.Del("Authorization")
	}
	if !ok && err == nil {
		err = errInvalidToken
	}
	return resp, ok, err
}
