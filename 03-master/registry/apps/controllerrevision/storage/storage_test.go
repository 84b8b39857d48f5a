package storage

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

func ctxFor() context.Context {
	ctx := request.WithNamespace(context.Background(), "demo")
	return request.WithRequestInfo(ctx, &request.RequestInfo{APIGroup: "apps", APIVersion: "v1", Resource: "controllerrevisions"})
}

// TestCreateGetUpdateDelete: the data survives the trip through etcd
// (protobuf) byte for byte, cannot change afterwards, and the Table names
// the controller.
func TestCreateGetUpdateDelete(t *testing.T) {
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Destroy)
	isController := true
	cr := &apps.ControllerRevision{
		ObjectMeta: metav1.ObjectMeta{Name: "web-7b9f", Namespace: "demo", OwnerReferences: []metav1.OwnerReference{{
			APIVersion: "apps/v1", Kind: "StatefulSet", Name: "web", UID: "0b6c6b8e", Controller: &isController}}},
		Data:     runtime.RawExtension{Raw: []byte(`{"spec":{"template":{"$patch":"replace"}}}`)},
		Revision: 1,
	}
	if _, err := r.Create(ctxFor(), cr, rest.ValidateAllObjectFunc, &metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	obj, err := r.Get(ctxFor(), cr.Name, &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := obj.(*apps.ControllerRevision)
	if string(got.Data.Raw) != string(cr.Data.Raw) || got.Revision != 1 {
		t.Errorf("got data %s, revision %d; want %s and 1", got.Data.Raw, got.Revision, cr.Data.Raw)
	}
	got.Data = runtime.RawExtension{Raw: []byte(`{"spec":{}}`)}
	if _, _, err := r.Update(ctxFor(), got.Name, rest.DefaultUpdatedObjectInfo(got), nil, nil, false, &metav1.UpdateOptions{}); !apierrors.IsInvalid(err) {
		t.Errorf("data change: got %v; want Invalid", err)
	}
	list, err := r.List(ctxFor(), &metainternalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	table, err := r.ConvertToTable(ctxFor(), list, &metav1.TableOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cells := table.Rows[0].Cells
	if want := []interface{}{"web-7b9f", "statefulset.apps/web", int64(1), cells[3]}; !reflect.DeepEqual(cells, want) {
		t.Errorf("got cells %v; want %v", cells, want)
	}
	if _, _, err := r.Delete(ctxFor(), cr.Name, rest.ValidateAllObjectFunc, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctxFor(), cr.Name, &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("after delete: got %v; want NotFound", err)
	}
}

// TestCreateInvalid: a revision without data is a 422.
func TestCreateInvalid(t *testing.T) {
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Destroy)
	cr := &apps.ControllerRevision{ObjectMeta: metav1.ObjectMeta{Name: "empty", Namespace: "demo"}}
	if _, err := r.Create(ctxFor(), cr, rest.ValidateAllObjectFunc, &metav1.CreateOptions{}); !apierrors.IsInvalid(err) {
		t.Errorf("got %v; want Invalid", err)
	}
}
