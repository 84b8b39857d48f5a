package tokenreview

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	genericapirequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// badAuthenticatorAuds answers when an authenticator accepted a token
// for none of the audiences asked about: a bug in the authenticator,
// not the client's fault.
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/tokenreview.badAuthenticatorAuds.
var badAuthenticatorAuds = apierrors.NewInternalError(errors.New("error validating audiences"))

// REST answers TokenReviews with an authenticator.
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/tokenreview.REST.
type REST struct {
	tokenAuthenticator authenticator.Request
	apiAudiences       []string
}

// The storage's abilities, checked at compile time.
var (
	_ rest.Creater              = &REST{}
	_ rest.Scoper               = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST answers with tokenAuthenticator (the server's request
// authenticator: bearer tokens reach it in the Authorization header; nil
// answers every review unauthenticated), for apiAudiences by default.
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/tokenreview.NewREST.
func NewREST(tokenAuthenticator authenticator.Request, apiAudiences []string) *REST {
	return &REST{tokenAuthenticator: tokenAuthenticator, apiAudiences: apiAudiences}
}

// NamespaceScoped is false: tokenreviews are cluster-wide.
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/tokenreview.(*REST).NamespaceScoped.
func (r *REST) NamespaceScoped() bool { return false }

// New returns an empty TokenReview.
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/tokenreview.(*REST).New.
func (r *REST) New() runtime.Object { return &authentication.TokenReview{} }

// Destroy does nothing: there is no storage to close.
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/tokenreview.(*REST).Destroy.
func (r *REST) Destroy() {}

// GetSingularName is "tokenreview".
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/tokenreview.(*REST).GetSingularName.
func (r *REST) GetSingularName() string { return "tokenreview" }

// Create authenticates the token and fills in the status. A failed
// authentication is a 201 with authenticated false and the error in
// status.error, not an error response.
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/tokenreview.(*REST).Create.
func (r *REST) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	tokenReview, ok := obj.(*authentication.TokenReview)
	if !ok {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("not a TokenReview: %#v", obj))
	}
	if namespace := genericapirequest.NamespaceValue(ctx); len(namespace) != 0 {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("namespace is not allowed on this type: %v", namespace))
	}
	if len(tokenReview.Spec.Token) == 0 {
		return nil, apierrors.NewBadRequest("token is required for TokenReview in authentication")
	}
	if createValidation != nil {
		if err := createValidation(ctx, obj.DeepCopyObject()); err != nil {
			return nil, err
		}
	}
	if r.tokenAuthenticator == nil {
		return tokenReview, nil
	}
	return tokenReview, r.review(tokenReview)
}

// review runs the authenticator on a request carrying only the token.
// The request gets a fresh context, as upstream's: the reviewer's own
// user and audiences must not leak into the review.
// Upstream: the second half of (*REST).Create.
func (r *REST) review(tokenReview *authentication.TokenReview) error {
	fakeReq := &http.Request{Header: http.Header{}}
	fakeReq.Header.Add("Authorization", "Bearer "+tokenReview.Spec.Token)
	auds := tokenReview.Spec.Audiences
	if len(auds) == 0 {
		auds = r.apiAudiences
	}
	if len(auds) > 0 {
		fakeReq = fakeReq.WithContext(authenticator.WithAudiences(context.Background(), auds))
	}
	resp, ok, err := r.tokenAuthenticator.AuthenticateRequest(fakeReq)
	tokenReview.Status.Authenticated = ok
	if err != nil {
		tokenReview.Status.Error = err.Error()
	}
	if len(auds) > 0 && resp != nil && len(authenticator.Audiences(auds).Intersect(resp.Audiences)) == 0 {
		return badAuthenticatorAuds
	}
	if resp != nil && resp.User != nil {
		tokenReview.Status.User = authentication.UserInfo{
			Username: resp.User.GetName(),
			UID:      resp.User.GetUID(),
			Groups:   resp.User.GetGroups(),
			Extra:    map[string]authentication.ExtraValue{},
		}
		for k, v := range resp.User.GetExtra() {
			tokenReview.Status.User.Extra[k] = authentication.ExtraValue(v)
		}
		tokenReview.Status.Audiences = resp.Audiences
	}
	return nil
}
