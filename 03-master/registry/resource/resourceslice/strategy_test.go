package resourceslice

import (
	"context"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// validResourceSlice is a ResourceSlice that passes validation.
func validResourceSlice() *resource.ResourceSlice {
	return &resource.ResourceSlice{ObjectMeta: metav1.ObjectMeta{Name: "node-1-gpu"}, Spec: resource.ResourceSliceSpec{
		Driver: "gpu.example.com", NodeName: ptr("node-1"), Pool: resource.ResourcePool{Name: "node-1", ResourceSliceCount: 1},
		Devices: []resource.Device{{Name: "gpu-0"}}}}
}

// TestValidate checks a valid object passes and each broken one fails
// with upstream's field path.
func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(o *resource.ResourceSlice)
		want   string
	}{
		{"valid", func(o *resource.ResourceSlice) {}, ""},
		{"no node selection", func(o *resource.ResourceSlice) { o.Spec.NodeName = nil }, "FieldValueRequired spec"},
		{"two node selections", func(o *resource.ResourceSlice) { o.Spec.AllNodes = ptr(true) }, "FieldValueInvalid spec"},
		{"zero slice count", func(o *resource.ResourceSlice) { o.Spec.Pool.ResourceSliceCount = 0 }, "FieldValueInvalid spec.pool.resourceSliceCount"},
		{"duplicate device", func(o *resource.ResourceSlice) { o.Spec.Devices = append(o.Spec.Devices, o.Spec.Devices[0]) }, "FieldValueDuplicate spec.devices[1]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := validResourceSlice()
			Strategy.PrepareForCreate(context.Background(), o)
			tt.mutate(o)
			errs := Strategy.Validate(context.Background(), o)
			var err error
			if len(errs) > 0 {
				err = apierrors.NewInvalid(schema.GroupKind{Group: resource.GroupName, Kind: "ResourceSlice"}, o.Name, errs)
			}
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestUpdate checks a no-op update passes and the immutable field does not change.
func TestUpdate(t *testing.T) {
	old := validResourceSlice()
	old.ResourceVersion = "1"
	Strategy.PrepareForCreate(context.Background(), old)
	same := old.DeepCopy()
	Strategy.PrepareForUpdate(context.Background(), same, old)
	if errs := Strategy.ValidateUpdate(context.Background(), same, old); len(errs) != 0 {
		t.Errorf("got %v for a no-op update; want none", errs)
	}
	changed := old.DeepCopy()
	changed.Spec.Driver = "other.example.com"
	Strategy.PrepareForUpdate(context.Background(), changed, old)
	errs := Strategy.ValidateUpdate(context.Background(), changed, old)
	err := apierrors.NewInvalid(schema.GroupKind{Kind: "ResourceSlice"}, old.Name, errs)
	if got, want := registrytest.Causes(err), "FieldValueInvalid spec.driver"; len(errs) == 0 || got != want {
		t.Errorf("got %q; want %q", got, want)
	}
	_ = metav1.ObjectMeta{}
}

// ptr returns a pointer to v.
func ptr[T any](v T) *T { return &v }
