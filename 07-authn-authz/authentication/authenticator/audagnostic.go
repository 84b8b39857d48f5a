package authenticator

import (
	"context"
	"fmt"
	"net/http"
)

// authenticate runs an audience-agnostic authenticator (a static token,
// a front proxy's headers: credentials that name no audience) on behalf
// of an audience-aware caller. Without audiences in ctx it just runs.
// With them, the credential is taken to be for the API's own audiences
// (implicit): it authenticates only if the caller asked for one of
// those, and the response says which.
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator.authenticate.
func authenticate(ctx context.Context, implicit Audiences, authenticate func() (*Response, bool, error)) (*Response, bool, error) {
	targetAuds, ok := AudiencesFrom(ctx)
	if !ok {
		return authenticate()
	}
	auds := implicit.Intersect(targetAuds)
	if len(auds) == 0 {
		return nil, false, nil
	}
	resp, ok, err := authenticate()
	if err != nil || !ok {
		return nil, false, err
	}
	if len(resp.Audiences) > 0 {
		return nil, false, fmt.Errorf("audience agnostic authenticator wrapped an authenticator that returned audiences: %q", resp.Audiences)
	}
	resp.Audiences = auds
	return resp, true, nil
}

// WrapAudienceAgnosticRequest makes an audience-agnostic request
// authenticator answer for the implicit audiences.
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator.WrapAudienceAgnosticRequest.
func WrapAudienceAgnosticRequest(implicit Audiences, delegate Request) Request {
	return RequestFunc(func(req *http.Request) (*Response, bool, error) {
		return authenticate(req.Context(), implicit, func() (*Response, bool, error) { return delegate.AuthenticateRequest(req) })
	})
}

// WrapAudienceAgnosticToken makes an audience-agnostic token
// authenticator answer for the implicit audiences.
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator.WrapAudienceAgnosticToken.
func WrapAudienceAgnosticToken(implicit Audiences, delegate Token) Token {
	return TokenFunc(func(ctx context.Context, token string) (*Response, bool, error) {
		return authenticate(ctx, implicit, func() (*Response, bool, error) { return delegate.AuthenticateToken(ctx, token) })
	})
}
