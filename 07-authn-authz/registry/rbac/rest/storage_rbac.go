package rest

import (
	"context"
	"fmt"
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	_ "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/install" // into legacyscheme
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	rbacinformers "github.com/kube-rebuilt/apiserver/07-authn-authz/informers/rbac"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/clusterrole"
	clusterrolepolicybased "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/clusterrole/policybased"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/clusterrolebinding"
	clusterrolebindingpolicybased "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/clusterrolebinding/policybased"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/role"
	rolepolicybased "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/role/policybased"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/rolebinding"
	rolebindingpolicybased "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/rolebinding/policybased"
	rbacregistryvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

// RESTStorageProvider builds the RBAC group and remembers the storage it
// built, for its hooks and informers (a pointer, for that reason). The
// zero value is ready to use; set Authorizer before the server runs.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rest.RESTStorageProvider.
type RESTStorageProvider struct {
	// Authorizer answers whether a user has the escalate verb on a role
	// or the bind verb on the role of a binding: the server's whole
	// authorizer chain. Nil: nobody has either, and only holding the
	// rules (or system:masters) lets a write through. It is read when a
	// check runs, so the app may set it after building the master, once
	// its authorizer chain (which reads Informers) exists.
	Authorizer authorizer.Authorizer
	// Storages finds the namespaces storage, in which the bootstrap hook
	// creates the namespaces of its Roles if they are missing; nil: it
	// does not.
	Storages *informers.Storages
	// DisableAggregationController leaves the aggregation of ClusterRoles
	// to a real kube-controller-manager: AddToControlPlane adds no
	// aggregation hook (--controllers=-clusterrole-aggregation-controller).
	DisableAggregationController bool

	roles               *role.REST
	roleBindings        *rolebinding.REST
	clusterRoles        *clusterrole.REST
	clusterRoleBindings *clusterrolebinding.REST

	informersOnce sync.Once
	informers     *rbacinformers.Informers
}

// The provider's abilities, checked at compile time.
var (
	_ controlplane.RESTStorageProvider = &RESTStorageProvider{}
	_ server.PostStartHookProvider     = &RESTStorageProvider{}
	_ rbacinformers.Source             = &RESTStorageProvider{}
)

// GroupName is "rbac.authorization.k8s.io".
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rest.RESTStorageProvider.GroupName.
func (p *RESTStorageProvider) GroupName() string { return rbac.GroupName }

// NewRESTStorage returns the group with v1, if enabled: the four
// resources, each behind escalation prevention, whose rule resolver
// reads the storage directly (not the informers: a check right after a
// write must see it).
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rest.RESTStorageProvider.NewRESTStorage.
func (p *RESTStorageProvider) NewRESTStorage(apiResourceConfigSource controlplane.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(rbac.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if !apiResourceConfigSource.VersionEnabled(rbacv1.SchemeGroupVersion) {
		return info, nil
	}
	if err := p.newStores(restOptionsGetter); err != nil {
		return server.APIGroupInfo{}, err
	}
	resolver := rbacregistryvalidation.NewDefaultRuleResolver(
		role.AuthorizerAdapter{Getter: p.roles},
		rolebinding.AuthorizerAdapter{Lister: p.roleBindings},
		clusterrole.AuthorizerAdapter{Getter: p.clusterRoles},
		clusterrolebinding.AuthorizerAdapter{Lister: p.clusterRoleBindings},
	)
	authz := authorizer.AuthorizerFunc(p.authorize)
	info.VersionedResourcesStorageMap[rbacv1.SchemeGroupVersion.Version] = map[string]rest.Storage{
		"roles":               rolepolicybased.NewStorage(p.roles, authz, resolver),
		"rolebindings":        rolebindingpolicybased.NewStorage(p.roleBindings, authz, resolver),
		"clusterroles":        clusterrolepolicybased.NewStorage(p.clusterRoles, authz, resolver),
		"clusterrolebindings": clusterrolebindingpolicybased.NewStorage(p.clusterRoleBindings, authz, resolver),
	}
	return info, nil
}

// authorize asks Authorizer as it is now; without one, no opinion.
// Upstream: none; upstream hands the storages its Authorizer field's
// value, set before the provider is built.
func (p *RESTStorageProvider) authorize(ctx context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
	if p.Authorizer == nil {
		return authorizer.DecisionNoOpinion, "", nil
	}
	return p.Authorizer.Authorize(ctx, a)
}

// newStores builds the four plain storages.
// Upstream: the NewREST calls of k8s.io/kubernetes/pkg/registry/rbac/rest.RESTStorageProvider.storage.
func (p *RESTStorageProvider) newStores(optsGetter generic.RESTOptionsGetter) error {
	var err error
	if p.roles, err = role.NewREST(legacyscheme.Scheme, optsGetter); err != nil {
		return fmt.Errorf("roles: %w", err)
	}
	if p.roleBindings, err = rolebinding.NewREST(legacyscheme.Scheme, optsGetter); err != nil {
		return fmt.Errorf("rolebindings: %w", err)
	}
	if p.clusterRoles, err = clusterrole.NewREST(legacyscheme.Scheme, optsGetter); err != nil {
		return fmt.Errorf("clusterroles: %w", err)
	}
	if p.clusterRoleBindings, err = clusterrolebinding.NewREST(legacyscheme.Scheme, optsGetter); err != nil {
		return fmt.Errorf("clusterrolebindings: %w", err)
	}
	return nil
}

// Informers are the RBAC informers over the provider's storage, for the
// RBAC authorizer (they implement its four getters). They can be handed
// out before the storage exists; they are started by the
// "rbac/start-informers" hook AddToControlPlane adds.
// Upstream: none; kube-apiserver's RBAC authorizer reads the shared
// informer factory's rbac/v1 informers.
func (p *RESTStorageProvider) Informers() *rbacinformers.Informers {
	p.informersOnce.Do(func() { p.informers = rbacinformers.New(p) })
	return p.informers
}

// Roles is the roles storage, for the informers (nil before
// NewRESTStorage has built it: the hooks start the informers after).
// Upstream: none; upstream's informers list and watch a loopback client.
func (p *RESTStorageProvider) Roles() cache.ListerWatcher { return p.roles }

// RoleBindings is the rolebindings storage, for the informers.
// Upstream: none, as Roles.
func (p *RESTStorageProvider) RoleBindings() cache.ListerWatcher { return p.roleBindings }

// ClusterRoles is the clusterroles storage, for the informers.
// Upstream: none, as Roles.
func (p *RESTStorageProvider) ClusterRoles() cache.ListerWatcher { return p.clusterRoles }

// ClusterRoleBindings is the clusterrolebindings storage, for the informers.
// Upstream: none, as Roles.
func (p *RESTStorageProvider) ClusterRoleBindings() cache.ListerWatcher {
	return p.clusterRoleBindings
}
