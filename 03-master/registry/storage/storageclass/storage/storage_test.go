package storage

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/storage/install"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestCRUD creates, gets, lists, updates and deletes one StorageClass
// through the Store.
func TestCRUD(t *testing.T) {
	ctx := request.WithNamespace(context.Background(), "")
	_ = request.WithNamespace
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	in := &storage.StorageClass{ObjectMeta: metav1.ObjectMeta{Name: "fast", Annotations: map[string]string{"storageclass.kubernetes.io/is-default-class": "true"}}, Provisioner: "example.com/csi",
		ReclaimPolicy: ptr(core.PersistentVolumeReclaimRetain), VolumeBindingMode: ptr(storage.VolumeBindingImmediate)}

	out, err := r.Create(ctx, in, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	created := out.(*storage.StorageClass)
	obj, err := r.Get(ctx, in.Name, &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := obj.(*storage.StorageClass)
	if got.Name != in.Name || got.ResourceVersion == "" {
		t.Fatalf("got %s at resourceVersion %q; want %s with a resourceVersion", got.Name, got.ResourceVersion, in.Name)
	}
	list, err := r.List(ctx, &metainternalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(list.(*storage.StorageClassList).Items); n != 1 {
		t.Errorf("got %d items; want 1", n)
	}

	// an update of the labels goes through
	got.Labels = map[string]string{"tier": "gold"}
	out, _, err = r.Update(ctx, got.Name, rest.DefaultUpdatedObjectInfo(got), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if l := out.(*storage.StorageClass).Labels["tier"]; l != "gold" {
		t.Errorf("got label tier=%q after update; want gold", l)
	}

	// a create of an invalid object is a 422
	bad := &storage.StorageClass{ObjectMeta: metav1.ObjectMeta{Name: "fast", Annotations: map[string]string{"storageclass.kubernetes.io/is-default-class": "true"}}, Provisioner: "example.com/csi",
		ReclaimPolicy: ptr(core.PersistentVolumeReclaimRetain), VolumeBindingMode: ptr(storage.VolumeBindingImmediate)}
	bad.Name = "bad"
	bad.Provisioner = ""
	if _, err := r.Create(ctx, bad, nil, &metav1.CreateOptions{}); !apierrors.IsInvalid(err) {
		t.Errorf("got %v creating an invalid object; want 422 Invalid", err)
	}

	table, err := r.ConvertToTable(ctx, created, nil)
	if err != nil {
		t.Fatal(err)
	}
	var cols []string
	for _, c := range table.ColumnDefinitions {
		cols = append(cols, c.Name)
	}
	if want := []string{"Name", "Provisioner", "ReclaimPolicy", "VolumeBindingMode", "AllowVolumeExpansion", "Age"}; !reflect.DeepEqual(cols, want) {
		t.Errorf("got columns %v; want %v", cols, want)
	}
	if got, want := table.Rows[0].Cells[:5], []interface{}{"fast (default)", "example.com/csi", "Retain", "Immediate", false}; !reflect.DeepEqual(got, want) {
		t.Errorf("got cells %v; want %v", got, want)
	}
	if got, want := r.ShortNames(), []string{"sc"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got short names %v; want %v", got, want)
	}

	if _, _, err := r.Delete(ctx, in.Name, nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctx, in.Name, &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v after delete; want 404", err)
	}
}

// ptr returns a pointer to v.
func ptr[T any](v T) *T { return &v }
