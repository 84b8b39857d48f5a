package volumeattributesclass

import (
	"context"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// validVolumeAttributesClass is a VolumeAttributesClass that passes validation.
func validVolumeAttributesClass() *storage.VolumeAttributesClass {
	return &storage.VolumeAttributesClass{ObjectMeta: metav1.ObjectMeta{Name: "gold"}, DriverName: "csi.example.com", Parameters: map[string]string{"iops": "5000"}}
}

// TestValidate checks a valid object passes and each broken one fails
// with upstream's field path.
func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(o *storage.VolumeAttributesClass)
		want   string
	}{
		{"valid", func(o *storage.VolumeAttributesClass) {}, ""},
		{"no driver", func(o *storage.VolumeAttributesClass) { o.DriverName = "" }, "FieldValueRequired driverName"},
		{"no parameters", func(o *storage.VolumeAttributesClass) { o.Parameters = nil }, "FieldValueRequired parameters"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := validVolumeAttributesClass()
			Strategy.PrepareForCreate(context.Background(), o)
			tt.mutate(o)
			errs := Strategy.Validate(context.Background(), o)
			var err error
			if len(errs) > 0 {
				err = apierrors.NewInvalid(schema.GroupKind{Group: storage.GroupName, Kind: "VolumeAttributesClass"}, o.Name, errs)
			}
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestUpdate checks a no-op update passes and the immutable field does not change.
func TestUpdate(t *testing.T) {
	old := validVolumeAttributesClass()
	old.ResourceVersion = "1"
	Strategy.PrepareForCreate(context.Background(), old)
	same := old.DeepCopy()
	Strategy.PrepareForUpdate(context.Background(), same, old)
	if errs := Strategy.ValidateUpdate(context.Background(), same, old); len(errs) != 0 {
		t.Errorf("got %v for a no-op update; want none", errs)
	}
	changed := old.DeepCopy()
	changed.Parameters = map[string]string{"iops": "9000"}
	Strategy.PrepareForUpdate(context.Background(), changed, old)
	errs := Strategy.ValidateUpdate(context.Background(), changed, old)
	err := apierrors.NewInvalid(schema.GroupKind{Kind: "VolumeAttributesClass"}, old.Name, errs)
	if got, want := registrytest.Causes(err), "FieldValueForbidden parameters"; len(errs) == 0 || got != want {
		t.Errorf("got %q; want %q", got, want)
	}
	_ = metav1.ObjectMeta{}
}

// ptr returns a pointer to v.
func ptr[T any](v T) *T { return &v }
