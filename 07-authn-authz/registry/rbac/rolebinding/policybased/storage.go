package policybased

import (
	"context"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	rbacregistry "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac"
	rbacregistryvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

var groupResource = rbac.Resource("rolebindings")

// Storage is a rolebindings storage that refuses escalation.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding/policybased.Storage.
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

// NewStorage wraps s: authorizer answers whether a user has the bind
// verb, ruleResolver which rules a user holds and a role grants.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding/policybased.NewStorage.
func NewStorage(s rest.StandardStorage, authorizer authorizer.Authorizer, ruleResolver rbacregistryvalidation.AuthorizationRuleResolver) *Storage {
	return &Storage{s, authorizer, ruleResolver}
}

// NamespaceScoped is true.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding/policybased.(*Storage).NamespaceScoped.
func (s *Storage) NamespaceScoped() bool { return true }

// GetSingularName is the wrapped storage's, "rolebinding".
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding/policybased.(*Storage).GetSingularName.
func (s *Storage) GetSingularName() string {
	if snp, ok := s.StandardStorage.(rest.SingularNameProvider); ok {
		return snp.GetSingularName()
	}
	return ""
}

// Create creates the binding if the user may bind its role or holds the
// role's rules. The namespace comes from the request's path: the
// object's may still be empty here.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding/policybased.(*Storage).Create.
func (s *Storage) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	if rbacregistry.EscalationAllowed(ctx) {
		return s.StandardStorage.Create(ctx, obj, createValidation, options)
	}
	if err := s.confirmNoEscalation(ctx, obj.(*rbac.RoleBinding)); err != nil {
		return nil, err
	}
	return s.StandardStorage.Create(ctx, obj, createValidation, options)
}

// Update checks the new binding, given the old one, as Create does.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rolebinding/policybased.(*Storage).Update.
func (s *Storage) Update(ctx context.Context, name string, obj rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc, updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	if rbacregistry.EscalationAllowed(ctx) {
		return s.StandardStorage.Update(ctx, name, obj, createValidation, updateValidation, forceAllowCreate, options)
	}
	nonEscalatingInfo := rest.WrapUpdatedObjectInfo(obj, func(ctx context.Context, obj, oldObj runtime.Object) (runtime.Object, error) {
		if rbacregistry.IsOnlyMutatingGCFields(obj, oldObj) {
			return obj, nil
		}
		if err := s.confirmNoEscalation(ctx, obj.(*rbac.RoleBinding)); err != nil {
			return nil, err
		}
		return obj, nil
	})
	return s.StandardStorage.Update(ctx, name, nonEscalatingInfo, createValidation, updateValidation, forceAllowCreate, options)
}

// confirmNoEscalation is nil if the user may bind the role, or holds its
// rules in the request's namespace; else the role's lookup error, or a 403.
// Upstream: the shared part of (*Storage).Create and (*Storage).Update.
func (s *Storage) confirmNoEscalation(ctx context.Context, roleBinding *rbac.RoleBinding) error {
	namespace, ok := request.NamespaceFrom(ctx)
	if !ok {
		return apierrors.NewBadRequest("namespace is required")
	}
	if rbacregistry.BindingAuthorized(ctx, roleBinding.RoleRef, namespace, s.authorizer) {
		return nil
	}
	v1RoleRef := rbacv1.RoleRef{}
	if err := rbacv1.Convert_rbac_RoleRef_To_v1_RoleRef(&roleBinding.RoleRef, &v1RoleRef, nil); err != nil {
		return err
	}
	rules, err := s.ruleResolver.GetRoleReferenceRules(ctx, v1RoleRef, namespace)
	if err != nil {
		return err
	}
	if err := rbacregistryvalidation.ConfirmNoEscalation(ctx, s.ruleResolver, rules); err != nil {
		return apierrors.NewForbidden(groupResource, roleBinding.Name, err)
	}
	return nil
}
