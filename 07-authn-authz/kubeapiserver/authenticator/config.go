package authenticator

import (
	"context"
	"errors"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/group"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/anonymous"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/bearertoken"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/headerrequest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/union"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/x509"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/token/tokenfile"
)

// RequestHeaderConfig is the front-proxy authentication: a client
// certificate signed by ClientCAFile (with one of AllowedNames as CN, if
// any are given) may name the user in headers.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/authenticator.Config's
// RequestHeaderConfig (k8s.io/apiserver/pkg/authentication/request/headerrequest's
// RequestHeaderConfig).
type RequestHeaderConfig struct {
	ClientCAFile        string
	AllowedNames        []string
	UsernameHeaders     []string
	UIDHeaders          []string
	GroupHeaders        []string
	ExtraHeaderPrefixes []string
}

// Config says which authentication methods are on.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/authenticator.Config.
type Config struct {
	// Anonymous makes a request no method recognises system:anonymous
	// (AnonymousConditions, if any, limit it to some paths).
	Anonymous           bool
	AnonymousConditions []anonymous.AnonymousAuthCondition
	// ClientCAFile verifies client certificates; the CN is the user,
	// the O fields its groups.
	ClientCAFile string
	// TokenAuthFile is a CSV of static bearer tokens.
	TokenAuthFile string
	// RequestHeader is front-proxy authentication; nil is off.
	RequestHeader *RequestHeaderConfig
	// ServiceAccountTokenAuthenticators are asked about bearer tokens
	// after the token file: the place service-account tokens plug in.
	ServiceAccountTokenAuthenticators []authenticator.Token
	// WebhookTokenAuthenticator, if set, is asked about bearer tokens
	// last: a TokenReview webhook (a delegating server's
	// --authentication-kubeconfig).
	// Upstream: the authenticator New makes from WebhookTokenAuthnConfigFile
	// (kube-apiserver) or DelegatingAuthenticatorConfig.TokenAccessReviewClient.
	WebhookTokenAuthenticator authenticator.Token
	// APIAudiences are the audiences credentials that name none (static
	// tokens, front-proxy headers) are for: a TokenReview asking for
	// another audience does not accept them.
	APIAudiences authenticator.Audiences
}

// New returns the authenticator: front-proxy headers, client
// certificates, bearer tokens (token file, service accounts, webhook), each
// tried in turn; whoever is recognised joins system:authenticated; a
// request nobody recognises is anonymous when allowed, unless an
// authenticator failed on it (a bad certificate or token is not
// forgiven). With nothing on at all it returns nil: no authentication.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/authenticator.(Config).New.
func (c Config) New() (authenticator.Request, error) {
	authenticators, err := c.requestAuthenticators()
	if err != nil {
		return nil, err
	}
	if len(authenticators) == 0 {
		if c.Anonymous {
			return anonymous.NewAuthenticator(c.AnonymousConditions), nil
		}
		return nil, nil
	}
	auth := group.NewAuthenticatedGroupAdder(union.New(authenticators...))
	if c.Anonymous {
		auth = union.NewFailOnError(auth, anonymous.NewAuthenticator(c.AnonymousConditions))
	}
	return auth, nil
}

// requestAuthenticators are the configured methods in upstream's order.
func (c Config) requestAuthenticators() ([]authenticator.Request, error) {
	var authenticators []authenticator.Request
	if rh := c.RequestHeader; rh != nil && rh.ClientCAFile != "" {
		verify, err := x509.NewStaticVerifierFromFile(rh.ClientCAFile)
		if err != nil {
			return nil, err
		}
		opts, _ := verify()
		headers, err := headerrequest.NewSecure(opts, rh.AllowedNames, rh.UsernameHeaders, rh.UIDHeaders, rh.GroupHeaders, rh.ExtraHeaderPrefixes)
		if err != nil {
			return nil, err
		}
		authenticators = append(authenticators, authenticator.WrapAudienceAgnosticRequest(c.APIAudiences, headers))
	}
	if c.ClientCAFile != "" {
		verify, err := x509.NewStaticVerifierFromFile(c.ClientCAFile)
		if err != nil {
			return nil, err
		}
		authenticators = append(authenticators, x509.NewDynamic(verify, x509.CommonNameUserConversion))
	}
	var tokenAuthenticators []authenticator.Token
	if c.TokenAuthFile != "" {
		tokens, err := tokenfile.NewCSV(c.TokenAuthFile)
		if err != nil {
			return nil, err
		}
		tokenAuthenticators = append(tokenAuthenticators, authenticator.WrapAudienceAgnosticToken(c.APIAudiences, tokens))
	}
	tokenAuthenticators = append(tokenAuthenticators, c.ServiceAccountTokenAuthenticators...)
	if c.WebhookTokenAuthenticator != nil {
		tokenAuthenticators = append(tokenAuthenticators, c.WebhookTokenAuthenticator)
	}
	if len(tokenAuthenticators) > 0 {
		authenticators = append(authenticators, bearertoken.New(newTokenUnion(tokenAuthenticators...)))
	}
	return authenticators, nil
}

// tokenUnion asks token authenticators in turn.
// Upstream: k8s.io/apiserver/pkg/authentication/token/union.unionAuthTokenHandler.
type tokenUnion []authenticator.Token

// newTokenUnion returns the union, or the only authenticator.
// Upstream: k8s.io/apiserver/pkg/authentication/token/union.New.
func newTokenUnion(handlers ...authenticator.Token) authenticator.Token {
	if len(handlers) == 1 {
		return handlers[0]
	}
	return tokenUnion(handlers)
}

// AuthenticateToken returns the first that recognises token; when none
// does, the errors of those that failed, joined.
// Upstream: k8s.io/apiserver/pkg/authentication/token/union.(*unionAuthTokenHandler).AuthenticateToken.
func (u tokenUnion) AuthenticateToken(ctx context.Context, token string) (*authenticator.Response, bool, error) {
	var errs []error
	for _, h := range u {
		resp, ok, err := h.AuthenticateToken(ctx, token)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if ok {
			return resp, true, nil
		}
	}
	return nil, false, errors.Join(errs...)
}
