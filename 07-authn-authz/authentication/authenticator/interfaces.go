package authenticator

import (
	"context"
	"net/http"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
)

// Token checks a token (the part after "Bearer " in the Authorization
// header) against a store of credentials. It answers (resp, true, nil)
// for a token it knows, (nil, false, nil) for one it does not, and an
// error when it could not check.
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator.Token.
type Token interface {
	AuthenticateToken(ctx context.Context, token string) (*Response, bool, error)
}

// Request finds the credential in a request (a client certificate, a
// header) and checks it, answering as Token does. It may remove the
// credential from the request once it has used it, so no handler
// further in is tempted to reuse it.
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator.Request.
type Request interface {
	AuthenticateRequest(req *http.Request) (*Response, bool, error)
}

// TokenFunc lets a plain function be a Token authenticator.
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator.TokenFunc.
type TokenFunc func(ctx context.Context, token string) (*Response, bool, error)

// AuthenticateToken calls f.
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator.TokenFunc.AuthenticateToken.
func (f TokenFunc) AuthenticateToken(ctx context.Context, token string) (*Response, bool, error) {
	return f(ctx, token)
}

// RequestFunc lets a plain function be a Request authenticator.
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator.RequestFunc.
type RequestFunc func(req *http.Request) (*Response, bool, error)

// AuthenticateRequest calls f.
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator.RequestFunc.AuthenticateRequest.
func (f RequestFunc) AuthenticateRequest(req *http.Request) (*Response, bool, error) {
	return f(req)
}

var (
	_ Token   = TokenFunc(nil)
	_ Request = RequestFunc(nil)
)

// Response is what a successful authenticator returns: the user, and
// the audiences the credential was valid for (empty from an
// authenticator that does not know about audiences).
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator.Response.
type Response struct {
	// Audiences are the audiences the authenticator checked the
	// credential against and found in it.
	Audiences Audiences
	// User is who sent the request.
	User user.Info
}
