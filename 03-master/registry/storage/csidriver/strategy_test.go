package csidriver

import (
	"context"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// validCSIDriver is a CSIDriver that passes validation.
func validCSIDriver() *storage.CSIDriver {
	return &storage.CSIDriver{ObjectMeta: metav1.ObjectMeta{Name: "csi.example.com"}, Spec: storage.CSIDriverSpec{
		AttachRequired: ptr(true), PodInfoOnMount: ptr(false), StorageCapacity: ptr(false), RequiresRepublish: ptr(false),
		VolumeLifecycleModes: []storage.VolumeLifecycleMode{storage.VolumeLifecyclePersistent}}}
}

// TestValidate checks a valid object passes and each broken one fails
// with upstream's field path.
func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(o *storage.CSIDriver)
		want   string
	}{
		{"valid", func(o *storage.CSIDriver) {}, ""},
		{"no attachRequired", func(o *storage.CSIDriver) { o.Spec.AttachRequired = nil }, "FieldValueRequired spec.attachRequired"},
		{"bad mode", func(o *storage.CSIDriver) { o.Spec.VolumeLifecycleModes = []storage.VolumeLifecycleMode{"Forever"} }, "FieldValueNotSupported spec.volumeLifecycleModes[0]"},
		{"bad fsGroupPolicy", func(o *storage.CSIDriver) { o.Spec.FSGroupPolicy = ptr(storage.FSGroupPolicy("Sometimes")) }, "FieldValueNotSupported spec.fsGroupPolicy"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := validCSIDriver()
			Strategy.PrepareForCreate(context.Background(), o)
			tt.mutate(o)
			errs := Strategy.Validate(context.Background(), o)
			var err error
			if len(errs) > 0 {
				err = apierrors.NewInvalid(schema.GroupKind{Group: storage.GroupName, Kind: "CSIDriver"}, o.Name, errs)
			}
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestUpdate checks a no-op update passes and the immutable field does not change.
func TestUpdate(t *testing.T) {
	old := validCSIDriver()
	old.ResourceVersion = "1"
	Strategy.PrepareForCreate(context.Background(), old)
	same := old.DeepCopy()
	Strategy.PrepareForUpdate(context.Background(), same, old)
	if errs := Strategy.ValidateUpdate(context.Background(), same, old); len(errs) != 0 {
		t.Errorf("got %v for a no-op update; want none", errs)
	}
	changed := old.DeepCopy()
	changed.Spec.AttachRequired = ptr(false)
	Strategy.PrepareForUpdate(context.Background(), changed, old)
	errs := Strategy.ValidateUpdate(context.Background(), changed, old)
	err := apierrors.NewInvalid(schema.GroupKind{Kind: "CSIDriver"}, old.Name, errs)
	if got, want := registrytest.Causes(err), "FieldValueInvalid spec.attachRequired"; len(errs) == 0 || got != want {
		t.Errorf("got %q; want %q", got, want)
	}
	_ = metav1.ObjectMeta{}
}

// ptr returns a pointer to v.
func ptr[T any](v T) *T { return &v }
