package rbac

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"

	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// Source is the storage the informers list and watch: the registries of
// the four resources. The RBAC RESTStorageProvider is one, once it has
// built them.
// Upstream: none; upstream's informers list and watch a loopback client.
type Source interface {
	Roles() cache.ListerWatcher
	RoleBindings() cache.ListerWatcher
	ClusterRoles() cache.ListerWatcher
	ClusterRoleBindings() cache.ListerWatcher
}

// Informers are the four RBAC informers, and the getters over them.
// Upstream: k8s.io/client-go/informers/rbac/v1.Interface.
type Informers struct {
	source Source
	once   sync.Once
	set    atomic.Pointer[informerSet]
}

// informerSet is the four informers, built together by Start.
type informerSet struct {
	roles, roleBindings, clusterRoles, clusterRoleBindings *cache.Informer
}

// errNotStarted is what the getters answer before Start.
var errNotStarted = errors.New("the RBAC informers have not been started")

// New returns informers over source; nothing is read until Start.
// Upstream: k8s.io/client-go/informers/rbac/v1.New.
func New(source Source) *Informers {
	return &Informers{source: source}
}

// Start builds the informers from the source and runs them until ctx is
// done; later calls do nothing. It does not block.
// Upstream: k8s.io/client-go/informers.(*sharedInformerFactory).Start.
func (i *Informers) Start(ctx context.Context) {
	i.once.Do(func() {
		set := &informerSet{
			roles:               cache.NewInformer(i.source.Roles()),
			roleBindings:        cache.NewInformer(i.source.RoleBindings()),
			clusterRoles:        cache.NewInformer(i.source.ClusterRoles()),
			clusterRoleBindings: cache.NewInformer(i.source.ClusterRoleBindings()),
		}
		// The getters' informers keep v1 objects, converted once as they
		// arrive, as upstream's (over a v1 client) do: the authorizer
		// reads them on every request. The ClusterRole informer keeps the
		// storage's internal objects, which the aggregation controller
		// reads; its list view converts them all to v1 once per change,
		// for GetClusterRole. The ClusterRoleBindings' list view is the
		// typed slice the authorizer walks, made once per change too.
		_ = set.roles.SetTransform(toV1(rbacv1.Convert_rbac_Role_To_v1_Role))
		_ = set.roleBindings.SetTransform(toV1(rbacv1.Convert_rbac_RoleBinding_To_v1_RoleBinding))
		_ = set.clusterRoleBindings.SetTransform(toV1(rbacv1.Convert_rbac_ClusterRoleBinding_To_v1_ClusterRoleBinding))
		_ = set.clusterRoleBindings.SetListView(typedView[rbacv1.ClusterRoleBinding])
		_ = set.clusterRoles.SetListView(clusterRolesView)
		i.set.Store(set)
		for _, informer := range set.all() {
			go informer.Run(ctx)
		}
	})
}

func (s *informerSet) all() []*cache.Informer {
	return []*cache.Informer{s.roles, s.roleBindings, s.clusterRoles, s.clusterRoleBindings}
}

// WaitForCacheSync waits until the four informers have synced, and
// reports whether they have (false: ctx ended first, or Start was not
// called).
// Upstream: k8s.io/client-go/informers.(*sharedInformerFactory).WaitForCacheSync.
func (i *Informers) WaitForCacheSync(ctx context.Context) bool {
	set := i.set.Load()
	return set != nil && cache.WaitForCacheSync(ctx, set.all()...)
}

// ClusterRoles is the clusterroles informer, nil before Start.
// Upstream: k8s.io/client-go/informers/rbac/v1.Interface.ClusterRoles.
func (i *Informers) ClusterRoles() *cache.Informer {
	if set := i.set.Load(); set != nil {
		return set.clusterRoles
	}
	return nil
}
