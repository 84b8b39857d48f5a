package rest

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/controller/clusterroleaggregation"
)

// The hooks AddToControlPlane adds besides the provider's own.
const (
	// InformersPostStartHookName starts the RBAC informers and waits
	// until they have synced: until then the RBAC authorizer sees no
	// bindings, and /readyz says so.
	InformersPostStartHookName = "rbac/start-informers"
	// AggregationPostStartHookName starts the ClusterRole aggregation
	// controller, kube-controller-manager's upstream.
	AggregationPostStartHookName = "rbac/start-clusterrole-aggregation-controller"
)

// AddToControlPlane adds rbac.authorization.k8s.io/v1 to the master:
// the provider (with its "rbac/bootstrap-roles" hook), its version
// switched on, its types named in OpenAPI as upstream's
// (io.k8s.api.rbac.v1.Role), which kubectl apply and explain look up,
// and the hooks that start the RBAC informers and the aggregation
// controller. p.Authorizer may be set before or after, as long as it is
// before the server runs.
// Upstream: kube-apiserver lists the provider in
// pkg/controlplane.CompletedConfig.New and enables the version in
// DefaultAPIResourceConfigSource (here 03-master/controlplane.(*Config).AddAPIGroup).
func AddToControlPlane(master *controlplane.Config, p *RESTStorageProvider) error {
	master.AddAPIGroup(p, rbacv1.SchemeGroupVersion, rbacv1.Role{}, "rbac")
	if err := master.GenericConfig.AddPostStartHook(InformersPostStartHookName, p.startInformers); err != nil {
		return err
	}
	if p.DisableAggregationController {
		return nil // a real kube-controller-manager aggregates the roles
	}
	return master.GenericConfig.AddPostStartHook(AggregationPostStartHookName, p.startClusterRoleAggregation)
}

// startInformers starts the informers and waits for them to sync.
func (p *RESTStorageProvider) startInformers(hookContext server.PostStartHookContext) error {
	if p.clusterRoles == nil {
		return fmt.Errorf("%s: the RBAC storage was not built", InformersPostStartHookName)
	}
	informers := p.Informers()
	informers.Start(hookContext)
	if !informers.WaitForCacheSync(hookContext) {
		return fmt.Errorf("%s: the server stopped before the RBAC informers synced", InformersPostStartHookName)
	}
	return nil
}

// startClusterRoleAggregation starts the informers (if the other hook
// has not yet) and runs the controller until the server stops.
// Upstream: kube-controller-manager's startClusterRoleAggregationController.
func (p *RESTStorageProvider) startClusterRoleAggregation(hookContext server.PostStartHookContext) error {
	if p.clusterRoles == nil {
		return fmt.Errorf("%s: the RBAC storage was not built", AggregationPostStartHookName)
	}
	informers := p.Informers()
	informers.Start(hookContext)
	c := clusterroleaggregation.NewClusterRoleAggregation(informers.ClusterRoles(), p.clusterRoles)
	go c.Run(hookContext, 1)
	return nil
}
