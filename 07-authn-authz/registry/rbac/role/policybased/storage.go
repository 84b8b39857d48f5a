package policybased

import (
	"context"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	rbacregistry "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac"
	rbacregistryvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

var groupResource = rbac.Resource("roles")

// Storage is a roles storage that refuses escalation.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/role/policybased.Storage.
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
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/role/policybased.NewStorage.
func NewStorage(s rest.StandardStorage, authorizer authorizer.Authorizer, ruleResolver rbacregistryvalidation.AuthorizationRuleResolver) *Storage {
	return &Storage{s, authorizer, ruleResolver}
}

// NamespaceScoped is true.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/role/policybased.(*Storage).NamespaceScoped.
func (s *Storage) NamespaceScoped() bool { return true }

// GetSingularName is the wrapped storage's, "role".
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/role/policybased.(*Storage).GetSingularName.
func (s *Storage) GetSingularName() string {
	if snp, ok := s.StandardStorage.(rest.SingularNameProvider); ok {
		return snp.GetSingularName()
	}
	return ""
}

// Create creates the role if the user may escalate or holds its rules.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/role/policybased.(*Storage).Create.
func (s *Storage) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	if rbacregistry.EscalationAllowed(ctx) || rbacregistry.RoleEscalationAuthorized(ctx, s.authorizer) {
		return s.StandardStorage.Create(ctx, obj, createValidation, options)
	}
	role := obj.(*rbac.Role)
	if err := rbacregistryvalidation.ConfirmNoEscalationInternal(ctx, s.ruleResolver, role.Rules); err != nil {
		return nil, apierrors.NewForbidden(groupResource, role.Name, err)
	}
	return s.StandardStorage.Create(ctx, obj, createValidation, options)
}

// Update checks the new role, given the old one, as Create does.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/role/policybased.(*Storage).Update.
func (s *Storage) Update(ctx context.Context, name string, obj rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc, updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	if rbacregistry.EscalationAllowed(ctx) || rbacregistry.RoleEscalationAuthorized(ctx, s.authorizer) {
		return s.StandardStorage.Update(ctx, name, obj, createValidation, updateValidation, forceAllowCreate, options)
	}
	nonEscalatingInfo := rest.WrapUpdatedObjectInfo(obj, func(ctx context.Context, obj, oldObj runtime.Object) (runtime.Object, error) {
		if rbacregistry.IsOnlyMutatingGCFields(obj, oldObj) {
			return obj, nil
		}
		role := obj.(*rbac.Role)
		if err := rbacregistryvalidation.ConfirmNoEscalationInternal(ctx, s.ruleResolver, role.Rules); err != nil {
			return nil, apierrors.NewForbidden(groupResource, role.Name, err)
		}
		return obj, nil
	})
	return s.StandardStorage.Update(ctx, name, nonEscalatingInfo, createValidation, updateValidation, forceAllowCreate, options)
}
