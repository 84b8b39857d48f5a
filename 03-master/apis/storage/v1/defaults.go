package v1

import (
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// SetDefaults_StorageClass defaults reclaimPolicy to Delete and
// volumeBindingMode to Immediate.
// Upstream: k8s.io/kubernetes/pkg/apis/storage/v1.SetDefaults_StorageClass.
func SetDefaults_StorageClass(obj *StorageClass) {
	if obj.ReclaimPolicy == nil {
		policy := corev1.PersistentVolumeReclaimDelete
		obj.ReclaimPolicy = &policy
	}
	if obj.VolumeBindingMode == nil {
		mode := VolumeBindingImmediate
		obj.VolumeBindingMode = &mode
	}
}

// SetDefaults_CSIDriver fills a CSIDriver's spec: attachRequired true;
// podInfoOnMount, storageCapacity, requiresRepublish, seLinuxMount and
// preventPodSchedulingIfMissing false; fsGroupPolicy
// ReadWriteOnceWithFSType; volumeLifecycleModes [Persistent]. The last two
// booleans are feature-gated upstream, by gates on by default in v1.37
// (SELinuxMountReadWriteOncePod, VolumeLimitScaling).
// Upstream: k8s.io/kubernetes/pkg/apis/storage/v1.SetDefaults_CSIDriver.
func SetDefaults_CSIDriver(obj *CSIDriver) {
	setFalse := func(b **bool) {
		if *b == nil {
			f := false
			*b = &f
		}
	}
	if obj.Spec.AttachRequired == nil {
		t := true
		obj.Spec.AttachRequired = &t
	}
	setFalse(&obj.Spec.PodInfoOnMount)
	setFalse(&obj.Spec.StorageCapacity)
	if obj.Spec.FSGroupPolicy == nil {
		policy := ReadWriteOnceWithFSTypeFSGroupPolicy
		obj.Spec.FSGroupPolicy = &policy
	}
	if len(obj.Spec.VolumeLifecycleModes) == 0 {
		obj.Spec.VolumeLifecycleModes = append(obj.Spec.VolumeLifecycleModes, VolumeLifecyclePersistent)
	}
	setFalse(&obj.Spec.RequiresRepublish)
	setFalse(&obj.Spec.SELinuxMount)
	setFalse(&obj.Spec.PreventPodSchedulingIfMissing)
}
