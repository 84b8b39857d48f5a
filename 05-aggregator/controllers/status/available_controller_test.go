package status

import (
	"context"
	"crypto/tls"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/02-generic-server/cert"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/controllertest"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
	"github.com/kube-rebuilt/apiserver/05-aggregator/util/proxy/proxytest"
)

// fixedResolver resolves every Service to u.
type fixedResolver struct{ u *url.URL }

func (f fixedResolver) ResolveEndpoint(string, string, int32) (*url.URL, error) {
	u := *f.u
	return &u, nil
}

// servingCert is a certificate for api.ns.svc, generated once.
var servingCert = sync.OnceValue(func() tls.Certificate {
	certPEM, keyPEM, err := cert.GenerateSelfSignedCertKey("api.ns.svc", nil, nil)
	if err != nil {
		panic(err)
	}
	c, err := tls.X509KeyPair(certPEM, keyPEM)
	if err != nil {
		panic(err)
	}
	return c
})

// newBackend starts a TLS backend and returns a resolver pointing at it.
func newBackend(t *testing.T, h http.HandlerFunc) (*httptest.Server, fixedResolver) {
	t.Helper()
	srv := httptest.NewUnstartedServer(h)
	srv.TLS = &tls.Config{Certificates: []tls.Certificate{servingCert()}}
	srv.Config.ErrorLog = log.New(io.Discard, "", 0)
	srv.StartTLS()
	t.Cleanup(srv.Close)
	u, _ := url.Parse(srv.URL)
	return srv, fixedResolver{u: u}
}

func answer(code int, body string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(code)
		_, _ = io.WriteString(w, body)
	}
}

const apiServiceName = "v1alpha1.wardle.example.com"

func remoteAPIService() *apiregistration.APIService {
	port := int32(443)
	s := &apiregistration.APIService{Spec: apiregistration.APIServiceSpec{
		Service: &apiregistration.ServiceReference{Namespace: "ns", Name: "api", Port: &port},
		Group:   "wardle.example.com", Version: "v1alpha1", InsecureSkipTLSVerify: true,
	}}
	s.Name = apiServiceName
	return s
}

func localAPIService() *apiregistration.APIService {
	s := &apiregistration.APIService{Spec: apiregistration.APIServiceSpec{Group: "wardle.example.com", Version: "v1alpha1"}}
	s.Name = apiServiceName
	return s
}

func service(typ core.ServiceType) *core.Service {
	svc := &core.Service{Spec: core.ServiceSpec{Type: typ, ClusterIP: "10.96.0.5", Ports: []core.ServicePort{{Name: "https", Port: 443}}}}
	svc.Name, svc.Namespace = "api", "ns"
	if typ == core.ServiceTypeExternalName {
		svc.Spec.ClusterIP, svc.Spec.ExternalName = "", "api.example.com"
	}
	return svc
}

func endpoints(addresses, notReady []core.EndpointAddress, portName string) *core.Endpoints {
	eps := &core.Endpoints{Subsets: []core.EndpointSubset{{
		Addresses: addresses, NotReadyAddresses: notReady, Ports: []core.EndpointPort{{Name: portName, Port: 8443}},
	}}}
	eps.Name, eps.Namespace = "api", "ns"
	return eps
}

var readyAddr = []core.EndpointAddress{{IP: "10.0.0.7"}}

