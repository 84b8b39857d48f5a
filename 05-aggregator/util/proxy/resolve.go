package proxy

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net"
	"net/url"
	"strconv"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// ServiceLister gets one Service.
// Upstream: k8s.io/client-go/listers/core/v1.ServiceLister, narrowed to
// Services(namespace).Get(name).
type ServiceLister interface {
	Get(ctx context.Context, namespace, name string) (*core.Service, error)
}

// EndpointsLister gets the Endpoints of one Service.
// Upstream: k8s.io/client-go/listers/core/v1.EndpointsLister, narrowed to
// Endpoints(namespace).Get(name).
type EndpointsLister interface {
	Get(ctx context.Context, namespace, name string) (*core.Endpoints, error)
}

// NewServiceLister reads Services from getter, the services REST storage.
// A missing Service is a NotFound error worded as upstream's lister words
// it: `service "x" not found`.
// Upstream: k8s.io/client-go/listers/core/v1.NewServiceLister (over an
// informer's cache; we read the storage itself).
func NewServiceLister(getter rest.Getter) ServiceLister {
	return serviceLister{getter}
}

// NewEndpointsLister reads Endpoints from getter, the endpoints REST
// storage. A missing one is `endpoints "x" not found`.
// Upstream: k8s.io/client-go/listers/core/v1.NewEndpointsLister.
func NewEndpointsLister(getter rest.Getter) EndpointsLister {
	return endpointsLister{getter}
}

type serviceLister struct{ getter rest.Getter }

func (l serviceLister) Get(ctx context.Context, namespace, name string) (*core.Service, error) {
	obj, err := getFromStorage(ctx, l.getter, core.Resource("service"), namespace, name)
	if err != nil {
		return nil, err
	}
	svc, ok := obj.(*core.Service)
	if !ok {
		return nil, fmt.Errorf("service storage returned %T", obj)
	}
	return svc, nil
}

type endpointsLister struct{ getter rest.Getter }

func (l endpointsLister) Get(ctx context.Context, namespace, name string) (*core.Endpoints, error) {
	obj, err := getFromStorage(ctx, l.getter, core.Resource("endpoints"), namespace, name)
	if err != nil {
		return nil, err
	}
	eps, ok := obj.(*core.Endpoints)
	if !ok {
		return nil, fmt.Errorf("endpoints storage returned %T", obj)
	}
	return eps, nil
}

// getFromStorage gets namespace/name from getter; a NotFound is reworded
// with gr, the singular resource a generated lister names.
func getFromStorage(ctx context.Context, getter rest.Getter, gr schema.GroupResource, namespace, name string) (any, error) {
	obj, err := getter.Get(request.WithNamespace(ctx, namespace), name, &metav1.GetOptions{})
	if apierrors.IsNotFound(err) {
		return nil, apierrors.NewNotFound(gr, name)
	}
	if err != nil {
		return nil, err
	}
	return obj, nil
}

// clusterIPNone is the ClusterIP of a headless Service.
// Upstream: k8s.io/api/core/v1.ClusterIPNone.
const clusterIPNone = "None"

// findServicePort finds the port of svc numbered port.
// Upstream: k8s.io/apiserver/pkg/util/proxy.findServicePort.
func findServicePort(svc *core.Service, port int32) (*core.ServicePort, error) {
	for i := range svc.Spec.Ports {
		if svc.Spec.Ports[i].Port == port {
			return &svc.Spec.Ports[i], nil
		}
	}
	return nil, apierrors.NewServiceUnavailable(fmt.Sprintf("no service port %d found for service %q", port, svc.Name))
}

// ResolveEndpoint returns https://<ip>:<port> of one ready address, picked
// at random, of the Endpoints of the Service namespace/id: the address
// sits in a subset with a port named like the Service port numbered
// port, and <port> is that endpoint port (the pod's, not the Service's).
// Only ClusterIP, NodePort and LoadBalancer Services have endpoints.
// Upstream: k8s.io/apiserver/pkg/util/proxy.ResolveEndpoint.
func ResolveEndpoint(services ServiceLister, endpoints EndpointsLister, namespace, id string, port int32) (*url.URL, error) {
	ctx := context.TODO() // the listers read in-process storage; nothing to cancel
	svc, err := services.Get(ctx, namespace, id)
	if err != nil {
		return nil, err
	}
	svcPort, err := findServicePort(svc, port)
	if err != nil {
		return nil, err
	}
	switch svc.Spec.Type {
	case core.ServiceTypeClusterIP, core.ServiceTypeLoadBalancer, core.ServiceTypeNodePort:
	default:
		return nil, fmt.Errorf("unsupported service type %q", svc.Spec.Type)
	}
	eps, err := endpoints.Get(ctx, namespace, svc.Name)
	if err != nil {
		return nil, err
	}
	candidates := readyURLs(eps, svcPort.Name)
	if len(candidates) == 0 {
		return nil, apierrors.NewServiceUnavailable(fmt.Sprintf("no endpoints available for service %q", id))
	}
	return candidates[rand.IntN(len(candidates))], nil
}

// readyURLs lists https://<ip>:<port> for every ready address of eps in a
// subset that has a port named portName. NotReadyAddresses never count.
// Upstream: the loop inside k8s.io/apiserver/pkg/util/proxy.ResolveEndpoints.
func readyURLs(eps *core.Endpoints, portName string) []*url.URL {
	var out []*url.URL
	for _, subset := range eps.Subsets {
		for _, p := range subset.Ports {
			if p.Name != portName {
				continue
			}
			for _, addr := range subset.Addresses {
				out = append(out, &url.URL{Scheme: "https", Host: net.JoinHostPort(addr.IP, strconv.Itoa(int(p.Port)))})
			}
		}
	}
	return out
}

// ResolveCluster returns the address a Service is reached at without
// looking at its endpoints: https://<clusterIP>:<port> for a ClusterIP,
// NodePort or LoadBalancer Service that has port (the Service port: the
// cluster's proxy maps it to the target port), https://<externalName>:<port>
// for an ExternalName Service. A headless Service (ClusterIP "None") has
// no such address.
// Upstream: k8s.io/apiserver/pkg/util/proxy.ResolveCluster.
func ResolveCluster(services ServiceLister, namespace, id string, port int32) (*url.URL, error) {
	svc, err := services.Get(context.TODO(), namespace, id)
	if err != nil {
		return nil, err
	}
	switch svc.Spec.Type {
	case core.ServiceTypeClusterIP, core.ServiceTypeLoadBalancer, core.ServiceTypeNodePort:
		if svc.Spec.Type == core.ServiceTypeClusterIP && svc.Spec.ClusterIP == clusterIPNone {
			return nil, fmt.Errorf(`cannot route to service with ClusterIP "None"`)
		}
		svcPort, err := findServicePort(svc, port)
		if err != nil {
			return nil, err
		}
		return &url.URL{Scheme: "https", Host: net.JoinHostPort(svc.Spec.ClusterIP, strconv.Itoa(int(svcPort.Port)))}, nil
	case core.ServiceTypeExternalName:
		return &url.URL{Scheme: "https", Host: net.JoinHostPort(svc.Spec.ExternalName, strconv.Itoa(int(port)))}, nil
	default:
		return nil, fmt.Errorf("unsupported service type %q", svc.Spec.Type)
	}
}
