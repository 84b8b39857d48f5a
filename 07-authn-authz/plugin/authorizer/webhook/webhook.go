package webhook

import (
	"context"
	"errors"
	"fmt"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	authorizationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/kubeconfig"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/webhook"
)

// subjectAccessReviewsPath is where a kube-apiserver serves the reviews.
const subjectAccessReviewsPath = "/apis/authorization.k8s.io/v1/subjectaccessreviews"

// WebhookAuthorizer asks a remote server, one SubjectAccessReview per
// request.
// Upstream: k8s.io/apiserver/plugin/pkg/authorizer/webhook.WebhookAuthorizer.
type WebhookAuthorizer struct {
	// webhook reaches the server.
	webhook *webhook.GenericWebhook
	// decisionOnError is the answer when the review cannot be had.
	decisionOnError authorizer.Decision
}

var _ authorizer.Authorizer = (*WebhookAuthorizer)(nil)

// New reads the kubeconfig at kubeconfigFile and returns an authorizer
// that posts reviews to its current context's server, with its user's
// credentials, waiting at most timeout for each answer. A review that
// fails (unreachable server, non-2xx answer) has decisionOnError and the
// error; a delegating server uses NoOpinion, so a later authorizer may
// still decide.
// Upstream: k8s.io/apiserver/plugin/pkg/authorizer/webhook.New (the
// kubeconfig, version, TTLs, retry backoff and decisionOnError).
func New(kubeconfigFile string, timeout time.Duration, decisionOnError authorizer.Decision) (*WebhookAuthorizer, error) {
	config, err := kubeconfig.LoadFromFile(kubeconfigFile)
	if err != nil {
		return nil, fmt.Errorf("authorization kubeconfig: %w", err)
	}
	return NewFromConfig(config, timeout, decisionOnError)
}

// NewFromConfig is New with the kubeconfig already read.
// Upstream: k8s.io/apiserver/plugin/pkg/authorizer/webhook.NewFromInterface,
// which takes a SubjectAccessReview client made from the kubeconfig.
func NewFromConfig(config *kubeconfig.Config, timeout time.Duration, decisionOnError authorizer.Decision) (*WebhookAuthorizer, error) {
	w, err := webhook.NewGenericWebhookFromConfig(config, timeout)
	if err != nil {
		return nil, err
	}
	return &WebhookAuthorizer{webhook: w, decisionOnError: decisionOnError}, nil
}

// Authorize sends a's attributes as a SubjectAccessReview and answers
// with its status: Deny when denied, Allow when allowed, NoOpinion
// otherwise, each with the review's reason. Both allowed and denied is
// a Deny and an error.
// Upstream: k8s.io/apiserver/plugin/pkg/authorizer/webhook.(*WebhookAuthorizer).Authorize.
func (w *WebhookAuthorizer) Authorize(ctx context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
	review, err := w.review(ctx, NewSubjectAccessReview(a))
	if err != nil {
		return w.decisionOnError, "", err
	}
	status := review.Status
	switch {
	case status.Denied && status.Allowed:
		return authorizer.DecisionDeny, status.Reason, errors.New("webhook subject access review returned both allow and deny response")
	case status.Denied:
		return authorizer.DecisionDeny, status.Reason, nil
	case status.Allowed:
		return authorizer.DecisionAllow, status.Reason, nil
	default:
		return authorizer.DecisionNoOpinion, status.Reason, nil
	}
}

// NewSubjectAccessReview maps attributes to a review's spec: the user
// (name, UID, groups, extra), and either the resource attributes or the
// non-resource ones (path and verb).
// Upstream: the first half of
// k8s.io/apiserver/plugin/pkg/authorizer/webhook.(*WebhookAuthorizer).Authorize
// (and resourceAttributesFrom, without field and label selectors).
func NewSubjectAccessReview(a authorizer.Attributes) *authorizationv1.SubjectAccessReview {
	r := &authorizationv1.SubjectAccessReview{
		TypeMeta: metav1.TypeMeta{APIVersion: authorizationv1.SchemeGroupVersion.String(), Kind: "SubjectAccessReview"},
	}
	if u := a.GetUser(); u != nil {
		r.Spec.User = u.GetName()
		r.Spec.UID = u.GetUID()
		r.Spec.Groups = u.GetGroups()
		if extra := u.GetExtra(); len(extra) > 0 {
			r.Spec.Extra = make(map[string]authorizationv1.ExtraValue, len(extra))
			for k, v := range extra {
				r.Spec.Extra[k] = authorizationv1.ExtraValue(v)
			}
		}
	}
	if a.IsResourceRequest() {
		r.Spec.ResourceAttributes = &authorizationv1.ResourceAttributes{
			Namespace:   a.GetNamespace(),
			Verb:        a.GetVerb(),
			Group:       a.GetAPIGroup(),
			Version:     a.GetAPIVersion(),
			Resource:    a.GetResource(),
			Subresource: a.GetSubresource(),
			Name:        a.GetName(),
		}
	} else {
		r.Spec.NonResourceAttributes = &authorizationv1.NonResourceAttributes{
			Path: a.GetPath(),
			Verb: a.GetVerb(),
		}
	}
	return r
}

// review posts r and decodes the server's answer.
// Upstream: k8s.io/apiserver/plugin/pkg/authorizer/webhook.subjectAccessReviewV1Client.Create.
func (w *WebhookAuthorizer) review(ctx context.Context, r *authorizationv1.SubjectAccessReview) (*authorizationv1.SubjectAccessReview, error) {
	answer := &authorizationv1.SubjectAccessReview{}
	if err := w.webhook.Post(ctx, subjectAccessReviewsPath, r, answer); err != nil {
		return nil, fmt.Errorf("subject access review: %w", err)
	}
	return answer, nil
}
