package rest

import (
	"context"
	"net"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/networking/install"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// allEnabled serves every version.
type allEnabled struct{}

func (allEnabled) VersionEnabled(schema.GroupVersion) bool { return true }
func (allEnabled) AnyVersionForGroupEnabled(string) bool   { return true }

// TestDefaultServiceCIDR runs the hook twice (a restart): the ServiceCIDR
// "kubernetes" holds the service range and is Ready; then a restart with
// another range leaves the stored one alone.
func TestDefaultServiceCIDR(t *testing.T) {
	_, ipRange, _ := net.ParseCIDR("10.0.0.0/24")
	optsGetter := registrytest.NewEtcdStorage(t)
	p := &RESTStorageProvider{ServiceIPRange: *ipRange}
	info, err := p.NewRESTStorage(allEnabled{}, optsGetter)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(info.VersionedResourcesStorageMap["v1"]); got != 7 {
		t.Errorf("got %d v1 storages; want 7 (five resources, two status)", got)
	}
	name, hook, err := p.PostStartHook()
	if err != nil || name != "start-kubernetes-service-cidr-controller" {
		t.Fatalf("got %q %v; want the default ServiceCIDR hook", name, err)
	}
	hookContext := server.PostStartHookContext{Context: context.Background()}
	for run := range 2 {
		if err := hook(hookContext); err != nil {
			t.Fatalf("run %d: %v", run, err)
		}
	}
	get := func() *networking.ServiceCIDR {
		obj, err := p.serviceCIDRs.Get(request.WithNamespace(context.Background(), ""), "kubernetes", &metav1.GetOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return obj.(*networking.ServiceCIDR)
	}
	sc := get()
	if len(sc.Spec.CIDRs) != 1 || sc.Spec.CIDRs[0] != "10.0.0.0/24" {
		t.Errorf("got cidrs %v; want [10.0.0.0/24]", sc.Spec.CIDRs)
	}
	if c := readyCondition(sc); c == nil || c.Status != metav1.ConditionTrue || len(sc.Status.Conditions) != 1 {
		t.Errorf("got conditions %+v; want one, Ready True", sc.Status.Conditions)
	}

	_, other, _ := net.ParseCIDR("10.1.0.0/24")
	restarted := &RESTStorageProvider{ServiceIPRange: *other}
	if _, err := restarted.NewRESTStorage(allEnabled{}, optsGetter); err != nil {
		t.Fatal(err)
	}
	if err := restarted.syncDefaultServiceCIDR(hookContext); err != nil {
		t.Fatal(err)
	}
	if got := get().Spec.CIDRs; got[0] != "10.0.0.0/24" {
		t.Errorf("got cidrs %v after a restart with another range; want the stored one kept", got)
	}
}

// TestDefaultServiceCIDRReplicasStartTogether runs the hooks of two
// servers on one storage at the same time, as replicas starting together
// do: the loser of the create (409 AlreadyExists) or of the status update
// (409 Conflict) must not fail its hook, which would keep its /readyz red.
func TestDefaultServiceCIDRReplicasStartTogether(t *testing.T) {
	_, ipRange, _ := net.ParseCIDR("10.0.0.0/24")
	hookContext := server.PostStartHookContext{Context: context.Background()}
	for round := range 5 {
		optsGetter := registrytest.NewEtcdStorage(t)
		errs := make(chan error, 2)
		for range 2 {
			p := &RESTStorageProvider{ServiceIPRange: *ipRange}
			if _, err := p.NewRESTStorage(allEnabled{}, optsGetter); err != nil {
				t.Fatal(err)
			}
			go func() { errs <- p.syncDefaultServiceCIDR(hookContext) }()
		}
		for range 2 {
			if err := <-errs; err != nil {
				t.Errorf("round %d: got %v; want both hooks to succeed", round, err)
			}
		}
	}
}
