package validation

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/serviceaccount"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// AuthorizationRuleResolver resolves the rules that apply to a user.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.AuthorizationRuleResolver.
type AuthorizationRuleResolver interface {
	// GetRoleReferenceRules returns the rules of the role a binding
	// refers to; namespace is the binding's ("" for a ClusterRoleBinding).
	GetRoleReferenceRules(ctx context.Context, roleRef rbacv1.RoleRef, namespace string) ([]rbacv1.PolicyRule, error)
	// RulesFor returns the rules that apply to user in namespace. With
	// an error, the rules are those that could be found: rules only
	// allow, so a partial list is still safe to act on.
	RulesFor(ctx context.Context, user user.Info, namespace string) ([]rbacv1.PolicyRule, error)
	// VisitRulesFor calls visitor with each rule that applies to user in
	// namespace (and where it came from), and with each error met on the
	// way (rule nil); visiting stops when visitor returns false.
	VisitRulesFor(ctx context.Context, user user.Info, namespace string, visitor func(source fmt.Stringer, rule *rbacv1.PolicyRule, err error) bool)
}

// RoleGetter finds a Role by namespace and name.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.RoleGetter.
type RoleGetter interface {
	GetRole(ctx context.Context, namespace, name string) (*rbacv1.Role, error)
}

// RoleBindingLister lists the RoleBindings of a namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.RoleBindingLister.
type RoleBindingLister interface {
	ListRoleBindings(ctx context.Context, namespace string) ([]*rbacv1.RoleBinding, error)
}

// ClusterRoleGetter finds a ClusterRole by name.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.ClusterRoleGetter.
type ClusterRoleGetter interface {
	GetClusterRole(ctx context.Context, name string) (*rbacv1.ClusterRole, error)
}

// ClusterRoleBindingLister lists every ClusterRoleBinding.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.ClusterRoleBindingLister.
type ClusterRoleBindingLister interface {
	ListClusterRoleBindings(ctx context.Context) ([]*rbacv1.ClusterRoleBinding, error)
}

// DefaultRuleResolver resolves rules from roles and bindings.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.DefaultRuleResolver.
type DefaultRuleResolver struct {
	roleGetter               RoleGetter
	roleBindingLister        RoleBindingLister
	clusterRoleGetter        ClusterRoleGetter
	clusterRoleBindingLister ClusterRoleBindingLister
}

var _ AuthorizationRuleResolver = (*DefaultRuleResolver)(nil)

// NewDefaultRuleResolver returns a resolver reading from the four getters.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.NewDefaultRuleResolver.
func NewDefaultRuleResolver(roleGetter RoleGetter, roleBindingLister RoleBindingLister, clusterRoleGetter ClusterRoleGetter, clusterRoleBindingLister ClusterRoleBindingLister) *DefaultRuleResolver {
	return &DefaultRuleResolver{roleGetter, roleBindingLister, clusterRoleGetter, clusterRoleBindingLister}
}

// RulesFor collects every rule VisitRulesFor visits, and joins the errors.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.(*DefaultRuleResolver).RulesFor.
func (r *DefaultRuleResolver) RulesFor(ctx context.Context, user user.Info, namespace string) ([]rbacv1.PolicyRule, error) {
	var (
		rules []rbacv1.PolicyRule
		errs  []error
	)
	r.VisitRulesFor(ctx, user, namespace, func(_ fmt.Stringer, rule *rbacv1.PolicyRule, err error) bool {
		if rule != nil {
			rules = append(rules, *rule)
		}
		if err != nil {
			errs = append(errs, err)
		}
		return true
	})
	return rules, errors.Join(errs...)
}

// VisitRulesFor visits the rules of the ClusterRoleBindings that name
// user, then, if namespace is set, those of its RoleBindings. A binding
// whose role cannot be found is reported to visitor as an error, and the
// walk goes on.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.(*DefaultRuleResolver).VisitRulesFor.
func (r *DefaultRuleResolver) VisitRulesFor(ctx context.Context, user user.Info, namespace string, visitor func(source fmt.Stringer, rule *rbacv1.PolicyRule, err error) bool) {
	if !r.visitClusterRoleBindings(ctx, user, visitor) {
		return
	}
	if namespace != "" {
		r.visitRoleBindings(ctx, user, namespace, visitor)
	}
}

