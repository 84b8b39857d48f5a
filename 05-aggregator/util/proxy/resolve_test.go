package proxy_test

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/05-aggregator/util/proxy"
	"github.com/kube-rebuilt/apiserver/05-aggregator/util/proxy/proxytest"
)

func service(name string, typ core.ServiceType, clusterIP string, ports ...core.ServicePort) *core.Service {
	svc := &core.Service{Spec: core.ServiceSpec{Type: typ, ClusterIP: clusterIP, Ports: ports}}
	svc.Name, svc.Namespace = name, "ns"
	return svc
}

func endpoints(name string, subsets ...core.EndpointSubset) *core.Endpoints {
	eps := &core.Endpoints{Subsets: subsets}
	eps.Name, eps.Namespace = name, "ns"
	return eps
}

var (
	httpsPort = core.ServicePort{Name: "https", Port: 443}
	ready     = core.EndpointSubset{
		Addresses: []core.EndpointAddress{{IP: "10.0.0.7"}},
		Ports:     []core.EndpointPort{{Name: "https", Port: 8443}},
	}
	notReady = core.EndpointSubset{
		NotReadyAddresses: []core.EndpointAddress{{IP: "10.0.0.8"}},
		Ports:             []core.EndpointPort{{Name: "https", Port: 8443}},
	}
	otherPortName = core.EndpointSubset{
		Addresses: []core.EndpointAddress{{IP: "10.0.0.9"}},
		Ports:     []core.EndpointPort{{Name: "metrics", Port: 9090}},
	}
)

