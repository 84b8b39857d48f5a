package bootstrappolicy

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/serviceaccount"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// ClusterRoles returns the cluster roles a server bootstraps with (the
// controllers' are ControllerRoles), each with the default label and
// annotation.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.ClusterRoles.
func ClusterRoles() []rbacv1.ClusterRole {
	roles := append(systemRoles(), aggregatedRoles()...)
	for i := range roles {
		addDefaultMetadata(&roles[i].ObjectMeta)
	}
	return roles
}

// systemRoles are the roles with rules of their own, sorted by name:
// cluster-admin, the roles every user or service account gets
// (system:discovery, system:basic-user, system:public-info-viewer,
// system:service-account-issuer-discovery), system:auth-delegator (what
// a server that delegates authentication and authorization to this one
// needs: creating TokenReviews and SubjectAccessReviews), and the roles
// of the cluster's components (system:kube-controller-manager,
// system:kube-scheduler, system:node, system:node-proxier,
// system:volume-scheduler ...). The rules are upstream's at v1.37 with
// its default feature gates; many name resources this project does not
// serve, which RBAC does not mind.
// Upstream: part of k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.ClusterRoles.
func systemRoles() []rbacv1.ClusterRole {
	return []rbacv1.ClusterRole{
		{
			ObjectMeta: metav1.ObjectMeta{Name: "cluster-admin"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("*").Groups("*").Resources("*").RuleOrDie(),
				rbacv1.NewRule("*").URLs("*").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:auth-delegator"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("create").Groups(authenticationGroup).Resources("tokenreviews").RuleOrDie(),
				rbacv1.NewRule("create").Groups(authorizationGroup).Resources("subjectaccessreviews").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:basic-user"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("create").Groups(authorizationGroup).Resources("selfsubjectaccessreviews", "selfsubjectrulesreviews").RuleOrDie(),
				rbacv1.NewRule("create").Groups(authenticationGroup).Resources("selfsubjectreviews").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:certificates.k8s.io:certificatesigningrequests:nodeclient"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("create").Groups(certificatesGroup).Resources("certificatesigningrequests/nodeclient").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:certificates.k8s.io:certificatesigningrequests:selfnodeclient"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("create").Groups(certificatesGroup).Resources("certificatesigningrequests/selfnodeclient").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:certificates.k8s.io:kube-apiserver-client-approver"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("approve").Groups(certificatesGroup).Resources("signers").Names("kubernetes.io/kube-apiserver-client").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:certificates.k8s.io:kube-apiserver-client-kubelet-approver"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("approve").Groups(certificatesGroup).Resources("signers").Names("kubernetes.io/kube-apiserver-client-kubelet").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:certificates.k8s.io:kubelet-serving-approver"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("approve").Groups(certificatesGroup).Resources("signers").Names("kubernetes.io/kubelet-serving").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:certificates.k8s.io:legacy-unknown-approver"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("approve").Groups(certificatesGroup).Resources("signers").Names("kubernetes.io/legacy-unknown").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:cluster-trust-bundle-discovery"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule(Read...).Groups(certificatesGroup).Resources("clustertrustbundles").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:discovery"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("get").URLs("/api", "/api/*", "/apis", "/apis/*", "/healthz", "/livez", "/openapi", "/openapi/*", "/readyz", "/version", "/version/").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:heapster"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("events", "namespaces", "nodes", "pods").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(extensionsGroup).Resources("deployments").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:kube-aggregator"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("endpoints", "services").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:kube-controller-manager"},
			Rules: []rbacv1.PolicyRule{
				eventsRule(),
				rbacv1.NewRule("create").Groups(coordinationGroup).Resources("leases").RuleOrDie(),
				rbacv1.NewRule("get", "update").Groups(coordinationGroup).Resources("leases").Names("kube-controller-manager").RuleOrDie(),
				rbacv1.NewRule("create").Groups(legacyGroup).Resources("secrets", "serviceaccounts").RuleOrDie(),
				rbacv1.NewRule("delete").Groups(legacyGroup).Resources("secrets").RuleOrDie(),
				rbacv1.NewRule("get").Groups(legacyGroup).Resources("configmaps", "namespaces", "secrets", "serviceaccounts").RuleOrDie(),
				rbacv1.NewRule("update").Groups(legacyGroup).Resources("secrets", "serviceaccounts").RuleOrDie(),
				rbacv1.NewRule("create").Groups(authenticationGroup).Resources("tokenreviews").RuleOrDie(),
				rbacv1.NewRule("create").Groups(authorizationGroup).Resources("subjectaccessreviews").RuleOrDie(),
				rbacv1.NewRule("list", "watch").Groups("*").Resources("*").RuleOrDie(),
				rbacv1.NewRule("create").Groups(legacyGroup).Resources("serviceaccounts/token").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:kube-dns"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("list", "watch").Groups(legacyGroup).Resources("endpoints", "services").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:kube-scheduler"},
			Rules: []rbacv1.PolicyRule{
				eventsRule(),
				rbacv1.NewRule("create").Groups(coordinationGroup).Resources("leases").RuleOrDie(),
				rbacv1.NewRule("get", "list", "update", "watch").Groups(coordinationGroup).Resources("leases").Names("kube-scheduler").RuleOrDie(),
				rbacv1.NewRule(ReadWrite...).Groups(coordinationGroup).Resources("leasecandidates").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("nodes").RuleOrDie(),
				rbacv1.NewRule("delete", "get", "list", "watch").Groups(legacyGroup).Resources("pods").RuleOrDie(),
				rbacv1.NewRule("create").Groups(legacyGroup).Resources("bindings", "pods/binding").RuleOrDie(),
				rbacv1.NewRule("patch", "update").Groups(legacyGroup).Resources("pods/status").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("replicationcontrollers", "services").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(appsGroup, extensionsGroup).Resources("replicasets").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(appsGroup).Resources("statefulsets").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(policyGroup).Resources("poddisruptionbudgets").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("persistentvolumeclaims", "persistentvolumes").RuleOrDie(),
				rbacv1.NewRule("create").Groups(authenticationGroup).Resources("tokenreviews").RuleOrDie(),
				rbacv1.NewRule("create").Groups(authorizationGroup).Resources("subjectaccessreviews").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(storageGroup).Resources("csinodes").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(storageGroup).Resources("volumeattachments").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("namespaces").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(storageGroup).Resources("csidrivers").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(storageGroup).Resources("csistoragecapacities").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(resourceGroup).Resources("deviceclasses").RuleOrDie(),
				rbacv1.NewRule(ReadUpdate...).Groups(resourceGroup).Resources("resourceclaims").RuleOrDie(),
				rbacv1.NewRule(ReadUpdate...).Groups(resourceGroup).Resources("resourceclaims/status").RuleOrDie(),
				rbacv1.NewRule("update").Groups(legacyGroup).Resources("pods/finalizers").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(resourceGroup).Resources("resourceslices").RuleOrDie(),
				rbacv1.NewRule("create", "delete").Groups(resourceGroup).Resources("resourceclaims").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(resourceGroup).Resources("devicetaintrules").RuleOrDie(),
				rbacv1.NewRule("patch", "update").Groups(resourceGroup).Resources("resourceclaims/binding").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:kubelet-api-admin"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("nodes").RuleOrDie(),
				rbacv1.NewRule("proxy").Groups(legacyGroup).Resources("nodes").RuleOrDie(),
				rbacv1.NewRule("*").Groups(legacyGroup).Resources("nodes/log", "nodes/metrics", "nodes/proxy", "nodes/stats").RuleOrDie(),
				rbacv1.NewRule("*").Groups(legacyGroup).Resources("nodes/configz", "nodes/healthz", "nodes/pods").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:monitoring"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("get").URLs("/flagz", "/healthz", "/healthz/*", "/livez", "/livez/*", "/metrics", "/metrics/slis", "/readyz", "/readyz/*", "/statusz").RuleOrDie(),
				rbacv1.NewRule("get").Groups(legacyGroup).Resources("nodes/metrics").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:node"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("create").Groups(authenticationGroup).Resources("tokenreviews").RuleOrDie(),
				rbacv1.NewRule("create").Groups(authorizationGroup).Resources("localsubjectaccessreviews", "subjectaccessreviews").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("services").RuleOrDie(),
				rbacv1.NewRule("create", "get", "list", "watch").Groups(legacyGroup).Resources("nodes").RuleOrDie(),
				rbacv1.NewRule("patch", "update").Groups(legacyGroup).Resources("nodes/status").RuleOrDie(),
				rbacv1.NewRule("patch", "update").Groups(legacyGroup).Resources("nodes").RuleOrDie(),
				eventsRule(),
				rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("pods").RuleOrDie(),
				rbacv1.NewRule("create", "delete").Groups(legacyGroup).Resources("pods").RuleOrDie(),
				rbacv1.NewRule("patch", "update").Groups(legacyGroup).Resources("pods/status").RuleOrDie(),
				rbacv1.NewRule("create").Groups(legacyGroup).Resources("pods/eviction").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("configmaps", "secrets").RuleOrDie(),
				rbacv1.NewRule("get").Groups(legacyGroup).Resources("persistentvolumeclaims", "persistentvolumes").RuleOrDie(),
				rbacv1.NewRule("get").Groups(legacyGroup).Resources("endpoints").RuleOrDie(),
				rbacv1.NewRule("create", "get", "list", "watch").Groups(certificatesGroup).Resources("certificatesigningrequests").RuleOrDie(),
				rbacv1.NewRule("create", "delete", "get", "patch", "update").Groups(coordinationGroup).Resources("leases").RuleOrDie(),
				rbacv1.NewRule("get").Groups(storageGroup).Resources("volumeattachments").RuleOrDie(),
				rbacv1.NewRule("create").Groups(legacyGroup).Resources("serviceaccounts/token").RuleOrDie(),
				rbacv1.NewRule("get", "patch", "update").Groups(legacyGroup).Resources("persistentvolumeclaims/status").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(storageGroup).Resources("csidrivers").RuleOrDie(),
				rbacv1.NewRule("create", "delete", "get", "patch", "update").Groups(storageGroup).Resources("csinodes").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(nodeGroup).Resources("runtimeclasses").RuleOrDie(),
				rbacv1.NewRule("get").Groups(resourceGroup).Resources("resourceclaims").RuleOrDie(),
				rbacv1.NewRule("deletecollection").Groups(resourceGroup).Resources("resourceslices").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(certificatesGroup).Resources("clustertrustbundles").RuleOrDie(),
				rbacv1.NewRule("get").Groups(legacyGroup).Resources("serviceaccounts").RuleOrDie(),
				rbacv1.NewRule("create", "get", "list", "watch").Groups(certificatesGroup).Resources("podcertificaterequests").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:node-bootstrapper"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("create", "get", "list", "watch").Groups(certificatesGroup).Resources("certificatesigningrequests").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:node-problem-detector"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("get").Groups(legacyGroup).Resources("nodes").RuleOrDie(),
				rbacv1.NewRule("patch").Groups(legacyGroup).Resources("nodes/status").RuleOrDie(),
				eventsRule(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:node-proxier"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("list", "watch").Groups(legacyGroup).Resources("endpoints", "services").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("nodes").RuleOrDie(),
				eventsRule(),
				rbacv1.NewRule("list", "watch").Groups(networkingGroup).Resources("servicecidrs").RuleOrDie(),
				rbacv1.NewRule("list", "watch").Groups(discoveryGroup).Resources("endpointslices").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:persistent-volume-provisioner"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("create", "delete", "get", "list", "watch").Groups(legacyGroup).Resources("persistentvolumes").RuleOrDie(),
				rbacv1.NewRule("get", "list", "update", "watch").Groups(legacyGroup).Resources("persistentvolumeclaims").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(storageGroup).Resources("storageclasses").RuleOrDie(),
				rbacv1.NewRule("watch").Groups(legacyGroup).Resources("events").RuleOrDie(),
				eventsRule(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:public-info-viewer"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("get").URLs("/healthz", "/livez", "/readyz", "/version", "/version/").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:service-account-issuer-discovery"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule("get").URLs("/.well-known/openid-configuration", "/.well-known/openid-configuration/", "/openid/v1/jwks", "/openid/v1/jwks/").RuleOrDie(),
			},
		},
		{
			ObjectMeta: metav1.ObjectMeta{Name: "system:volume-scheduler"},
			Rules: []rbacv1.PolicyRule{
				rbacv1.NewRule(ReadUpdate...).Groups(legacyGroup).Resources("persistentvolumes").RuleOrDie(),
				rbacv1.NewRule(Read...).Groups(storageGroup).Resources("storageclasses").RuleOrDie(),
				rbacv1.NewRule(ReadUpdate...).Groups(legacyGroup).Resources("persistentvolumeclaims").RuleOrDie(),
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
// bootstraps with (the controllers' are ControllerRoleBindings), each
// with the default label and annotation. system:node binds nobody: the
// Node authorizer took over from it, and the empty binding lets
// reconciliation drop the subjects older servers gave it.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.ClusterRoleBindings.
func ClusterRoleBindings() []rbacv1.ClusterRoleBinding {
	bindings := []rbacv1.ClusterRoleBinding{
		rbacv1.NewClusterBinding("cluster-admin").Groups(user.SystemPrivilegedGroup).BindingOrDie(),
		rbacv1.NewClusterBinding("system:monitoring").Groups(user.MonitoringGroup).BindingOrDie(),
		rbacv1.NewClusterBinding("system:discovery").Groups(user.AllAuthenticated).BindingOrDie(),
		rbacv1.NewClusterBinding("system:basic-user").Groups(user.AllAuthenticated).BindingOrDie(),
		rbacv1.NewClusterBinding("system:public-info-viewer").Groups(user.AllAuthenticated, user.AllUnauthenticated).BindingOrDie(),
		rbacv1.NewClusterBinding("system:node-proxier").Users(user.KubeProxy).BindingOrDie(),
		rbacv1.NewClusterBinding("system:kube-controller-manager").Users(user.KubeControllerManager).BindingOrDie(),
		rbacv1.NewClusterBinding("system:kube-dns").SAs("kube-system", "kube-dns").BindingOrDie(),
		rbacv1.NewClusterBinding("system:kube-scheduler").Users(user.KubeScheduler).BindingOrDie(),
		rbacv1.NewClusterBinding("system:volume-scheduler").Users(user.KubeScheduler).BindingOrDie(),
		rbacv1.NewClusterBinding("system:node").ClusterRoleBinding,
		rbacv1.NewClusterBinding("system:service-account-issuer-discovery").Groups(serviceaccount.AllServiceAccountsGroup).BindingOrDie(),
		rbacv1.NewClusterBinding("system:cluster-trust-bundle-discovery").Groups(serviceaccount.AllServiceAccountsGroup).BindingOrDie(),
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