// visitClusterRoleBindings is VisitRulesFor's first half; false means
// the visitor stopped the walk.
// Upstream: part of k8s.io/kubernetes/pkg/registry/rbac/validation.(*DefaultRuleResolver).VisitRulesFor.
func (r *DefaultRuleResolver) visitClusterRoleBindings(ctx context.Context, user user.Info, visitor func(fmt.Stringer, *rbacv1.PolicyRule, error) bool) bool {
	bindings, err := r.clusterRoleBindingLister.ListClusterRoleBindings(ctx)
	if err != nil {
		return visitor(nil, nil, err)
	}
	for _, binding := range bindings {
		i, applies := appliesTo(user, binding.Subjects, "")
		if !applies {
			continue
		}
		source := &clusterRoleBindingDescriber{binding: binding, subject: &binding.Subjects[i]}
		if !r.visitRoleRef(ctx, binding.RoleRef, "", source, visitor) {
			return false
		}
	}
	return true
}

// visitRoleBindings is VisitRulesFor's second half.
// Upstream: part of k8s.io/kubernetes/pkg/registry/rbac/validation.(*DefaultRuleResolver).VisitRulesFor.
func (r *DefaultRuleResolver) visitRoleBindings(ctx context.Context, user user.Info, namespace string, visitor func(fmt.Stringer, *rbacv1.PolicyRule, error) bool) {
	bindings, err := r.roleBindingLister.ListRoleBindings(ctx, namespace)
	if err != nil {
		visitor(nil, nil, err)
		return
	}
	for _, binding := range bindings {
		i, applies := appliesTo(user, binding.Subjects, namespace)
		if !applies {
			continue
		}
		source := &roleBindingDescriber{binding: binding, subject: &binding.Subjects[i]}
		if !r.visitRoleRef(ctx, binding.RoleRef, namespace, source, visitor) {
			return
		}
	}
}

// visitRoleRef visits the rules of the role ref names, or the error of
// looking it up; false means the visitor stopped the walk.
func (r *DefaultRuleResolver) visitRoleRef(ctx context.Context, ref rbacv1.RoleRef, namespace string, source fmt.Stringer, visitor func(fmt.Stringer, *rbacv1.PolicyRule, error) bool) bool {
	rules, err := r.GetRoleReferenceRules(ctx, ref, namespace)
	if err != nil {
		return visitor(nil, nil, err)
	}
	for i := range rules {
		if !visitor(source, &rules[i], nil) {
			return false
		}
	}
	return true
}

// GetRoleReferenceRules returns the rules of the Role (in
// bindingNamespace) or ClusterRole that roleRef names.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.(*DefaultRuleResolver).GetRoleReferenceRules.
func (r *DefaultRuleResolver) GetRoleReferenceRules(ctx context.Context, roleRef rbacv1.RoleRef, bindingNamespace string) ([]rbacv1.PolicyRule, error) {
	switch roleRef.Kind {
	case "Role":
		role, err := r.roleGetter.GetRole(ctx, bindingNamespace, roleRef.Name)
		if err != nil {
			return nil, err
		}
		return role.Rules, nil
	case "ClusterRole":
		clusterRole, err := r.clusterRoleGetter.GetClusterRole(ctx, roleRef.Name)
		if err != nil {
			return nil, err
		}
		return clusterRole.Rules, nil
	default:
		return nil, fmt.Errorf("unsupported role reference kind: %q", roleRef.Kind)
	}
}

// appliesTo returns the index of the first of subjects that names user.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.appliesTo.
func appliesTo(user user.Info, subjects []rbacv1.Subject, namespace string) (int, bool) {
	for i, subject := range subjects {
		if appliesToUser(user, subject, namespace) {
			return i, true
		}
	}
	return 0, false
}

// appliesToUser reports whether subject names user. A ServiceAccount
// subject without a namespace (allowed in a RoleBinding) means one of the
// binding's namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.appliesToUser.
func appliesToUser(user user.Info, subject rbacv1.Subject, namespace string) bool {
	switch subject.Kind {
	case rbacv1.UserKind:
		return user.GetName() == subject.Name
	case rbacv1.GroupKind:
		return slices.Contains(user.GetGroups(), subject.Name)
	case rbacv1.ServiceAccountKind:
		saNamespace := namespace
		if subject.Namespace != "" {
			saNamespace = subject.Namespace
		}
		return saNamespace != "" && serviceaccount.MatchesUsername(saNamespace, subject.Name, user.GetName())
	default:
		return false
	}
}
