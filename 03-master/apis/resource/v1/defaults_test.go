package v1

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// TestDefaults checks what a v1 ResourceClaim's requests, tolerations and
// a slice's taints get when left out.
func TestDefaults(t *testing.T) {
	scheme := runtime.NewScheme()
	if err := AddToScheme(scheme); err != nil {
		t.Fatal(err)
	}
	claim := &ResourceClaim{Spec: ResourceClaimSpec{Devices: DeviceClaim{Requests: []DeviceRequest{
		{Name: "a", Exactly: &ExactDeviceRequest{DeviceClassName: "c", Tolerations: []DeviceToleration{{Key: "k"}}}},
		{Name: "b", Exactly: &ExactDeviceRequest{DeviceClassName: "c", AllocationMode: DeviceAllocationModeAll}},
		{Name: "c", FirstAvailable: []DeviceSubRequest{{Name: "x", DeviceClassName: "c"}}},
	}}}}
	scheme.Default(claim)
	reqs := claim.Spec.Devices.Requests
	if got := reqs[0].Exactly; got.AllocationMode != DeviceAllocationModeExactCount || got.Count != 1 {
		t.Errorf("got %s/%d; want ExactCount/1", got.AllocationMode, got.Count)
	}
	if got := reqs[0].Exactly.Tolerations[0].Operator; got != DeviceTolerationOpEqual {
		t.Errorf("got toleration operator %q; want Equal", got)
	}
	if got := reqs[1].Exactly; got.AllocationMode != DeviceAllocationModeAll || got.Count != 0 {
		t.Errorf("got %s/%d; want All/0 (no count for All)", got.AllocationMode, got.Count)
	}
	if got := reqs[2].FirstAvailable[0]; got.AllocationMode != DeviceAllocationModeExactCount || got.Count != 1 {
		t.Errorf("got subrequest %s/%d; want ExactCount/1", got.AllocationMode, got.Count)
	}
	slice := &ResourceSlice{Spec: ResourceSliceSpec{Devices: []Device{{Name: "d", Taints: []DeviceTaint{{Key: "k", Effect: DeviceTaintEffectNoSchedule}}}}}}
	scheme.Default(slice)
	if slice.Spec.Devices[0].Taints[0].TimeAdded == nil {
		t.Errorf("got no timeAdded on a device taint; want it stamped")
	}
}
