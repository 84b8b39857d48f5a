package apiserver

import (
	"net/url"

	"github.com/kube-rebuilt/apiserver/05-aggregator/util/proxy"
)

// ServiceResolver turns the Service an APIService names into the address
// the aggregator dials: the proxy for every request, the availability
// controller for its discovery check.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.ServiceResolver.
type ServiceResolver interface {
	ResolveEndpoint(namespace, name string, port int32) (*url.URL, error)
}

// NewEndpointServiceResolver resolves to one ready endpoint of the
// Service (proxy.ResolveEndpoint): what kube-apiserver's
// --enable-aggregator-routing=true selects, for control planes that
// cannot reach ClusterIPs (no kube-proxy on their hosts), and what a
// rebuild without kube-proxy needs.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.NewEndpointServiceResolver
// (over EndpointSlices there).
func NewEndpointServiceResolver(services proxy.ServiceLister, endpoints proxy.EndpointsLister) ServiceResolver {
	return &endpointServiceResolver{services: services, endpoints: endpoints}
}

type endpointServiceResolver struct {
	services  proxy.ServiceLister
	endpoints proxy.EndpointsLister
}

func (r *endpointServiceResolver) ResolveEndpoint(namespace, name string, port int32) (*url.URL, error) {
	return proxy.ResolveEndpoint(r.services, r.endpoints, namespace, name, port)
}

// NewClusterIPServiceResolver resolves to the Service's ClusterIP, or its
// ExternalName (proxy.ResolveCluster): kube-apiserver's default
// (--enable-aggregator-routing=false), leaving the choice of a pod to the
// cluster's proxy.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.NewClusterIPServiceResolver.
func NewClusterIPServiceResolver(services proxy.ServiceLister) ServiceResolver {
	return &clusterIPServiceResolver{services: services}
}

type clusterIPServiceResolver struct {
	services proxy.ServiceLister
}

func (r *clusterIPServiceResolver) ResolveEndpoint(namespace, name string, port int32) (*url.URL, error) {
	return proxy.ResolveCluster(r.services, namespace, name, port)
}
