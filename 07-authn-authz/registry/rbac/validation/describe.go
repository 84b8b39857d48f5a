package validation

import (
	"fmt"

	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// describeSubject is `Kind "name"`, a service account's as
// "name/namespace".
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.describeSubject.
func describeSubject(s *rbacv1.Subject, bindingNamespace string) string {
	if s.Kind != rbacv1.ServiceAccountKind {
		return fmt.Sprintf("%s %q", s.Kind, s.Name)
	}
	ns := s.Namespace
	if ns == "" {
		ns = bindingNamespace
	}
	return fmt.Sprintf("%s %q", s.Kind, s.Name+"/"+ns)
}

// clusterRoleBindingDescriber says which binding and subject a rule came
// from; the authorizer puts it in its Allow reason.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.clusterRoleBindingDescriber.
type clusterRoleBindingDescriber struct {
	binding *rbacv1.ClusterRoleBinding
	subject *rbacv1.Subject
}

// String is `ClusterRoleBinding "name" of ClusterRole "role" to Group "g"`.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.(*clusterRoleBindingDescriber).String.
func (d *clusterRoleBindingDescriber) String() string {
	return fmt.Sprintf("ClusterRoleBinding %q of %s %q to %s",
		d.binding.Name, d.binding.RoleRef.Kind, d.binding.RoleRef.Name, describeSubject(d.subject, ""))
}

// roleBindingDescriber is clusterRoleBindingDescriber for a RoleBinding.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.roleBindingDescriber.
type roleBindingDescriber struct {
	binding *rbacv1.RoleBinding
	subject *rbacv1.Subject
}

// String is `RoleBinding "name/namespace" of Role "role" to User "u"`.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.(*roleBindingDescriber).String.
func (d *roleBindingDescriber) String() string {
	return fmt.Sprintf("RoleBinding %q of %s %q to %s",
		d.binding.Name+"/"+d.binding.Namespace, d.binding.RoleRef.Kind, d.binding.RoleRef.Name, describeSubject(d.subject, d.binding.Namespace))
}
