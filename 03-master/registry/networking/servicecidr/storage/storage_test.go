package storage

import (
	"context"
	"reflect"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/networking/install"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestServiceCIDRStorage creates, refuses, lists, prints and deletes ServiceCIDRs
// through the Store on a real etcd.
func TestServiceCIDRStorage(t *testing.T) {
	r, status, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := request.WithNamespace(context.Background(), "")
	created, err := r.Create(ctx, &networking.ServiceCIDR{ObjectMeta: metav1.ObjectMeta{Name: "extra"}, Spec: networking.ServiceCIDRSpec{CIDRs: []string{"10.96.0.0/16"}}}, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.Create(ctx, &networking.ServiceCIDR{ObjectMeta: metav1.ObjectMeta{Name: "bad"}}, nil, &metav1.CreateOptions{})
	if got, want := registrytest.Causes(err), "FieldValueRequired spec.cidrs"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}

	// The status subresource writes the status and keeps the spec.
	obj := created.(*networking.ServiceCIDR).DeepCopy()
	obj.Status.Conditions = []metav1.Condition{{Type: "Ready", Status: metav1.ConditionTrue, Reason: "Ready", Message: "ok", LastTransitionTime: metav1.Now()}}
	updated, _, err := status.Update(ctx, obj.Name, rest.DefaultUpdatedObjectInfo(obj), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := updated.(*networking.ServiceCIDR); !(len(got.Status.Conditions) == 1) {
		t.Errorf("got status %+v; want it written", got.Status)
	}
	// The main resource keeps the stored status.
	obj = updated.(*networking.ServiceCIDR).DeepCopy()
	obj.Status = networking.ServiceCIDRStatus{}
	updated, _, err = r.Update(ctx, obj.Name, rest.DefaultUpdatedObjectInfo(obj), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := updated.(*networking.ServiceCIDR); !(len(got.Status.Conditions) == 1) {
		t.Errorf("got status %+v; want the stored one kept", got.Status)
	}

	list, err := r.List(ctx, &metainternalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	table, err := r.ConvertToTable(ctx, list, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(table.Rows) != 1 {
		t.Fatalf("got %d rows; want 1", len(table.Rows))
	}
	if got, want := table.Rows[0].Cells[:2], []interface{}{"extra", "10.96.0.0/16"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got cells %v; want %v", got, want)
	}
	if _, _, err := r.Delete(ctx, "extra", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctx, "extra", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want NotFound", err)
	}
}
