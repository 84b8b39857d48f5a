package selfsubjectaccessreview

import (
	"context"
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	genericapirequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	authorizationapi "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization"
	authorizationvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization/validation"
	authorizationutil "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/authorization/util"
)

// REST answers SelfSubjectAccessReviews with an authorizer.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectaccessreview.REST.
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
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectaccessreview.NewREST
// (which also takes the scheme, for declarative validation).
func NewREST(authorizer authorizer.Authorizer) *REST { return &REST{authorizer: authorizer} }

// NamespaceScoped is false.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectaccessreview.(*REST).NamespaceScoped.
func (r *REST) NamespaceScoped() bool { return false }

// New returns an empty SelfSubjectAccessReview.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectaccessreview.(*REST).New.
func (r *REST) New() runtime.Object { return &authorizationapi.SelfSubjectAccessReview{} }

// Destroy does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectaccessreview.(*REST).Destroy.
func (r *REST) Destroy() {}

// GetSingularName is "selfsubjectaccessreview".
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectaccessreview.(*REST).GetSingularName.
func (r *REST) GetSingularName() string { return "selfsubjectaccessreview" }

// Create validates the review (422), asks the authorizer about the
// request's own user and returns the review with its status.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectaccessreview.(*REST).Create.
func (r *REST) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	selfSAR, ok := obj.(*authorizationapi.SelfSubjectAccessReview)
	if !ok {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("not a SelfSubjectAccessReview: %#v", obj))
	}
	if errs := authorizationvalidation.ValidateSelfSubjectAccessReview(selfSAR); len(errs) > 0 {
		return nil, apierrors.NewInvalid(authorizationapi.Kind(selfSAR.Kind), "", errs)
	}
	userToCheck, exists := genericapirequest.UserFrom(ctx)
	if !exists {
		return nil, apierrors.NewBadRequest("no user present on request")
	}
	if createValidation != nil {
		if err := createValidation(ctx, obj.DeepCopyObject()); err != nil {
			return nil, err
		}
	}
	var attrs authorizer.AttributesRecord
	if selfSAR.Spec.ResourceAttributes != nil {
		attrs = authorizationutil.ResourceAttributesFrom(userToCheck, *selfSAR.Spec.ResourceAttributes)
	} else {
		attrs = authorizationutil.NonResourceAttributesFrom(userToCheck, *selfSAR.Spec.NonResourceAttributes)
	}
	decision, reason, evaluationErr := r.authorizer.Authorize(ctx, attrs)
	selfSAR.Status = authorizationutil.StatusFrom(decision, reason, evaluationErr, attrs)
	return selfSAR, nil
}
