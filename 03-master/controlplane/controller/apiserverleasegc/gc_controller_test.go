package apiserverleasegc

import (
	"context"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/03-master/apis/coordination"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/coordination/install"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane/controller/identitylease"
	leasestore "github.com/kube-rebuilt/apiserver/03-master/registry/coordination/lease/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestGCDeletesExpiredIdentityLeases: of three identity leases, the one
// renewed an hour and a minute ago goes; a fresh one and another
// component's expired lease stay.
func TestGCDeletesExpiredIdentityLeases(t *testing.T) {
	leases, err := leasestore.NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := request.WithNamespace(context.Background(), "kube-system")
	create := func(name, component string, renewed time.Time) {
		t.Helper()
		holder, seconds, renew := name, int32(3600), metav1.NewMicroTime(renewed)
		_, err := leases.Create(ctx, &coordination.Lease{
			ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "kube-system", Labels: map[string]string{identitylease.ComponentLabelKey: component}},
			Spec:       coordination.LeaseSpec{HolderIdentity: &holder, LeaseDurationSeconds: &seconds, RenewTime: &renew},
		}, nil, &metav1.CreateOptions{})
		if err != nil {
			t.Fatal(err)
		}
	}
	now := time.Now()
	create("apiserver-dead", identitylease.Component, now.Add(-61*time.Minute))
	create("apiserver-live", identitylease.Component, now.Add(-time.Minute))
	create("other-dead", "sample-apiserver", now.Add(-2*time.Hour))

	gc := &Controller{Storage: leases, Namespace: "kube-system", Period: time.Hour,
		Selector: labels.SelectorFromSet(labels.Set{identitylease.ComponentLabelKey: identitylease.Component})}
	gc.gc(context.Background())

	for name, want := range map[string]bool{"apiserver-dead": false, "apiserver-live": true, "other-dead": true} {
		_, err := leases.Get(ctx, name, &metav1.GetOptions{})
		if got := err == nil; got != want {
			t.Errorf("lease %s exists: got %v; want %v (%v)", name, got, want, err)
		}
	}
}
