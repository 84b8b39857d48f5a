package bootstrappolicy

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// The verb sets of the policy, and the metadata every bootstrap object
// carries.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy
// (variables of the same names).
var (
	Write      = []string{"create", "update", "patch", "delete", "deletecollection"}
	ReadWrite  = []string{"get", "list", "watch", "create", "update", "patch", "delete", "deletecollection"}
	Read       = []string{"get", "list", "watch"}
	ReadUpdate = []string{"get", "list", "watch", "update", "patch"}

	Label      = map[string]string{"kubernetes.io/bootstrapping": "rbac-defaults"}
	Annotation = map[string]string{rbacv1.AutoUpdateAnnotationKey: "true"}
)

// The API groups the policy names.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy (constants).
const (
	legacyGroup         = ""
	appsGroup           = "apps"
	authenticationGroup = "authentication.k8s.io"
	authorizationGroup  = "authorization.k8s.io"
	rbacGroup           = "rbac.authorization.k8s.io"
)

// The labels that aggregate rules into admin, edit and view.
const (
	aggregateToAdmin = "rbac.authorization.k8s.io/aggregate-to-admin"
	aggregateToEdit  = "rbac.authorization.k8s.io/aggregate-to-edit"
	aggregateToView  = "rbac.authorization.k8s.io/aggregate-to-view"
)

// addDefaultMetadata adds Label and Annotation to meta.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.addDefaultMetadata.
func addDefaultMetadata(meta *metav1.ObjectMeta) {
	if meta.Labels == nil {
		meta.Labels = map[string]string{}
	}
	for k, v := range Label {
		meta.Labels[k] = v
	}
	if meta.Annotations == nil {
		meta.Annotations = map[string]string{}
	}
	for k, v := range Annotation {
		meta.Annotations[k] = v
	}
}

// viewRules are what view grants: reading what is not a secret.
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.viewRules
// (restricted to the resources we serve).
func viewRules() []rbacv1.PolicyRule {
	return []rbacv1.PolicyRule{
		rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("pods", "serviceaccounts",
			"services", "services/status", "endpoints", "configmaps").RuleOrDie(),
		rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("pods/status", "namespaces/status").RuleOrDie(),
		// Reading namespaces at namespace scope means reading *this*
		// namespace: a hint of which namespaces one has access to.
		rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("namespaces").RuleOrDie(),
		rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("events").RuleOrDie(),
		rbacv1.NewRule(Read...).Groups(appsGroup).Resources(
			"deployments", "deployments/status", "deployments/scale",
			"replicasets", "replicasets/status", "replicasets/scale").RuleOrDie(),
	}
}

// editRules are what edit adds to view: writing workloads, and reading
// and writing secrets (so edit can act as any service account whose
// token it can read: it is not a "safe" role).
// Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.editRules
// (restricted to the resources we serve).
func editRules() []rbacv1.PolicyRule {
	return []rbacv1.PolicyRule{
		rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("secrets").RuleOrDie(),
		rbacv1.NewRule("impersonate").Groups(legacyGroup).Resources("serviceaccounts").RuleOrDie(),
		rbacv1.NewRule(Write...).Groups(legacyGroup).Resources("pods").RuleOrDie(),
		rbacv1.NewRule(Write...).Groups(legacyGroup).Resources("serviceaccounts",
			"services", "configmaps", "secrets").RuleOrDie(),
		rbacv1.NewRule(Write...).Groups(legacyGroup).Resources("events").RuleOrDie(),
		rbacv1.NewRule(Write...).Groups(appsGroup).Resources(
			"deployments", "deployments/scale",
			"replicasets", "replicasets/scale").RuleOrDie(),
	}
}

// adminRules are what admin adds to edit: granting permissions in the
// namespace.
// Upstream: the rules of system:aggregate-to-admin in
// k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.ClusterRoles.
func adminRules() []rbacv1.PolicyRule {
	return []rbacv1.PolicyRule{
		rbacv1.NewRule("create").Groups(authorizationGroup).Resources("localsubjectaccessreviews").RuleOrDie(),
		rbacv1.NewRule(ReadWrite...).Groups(rbacGroup).Resources("roles", "rolebindings").RuleOrDie(),
	}
}
