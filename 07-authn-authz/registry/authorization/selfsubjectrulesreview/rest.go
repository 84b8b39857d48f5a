package selfsubjectrulesreview

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
)

// REST answers SelfSubjectRulesReviews with a RuleResolver.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectrulesreview.REST.
type REST struct {
	ruleResolver authorizer.RuleResolver
}

// The storage's abilities, checked at compile time.
var (
	_ rest.Creater              = &REST{}
	_ rest.Scoper               = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST answers with ruleResolver (the server's authorizers that can
// list rules: RBAC's; upstream unions them all).
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectrulesreview.NewREST.
func NewREST(ruleResolver authorizer.RuleResolver) *REST { return &REST{ruleResolver: ruleResolver} }

// NamespaceScoped is false: the namespace is in the spec.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectrulesreview.(*REST).NamespaceScoped.
func (r *REST) NamespaceScoped() bool { return false }

// New returns an empty SelfSubjectRulesReview.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectrulesreview.(*REST).New.
func (r *REST) New() runtime.Object { return &authorizationapi.SelfSubjectRulesReview{} }

// Destroy does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectrulesreview.(*REST).Destroy.
func (r *REST) Destroy() {}

// GetSingularName is "selfsubjectrulesreview".
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectrulesreview.(*REST).GetSingularName.
func (r *REST) GetSingularName() string { return "selfsubjectrulesreview" }

// Create lists the sender's rules in spec.namespace (400 without one).
// A resolver error is not a failed request: the rules found so far come
// back with status.evaluationError.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectrulesreview.(*REST).Create.
func (r *REST) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	selfSRR, ok := obj.(*authorizationapi.SelfSubjectRulesReview)
	if !ok {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("not a SelfSubjectRulesReview: %#v", obj))
	}
	user, ok := genericapirequest.UserFrom(ctx)
	if !ok {
		return nil, apierrors.NewBadRequest("no user present on request")
	}
	namespace := selfSRR.Spec.Namespace
	if namespace == "" {
		return nil, apierrors.NewBadRequest("no namespace on request")
	}
	if createValidation != nil {
		if err := createValidation(ctx, obj.DeepCopyObject()); err != nil {
			return nil, err
		}
	}
	resourceInfo, nonResourceInfo, incomplete, err := r.ruleResolver.RulesFor(ctx, user, namespace)
	ret := &authorizationapi.SelfSubjectRulesReview{
		Status: authorizationapi.SubjectRulesReviewStatus{
			ResourceRules:    getResourceRules(resourceInfo),
			NonResourceRules: getNonResourceRules(nonResourceInfo),
			Incomplete:       incomplete,
		},
	}
	if err != nil {
		ret.Status.EvaluationError = err.Error()
	}
	return ret, nil
}

// getResourceRules copies the resolver's rules into the API's.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectrulesreview.getResourceRules.
func getResourceRules(infos []authorizer.ResourceRuleInfo) []authorizationapi.ResourceRule {
	rules := make([]authorizationapi.ResourceRule, len(infos))
	for i, info := range infos {
		rules[i] = authorizationapi.ResourceRule{
			Verbs:         info.GetVerbs(),
			APIGroups:     info.GetAPIGroups(),
			Resources:     info.GetResources(),
			ResourceNames: info.GetResourceNames(),
		}
	}
	return rules
}

// getNonResourceRules copies the resolver's rules into the API's.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectrulesreview.getNonResourceRules.
func getNonResourceRules(infos []authorizer.NonResourceRuleInfo) []authorizationapi.NonResourceRule {
	rules := make([]authorizationapi.NonResourceRule, len(infos))
	for i, info := range infos {
		rules[i] = authorizationapi.NonResourceRule{Verbs: info.GetVerbs(), NonResourceURLs: info.GetNonResourceURLs()}
	}
	return rules
}
