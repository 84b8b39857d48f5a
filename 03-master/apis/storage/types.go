package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// StorageClass mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.StorageClass.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type StorageClass struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty"`

	Provisioner string `json:"provisioner"`

	Parameters map[string]string `json:"parameters,omitempty"`

	ReclaimPolicy *core.PersistentVolumeReclaimPolicy `json:"reclaimPolicy,omitempty"`

	MountOptions []string `json:"mountOptions,omitempty"`

	AllowVolumeExpansion *bool `json:"allowVolumeExpansion,omitempty"`

	VolumeBindingMode *VolumeBindingMode `json:"volumeBindingMode,omitempty"`

	AllowedTopologies []core.TopologySelectorTerm `json:"allowedTopologies,omitempty"`
}

// StorageClassList mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.StorageClassList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type StorageClassList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty"`

	Items []StorageClass `json:"items"`
}

// VolumeBindingMode mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.VolumeBindingMode.
type VolumeBindingMode string

const (
	VolumeBindingImmediate VolumeBindingMode = "Immediate"

	VolumeBindingWaitForFirstConsumer VolumeBindingMode = "WaitForFirstConsumer"
)

// VolumeAttachment mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.VolumeAttachment.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type VolumeAttachment struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec VolumeAttachmentSpec `json:"spec"`

	Status VolumeAttachmentStatus `json:"status,omitempty"`
}

// VolumeAttachmentList mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.VolumeAttachmentList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type VolumeAttachmentList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty"`

	Items []VolumeAttachment `json:"items"`
}

// VolumeAttachmentSpec mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.VolumeAttachmentSpec.
type VolumeAttachmentSpec struct {
	Attacher string `json:"attacher"`

	Source VolumeAttachmentSource `json:"source"`

	NodeName string `json:"nodeName"`
}

// VolumeAttachmentSource mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.VolumeAttachmentSource.
type VolumeAttachmentSource struct {
	PersistentVolumeName *string `json:"persistentVolumeName,omitempty"`
}

// VolumeAttachmentStatus mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.VolumeAttachmentStatus.
type VolumeAttachmentStatus struct {
	Attached bool `json:"attached"`

	AttachmentMetadata map[string]string `json:"attachmentMetadata,omitempty"`

	AttachError *VolumeError `json:"attachError,omitempty"`

	DetachError *VolumeError `json:"detachError,omitempty"`
}

// VolumeError mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.VolumeError.
type VolumeError struct {
	Time metav1.Time `json:"time,omitempty"`

	Message string `json:"message,omitempty"`

	ErrorCode *int32 `json:"errorCode,omitempty"`
}

// CSIDriver mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.CSIDriver.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CSIDriver struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec CSIDriverSpec `json:"spec"`
}

// CSIDriverList mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.CSIDriverList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CSIDriverList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty"`

	Items []CSIDriver `json:"items"`
}

// CSIDriverSpec mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.CSIDriverSpec.
type CSIDriverSpec struct {
	AttachRequired *bool `json:"attachRequired,omitempty"`

	PodInfoOnMount *bool `json:"podInfoOnMount,omitempty"`

	VolumeLifecycleModes []VolumeLifecycleMode `json:"volumeLifecycleModes,omitempty"`

	StorageCapacity *bool `json:"storageCapacity,omitempty"`

	FSGroupPolicy *FSGroupPolicy `json:"fsGroupPolicy,omitempty"`

	TokenRequests []TokenRequest `json:"tokenRequests,omitempty"`

	RequiresRepublish *bool `json:"requiresRepublish,omitempty"`

	SELinuxMount *bool `json:"seLinuxMount,omitempty"`

	NodeAllocatableUpdatePeriodSeconds *int64 `json:"nodeAllocatableUpdatePeriodSeconds,omitempty"`

	ServiceAccountTokenInSecrets *bool `json:"serviceAccountTokenInSecrets,omitempty"`

	PreventPodSchedulingIfMissing *bool `json:"preventPodSchedulingIfMissing,omitempty"`
}

