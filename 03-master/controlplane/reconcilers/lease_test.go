package reconcilers

import (
	"context"
	"fmt"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/03-master/apis/discovery"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/discovery/install"
	endpointstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/endpoint/storage"
	endpointslicestore "github.com/kube-rebuilt/apiserver/03-master/registry/discovery/endpointslice/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// newReconcilers returns n reconcilers, as n replicas have, over one
// etcd: the endpoints storage and the leases, which live leaseTime.
func newReconcilers(t *testing.T, n int, leaseTime time.Duration) ([]*LeaseEndpointReconciler, *EndpointsAdapter) {
	t.Helper()
	getter := registrytest.NewEtcdStorage(t)
	endpoints, err := endpointstore.NewREST(getter)
	if err != nil {
		t.Fatal(err)
	}
	opts, err := getter.GetRESTOptions(core.Resource("apiServerIPInfo"), &core.Endpoints{})
	if err != nil {
		t.Fatal(err)
	}
	s, destroy, err := opts.Decorator("/masterleases/", func() runtime.Object { return &core.Endpoints{} },
		func() runtime.Object { return &core.EndpointsList{} }, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(destroy)
	adapter := &EndpointsAdapter{Storage: endpoints}
	var rs []*LeaseEndpointReconciler
	for range n {
		rs = append(rs, NewLeaseEndpointReconciler(adapter, NewLeases(s, "/masterleases/", leaseTime)))
	}
	return rs, adapter
}

var httpsPort = []core.EndpointPort{{Name: "https", Port: 6443, Protocol: core.ProtocolTCP}}

// listed returns the IPs default/kubernetes lists, "" when it has none.
func listed(t *testing.T, a *EndpointsAdapter) string {
	t.Helper()
	e, err := a.Get(context.Background(), core.NamespaceDefault, "kubernetes")
	if err != nil {
		t.Fatal(err)
	}
	var ips []string
	for _, s := range e.Subsets {
		for _, addr := range s.Addresses {
			ips = append(ips, fmt.Sprintf("%s:%d", addr.IP, s.Ports[0].Port))
		}
	}
	return strings.Join(ips, ",")
}

func TestLeaseEndpointReconciler(t *testing.T) {
	ctx := context.Background()
	rs, endpoints := newReconcilers(t, 3, time.Minute)
	ips := []net.IP{net.ParseIP("10.0.0.3"), net.ParseIP("10.0.0.1"), net.ParseIP("10.0.0.2")}
	for i, r := range rs {
		if err := r.ReconcileEndpoints(ctx, "kubernetes", ips[i], httpsPort); err != nil {
			t.Fatalf("replica %d: %v", i, err)
		}
	}
	if got, want := listed(t, endpoints), "10.0.0.1:6443,10.0.0.2:6443,10.0.0.3:6443"; got != want {
		t.Errorf("after three replicas reconciled: got %s; want %s", got, want)
	}

	// A replica that shuts down takes itself out at once.
	rs[0].StopReconciling()
	if err := rs[0].RemoveEndpoints(ctx, "kubernetes", ips[0], httpsPort); err != nil {
		t.Fatal(err)
	}
	if got, want := listed(t, endpoints), "10.0.0.1:6443,10.0.0.2:6443"; got != want {
		t.Errorf("after a shutdown: got %s; want %s", got, want)
	}
	// ... and stays out, though its loop may run once more.
	if err := rs[0].ReconcileEndpoints(ctx, "kubernetes", ips[0], httpsPort); err != nil {
		t.Fatal(err)
	}
	if got, want := listed(t, endpoints), "10.0.0.1:6443,10.0.0.2:6443"; got != want {
		t.Errorf("a stopped reconciler wrote: got %s; want %s", got, want)
	}
}

// TestLeaseExpires: a replica that dies without a word is dropped by the
// next reconcile of a live one once its lease ran out.
func TestLeaseExpires(t *testing.T) {
	ctx := context.Background()
	rs, endpoints := newReconcilers(t, 2, 2*time.Second)
	live, dead := net.ParseIP("10.0.0.1"), net.ParseIP("10.0.0.2")
	if err := rs[1].ReconcileEndpoints(ctx, "kubernetes", dead, httpsPort); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(15 * time.Second)
	for {
		if err := rs[0].ReconcileEndpoints(ctx, "kubernetes", live, httpsPort); err != nil {
			t.Fatal(err)
		}
		got := listed(t, endpoints)
		if got == "10.0.0.1:6443" {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the dead replica's lease never expired: endpoints %s", got)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// TestReconcileRefusesToEraseEverything: with no lease at all (storage
// trouble, not a dead cluster: the caller's own lease is written first),
// a running reconciler leaves the endpoints alone.
func TestReconcileRefusesToEraseEverything(t *testing.T) {
	ctx := context.Background()
	rs, endpoints := newReconcilers(t, 1, time.Minute)
	ip := net.ParseIP("10.0.0.1")
	if err := rs[0].ReconcileEndpoints(ctx, "kubernetes", ip, httpsPort); err != nil {
		t.Fatal(err)
	}
	err := rs[0].RemoveEndpoints(ctx, "kubernetes", ip, httpsPort)
	if err == nil || !strings.Contains(err.Error(), "refusing to erase all endpoints") {
		t.Fatalf("got %v; want the refusal", err)
	}
	if got := listed(t, endpoints); got != "10.0.0.1:6443" {
		t.Errorf("endpoints after the refusal: got %s; want them unchanged", got)
	}
}

// TestEndpointSliceMirrorsEndpoints: with discovery.k8s.io served, the
// kubernetes Service gets an EndpointSlice of the same name listing the
// replicas, and its Endpoints the skip-mirror label that keeps
// kube-controller-manager's mirroring controller from making another.
func TestEndpointSliceMirrorsEndpoints(t *testing.T) {
	ctx := context.Background()
	getter := registrytest.NewEtcdStorage(t)
	endpoints, err := endpointstore.NewREST(getter)
	if err != nil {
		t.Fatal(err)
	}
	slices, err := endpointslicestore.NewREST(getter)
	if err != nil {
		t.Fatal(err)
	}
	opts, err := getter.GetRESTOptions(core.Resource("apiServerIPInfo"), &core.Endpoints{})
	if err != nil {
		t.Fatal(err)
	}
	s, destroy, err := opts.Decorator("/masterleases/", func() runtime.Object { return &core.Endpoints{} },
		func() runtime.Object { return &core.EndpointsList{} }, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer destroy()
	adapter := &EndpointsAdapter{Storage: endpoints, Slices: slices}
	leases := NewLeases(s, "/masterleases/", time.Minute)
	for _, ip := range []string{"10.0.0.2", "10.0.0.1"} {
		if err := NewLeaseEndpointReconciler(adapter, leases).ReconcileEndpoints(ctx, "kubernetes", net.ParseIP(ip), httpsPort); err != nil {
			t.Fatal(err)
		}
	}
	e, err := adapter.Get(ctx, core.NamespaceDefault, "kubernetes")
	if err != nil {
		t.Fatal(err)
	}
	if e.Labels[labelSkipMirror] != "true" {
		t.Errorf("endpoints labels: got %v; want %s=true", e.Labels, labelSkipMirror)
	}
	obj, err := slices.Get(request.WithNamespace(ctx, core.NamespaceDefault), "kubernetes", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	slice := obj.(*discovery.EndpointSlice)
	var got []string
	for _, ep := range slice.Endpoints {
		got = append(got, fmt.Sprintf("%s ready=%v", ep.Addresses[0], *ep.Conditions.Ready))
	}
	if want := "10.0.0.1 ready=true,10.0.0.2 ready=true"; strings.Join(got, ",") != want || slice.Labels[labelServiceName] != "kubernetes" || *slice.Ports[0].Port != 6443 {
		t.Errorf("slice: got %v, labels %v; want %s", got, slice.Labels, want)
	}
}
