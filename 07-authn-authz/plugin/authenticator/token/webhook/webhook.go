package webhook

import (
	"context"
	"errors"
	"fmt"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	authenticationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/kubeconfig"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/webhook"
)

// tokenReviewsPath is where a kube-apiserver serves the reviews.
const tokenReviewsPath = "/apis/authentication.k8s.io/v1/tokenreviews"

// WebhookTokenAuthenticator asks a remote server, one TokenReview per
// token.
// Upstream: k8s.io/apiserver/plugin/pkg/authenticator/token/webhook.WebhookTokenAuthenticator.
type WebhookTokenAuthenticator struct {
	webhook *webhook.GenericWebhook
	// implicitAuds are the audiences of a review whose status names none.
	implicitAuds authenticator.Audiences
}

var _ authenticator.Token = (*WebhookTokenAuthenticator)(nil)

// New reads the kubeconfig at kubeconfigFile and returns an
// authenticator that posts reviews to its current context's server,
// waiting at most timeout for each answer. implicitAuds are the
// audiences a token is for when the review does not say.
// Upstream: k8s.io/apiserver/plugin/pkg/authenticator/token/webhook.New.
func New(kubeconfigFile string, timeout time.Duration, implicitAuds authenticator.Audiences) (*WebhookTokenAuthenticator, error) {
	config, err := kubeconfig.LoadFromFile(kubeconfigFile)
	if err != nil {
		return nil, fmt.Errorf("authentication kubeconfig: %w", err)
	}
	return NewFromConfig(config, timeout, implicitAuds)
}

// NewFromConfig is New with the kubeconfig already read.
// Upstream: k8s.io/apiserver/plugin/pkg/authenticator/token/webhook.NewFromInterface.
func NewFromConfig(config *kubeconfig.Config, timeout time.Duration, implicitAuds authenticator.Audiences) (*WebhookTokenAuthenticator, error) {
	w, err := webhook.NewGenericWebhookFromConfig(config, timeout)
	if err != nil {
		return nil, err
	}
	return &WebhookTokenAuthenticator{webhook: w, implicitAuds: implicitAuds}, nil
}

// AuthenticateToken sends token (and the audiences the request wants,
// if any) for review. An authenticated review is the user of its status;
// a review that is not is unrecognised, with the status's error; a
// review that fails is an error. When the request wants audiences, the
// answer's (or the implicit ones) must share one with them.
// Upstream: k8s.io/apiserver/plugin/pkg/authenticator/token/webhook.(*WebhookTokenAuthenticator).AuthenticateToken.
func (w *WebhookTokenAuthenticator) AuthenticateToken(ctx context.Context, token string) (*authenticator.Response, bool, error) {
	wantAuds, checkAuds := authenticator.AudiencesFrom(ctx)
	review := &authenticationv1.TokenReview{
		TypeMeta: metav1.TypeMeta{APIVersion: authenticationv1.SchemeGroupVersion.String(), Kind: "TokenReview"},
		Spec:     authenticationv1.TokenReviewSpec{Token: token, Audiences: wantAuds},
	}
	answer := &authenticationv1.TokenReview{}
	if err := w.webhook.Post(ctx, tokenReviewsPath, review, answer); err != nil {
		return nil, false, fmt.Errorf("token review: %w", err)
	}
	status := answer.Status
	var auds authenticator.Audiences
	if checkAuds {
		got := w.implicitAuds
		if len(status.Audiences) > 0 {
			got = status.Audiences
		}
		if auds = wantAuds.Intersect(got); len(auds) == 0 {
			return nil, false, nil
		}
	}
	if !status.Authenticated {
		var err error
		if status.Error != "" {
			err = errors.New(status.Error)
		}
		return nil, false, err
	}
	var extra map[string][]string
	if len(status.User.Extra) > 0 {
		extra = make(map[string][]string, len(status.User.Extra))
		for k, v := range status.User.Extra {
			extra[k] = v
		}
	}
	return &authenticator.Response{
		User: &user.DefaultInfo{
			Name:   status.User.Username,
			UID:    status.User.UID,
			Groups: status.User.Groups,
			Extra:  extra,
		},
		Audiences: auds,
	}, true, nil
}
