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

	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestIngressClassStorage creates, refuses, lists, prints and deletes IngressClasss
// through the Store on a real etcd.
func TestIngressClassStorage(t *testing.T) {
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := request.WithNamespace(context.Background(), "")
	_, err = r.Create(ctx, &networking.IngressClass{ObjectMeta: metav1.ObjectMeta{Name: "nginx"}, Spec: networking.IngressClassSpec{Controller: "k8s.io/ingress-nginx"}}, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.Create(ctx, &networking.IngressClass{ObjectMeta: metav1.ObjectMeta{Name: "bad"}, Spec: networking.IngressClassSpec{Controller: "nginx"}}, nil, &metav1.CreateOptions{})
	if got, want := registrytest.Causes(err), "FieldValueInvalid spec.controller"; got != want {
		t.Errorf("got %q; want %q", got, want)
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
	if got, want := table.Rows[0].Cells[:3], []interface{}{"nginx", "k8s.io/ingress-nginx", "<none>"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got cells %v; want %v", got, want)
	}
	if _, _, err := r.Delete(ctx, "nginx", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctx, "nginx", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want NotFound", err)
	}
}