// run starts the informer and the controller until the test ends.
func run(t *testing.T, f *fakeAPIServices, services proxytest.Services, eps proxytest.Endpoints, resolver ServiceResolver, tune func(*AvailableConditionController)) {
	t.Helper()
	informer := cache.NewInformer(f)
	c, err := NewAvailableConditionController(informer, f.statusStorage(), services, eps, resolver, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.discoveryTimeout = 500 * time.Millisecond
	if tune != nil {
		tune(c)
	}
	controllertest.Start(t, informer.Run, func(ctx context.Context) { c.Run(ctx, 2) })
}

// waitForReason waits until the stored Available condition has reason.
func waitForReason(t *testing.T, f *fakeAPIServices, reason string) apiregistration.APIServiceCondition {
	t.Helper()
	var got apiregistration.APIServiceCondition
	controllertest.Eventually(t, "reason "+reason, func() bool {
		s := f.get(t, apiServiceName)
		c := apiregistration.GetAPIServiceConditionByType(s, apiregistration.Available)
		if c == nil {
			return false
		}
		got = *c
		return c.Reason == reason
	})
	return got
}

func TestAvailableConditionController(t *testing.T) {
	ok := answer(http.StatusOK, `{"kind":"APIResourceList"}`)
	tests := []struct {
		name        string
		apiService  *apiregistration.APIService
		services    proxytest.Services
		endpoints   proxytest.Endpoints
		backend     http.HandlerFunc // nil: the backend is down
		want        apiregistration.ConditionStatus
		wantReason  string
		wantMessage string // prefix
	}{
		{name: "local", apiService: localAPIService(),
			want: "True", wantReason: "Local", wantMessage: "Local APIServices are always available"},
		{name: "service not found", apiService: remoteAPIService(), backend: ok,
			want: "False", wantReason: "ServiceNotFound", wantMessage: `service/api in "ns" is not present`},
		{name: "service port missing", apiService: func() *apiregistration.APIService {
			s := remoteAPIService()
			p := int32(444)
			s.Spec.Service.Port = &p
			return s
		}(), services: proxytest.Services{"ns/api": service(core.ServiceTypeClusterIP)}, backend: ok,
			want: "False", wantReason: "ServicePortError", wantMessage: `service/api in "ns" is not listening on port 444`},
		{name: "endpoints not found", apiService: remoteAPIService(),
			services: proxytest.Services{"ns/api": service(core.ServiceTypeClusterIP)}, backend: ok,
			want: "False", wantReason: "EndpointsNotFound", wantMessage: `cannot find endpoints for service/api in "ns"`},
		{name: "only not-ready addresses", apiService: remoteAPIService(),
			services:  proxytest.Services{"ns/api": service(core.ServiceTypeClusterIP)},
			endpoints: proxytest.Endpoints{"ns/api": endpoints(nil, readyAddr, "https")}, backend: ok,
			want: "False", wantReason: "MissingEndpoints", wantMessage: `endpoints for service/api in "ns" have no addresses with port name "https"`},
		{name: "ready address on another port name", apiService: remoteAPIService(),
			services:  proxytest.Services{"ns/api": service(core.ServiceTypeClusterIP)},
			endpoints: proxytest.Endpoints{"ns/api": endpoints(readyAddr, nil, "metrics")}, backend: ok,
			want: "False", wantReason: "MissingEndpoints"},
		{name: "discovery bad status", apiService: remoteAPIService(),
			services:  proxytest.Services{"ns/api": service(core.ServiceTypeClusterIP)},
			endpoints: proxytest.Endpoints{"ns/api": endpoints(readyAddr, nil, "https")},
			backend:   answer(http.StatusForbidden, `{"kind":"Status"}`),
			want:      "False", wantReason: "FailedDiscoveryCheck", wantMessage: "bad status from https://127.0.0.1:"},
		{name: "backend down", apiService: remoteAPIService(),
			services:  proxytest.Services{"ns/api": service(core.ServiceTypeClusterIP)},
			endpoints: proxytest.Endpoints{"ns/api": endpoints(readyAddr, nil, "https")},
			want:      "False", wantReason: "FailedDiscoveryCheck", wantMessage: "failing or missing response from https://127.0.0.1:"},
		{name: "backend hangs", apiService: remoteAPIService(),
			services:  proxytest.Services{"ns/api": service(core.ServiceTypeClusterIP)},
			endpoints: proxytest.Endpoints{"ns/api": endpoints(readyAddr, nil, "https")},
			backend:   func(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() },
			want:      "False", wantReason: "FailedDiscoveryCheck", wantMessage: "failing or missing response from https://127.0.0.1:"},
		{name: "passed", apiService: remoteAPIService(),
			services:  proxytest.Services{"ns/api": service(core.ServiceTypeClusterIP)},
			endpoints: proxytest.Endpoints{"ns/api": endpoints(readyAddr, nil, "https")}, backend: ok,
			want: "True", wantReason: "Passed", wantMessage: "all checks passed"},
		{name: "garbage body is fine", apiService: remoteAPIService(),
			services:  proxytest.Services{"ns/api": service(core.ServiceTypeClusterIP)},
			endpoints: proxytest.Endpoints{"ns/api": endpoints(readyAddr, nil, "https")},
			backend:   answer(http.StatusOK, "\x00\xff{not json at all"),
			want:      "True", wantReason: "Passed"},
		{name: "external name skips endpoints", apiService: remoteAPIService(),
			services: proxytest.Services{"ns/api": service(core.ServiceTypeExternalName)}, backend: ok,
			want: "True", wantReason: "Passed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv, resolver := newBackend(t, tt.backend)
			if tt.backend == nil {
				srv.Close()
			}
			f := newFakeAPIServices(t, tt.apiService)
			run(t, f, tt.services, tt.endpoints, resolver, nil)
			got := waitForReason(t, f, tt.wantReason)
			if got.Status != tt.want {
				t.Errorf("got status %s; want %s", got.Status, tt.want)
			}
			if !strings.HasPrefix(got.Message, tt.wantMessage) {
				t.Errorf("got message %q; want it to start with %q", got.Message, tt.wantMessage)
			}
			if got.LastTransitionTime.IsZero() {
				t.Errorf("got no lastTransitionTime")
			}
		})
	}
}

