package storage

import (
	"context"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/scheduling/install"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/scheduling"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

func TestPriorityClassStorage(t *testing.T) {
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := request.WithNamespace(context.Background(), "")
	create := func(name string, value int32, globalDefault bool) error {
		_, err := r.Create(ctx, &scheduling.PriorityClass{ObjectMeta: metav1.ObjectMeta{Name: name}, Value: value, GlobalDefault: globalDefault}, nil, &metav1.CreateOptions{})
		return err
	}
	if err := create("system-node-critical", 2000001000, false); err != nil {
		t.Fatal(err)
	}
	if err := create("high", 1000, true); err != nil {
		t.Fatal(err)
	}
	if err := create("system-mine", 1, false); registrytest.Causes(err) != "FieldValueForbidden metadata.name" {
		t.Errorf("got %v; want the system- prefix reserved", err)
	}

	// One global default: a second is refused on create and on update.
	err = create("low", 10, true)
	if !apierrors.IsForbidden(err) || err.Error() != `priorityclasses.scheduling.k8s.io "low" is forbidden: PriorityClass high is already marked as default. Only one default can exist` {
		t.Errorf("got %v; want 403 already marked as default", err)
	}
	if err := create("low", 10, false); err != nil {
		t.Fatal(err)
	}
	obj, err := r.Get(ctx, "low", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	low := obj.(*scheduling.PriorityClass)
	low.GlobalDefault = true
	if _, _, err := r.Update(ctx, "low", rest.DefaultUpdatedObjectInfo(low), nil, nil, false, &metav1.UpdateOptions{}); !apierrors.IsForbidden(err) {
		t.Errorf("got %v; want 403 on making a second default", err)
	}
	// The default itself may be updated and stay the default.
	obj, err = r.Get(ctx, "high", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	high := obj.(*scheduling.PriorityClass)
	high.Description = "web tier"
	if _, _, err := r.Update(ctx, "high", rest.DefaultUpdatedObjectInfo(high), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Errorf("got %v; want the default updatable", err)
	}

	list, err := r.List(ctx, &metainternalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(list.(*scheduling.PriorityClassList).Items); n != 3 {
		t.Errorf("got %d classes; want 3", n)
	}
	table, err := r.ConvertToTable(ctx, list, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := table.Rows[0].Cells; got[0] != "high" || got[1] != int64(1000) || got[2] != true {
		t.Errorf("got cells %v; want [high 1000 true ...]", got)
	}

	_, _, err = r.Delete(ctx, "system-node-critical", nil, &metav1.DeleteOptions{})
	if !apierrors.IsForbidden(err) || err.Error() != `priorityclasses.scheduling.k8s.io "system-node-critical" is forbidden: this is a system priority class and cannot be deleted` {
		t.Errorf("got %v; want 403 on a system class", err)
	}
	if _, _, err := r.Delete(ctx, "low", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if got := r.ShortNames(); len(got) != 1 || got[0] != "pc" {
		t.Errorf("got %v; want [pc]", got)
	}
}