// FSGroupPolicy mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.FSGroupPolicy.
type FSGroupPolicy string

const (
	ReadWriteOnceWithFSTypeFSGroupPolicy FSGroupPolicy = "ReadWriteOnceWithFSType"

	FileFSGroupPolicy FSGroupPolicy = "File"

	NoneFSGroupPolicy FSGroupPolicy = "None"
)

// VolumeLifecycleMode mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.VolumeLifecycleMode.
type VolumeLifecycleMode string

// TokenRequest mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.TokenRequest.
type TokenRequest struct {
	Audience string `json:"audience"`

	ExpirationSeconds *int64 `json:"expirationSeconds,omitempty"`
}

const (
	VolumeLifecyclePersistent VolumeLifecycleMode = "Persistent"

	VolumeLifecycleEphemeral VolumeLifecycleMode = "Ephemeral"
)

// CSINode mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.CSINode.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CSINode struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec CSINodeSpec `json:"spec"`

	Status CSINodeStatus `json:"status,omitempty"`
}

// CSINodeSpec mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.CSINodeSpec.
type CSINodeSpec struct {
	Drivers []CSINodeDriver `json:"drivers" patchStrategy:"merge" patchMergeKey:"name"`
}

// CSINodeDriver mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.CSINodeDriver.
type CSINodeDriver struct {
	Name string `json:"name"`

	NodeID string `json:"nodeID"`

	TopologyKeys []string `json:"topologyKeys"`

	Allocatable *VolumeNodeResources `json:"allocatable,omitempty"`
}

// VolumeNodeResources mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.VolumeNodeResources.
type VolumeNodeResources struct {
	Count *int32 `json:"count,omitempty"`
}

// StorageHealthStatusType mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.StorageHealthStatusType.
type StorageHealthStatusType string

const (
	StorageUnreachable StorageHealthStatusType = "StorageUnreachable"
	StorageDegraded    StorageHealthStatusType = "StorageDegraded"
)

// StorageHealthCondition mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.StorageHealthCondition.
type StorageHealthCondition struct {
	Status             StorageHealthStatusType          `json:"status"`
	Reason             string                           `json:"reason"`
	Message            string                           `json:"message,omitempty"`
	AccessMode         *core.PersistentVolumeAccessMode `json:"accessMode,omitempty"`
	VolumeMode         *core.PersistentVolumeMode       `json:"volumeMode,omitempty"`
	LastTransitionTime metav1.Time                      `json:"lastTransitionTime,omitempty"`
}

// StorageHealth mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.StorageHealth.
type StorageHealth struct {
	Name             string                   `json:"name"`
	HealthConditions []StorageHealthCondition `json:"healthConditions,omitempty"`
}

// CSINodeStatus mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.CSINodeStatus.
type CSINodeStatus struct {
	StorageHealth []StorageHealth `json:"storageHealth,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
}

// CSINodeList mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.CSINodeList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CSINodeList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty"`

	Items []CSINode `json:"items"`
}

// CSIStorageCapacity mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.CSIStorageCapacity.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CSIStorageCapacity struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty"`

	NodeTopology *metav1.LabelSelector `json:"nodeTopology,omitempty"`

	StorageClassName string `json:"storageClassName"`

	Capacity *resource.Quantity `json:"capacity,omitempty"`

	MaximumVolumeSize *resource.Quantity `json:"maximumVolumeSize,omitempty"`
}

// CSIStorageCapacityList mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.CSIStorageCapacityList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CSIStorageCapacityList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty"`

	Items []CSIStorageCapacity `json:"items"`
}

// VolumeAttributesClass mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.VolumeAttributesClass.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type VolumeAttributesClass struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty"`

	DriverName string `json:"driverName"`

	Parameters map[string]string `json:"parameters,omitempty"`
}

// VolumeAttributesClassList mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/storage.VolumeAttributesClassList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type VolumeAttributesClassList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty"`

	Items []VolumeAttributesClass `json:"items"`
}
