package deviceclass

import (
	"context"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// validDeviceClass is a DeviceClass that passes validation.
func validDeviceClass() *resource.DeviceClass {
	return &resource.DeviceClass{ObjectMeta: metav1.ObjectMeta{Name: "gpu.example.com"}, Spec: resource.DeviceClassSpec{
		Selectors: []resource.DeviceSelector{{CEL: &resource.CELDeviceSelector{Expression: `device.driver == "gpu.example.com"`}}}}}
}

// TestValidate checks a valid object passes and each broken one fails
// with upstream's field path.
func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(o *resource.DeviceClass)
		want   string
	}{
		{"valid", func(o *resource.DeviceClass) {}, ""},
		{"no expression", func(o *resource.DeviceClass) { o.Spec.Selectors[0].CEL.Expression = "" }, "FieldValueRequired spec.selectors[0].cel.expression"},
		{"config without opaque", func(o *resource.DeviceClass) { o.Spec.Config = []resource.DeviceClassConfiguration{{}} }, "FieldValueRequired spec.config[0].opaque"},
		{"bad name", func(o *resource.DeviceClass) { o.Name = "GPU" }, "FieldValueInvalid metadata.name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := validDeviceClass()
			Strategy.PrepareForCreate(context.Background(), o)
			tt.mutate(o)
			errs := Strategy.Validate(context.Background(), o)
			var err error
			if len(errs) > 0 {
				err = apierrors.NewInvalid(schema.GroupKind{Group: resource.GroupName, Kind: "DeviceClass"}, o.Name, errs)
			}
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestUpdate checks a no-op update passes and the immutable field does not change.
func TestUpdate(t *testing.T) {
	old := validDeviceClass()
	old.ResourceVersion = "1"
	Strategy.PrepareForCreate(context.Background(), old)
	same := old.DeepCopy()
	Strategy.PrepareForUpdate(context.Background(), same, old)
	if errs := Strategy.ValidateUpdate(context.Background(), same, old); len(errs) != 0 {
		t.Errorf("got %v for a no-op update; want none", errs)
	}
	changed := old.DeepCopy()
	changed.Spec.Selectors[0].CEL = nil
	Strategy.PrepareForUpdate(context.Background(), changed, old)
	errs := Strategy.ValidateUpdate(context.Background(), changed, old)
	err := apierrors.NewInvalid(schema.GroupKind{Kind: "DeviceClass"}, old.Name, errs)
	if got, want := registrytest.Causes(err), "FieldValueRequired spec.selectors[0].cel"; len(errs) == 0 || got != want {
		t.Errorf("got %q; want %q", got, want)
	}
	_ = metav1.ObjectMeta{}
}

// ptr returns a pointer to v.
func ptr[T any](v T) *T { return &v }
