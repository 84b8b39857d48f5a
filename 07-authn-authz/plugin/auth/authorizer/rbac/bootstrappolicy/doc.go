// Package bootstrappolicy is the RBAC policy every cluster starts with:
// the ClusterRoles cluster-admin, system:discovery, system:basic-user,
// system:public-info-viewer, the user-facing admin, edit and view (empty
// roles that aggregate, by label, the rules of system:aggregate-to-admin,
// -edit and -view), and the ClusterRoleBindings that grant cluster-admin
// to system:masters and the discovery, basic-user and public-info roles
// to everyone (public-info-viewer even to unauthenticated users). Every
// object carries the label kubernetes.io/bootstrapping=rbac-defaults and
// the annotation rbac.authorization.kubernetes.io/autoupdate=true, which
// tells the server it may reconcile the object at startup.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac/bootstrappolicy
// (policy.go).
//
// Left out: every role for a component we do not have (nodes, kubelet,
// controllers, scheduler, kube-proxy, heapster, CSRs, system:monitoring,
// the controller roles of controller_policy.go, the namespace roles of
// namespace_policy.go). The aggregate-to-view/edit/admin rules are
// upstream's rules restricted to the resources our server serves: core
// pods (and pods/status), services (and services/status), endpoints,
// configmaps, secrets, serviceaccounts, namespaces (and namespaces/status),
// events; apps deployments and replicasets (with status and scale); RBAC
// roles and rolebindings; the authorization reviews. Upstream's rules
// for other resources (replicationcontrollers, persistentvolumeclaims,
// pods/log, pods/exec, batch, autoscaling, policy, networking,
// extensions, events.k8s.io, leases ...) are dropped, not faked: a role
// that grants what the server cannot serve would teach nothing.
// No feature-gated rules.
package bootstrappolicy