func TestResolveEndpoint(t *testing.T) {
	tests := []struct {
		name      string
		svc       *core.Service
		eps       *core.Endpoints
		port      int32
		want      string
		wantError string
	}{
		{name: "ready address on the named port", svc: service("api", core.ServiceTypeClusterIP, "10.96.0.5", httpsPort),
			eps: endpoints("api", notReady, otherPortName, ready), port: 443, want: "https://10.0.0.7:8443"},
		{name: "IPv6 address", svc: service("api", core.ServiceTypeNodePort, "fd00::5", httpsPort),
			eps:  endpoints("api", core.EndpointSubset{Addresses: []core.EndpointAddress{{IP: "fd00::7"}}, Ports: ready.Ports}),
			port: 443, want: "https://[fd00::7]:8443"},
		{name: "service not found", port: 443, wantError: `service "api" not found`},
		{name: "no such service port", svc: service("api", core.ServiceTypeClusterIP, "10.96.0.5", httpsPort),
			eps: endpoints("api", ready), port: 444, wantError: `no service port 444 found for service "api"`},
		{name: "external name", svc: service("api", core.ServiceTypeExternalName, "", httpsPort),
			port: 443, wantError: `unsupported service type "ExternalName"`},
		{name: "endpoints not found", svc: service("api", core.ServiceTypeClusterIP, "10.96.0.5", httpsPort),
			port: 443, wantError: `endpoints "api" not found`},
		{name: "no subsets", svc: service("api", core.ServiceTypeClusterIP, "10.96.0.5", httpsPort),
			eps: endpoints("api"), port: 443, wantError: `no endpoints available for service "api"`},
		{name: "only not ready or other ports", svc: service("api", core.ServiceTypeClusterIP, "10.96.0.5", httpsPort),
			eps: endpoints("api", notReady, otherPortName), port: 443, wantError: `no endpoints available for service "api"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			services, eps := proxytest.Services{}, proxytest.Endpoints{}
			if tt.svc != nil {
				services["ns/api"] = tt.svc
			}
			if tt.eps != nil {
				eps["ns/api"] = tt.eps
			}
			got, err := proxy.ResolveEndpoint(services, eps, "ns", "api", tt.port)
			checkResolved(t, got, err, tt.want, tt.wantError)
		})
	}
}

func TestResolveEndpointPicksEveryReadyAddress(t *testing.T) {
	two := core.EndpointSubset{
		Addresses: []core.EndpointAddress{{IP: "10.0.0.1"}, {IP: "10.0.0.2"}},
		Ports:     []core.EndpointPort{{Name: "https", Port: 8443}},
	}
	services := proxytest.Services{"ns/api": service("api", core.ServiceTypeClusterIP, "10.96.0.5", httpsPort)}
	eps := proxytest.Endpoints{"ns/api": endpoints("api", two)}
	seen := map[string]bool{}
	for i := 0; i < 200 && len(seen) < 2; i++ {
		u, err := proxy.ResolveEndpoint(services, eps, "ns", "api", 443)
		if err != nil {
			t.Fatal(err)
		}
		seen[u.Host] = true
	}
	if !seen["10.0.0.1:8443"] || !seen["10.0.0.2:8443"] {
		t.Errorf("got %v; want both addresses picked", seen)
	}
}

func TestResolveCluster(t *testing.T) {
	tests := []struct {
		name      string
		svc       *core.Service
		port      int32
		want      string
		wantError string
	}{
		{name: "cluster IP, service port", svc: service("api", core.ServiceTypeClusterIP, "10.96.0.5",
			core.ServicePort{Name: "https", Port: 443}), port: 443, want: "https://10.96.0.5:443"},
		{name: "load balancer", svc: service("api", core.ServiceTypeLoadBalancer, "10.96.0.5", httpsPort), port: 443, want: "https://10.96.0.5:443"},
		{name: "external name", svc: func() *core.Service {
			s := service("api", core.ServiceTypeExternalName, "")
			s.Spec.ExternalName = "api.example.com"
			return s
		}(), port: 6443, want: "https://api.example.com:6443"},
		{name: "headless", svc: service("api", core.ServiceTypeClusterIP, "None", httpsPort), port: 443,
			wantError: `cannot route to service with ClusterIP "None"`},
		{name: "no such port", svc: service("api", core.ServiceTypeClusterIP, "10.96.0.5", httpsPort), port: 80,
			wantError: `no service port 80 found for service "api"`},
		{name: "unknown type", svc: service("api", "Weird", "10.96.0.5", httpsPort), port: 443,
			wantError: `unsupported service type "Weird"`},
		{name: "not found", port: 443, wantError: `service "api" not found`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			services := proxytest.Services{}
			if tt.svc != nil {
				services["ns/api"] = tt.svc
			}
			got, err := proxy.ResolveCluster(services, "ns", "api", tt.port)
			checkResolved(t, got, err, tt.want, tt.wantError)
		})
	}
}

func checkResolved(t *testing.T, got interface{ String() string }, err error, want, wantError string) {
	t.Helper()
	if wantError != "" {
		if err == nil || err.Error() != wantError {
			t.Fatalf("got error %v; want %q", err, wantError)
		}
		return
	}
	if err != nil {
		t.Fatalf("got error %v; want %s", err, want)
	}
	if got.String() != want {
		t.Errorf("got %s; want %s", got, want)
	}
}

// fakeGetter is a REST storage's Get over a map keyed "ns/name"; it
// answers NotFound as the registry does, with the plural resource.
type fakeGetter map[string]runtime.Object

func (f fakeGetter) Get(ctx context.Context, name string, _ *metav1.GetOptions) (runtime.Object, error) {
	ns, ok := request.NamespaceFrom(ctx)
	if !ok {
		return nil, apierrors.NewBadRequest("namespace missing from the context")
	}
	if obj, ok := f[ns+"/"+name]; ok {
		return obj, nil
	}
	return nil, apierrors.NewNotFound(core.Resource("services"), name)
}

func TestNewServiceLister(t *testing.T) {
	svc := service("api", core.ServiceTypeClusterIP, "10.96.0.5", httpsPort)
	eps := endpoints("api", ready)
	services := proxy.NewServiceLister(fakeGetter{"ns/api": svc})
	endpointsLister := proxy.NewEndpointsLister(fakeGetter{"ns/api": eps})

	if got, err := services.Get(context.Background(), "ns", "api"); err != nil || got != svc {
		t.Errorf("got %v, %v; want the service", got, err)
	}
	if _, err := services.Get(context.Background(), "other", "api"); !apierrors.IsNotFound(err) || err.Error() != `service "api" not found` {
		t.Errorf("got %v; want NotFound `service \"api\" not found`", err)
	}
	if got, err := endpointsLister.Get(context.Background(), "ns", "api"); err != nil || got != eps {
		t.Errorf("got %v, %v; want the endpoints", got, err)
	}
	if _, err := endpointsLister.Get(context.Background(), "ns", "gone"); !apierrors.IsNotFound(err) || err.Error() != `endpoints "gone" not found` {
		t.Errorf("got %v; want NotFound `endpoints \"gone\" not found`", err)
	}
	// the wrong storage is an error, not a panic
	if _, err := proxy.NewServiceLister(fakeGetter{"ns/api": eps}).Get(context.Background(), "ns", "api"); err == nil {
		t.Errorf("got no error for an Endpoints from the service storage")
	}
}
