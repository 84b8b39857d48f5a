package identitylease

import (
	"context"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/03-master/apis/coordination"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/coordination/install"
	leasestore "github.com/kube-rebuilt/apiserver/03-master/registry/coordination/lease/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestRenew: the first round creates the lease with upstream's labels
// and duration, the next renews it.
func TestRenew(t *testing.T) {
	leases, err := leasestore.NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	id := ID("host-a", "10.0.0.1:6443")
	c := &Controller{Storage: leases, Name: id, Holder: id + "_run", Hostname: "host-a"}
	get := func() *coordination.Lease {
		t.Helper()
		obj, err := leases.Get(request.WithNamespace(context.Background(), "kube-system"), id, &metav1.GetOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return obj.(*coordination.Lease)
	}
	if err := c.renew(context.Background()); err != nil {
		t.Fatal(err)
	}
	first := get()
	if first.Labels[ComponentLabelKey] != Component || first.Labels["kubernetes.io/hostname"] != "host-a" {
		t.Errorf("labels: got %v", first.Labels)
	}
	if *first.Spec.LeaseDurationSeconds != LeaseDurationSeconds || *first.Spec.HolderIdentity != id+"_run" {
		t.Errorf("spec: got duration %d, holder %s", *first.Spec.LeaseDurationSeconds, *first.Spec.HolderIdentity)
	}
	time.Sleep(10 * time.Millisecond)
	if err := c.renew(context.Background()); err != nil {
		t.Fatal(err)
	}
	if second := get(); !second.Spec.RenewTime.After(first.Spec.RenewTime.Time) {
		t.Errorf("renew time: got %v after %v; want later", second.Spec.RenewTime, first.Spec.RenewTime)
	}
}

// TestID: upstream's shape, and one per replica on one machine.
func TestID(t *testing.T) {
	a, b := ID("vm", "127.0.0.1:6443"), ID("vm", "127.0.0.2:6443")
	if len(a) != len("apiserver-")+26 || a[:10] != "apiserver-" {
		t.Errorf("ID = %q; want apiserver- and 26 base32 letters", a)
	}
	if a == b {
		t.Errorf("two replicas on one host share the ID %s", a)
	}
}
