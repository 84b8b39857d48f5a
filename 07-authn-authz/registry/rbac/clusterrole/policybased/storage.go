package policybased

import (
	"context"
	"errors"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	rbacregistry "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac"
	rbacregistryvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

var groupResource = rbac.Resource("clusterroles")

// fullAuthority is what using an aggregationRule takes: everything.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrole/policybased.fullAuthority.
var fullAuthority = []rbac.PolicyRule{
	{Verbs: []string{"*"}, APIGroups: []string{"*"}, Resources: []string{"*"}},
	{Verbs: []string{"*"}, NonResourceURLs: []string{"*"}},
}

// errAggregationRule is the reason of the 403 for an aggregationRule.
var errAggregationRule = errors.New("must have cluster-admin privileges to use the aggregationRule")

// Storage is a clusterroles storage that refuses escalation.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrole/policybased.Storage.
type Storage struct {
	rest.StandardStorage
	authorizer   authorizer.Authorizer
	ruleResolver rbacregistryvalidation.AuthorizationRuleResolver
}

// The abilities, checked at compile time.
var (
	_ rest.StandardStorage      = &Storage{}
	_ rest.Scoper               = &Storage{}
	_ rest.SingularNameProvider = &Storage{}
)

// NewStorage wraps s: authorizer answers whether a user has the escalate
// verb, ruleResolver which rules a user holds.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrole/policybased.NewStorage.
func NewStorage(s rest.StandardStorage, authorizer authorizer.Authorizer, ruleResolver rbacregistryvalidation.AuthorizationRuleResolver) *Storage {
	return &Storage{s, authorizer, ruleResolver}
}

// NamespaceScoped is false.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrole/policybased.(*Storage).NamespaceScoped.
func (s *Storage) NamespaceScoped() bool { return false }

// GetSingularName is the wrapped storage's, "clusterrole".
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrole/policybased.(*Storage).GetSingularName.
func (s *Storage) GetSingularName() string {
	if snp, ok := s.StandardStorage.(rest.SingularNameProvider); ok {
		return snp.GetSingularName()
	}
	return ""
}

// Create creates the cluster role if the user may escalate, or holds its
// rules (and, for an aggregationRule, everything).
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrole/policybased.(*Storage).Create.
func (s *Storage) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	if rbacregistry.EscalationAllowed(ctx) || rbacregistry.RoleEscalationAuthorized(ctx, s.authorizer) {
		return s.StandardStorage.Create(ctx, obj, createValidation, options)
	}
	clusterRole := obj.(*rbac.ClusterRole)
	if err := s.confirmNoEscalation(ctx, clusterRole, hasAggregationRule(clusterRole)); err != nil {
		return nil, err
	}
	return s.StandardStorage.Create(ctx, obj, createValidation, options)
}

// Update checks the new cluster role, given the old one, as Create does;
// an aggregationRule on either needs everything.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrole/policybased.(*Storage).Update.
func (s *Storage) Update(ctx context.Context, name string, obj rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc, updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	if rbacregistry.EscalationAllowed(ctx) || rbacregistry.RoleEscalationAuthorized(ctx, s.authorizer) {
		return s.StandardStorage.Update(ctx, name, obj, createValidation, updateValidation, forceAllowCreate, options)
	}
	nonEscalatingInfo := rest.WrapUpdatedObjectInfo(obj, func(ctx context.Context, obj, oldObj runtime.Object) (runtime.Object, error) {
		if rbacregistry.IsOnlyMutatingGCFields(obj, oldObj) {
			return obj, nil
		}
		clusterRole := obj.(*rbac.ClusterRole)
		aggregating := hasAggregationRule(clusterRole)
		if oldClusterRole, ok := oldObj.(*rbac.ClusterRole); ok && hasAggregationRule(oldClusterRole) {
			aggregating = true
		}
		if err := s.confirmNoEscalation(ctx, clusterRole, aggregating); err != nil {
			return nil, err
		}
		return obj, nil
	})
	return s.StandardStorage.Update(ctx, name, nonEscalatingInfo, createValidation, updateValidation, forceAllowCreate, options)
}

// confirmNoEscalation is the 403 unless the user holds the role's rules
// and, if aggregating, full authority.
// Upstream: the shared part of (*Storage).Create and (*Storage).Update.
func (s *Storage) confirmNoEscalation(ctx context.Context, clusterRole *rbac.ClusterRole, aggregating bool) error {
	if err := rbacregistryvalidation.ConfirmNoEscalationInternal(ctx, s.ruleResolver, clusterRole.Rules); err != nil {
		return apierrors.NewForbidden(groupResource, clusterRole.Name, err)
	}
	if !aggregating {
		return nil
	}
	if err := rbacregistryvalidation.ConfirmNoEscalationInternal(ctx, s.ruleResolver, fullAuthority); err != nil {
		return apierrors.NewForbidden(groupResource, clusterRole.Name, errAggregationRule)
	}
	return nil
}

// hasAggregationRule reports whether the role has a selector.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrole/policybased.hasAggregationRule.
func hasAggregationRule(clusterRole *rbac.ClusterRole) bool {
	return clusterRole.AggregationRule != nil && len(clusterRole.AggregationRule.ClusterRoleSelectors) > 0
}
