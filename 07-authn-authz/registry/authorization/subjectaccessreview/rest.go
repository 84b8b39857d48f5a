package subjectaccessreview

import (
	"context"
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	authorizationapi "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization"
	authorizationvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization/validation"
	authorizationutil "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/authorization/util"
)

// REST answers SubjectAccessReviews with an authorizer.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/subjectaccessreview.REST.
type REST struct {
	authorizer authorizer.Authorizer
}

// The storage's abilities, checked at compile time.
var (
	_ rest.Creater              = &REST{}
	_ rest.Scoper               = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST answers with authorizer (the server's).
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/subjectaccessreview.NewREST
// (which also takes the scheme, for declarative validation).
func NewREST(authorizer authorizer.Authorizer) *REST { return &REST{authorizer: authorizer} }

// NamespaceScoped is false.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/subjectaccessreview.(*REST).NamespaceScoped.
func (r *REST) NamespaceScoped() bool { return false }

// New returns an empty SubjectAccessReview.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/subjectaccessreview.(*REST).New.
func (r *REST) New() runtime.Object { return &authorizationapi.SubjectAccessReview{} }

// Destroy does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/subjectaccessreview.(*REST).Destroy.
func (r *REST) Destroy() {}

// GetSingularName is "subjectaccessreview".
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/subjectaccessreview.(*REST).GetSingularName.
func (r *REST) GetSingularName() string { return "subjectaccessreview" }

// Create validates the review (422 if invalid), asks the authorizer and
// returns the review with its status.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/subjectaccessreview.(*REST).Create.
func (r *REST) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	subjectAccessReview, ok := obj.(*authorizationapi.SubjectAccessReview)
	if !ok {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("not a SubjectAccessReview: %#v", obj))
	}
	if errs := authorizationvalidation.ValidateSubjectAccessReview(subjectAccessReview); len(errs) > 0 {
		return nil, apierrors.NewInvalid(authorizationapi.Kind(subjectAccessReview.Kind), "", errs)
	}
	if createValidation != nil {
		if err := createValidation(ctx, obj.DeepCopyObject()); err != nil {
			return nil, err
		}
	}
	attrs := authorizationutil.AuthorizationAttributesFrom(subjectAccessReview.Spec)
	decision, reason, evaluationErr := r.authorizer.Authorize(ctx, attrs)
	subjectAccessReview.Status = authorizationutil.StatusFrom(decision, reason, evaluationErr, attrs)
	return subjectAccessReview, nil
}
