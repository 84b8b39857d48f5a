package resourceclaim

import (
	"context"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// validResourceClaim is a ResourceClaim that passes validation.
func validResourceClaim() *resource.ResourceClaim {
	return &resource.ResourceClaim{ObjectMeta: metav1.ObjectMeta{Name: "gpu-claim", Namespace: "default"}, Spec: resource.ResourceClaimSpec{Devices: resource.DeviceClaim{Requests: []resource.DeviceRequest{
		{Name: "gpu", Exactly: &resource.ExactDeviceRequest{DeviceClassName: "gpu.example.com", AllocationMode: resource.DeviceAllocationModeExactCount, Count: 1}}}}}}
}

// TestValidate checks a valid object passes and each broken one fails
// with upstream's field path.
func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(o *resource.ResourceClaim)
		want   string
	}{
		{"valid", func(o *resource.ResourceClaim) {}, ""},
		{"neither exactly nor firstAvailable", func(o *resource.ResourceClaim) { o.Spec.Devices.Requests[0].Exactly = nil }, "FieldValueRequired spec.devices.requests[0]"},
		{"no class", func(o *resource.ResourceClaim) { o.Spec.Devices.Requests[0].Exactly.DeviceClassName = "" }, "FieldValueRequired spec.devices.requests[0].exactly.deviceClassName"},
		{"zero count", func(o *resource.ResourceClaim) { o.Spec.Devices.Requests[0].Exactly.Count = 0 }, "FieldValueInvalid spec.devices.requests[0].exactly.count"},
		{"duplicate request", func(o *resource.ResourceClaim) {
			o.Spec.Devices.Requests = append(o.Spec.Devices.Requests, o.Spec.Devices.Requests[0])
		}, "FieldValueDuplicate spec.devices.requests[1]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := validResourceClaim()
			Strategy.PrepareForCreate(context.Background(), o)
			tt.mutate(o)
			errs := Strategy.Validate(context.Background(), o)
			var err error
			if len(errs) > 0 {
				err = apierrors.NewInvalid(schema.GroupKind{Group: resource.GroupName, Kind: "ResourceClaim"}, o.Name, errs)
			}
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestUpdate checks a no-op update passes and the immutable field does not change.
func TestUpdate(t *testing.T) {
	old := validResourceClaim()
	old.ResourceVersion = "1"
	Strategy.PrepareForCreate(context.Background(), old)
	same := old.DeepCopy()
	Strategy.PrepareForUpdate(context.Background(), same, old)
	if errs := Strategy.ValidateUpdate(context.Background(), same, old); len(errs) != 0 {
		t.Errorf("got %v for a no-op update; want none", errs)
	}
	changed := old.DeepCopy()
	changed.Spec.Devices.Requests[0].Name = "other"
	Strategy.PrepareForUpdate(context.Background(), changed, old)
	errs := Strategy.ValidateUpdate(context.Background(), changed, old)
	err := apierrors.NewInvalid(schema.GroupKind{Kind: "ResourceClaim"}, old.Name, errs)
	if got, want := registrytest.Causes(err), "FieldValueInvalid spec"; len(errs) == 0 || got != want {
		t.Errorf("got %q; want %q", got, want)
	}
	_ = metav1.ObjectMeta{}
}

// ptr returns a pointer to v.
func ptr[T any](v T) *T { return &v }

// TestGetResetFields checks the reset fields of each strategy against
// upstream's: the same paths for every served version, no other version.
func TestGetResetFields(t *testing.T) {
	versions := []fieldpath.APIVersion{"resource.k8s.io/v1alpha3", "resource.k8s.io/v1beta1", "resource.k8s.io/v1beta2", "resource.k8s.io/v1"}
	tests := []struct {
		name     string
		strategy rest.ResetFieldsStrategy
		want     *fieldpath.Set
	}{
		{"strategy", Strategy, fieldpath.NewSet(fieldpath.MakePathOrDie("status"))},
		{"status strategy", StatusStrategy, fieldpath.NewSet(fieldpath.MakePathOrDie("metadata"), fieldpath.MakePathOrDie("spec"))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.strategy.GetResetFields()
			if len(got) != len(versions) {
				t.Errorf("got %d versions; want %d", len(got), len(versions))
			}
			for _, v := range versions {
				if got[v] == nil || !got[v].Equals(tt.want) {
					t.Errorf("%s: got %v; want %v", v, got[v], tt.want)
				}
			}
		})
	}
}
