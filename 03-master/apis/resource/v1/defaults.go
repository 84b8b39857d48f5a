package v1

import (
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// SetDefaults_ExactDeviceRequest defaults allocationMode to ExactCount
// and, for that mode, count to 1.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/v1.SetDefaults_ExactDeviceRequest.
func SetDefaults_ExactDeviceRequest(obj *ExactDeviceRequest) {
	defaultAllocation(&obj.AllocationMode, &obj.Count)
}

// SetDefaults_DeviceSubRequest defaults as SetDefaults_ExactDeviceRequest.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/v1.SetDefaults_DeviceSubRequest.
func SetDefaults_DeviceSubRequest(obj *DeviceSubRequest) {
	defaultAllocation(&obj.AllocationMode, &obj.Count)
}

// defaultAllocation fills what both request kinds share; upstream repeats
// it in each function.
func defaultAllocation(mode *DeviceAllocationMode, count *int64) {
	if *mode == "" {
		*mode = DeviceAllocationModeExactCount
	}
	if *mode == DeviceAllocationModeExactCount && *count == 0 {
		*count = 1
	}
}

// SetDefaults_DeviceTaint stamps timeAdded with the current time, to the
// second.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/v1.SetDefaults_DeviceTaint.
func SetDefaults_DeviceTaint(obj *DeviceTaint) {
	if obj.TimeAdded == nil {
		obj.TimeAdded = &metav1.Time{Time: time.Now().Truncate(time.Second)}
	}
}

// SetDefaults_DeviceToleration defaults operator to Equal (upstream: a
// +default marker that defaulter-gen turns into code).
// Upstream: k8s.io/api/resource/v1.DeviceToleration.Operator (+default="Equal").
func SetDefaults_DeviceToleration(obj *DeviceToleration) {
	if obj.Operator == "" {
		obj.Operator = DeviceTolerationOpEqual
	}
}
