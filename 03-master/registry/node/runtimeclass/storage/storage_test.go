package storage

import (
	"context"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/node/install"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/node"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

func TestRuntimeClassStorage(t *testing.T) {
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := request.WithNamespace(context.Background(), "")
	created, err := r.Create(ctx, &node.RuntimeClass{ObjectMeta: metav1.ObjectMeta{Name: "gvisor"}, Handler: "runsc"}, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.Create(ctx, &node.RuntimeClass{ObjectMeta: metav1.ObjectMeta{Name: "bad"}}, nil, &metav1.CreateOptions{})
	if got, want := registrytest.Causes(err), "FieldValueRequired handler"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
	changed := created.(*node.RuntimeClass).DeepCopy()
	changed.Handler = "runc"
	_, _, err = r.Update(ctx, changed.Name, rest.DefaultUpdatedObjectInfo(changed), nil, nil, false, &metav1.UpdateOptions{})
	if got, want := registrytest.Causes(err), "FieldValueInvalid handler"; got != want {
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
	if got := table.Rows[0].Cells[:2]; got[0] != "gvisor" || got[1] != "runsc" {
		t.Errorf("got cells %v; want [gvisor runsc]", got)
	}
	if _, _, err := r.Delete(ctx, "gvisor", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctx, "gvisor", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want NotFound", err)
	}
}
