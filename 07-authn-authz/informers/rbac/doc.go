// Package rbac keeps in-memory copies of the four RBAC resources, roles,
// rolebindings, clusterroles and clusterrolebindings, and serves them to
// the RBAC authorizer through the getter interfaces of
// registry/rbac/validation (RoleGetter, RoleBindingLister,
// ClusterRoleGetter, ClusterRoleBindingLister), so that authorizing a
// request reads memory, not etcd. The ClusterRole aggregation controller
// watches the clusterroles informer.
//
// The informers are stage 04's cache.Informer over the registries'
// storage (a Source), built and started by Start, which the server
// calls from a post-start hook: the storage only exists once the master
// has been built, after the authorizer. Until the informers have synced,
// the getters find nothing and the authorizer has no opinion.
//
// Stage 07 adds it. Upstream: k8s.io/client-go/informers/rbac/v1 (the
// informers), k8s.io/client-go/listers/rbac/v1 (their listers) and the
// lister adapters RoleGetter, RoleBindingLister, ClusterRoleGetter and
// ClusterRoleBindingLister of k8s.io/kubernetes/plugin/pkg/auth/authorizer/rbac.
//
// Left out: the shared informer factory; upstream's informers read v1
// objects from a loopback client, ours read the storage's internal
// objects and convert each one to v1 once, as it arrives (an informer
// transform), except the ClusterRoles: the aggregation controller reads
// those as internal objects, and the informer's list view converts them
// all to v1 once after each change, for GetClusterRole. A lister builds a
// new slice on every List; ListClusterRoleBindings hands out one made
// once after each change (a list view), which callers must not change.
package rbac
