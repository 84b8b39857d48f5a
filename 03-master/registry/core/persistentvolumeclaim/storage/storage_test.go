package storage

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestPersistentVolumeClaimStorage: create, list, the binder sets
// volumeName (once) and the status, an immutable-spec edit is a 422, a
// Table row, delete.
func TestPersistentVolumeClaimStorage(t *testing.T) {
	ctx := request.WithNamespace(context.Background(), "default")
	r, status, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	pvc := &core.PersistentVolumeClaim{
		ObjectMeta: metav1.ObjectMeta{Name: "claim-1"},
		Spec: core.PersistentVolumeClaimSpec{
			AccessModes: []core.PersistentVolumeAccessMode{core.ReadWriteOnce},
			Resources:   core.VolumeResourceRequirements{Requests: core.ResourceList{core.ResourceStorage: resource.MustParse("1Gi")}},
		},
	}
	out, err := r.Create(ctx, pvc, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	created := out.(*core.PersistentVolumeClaim)
	list, err := r.List(ctx, &internalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(list.(*core.PersistentVolumeClaimList).Items); n != 1 {
		t.Errorf("got %d claims; want 1", n)
	}

	created.Spec.VolumeName = "pv-1"
	out, _, err = r.Update(ctx, "claim-1", rest.DefaultUpdatedObjectInfo(created), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	bound := out.(*core.PersistentVolumeClaim)
	bound.Status = core.PersistentVolumeClaimStatus{Phase: core.ClaimBound,
		AccessModes: []core.PersistentVolumeAccessMode{core.ReadWriteOnce},
		Capacity:    core.ResourceList{core.ResourceStorage: resource.MustParse("1Gi")}}
	out, _, err = status.Update(ctx, "claim-1", rest.DefaultUpdatedObjectInfo(bound), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	bound = out.(*core.PersistentVolumeClaim)

	rebind := bound.DeepCopy()
	rebind.Spec.VolumeName = "pv-2"
	_, _, err = r.Update(ctx, "claim-1", rest.DefaultUpdatedObjectInfo(rebind), nil, nil, false, &metav1.UpdateOptions{})
	if want := "FieldValueForbidden spec"; registrytest.Causes(err) != want || !apierrors.IsInvalid(err) {
		t.Errorf("got %v; want a 422 with %q", err, want)
	}

	table, err := r.ConvertToTable(ctx, bound, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := table.Rows[0].Cells[:5], []interface{}{"claim-1", "Bound", "pv-1", "1Gi", "RWO"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got cells %v; want %v", got, want)
	}
	if got := r.ShortNames(); !reflect.DeepEqual(got, []string{"pvc"}) {
		t.Errorf("got short names %v; want [pvc]", got)
	}
	if _, _, err := r.Delete(ctx, "claim-1", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctx, "claim-1", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v after delete; want NotFound", err)
	}
}
