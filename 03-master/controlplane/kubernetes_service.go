package controlplane

import (
	"context"
	"net"
	"strconv"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane/controller/kubernetesservice"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane/reconcilers"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/factory"
)

// The endpoint reconciler's settings, as upstream's.
// Upstream: k8s.io/kubernetes/pkg/controlplane.DefaultEndpointReconcilerInterval,
// DefaultEndpointReconcilerTTL and reconcilers.LeaseEndpointReconcilerType.
const (
	DefaultEndpointReconcilerInterval = 10 * time.Second
	DefaultEndpointReconcilerTTL      = 15 * time.Second
	LeaseEndpointReconcilerType       = "lease"
	NoneEndpointReconcilerType        = "none"

	// stopKubernetesServiceHookName is the pre-shutdown hook that takes
	// this replica out of the endpoints.
	stopKubernetesServiceHookName = "stop-kubernetes-service-controller"
	// masterLeasesKey is where the replicas' leases live, under the
	// storage prefix: /registry/masterleases/<IP>.
	masterLeasesKey = "/masterleases/"
)

// newKubernetesServiceController returns the controller that keeps the
// "kubernetes" Service's endpoints listing every live replica, and adds
// the pre-shutdown hook that stops it; nil when the reconciler type is
// "none" or the server has no public address and port to list.
// Upstream: k8s.io/kubernetes/pkg/controlplane.(*Config).createEndpointReconciler
// and the kubernetesservice part of CompletedConfig.New.
func (m *Instance) newKubernetesServiceController(c *CompletedConfig, endpoints rest.Storage) (*kubernetesservice.Controller, error) {
	if c.ExtraConfig.EndpointReconcilerType == NoneEndpointReconcilerType {
		return nil, nil
	}
	ip, port := c.GenericConfig.PublicAddress, publicPort(c.GenericConfig.ExternalAddress)
	epStorage, ok := endpoints.(reconcilers.EndpointsStorage)
	if ip == nil || port == 0 || !ok {
		klog.V(2).Infof("no endpoint reconciler: public address %v, port %d", ip, port)
		return nil, nil
	}
	config, err := c.ExtraConfig.StorageFactory.NewConfig(core.Resource("apiServerIPInfo"))
	if err != nil {
		return nil, err
	}
	leaseStorage, destroy, err := factory.Create(context.Background(), *config,
		func() runtime.Object { return &core.Endpoints{} }, func() runtime.Object { return &core.EndpointsList{} }, masterLeasesKey)
	if err != nil {
		return nil, err
	}
	m.endpointsAdapter = &reconcilers.EndpointsAdapter{Storage: epStorage}
	controller := &kubernetesservice.Controller{
		Reconciler: reconcilers.NewLeaseEndpointReconciler(m.endpointsAdapter,
			reconcilers.NewLeases(leaseStorage, masterLeasesKey, DefaultEndpointReconcilerTTL)),
		PublicIP: ip, PublicPort: port, Interval: DefaultEndpointReconcilerInterval,
	}
	err = m.GenericAPIServer.AddPreShutdownHook(stopKubernetesServiceHookName, func() error {
		controller.Stop(context.Background())
		destroy()
		return nil
	})
	return controller, err
}

// publicPort is the port of host:port, 0 if there is none.
func publicPort(hostPort string) int {
	_, p, err := net.SplitHostPort(hostPort)
	if err != nil {
		return 0
	}
	port, _ := strconv.Atoi(p)
	return port
}

// servingAt is where the rest of the cluster reaches this server, the
// advertise address and the secure port, as the identity lease hashes it.
func servingAt(c CompletedConfig) string {
	return net.JoinHostPort(c.GenericConfig.PublicAddress.String(), strconv.Itoa(publicPort(c.GenericConfig.ExternalAddress)))
}

// collectEndpointSlices hands the endpointslices storage to the
// reconciler's adapter when info is discovery.k8s.io, so the kubernetes
// Service gets its EndpointSlice too.
func (m *Instance) collectEndpointSlices(info *server.APIGroupInfo) {
	if m.endpointsAdapter == nil || info.PrioritizedVersions[0].Group != "discovery.k8s.io" {
		return
	}
	if slices, ok := info.VersionedResourcesStorageMap["v1"]["endpointslices"].(reconcilers.EndpointSliceStorage); ok {
		m.endpointsAdapter.Slices = slices
	}
}
