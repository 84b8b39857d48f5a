package storageclass

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// validStorageClass is a StorageClass that passes validation.
func validStorageClass() *storage.StorageClass {
	return &storage.StorageClass{ObjectMeta: metav1.ObjectMeta{Name: "fast"}, Provisioner: "example.com/csi",
		ReclaimPolicy: ptr(core.PersistentVolumeReclaimDelete), VolumeBindingMode: ptr(storage.VolumeBindingWaitForFirstConsumer)}
}

// TestValidate checks a valid object passes and each broken one fails
// with upstream's field path.
func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(o *storage.StorageClass)
		want   string
	}{
		{"valid", func(o *storage.StorageClass) {}, ""},
		{"no provisioner", func(o *storage.StorageClass) { o.Provisioner = "" }, "FieldValueRequired provisioner"},
		{"recycle", func(o *storage.StorageClass) { o.ReclaimPolicy = ptr(core.PersistentVolumeReclaimRecycle) }, "FieldValueNotSupported reclaimPolicy"},
		{"no binding mode", func(o *storage.StorageClass) { o.VolumeBindingMode = nil }, "FieldValueRequired volumeBindingMode"},
		{"bad name", func(o *storage.StorageClass) { o.Name = "Fast" }, "FieldValueInvalid metadata.name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := validStorageClass()
			Strategy.PrepareForCreate(context.Background(), o)
			tt.mutate(o)
			errs := Strategy.Validate(context.Background(), o)
			var err error
			if len(errs) > 0 {
				err = apierrors.NewInvalid(schema.GroupKind{Group: storage.GroupName, Kind: "StorageClass"}, o.Name, errs)
			}
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestUpdate checks a no-op update passes and the immutable field does not change.
func TestUpdate(t *testing.T) {
	old := validStorageClass()
	old.ResourceVersion = "1"
	Strategy.PrepareForCreate(context.Background(), old)
	same := old.DeepCopy()
	Strategy.PrepareForUpdate(context.Background(), same, old)
	if errs := Strategy.ValidateUpdate(context.Background(), same, old); len(errs) != 0 {
		t.Errorf("got %v for a no-op update; want none", errs)
	}
	changed := old.DeepCopy()
	changed.Provisioner = "example.com/other"
	Strategy.PrepareForUpdate(context.Background(), changed, old)
	errs := Strategy.ValidateUpdate(context.Background(), changed, old)
	err := apierrors.NewInvalid(schema.GroupKind{Kind: "StorageClass"}, old.Name, errs)
	if got, want := registrytest.Causes(err), "FieldValueInvalid provisioner"; len(errs) == 0 || got != want {
		t.Errorf("got %q; want %q", got, want)
	}
	_ = metav1.ObjectMeta{}
}

// ptr returns a pointer to v.
func ptr[T any](v T) *T { return &v }
