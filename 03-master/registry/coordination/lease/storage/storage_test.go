package storage

import (
	"context"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/coordination/install"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/coordination"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

func ptr[T any](v T) *T { return &v }

// TestLeaseStorage takes a lease, renews it, loses a race with a stale
// resourceVersion, lists, prints and releases it, as leader election does.
func TestLeaseStorage(t *testing.T) {
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := request.WithNamespace(context.Background(), "kube-system")
	lease := &coordination.Lease{ObjectMeta: metav1.ObjectMeta{Name: "kube-scheduler"},
		Spec: coordination.LeaseSpec{HolderIdentity: ptr("node-a"), LeaseDurationSeconds: ptr(int32(15))}}

	created, err := r.Create(ctx, lease, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := r.Get(ctx, "kube-scheduler", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if h := *got.(*coordination.Lease).Spec.HolderIdentity; h != "node-a" {
		t.Errorf("got holder %q; want node-a", h)
	}

	renewed := created.(*coordination.Lease).DeepCopy()
	renewed.Spec.HolderIdentity = ptr("node-b")
	if _, _, err := r.Update(ctx, renewed.Name, rest.DefaultUpdatedObjectInfo(renewed), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
	// The same resourceVersion again: the other candidate lost the race.
	stale := created.(*coordination.Lease).DeepCopy()
	stale.Spec.HolderIdentity = ptr("node-c")
	if _, _, err := r.Update(ctx, stale.Name, rest.DefaultUpdatedObjectInfo(stale), nil, nil, false, &metav1.UpdateOptions{}); !apierrors.IsConflict(err) {
		t.Errorf("got %v; want a Conflict", err)
	}
	// Without a resourceVersion: refused too (AllowUnconditionalUpdate).
	stale.ResourceVersion = ""
	if _, _, err := r.Update(ctx, stale.Name, rest.DefaultUpdatedObjectInfo(stale), nil, nil, false, &metav1.UpdateOptions{}); err == nil {
		t.Errorf("got an unconditional update through; want an error")
	}

	bad := &coordination.Lease{ObjectMeta: metav1.ObjectMeta{Name: "bad"}, Spec: coordination.LeaseSpec{LeaseDurationSeconds: ptr(int32(0))}}
	_, err = r.Create(ctx, bad, nil, &metav1.CreateOptions{})
	if got, want := registrytest.Causes(err), "FieldValueInvalid spec.leaseDurationSeconds"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}

	list, err := r.List(ctx, &metainternalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	items := list.(*coordination.LeaseList).Items
	if len(items) != 1 || *items[0].Spec.HolderIdentity != "node-b" {
		t.Fatalf("got %+v; want the lease held by node-b", items)
	}
	table, err := r.ConvertToTable(ctx, list, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := table.Rows[0].Cells[:2]; got[0] != "kube-scheduler" || got[1] != "node-b" {
		t.Errorf("got cells %v; want [kube-scheduler node-b]", got)
	}
	if _, _, err := r.Delete(ctx, "kube-scheduler", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctx, "kube-scheduler", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want NotFound", err)
	}
}
