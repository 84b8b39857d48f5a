package localsubjectaccessreview

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

// REST answers LocalSubjectAccessReviews with an authorizer.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/localsubjectaccessreview.REST.
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
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/localsubjectaccessreview.NewREST
// (which also takes the scheme, for declarative validation).
func NewREST(authorizer authorizer.Authorizer) *REST { return &REST{authorizer: authorizer} }

// NamespaceScoped is true: the review is posted to a namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/localsubjectaccessreview.(*REST).NamespaceScoped.
func (r *REST) NamespaceScoped() bool { return true }

// New returns an empty LocalSubjectAccessReview.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/localsubjectaccessreview.(*REST).New.
func (r *REST) New() runtime.Object { return &authorizationapi.LocalSubjectAccessReview{} }

// Destroy does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/localsubjectaccessreview.(*REST).Destroy.
func (r *REST) Destroy() {}

// GetSingularName is "localsubjectaccessreview".
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/localsubjectaccessreview.(*REST).GetSingularName.
func (r *REST) GetSingularName() string { return "localsubjectaccessreview" }

// Create validates the review (422), requires the URL's namespace to be
// the review's (400), asks the authorizer and returns the review with
// its status.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/localsubjectaccessreview.(*REST).Create.
func (r *REST) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	localSubjectAccessReview, ok := obj.(*authorizationapi.LocalSubjectAccessReview)
	if !ok {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("not a LocaLocalSubjectAccessReview: %#v", obj))
	}
	if errs := authorizationvalidation.ValidateLocalSubjectAccessReview(localSubjectAccessReview); len(errs) > 0 {
		return nil, apierrors.NewInvalid(authorizationapi.Kind(localSubjectAccessReview.Kind), "", errs)
	}
	namespace := genericapirequest.NamespaceValue(ctx)
	if len(namespace) == 0 {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("namespace is required on this type: %v", namespace))
	}
	if namespace != localSubjectAccessReview.Namespace {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("spec.resourceAttributes.namespace must match namespace: %v", namespace))
	}
	if createValidation != nil {
		if err := createValidation(ctx, obj.DeepCopyObject()); err != nil {
			return nil, err
		}
	}
	attrs := authorizationutil.AuthorizationAttributesFrom(localSubjectAccessReview.Spec)
	decision, reason, evaluationErr := r.authorizer.Authorize(ctx, attrs)
	localSubjectAccessReview.Status = authorizationutil.StatusFrom(decision, reason, evaluationErr, attrs)
	return localSubjectAccessReview, nil
}
