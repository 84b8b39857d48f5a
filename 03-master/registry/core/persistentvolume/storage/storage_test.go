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

// TestPersistentVolumeStorage: create (Pending, status reset), list, the
// controller binds through the status, a user edit keeps it, a Table row,
// a delete that answers with the volume.
func TestPersistentVolumeStorage(t *testing.T) {
	ctx := request.WithNamespace(context.Background(), "")
	r, status, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	pv := &core.PersistentVolume{
		ObjectMeta: metav1.ObjectMeta{Name: "pv-1"},
		Spec: core.PersistentVolumeSpec{
			Capacity:                      core.ResourceList{core.ResourceStorage: resource.MustParse("1Gi")},
			AccessModes:                   []core.PersistentVolumeAccessMode{core.ReadWriteOnce},
			PersistentVolumeSource:        core.PersistentVolumeSource{HostPath: &core.HostPathVolumeSource{Path: "/tmp/pv-1"}},
			PersistentVolumeReclaimPolicy: core.PersistentVolumeReclaimRetain,
		},
		Status: core.PersistentVolumeStatus{Phase: core.VolumeBound},
	}
	out, err := r.Create(ctx, pv, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	created := out.(*core.PersistentVolume)
	if created.Status.Phase != core.VolumePending || created.Status.LastPhaseTransitionTime == nil {
		t.Errorf("got status %+v; want Pending with a transition time", created.Status)
	}
	list, err := r.List(ctx, &internalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(list.(*core.PersistentVolumeList).Items); n != 1 {
		t.Errorf("got %d volumes; want 1", n)
	}

	created.Status.Phase = core.VolumeAvailable
	out, _, err = status.Update(ctx, "pv-1", rest.DefaultUpdatedObjectInfo(created), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	available := out.(*core.PersistentVolume)
	available.Spec.StorageClassName = "manual"
	available.Status.Phase = core.VolumeFailed // ignored by the main resource
	out, _, err = r.Update(ctx, "pv-1", rest.DefaultUpdatedObjectInfo(available), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	updated := out.(*core.PersistentVolume)
	if updated.Spec.StorageClassName != "manual" || updated.Status.Phase != core.VolumeAvailable {
		t.Errorf("got class %q, phase %q; want manual and the stored Available", updated.Spec.StorageClassName, updated.Status.Phase)
	}

	table, err := r.ConvertToTable(ctx, updated, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := table.Rows[0].Cells[:7], []interface{}{"pv-1", "1Gi", "RWO", "Retain", "Available", "", "manual"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got cells %v; want %v", got, want)
	}
	if got := r.ShortNames(); !reflect.DeepEqual(got, []string{"pv"}) {
		t.Errorf("got short names %v; want [pv]", got)
	}

	deleted, _, err := r.Delete(ctx, "pv-1", nil, &metav1.DeleteOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := deleted.(*core.PersistentVolume); !ok || got.Name != "pv-1" {
		t.Errorf("delete returned %T; want the deleted volume", deleted)
	}
	if _, err := r.Get(ctx, "pv-1", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v after delete; want NotFound", err)
	}
}
