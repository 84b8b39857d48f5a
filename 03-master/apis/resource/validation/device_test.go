package validation

import (
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
)

// causes renders errs as "Type field; ..." for comparison.
func causes(errs field.ErrorList) string {
	var parts []string
	for _, e := range errs {
		parts = append(parts, string(e.Type)+" "+e.Field)
	}
	return strings.Join(parts, "; ")
}

// TestValidateResourceSliceDevices checks the device attribute and
// capacity rules the scheduler's allocator relies on.
func TestValidateResourceSliceDevices(t *testing.T) {
	s, v, i := "a100", "1.2.3", int64(3)
	bad := "1.2"
	node := "node-1"
	tests := []struct {
		name   string
		device resource.Device
		want   string
	}{
		{"valid", resource.Device{Name: "gpu-0", Attributes: map[resource.QualifiedName]resource.DeviceAttribute{
			"model": {StringValue: &s}, "example.com/driverVersion": {VersionValue: &v}, "cores": {IntValue: &i}}}, ""},
		{"no value", resource.Device{Name: "gpu-0", Attributes: map[resource.QualifiedName]resource.DeviceAttribute{"model": {}}},
			"FieldValueInvalid spec.devices[0].attributes[model]"},
		{"two values", resource.Device{Name: "gpu-0", Attributes: map[resource.QualifiedName]resource.DeviceAttribute{"model": {StringValue: &s, IntValue: &i}}},
			"FieldValueInvalid spec.devices[0].attributes[model]"},
		{"not semver", resource.Device{Name: "gpu-0", Attributes: map[resource.QualifiedName]resource.DeviceAttribute{"v": {VersionValue: &bad}}},
			"FieldValueInvalid spec.devices[0].attributes[v].version"},
		{"name not a C identifier", resource.Device{Name: "gpu-0", Attributes: map[resource.QualifiedName]resource.DeviceAttribute{"my-model": {StringValue: &s}}},
			"FieldValueInvalid spec.devices[0].attributes"},
		{"empty list", resource.Device{Name: "gpu-0", Attributes: map[resource.QualifiedName]resource.DeviceAttribute{"l": {StringValues: []string{}}}},
			"FieldValueInvalid spec.devices[0].attributes[l].strings"},
		{"bad capacity name", resource.Device{Name: "gpu-0", Capacity: map[resource.QualifiedName]resource.DeviceCapacity{"/memory": {}}},
			"FieldValueInvalid spec.devices[0].capacity"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			slice := &resource.ResourceSlice{ObjectMeta: metav1.ObjectMeta{Name: "s"}, Spec: resource.ResourceSliceSpec{
				Driver: "gpu.example.com", NodeName: &node, Pool: resource.ResourcePool{Name: "p", ResourceSliceCount: 1},
				Devices: []resource.Device{tt.device}}}
			if got := causes(ValidateResourceSlice(slice)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
