package selfsubjectreview

import (
	"context"
	"fmt"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	genericapirequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	authenticationapi "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication"
)

// REST answers SelfSubjectReviews from the request's user.
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/selfsubjectreview.REST.
type REST struct{}

// The storage's abilities, checked at compile time.
var (
	_ rest.Creater              = &REST{}
	_ rest.Scoper               = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage.
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/selfsubjectreview.NewREST.
func NewREST() *REST { return &REST{} }

// NamespaceScoped is false.
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/selfsubjectreview.(*REST).NamespaceScoped.
func (r *REST) NamespaceScoped() bool { return false }

// New returns an empty SelfSubjectReview.
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/selfsubjectreview.(*REST).New.
func (r *REST) New() runtime.Object { return &authenticationapi.SelfSubjectReview{} }

// Destroy does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/selfsubjectreview.(*REST).Destroy.
func (r *REST) Destroy() {}

// GetSingularName is "selfsubjectreview".
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/selfsubjectreview.(*REST).GetSingularName.
func (r *REST) GetSingularName() string { return "selfsubjectreview" }

// Create answers with the request's user, stamped with the time.
// Upstream: k8s.io/kubernetes/pkg/registry/authentication/selfsubjectreview.(*REST).Create.
func (r *REST) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	if createValidation != nil {
		if err := createValidation(ctx, obj.DeepCopyObject()); err != nil {
			return nil, err
		}
	}
	if _, ok := obj.(*authenticationapi.SelfSubjectReview); !ok {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("not a SelfSubjectReview: %#v", obj))
	}
	user, ok := genericapirequest.UserFrom(ctx)
	if !ok {
		return nil, apierrors.NewBadRequest("no user present on request")
	}
	extra := user.GetExtra()
	selfSR := &authenticationapi.SelfSubjectReview{
		ObjectMeta: metav1.ObjectMeta{CreationTimestamp: metav1.NewTime(time.Now())},
		Status: authenticationapi.SelfSubjectReviewStatus{UserInfo: authenticationapi.UserInfo{
			Username: user.GetName(),
			UID:      user.GetUID(),
			Groups:   user.GetGroups(),
			Extra:    make(map[string]authenticationapi.ExtraValue, len(extra)),
		}},
	}
	for key, attr := range extra {
		selfSR.Status.UserInfo.Extra[key] = attr
	}
	return selfSR, nil
}
