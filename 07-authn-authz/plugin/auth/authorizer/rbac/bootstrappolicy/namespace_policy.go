package bootstrappolicy

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// NamespaceRoles returns the Roles a server bootstraps with, by
// namespace, each with the default label and annotation: in kube-system,
// extension-apiserver-authentication-reader (reading the ConfigMap of
// the cluster's authentication info, which every server that delegates
// authentication to this one needs), the leader-election locks of the
// controller manager and the scheduler, and the roles of controllers
// that work in one namespace; in kube-public, the bootstrap signer's.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.NamespaceRoles
// (namespace_policy.go).
func NamespaceRoles() map[string][]rbacv1.Role {
	roles := map[string][]rbacv1.Role{
		metav1.NamespaceSystem: {
			{
				ObjectMeta: metav1.ObjectMeta{Name: "extension-apiserver-authentication-reader"},
				Rules: []rbacv1.PolicyRule{
					rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("configmaps").Names("extension-apiserver-authentication").RuleOrDie(),
				},
			},
			{
				ObjectMeta: metav1.ObjectMeta{Name: "system::leader-locking-kube-controller-manager"},
				Rules: []rbacv1.PolicyRule{
					rbacv1.NewRule("create", "get", "list", "update", "watch").Groups(coordinationGroup).Resources("leases").RuleOrDie(),
					rbacv1.NewRule("create", "get", "list", "update", "watch").Groups(coordinationGroup).Resources("leasecandidates").RuleOrDie(),
				},
			},
			{
				ObjectMeta: metav1.ObjectMeta{Name: "system::leader-locking-kube-scheduler"},
				Rules: []rbacv1.PolicyRule{
					rbacv1.NewRule("create", "get", "list", "update", "watch").Groups(coordinationGroup).Resources("leases").RuleOrDie(),
					rbacv1.NewRule("create", "get", "list", "update", "watch").Groups(coordinationGroup).Resources("leasecandidates").RuleOrDie(),
				},
			},
			{
				ObjectMeta: metav1.ObjectMeta{Name: "system:controller:bootstrap-signer"},
				Rules: []rbacv1.PolicyRule{
					rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("secrets").RuleOrDie(),
				},
			},
			{
				ObjectMeta: metav1.ObjectMeta{Name: "system:controller:cloud-provider"},
				Rules: []rbacv1.PolicyRule{
					rbacv1.NewRule("create", "get", "list", "watch").Groups(legacyGroup).Resources("configmaps").RuleOrDie(),
				},
			},
			{
				ObjectMeta: metav1.ObjectMeta{Name: "system:controller:token-cleaner"},
				Rules: []rbacv1.PolicyRule{
					rbacv1.NewRule("delete", "get", "list", "watch").Groups(legacyGroup).Resources("secrets").RuleOrDie(),
					eventsRule(),
				},
			},
		},
		metav1.NamespacePublic: {
			{
				ObjectMeta: metav1.ObjectMeta{Name: "system:controller:bootstrap-signer"},
				Rules: []rbacv1.PolicyRule{
					rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("configmaps").RuleOrDie(),
					rbacv1.NewRule("update").Groups(legacyGroup).Resources("configmaps").Names("cluster-info").RuleOrDie(),
					eventsRule(),
				},
			},
		},
	}
	for ns := range roles {
		for i := range roles[ns] {
			roles[ns][i].Namespace = ns
			addDefaultMetadata(&roles[ns][i].ObjectMeta)
		}
	}
	return roles
}

// NamespaceRoleBindings returns the RoleBindings a server bootstraps
// with, by namespace, each with the default label and annotation. The
// controller manager and the scheduler may read the authentication info;
// a binding's name is not always its role's.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.NamespaceRoleBindings.
func NamespaceRoleBindings() map[string][]rbacv1.RoleBinding {
	system, public := metav1.NamespaceSystem, metav1.NamespacePublic
	reader := rbacv1.NewRoleBinding("extension-apiserver-authentication-reader", system).
		Users(user.KubeControllerManager, user.KubeScheduler).BindingOrDie()
	reader.Name = "system::extension-apiserver-authentication-reader"
	bindings := map[string][]rbacv1.RoleBinding{
		system: {
			reader,
			rbacv1.NewRoleBinding("system::leader-locking-kube-controller-manager", system).Users(user.KubeControllerManager).
				SAs(system, "kube-controller-manager", "leader-election-controller").BindingOrDie(),
			rbacv1.NewRoleBinding("system::leader-locking-kube-scheduler", system).Users(user.KubeScheduler).SAs(system, "kube-scheduler").BindingOrDie(),
			rbacv1.NewRoleBinding(saRolePrefix+"bootstrap-signer", system).SAs(system, "bootstrap-signer").BindingOrDie(),
			rbacv1.NewRoleBinding(saRolePrefix+"cloud-provider", system).SAs(system, "cloud-provider").BindingOrDie(),
			rbacv1.NewRoleBinding(saRolePrefix+"token-cleaner", system).SAs(system, "token-cleaner").BindingOrDie(),
		},
		public: {
			rbacv1.NewRoleBinding(saRolePrefix+"bootstrap-signer", public).SAs(system, "bootstrap-signer").BindingOrDie(),
		},
	}
	for ns := range bindings {
		for i := range bindings[ns] {
			addDefaultMetadata(&bindings[ns][i].ObjectMeta)
		}
	}
	return bindings
}