// TestAvailableConditionControllerDiscoveryRequest checks what the
// backend is asked.
func TestAvailableConditionControllerDiscoveryRequest(t *testing.T) {
	var mu sync.Mutex
	var path, who string
	var groups []string
	_, resolver := newBackend(t, func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		path, who, groups = r.URL.Path, r.Header.Get("X-Remote-User"), r.Header.Values("X-Remote-Group")
	})
	f := newFakeAPIServices(t, remoteAPIService())
	run(t, f, proxytest.Services{"ns/api": service(core.ServiceTypeExternalName)}, nil, resolver, nil)
	waitForReason(t, f, "Passed")
	mu.Lock()
	defer mu.Unlock()
	if path != "/apis/wardle.example.com/v1alpha1" || who != "system:kube-aggregator" || len(groups) != 1 || groups[0] != "system:masters" {
		t.Errorf("got GET %s as %s %v; want /apis/wardle.example.com/v1alpha1 as system:kube-aggregator [system:masters]", path, who, groups)
	}
}

// TestAvailableConditionControllerRecovers checks a backend that fails,
// comes back and fails again is followed by the resync alone, and that
// the status is written only when it changes.
func TestAvailableConditionControllerRecovers(t *testing.T) {
	var healthy atomic.Bool
	var hits atomic.Int64
	_, resolver := newBackend(t, func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		if !healthy.Load() {
			w.WriteHeader(http.StatusServiceUnavailable)
		}
	})
	f := newFakeAPIServices(t, remoteAPIService())
	run(t, f, proxytest.Services{"ns/api": service(core.ServiceTypeClusterIP)},
		proxytest.Endpoints{"ns/api": endpoints(readyAddr, nil, "https")}, resolver,
		func(c *AvailableConditionController) { c.resyncPeriod = 20 * time.Millisecond })

	failed := waitForReason(t, f, "FailedDiscoveryCheck")
	writes := f.updateCount()

	healthy.Store(true)
	passed := waitForReason(t, f, "Passed")
	if passed.Status != apiregistration.ConditionTrue || !passed.LastTransitionTime.After(failed.LastTransitionTime.Time) {
		t.Errorf("got %s at %v after False at %v; want True, later", passed.Status, passed.LastTransitionTime, failed.LastTransitionTime)
	}
	if got := f.updateCount(); got != writes+1 {
		t.Errorf("got %d writes to recover; want 1", got-writes)
	}

	// Healthy and unchanged: checked on every resync, never written.
	writes, seen := f.updateCount(), hits.Load()
	controllertest.Eventually(t, "five more resyncs", func() bool { return hits.Load() >= seen+5 })
	if got := f.updateCount(); got != writes {
		t.Errorf("got %d writes of an unchanged status; want 0", got-writes)
	}
	if s := f.get(t, apiServiceName); !apiregistration.GetAPIServiceConditionByType(s, apiregistration.Available).LastTransitionTime.Equal(&passed.LastTransitionTime) {
		t.Errorf("lastTransitionTime moved without a status change")
	}

	healthy.Store(false)
	waitForReason(t, f, "FailedDiscoveryCheck")
}

// TestAvailableConditionControllerUpdateRequeues checks an APIService is
// checked again when it changes, without waiting for the resync.
func TestAvailableConditionControllerUpdateRequeues(t *testing.T) {
	_, resolver := newBackend(t, answer(http.StatusOK, "{}"))
	f := newFakeAPIServices(t, localAPIService())
	run(t, f, proxytest.Services{"ns/api": service(core.ServiceTypeExternalName)}, nil, resolver, nil) // resync 30s
	waitForReason(t, f, "Local")

	s := f.get(t, apiServiceName)
	s.Spec.Service = remoteAPIService().Spec.Service
	f.update(t, s)
	waitForReason(t, f, "Passed")
}

// TestDiscoveryAttemptsAreNotCancelled: once one of the parallel
// discovery GETs succeeds, the others still run to their end, as
// upstream's; cancelling them aborted requests the aggregated server was
// serving ("Handler timeout", "Post-timeout activity").
func TestDiscoveryAttemptsAreNotCancelled(t *testing.T) {
	var first atomic.Bool
	var finished, cancelled atomic.Int64
	_, resolver := newBackend(t, func(w http.ResponseWriter, r *http.Request) {
		defer finished.Add(1)
		if first.CompareAndSwap(false, true) {
			return // the first answers at once: 200
		}
		select {
		case <-r.Context().Done():
			cancelled.Add(1)
		case <-time.After(200 * time.Millisecond):
		}
	})
	f := newFakeAPIServices(t)
	c, err := NewAvailableConditionController(cache.NewInformer(f), f.statusStorage(), nil, nil, resolver, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.checkDiscovery(context.Background(), remoteAPIService(), 443); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for finished.Load() < discoveryAttempts && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if got := cancelled.Load(); got != 0 || finished.Load() != discoveryAttempts {
		t.Errorf("got %d of %d requests finished, %d cancelled; want all finished, none cancelled", finished.Load(), discoveryAttempts, got)
	}
}
