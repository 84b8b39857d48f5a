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

// TestIngressStorage creates, refuses, lists, prints and deletes Ingresss
// through the Store on a real etcd.
func TestIngressStorage(t *testing.T) {
	r, status, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := request.WithNamespace(context.Background(), "default")
	created, err := r.Create(ctx, &networking.Ingress{ObjectMeta: metav1.ObjectMeta{Name: "web"}, Spec: networking.IngressSpec{DefaultBackend: &networking.IngressBackend{Service: &networking.IngressServiceBackend{Name: "web", Port: networking.ServiceBackendPort{Number: 80}}}}}, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.Create(ctx, &networking.Ingress{ObjectMeta: metav1.ObjectMeta{Name: "bad"}}, nil, &metav1.CreateOptions{})
	if got, want := registrytest.Causes(err), "FieldValueInvalid spec"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}

	// The status subresource writes the status and keeps the spec.
	obj := created.(*networking.Ingress).DeepCopy()
	obj.Status.LoadBalancer.Ingress = []networking.IngressLoadBalancerIngress{{IP: "192.0.2.10"}}
	updated, _, err := status.Update(ctx, obj.Name, rest.DefaultUpdatedObjectInfo(obj), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := updated.(*networking.Ingress); !(len(got.Status.LoadBalancer.Ingress) == 1) {
		t.Errorf("got status %+v; want it written", got.Status)
	}
	// The main resource keeps the stored status.
	obj = updated.(*networking.Ingress).DeepCopy()
	obj.Status = networking.IngressStatus{}
	updated, _, err = r.Update(ctx, obj.Name, rest.DefaultUpdatedObjectInfo(obj), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := updated.(*networking.Ingress); !(len(got.Status.LoadBalancer.Ingress) == 1) {
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
	if got, want := table.Rows[0].Cells[:3], []interface{}{"web", "<none>", "*"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got cells %v; want %v", got, want)
	}
	if got := r.ShortNames(); len(got) != 1 || got[0] != "ing" {
		t.Errorf("got %v; want [ing]", got)
	}
	if _, _, err := r.Delete(ctx, "web", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctx, "web", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want NotFound", err)
	}
}
