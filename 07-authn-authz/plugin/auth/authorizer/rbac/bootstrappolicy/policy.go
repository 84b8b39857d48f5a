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
	legacyGroup                = ""
	admissionRegistrationGroup = "admissionregistration.k8s.io"
	apiExtensionsGroup         = "apiextensions.k8s.io"
	appsGroup                  = "apps"
	authenticationGroup        = "authentication.k8s.io"
	authorizationGroup         = "authorization.k8s.io"
	autoscalingGroup           = "autoscaling"
	batchGroup                 = "batch"
	certificatesGroup          = "certificates.k8s.io"
	coordinationGroup          = "coordination.k8s.io"
	discoveryGroup             = "discovery.k8s.io"
	eventsGroup                = "events.k8s.io"
	extensionsGroup            = "extensions"
	networkingGroup            = "networking.k8s.io"
	nodeGroup                  = "node.k8s.io"
	policyGroup                = "policy"
	rbacGroup                  = "rbac.authorization.k8s.io"
	resourceGroup              = "resource.k8s.io"
	storageGroup               = "storage.k8s.io"
	storageMigrationGroup      = "storagemigration.k8s.io"
	resMetricsGroup            = "metrics.k8s.io"
	customMetricsGroup         = "custom.metrics.k8s.io"
	externalMetricsGroup       = "external.metrics.k8s.io"
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

// viewRules are what view grants: reading what is not a secret (nor
// can lead to one).
// Upstream: the rules of system:aggregate-to-view in
// k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.ClusterRoles.
func viewRules() []rbacv1.PolicyRule {
	return []rbacv1.PolicyRule{
		rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("configmaps", "endpoints", "persistentvolumeclaims", "persistentvolumeclaims/status", "pods", "replicationcontrollers", "replicationcontrollers/scale", "serviceaccounts", "services", "services/status").RuleOrDie(),
		rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("bindings", "limitranges", "namespaces/status", "pods/log", "pods/status", "replicationcontrollers/status", "resourcequotas", "resourcequotas/status").RuleOrDie(),
		rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("namespaces").RuleOrDie(),
		rbacv1.NewRule(Read...).Groups(legacyGroup, eventsGroup).Resources("events").RuleOrDie(),
		rbacv1.NewRule(Read...).Groups(discoveryGroup).Resources("endpointslices").RuleOrDie(),
		rbacv1.NewRule(Read...).Groups(appsGroup).Resources("controllerrevisions", "daemonsets", "daemonsets/status", "deployments", "deployments/scale", "deployments/status", "replicasets", "replicasets/scale", "replicasets/status", "statefulsets", "statefulsets/scale", "statefulsets/status").RuleOrDie(),
		rbacv1.NewRule(Read...).Groups(autoscalingGroup).Resources("horizontalpodautoscalers", "horizontalpodautoscalers/status").RuleOrDie(),
		rbacv1.NewRule(Read...).Groups(batchGroup).Resources("cronjobs", "cronjobs/status", "jobs", "jobs/status").RuleOrDie(),
		rbacv1.NewRule(Read...).Groups(extensionsGroup).Resources("daemonsets", "daemonsets/status", "deployments", "deployments/scale", "deployments/status", "ingresses", "ingresses/status", "networkpolicies", "replicasets", "replicasets/scale", "replicasets/status", "replicationcontrollers/scale").RuleOrDie(),
		rbacv1.NewRule(Read...).Groups(policyGroup).Resources("poddisruptionbudgets", "poddisruptionbudgets/status").RuleOrDie(),
		rbacv1.NewRule(Read...).Groups(networkingGroup).Resources("ingresses", "ingresses/status", "networkpolicies").RuleOrDie(),
		rbacv1.NewRule(Read...).Groups(resourceGroup).Resources("resourceclaims", "resourceclaims/status", "resourceclaimtemplates").RuleOrDie(),
	}
}

// editRules are what edit adds to view: writing workloads, and reading
// and writing secrets (so edit can act as any service account whose
// token it can read: it is not a "safe" role).
// Upstream: the rules of system:aggregate-to-edit in
// k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.ClusterRoles.
func editRules() []rbacv1.PolicyRule {
	return []rbacv1.PolicyRule{
		rbacv1.NewRule(Read...).Groups(legacyGroup).Resources("pods/attach", "pods/exec", "pods/portforward", "pods/proxy", "secrets", "services/proxy").RuleOrDie(),
		rbacv1.NewRule("impersonate").Groups(legacyGroup).Resources("serviceaccounts").RuleOrDie(),
		rbacv1.NewRule(Write...).Groups(legacyGroup).Resources("pods", "pods/attach", "pods/exec", "pods/portforward", "pods/proxy").RuleOrDie(),
		rbacv1.NewRule("create").Groups(legacyGroup).Resources("pods/eviction").RuleOrDie(),
		rbacv1.NewRule(Write...).Groups(legacyGroup).Resources("configmaps", "persistentvolumeclaims", "replicationcontrollers", "replicationcontrollers/scale", "secrets", "serviceaccounts", "services", "services/proxy").RuleOrDie(),
		rbacv1.NewRule("create").Groups(legacyGroup).Resources("serviceaccounts/token").RuleOrDie(),
		rbacv1.NewRule(Write...).Groups(legacyGroup, eventsGroup).Resources("events").RuleOrDie(),
		rbacv1.NewRule(Write...).Groups(appsGroup).Resources("daemonsets", "deployments", "deployments/rollback", "deployments/scale", "replicasets", "replicasets/scale", "statefulsets", "statefulsets/scale").RuleOrDie(),
		rbacv1.NewRule(Write...).Groups(autoscalingGroup).Resources("horizontalpodautoscalers").RuleOrDie(),
		rbacv1.NewRule(Write...).Groups(batchGroup).Resources("cronjobs", "jobs").RuleOrDie(),
		rbacv1.NewRule(Write...).Groups(extensionsGroup).Resources("daemonsets", "deployments", "deployments/rollback", "deployments/scale", "ingresses", "networkpolicies", "replicasets", "replicasets/scale", "replicationcontrollers/scale").RuleOrDie(),
		rbacv1.NewRule(Write...).Groups(policyGroup).Resources("poddisruptionbudgets").RuleOrDie(),
		rbacv1.NewRule(Write...).Groups(networkingGroup).Resources("ingresses", "networkpolicies").RuleOrDie(),
		rbacv1.NewRule(ReadWrite...).Groups(coordinationGroup).Resources("leases").RuleOrDie(),
		rbacv1.NewRule(Write...).Groups(resourceGroup).Resources("resourceclaims", "resourceclaimtemplates").RuleOrDie(),
	}
}

// adminRules are what admin adds to edit: granting permissions in the
// namespace.
// Upstream: the rules of system:aggregate-to-admin in
// k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy.ClusterRoles.
func adminRules() []rbacv1.PolicyRule {
	return []rbacv1.PolicyRule{
		rbacv1.NewRule("create").Groups(authorizationGroup).Resources("localsubjectaccessreviews").RuleOrDie(),
		rbacv1.NewRule(ReadWrite...).Groups(rbacGroup).Resources("rolebindings", "roles").RuleOrDie(),
	}
}
