package bootstrappolicy

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/serviceaccount"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// ClusterRoles returns the cluster roles a server bootstraps with, in
// upstream's order, each with the default label and annotation.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.ClusterRoles.
func ClusterRoles() []rbacv1.ClusterRole {
	roles := append(systemRoles(), aggregatedRoles()...)
	for i := range roles {
		addDefaultMetadata(&roles[i].ObjectMeta)
	}
	return roles
}

// systemRoles are cluster-admin and the roles every user gets.
// Upstream: part of k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.ClusterRoles.
func systemRoles() []rbacv1.ClusterRole {
	return []rbacv1.ClusterRole{
		{
			// The "root" role, which can do absolutely anything.
			ObjectMeta: metav1.ObjectMeta{Name: "cluster-admin"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("*").Groups("*").Resources("*").RuleOrDie(),
				rbacv1.NewRule("*").URLs("*").RuleOrDie(),
			},
		},
		{
			// Just enough to see whether the server is ready and to
			// discover the API versions to negotiate.
			ObjectMeta: metav1.ObjectMeta{Name: "system:discovery"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("get").URLs(
					"/livez", "/readyz", "/healthz",
					"/version", "/version/",
					"/openapi", "/openapi/*",
					"/api", "/api/*",
					"/apis", "/apis/*",
				).RuleOrDie(),
			},
		},
		{
			// Just enough for a user to learn about themselves
			// (kubectl auth can-i, kubectl auth whoami).
			ObjectMeta: metav1.ObjectMeta{Name: "system:basic-user"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("create").Groups(authorizationGroup).Resources("selfsubjectaccessreviews", "selfsubjectrulesreviews").RuleOrDie(),
				rbacv1.NewRule("create").Groups(authenticationGroup).Resources("selfsubjectreviews").RuleOrDie(),
			},
		},
		{
			// Reading information that is not sensitive.
			ObjectMeta: metav1.ObjectMeta{Name: "system:public-info-viewer"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("get").URLs("/livez", "/readyz", "/healthz", "/version", "/version/").RuleOrDie(),
			},
		},
		{
			// The service-account issuer's OpenID discovery documents,
			// which relying parties outside the cluster read to verify
			// service-account tokens.
			ObjectMeta: metav1.ObjectMeta{Name: "system:service-account-issuer-discovery"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("get").URLs("/.well-known/openid-configuration", "/.well-known/openid-configuration/",
					"/openid/v1/jwks", "/openid/v1/jwks/").RuleOrDie(),
			},
		},
	}
}

// aggregatedRoles are admin, edit and view, which hold no rules of
// their own, and the system:aggregate-to-* roles whose rules they
// aggregate. edit is labelled to aggregate into admin, and view into
// edit, so admin ⊇ edit ⊇ view.
// Upstream: part of k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.ClusterRoles.
func aggregatedRoles() []rbacv1.ClusterRole {
	return []rbacv1.ClusterRole{
		aggregatingRole("admin", "", aggregateToAdmin),
		aggregatingRole("edit", aggregateToAdmin, aggregateToEdit),
		aggregatingRole("view", aggregateToEdit, aggregateToView),
		aggregatedRole("system:aggregate-to-admin", aggregateToAdmin, adminRules()),
		aggregatedRole("system:aggregate-to-edit", aggregateToEdit, editRules()),
		aggregatedRole("system:aggregate-to-view", aggregateToView, viewRules()),
	}
}

// aggregatingRole is a role whose rules are those of the roles labelled
// selectLabel=true; if label is set, it is itself labelled label=true.
func aggregatingRole(name, label, selectLabel string) rbacv1.ClusterRole {
	role := rbacv1.ClusterRole{
		ObjectMeta: metav1.ObjectMeta{Name: name},
		AggregationRule: &rbacv1.AggregationRule{ClusterRoleSelectors: []metav1.LabelSelector{
			{MatchLabels: map[string]string{selectLabel: "true"}},
		}},
	}
	if label != "" {
		role.Labels = map[string]string{label: "true"}
	}
	return role
}

// aggregatedRole is a role with rules, labelled label=true.
func aggregatedRole(name, label string, rules []rbacv1.PolicyRule) rbacv1.ClusterRole {
	return rbacv1.ClusterRole{
		ObjectMeta: metav1.ObjectMeta{Name: name, Labels: map[string]string{label: "true"}},
		Rules:      rules,
	}
}

// ClusterRoleBindings returns the cluster role bindings a server
// bootstraps with, each with the default label and annotation.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.ClusterRoleBindings.
func ClusterRoleBindings() []rbacv1.ClusterRoleBinding {
	bindings := []rbacv1.ClusterRoleBinding{
		rbacv1.NewClusterBinding("cluster-admin").Groups(user.SystemPrivilegedGroup).BindingOrDie(),
		rbacv1.NewClusterBinding("system:discovery").Groups(user.AllAuthenticated).BindingOrDie(),
		rbacv1.NewClusterBinding("system:basic-user").Groups(user.AllAuthenticated).BindingOrDie(),
		rbacv1.NewClusterBinding("system:public-info-viewer").Groups(user.AllAuthenticated, user.AllUnauthenticated).BindingOrDie(),
		rbacv1.NewClusterBinding("system:service-account-issuer-discovery").Groups(serviceaccount.AllServiceAccountsGroup).BindingOrDie(),
	}
	for i := range bindings {
		addDefaultMetadata(&bindings[i].ObjectMeta)
	}
	return bindings
}

// ClusterRolesToAggregate maps the names of roles that older servers
// created with rules of their own to the aggregate-to role their rules
// move to when the role becomes an aggregating one.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.ClusterRolesToAggregate.
func ClusterRolesToAggregate() map[string]string {
	return map[string]string{
		"admin": "system:aggregate-to-admin",
		"edit":  "system:aggregate-to-edit",
		"view":  "system:aggregate-to-view",
	}
}
