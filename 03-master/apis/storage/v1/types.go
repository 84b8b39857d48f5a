package v1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// StorageClass mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.StorageClass.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type StorageClass struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Provisioner string `json:"provisioner" protobuf:"bytes,2,opt,name=provisioner"`

	Parameters map[string]string `json:"parameters,omitempty" protobuf:"bytes,3,rep,name=parameters"`

	ReclaimPolicy *corev1.PersistentVolumeReclaimPolicy `json:"reclaimPolicy,omitempty" protobuf:"bytes,4,opt,name=reclaimPolicy,casttype=k8s.io/api/core/v1.PersistentVolumeReclaimPolicy"`

	// +listType=atomic
	MountOptions []string `json:"mountOptions,omitempty" protobuf:"bytes,5,opt,name=mountOptions"`

	AllowVolumeExpansion *bool `json:"allowVolumeExpansion,omitempty" protobuf:"varint,6,opt,name=allowVolumeExpansion"`

	VolumeBindingMode *VolumeBindingMode `json:"volumeBindingMode,omitempty" protobuf:"bytes,7,opt,name=volumeBindingMode"`

	// +listType=atomic
	AllowedTopologies []corev1.TopologySelectorTerm `json:"allowedTopologies,omitempty" protobuf:"bytes,8,rep,name=allowedTopologies"`
}

// StorageClassList mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.StorageClassList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type StorageClassList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Items []StorageClass `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// VolumeBindingMode mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.VolumeBindingMode.
type VolumeBindingMode string

const (
	VolumeBindingImmediate VolumeBindingMode = "Immediate"

	VolumeBindingWaitForFirstConsumer VolumeBindingMode = "WaitForFirstConsumer"
)

// VolumeAttachment mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.VolumeAttachment.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type VolumeAttachment struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Spec VolumeAttachmentSpec `json:"spec" protobuf:"bytes,2,opt,name=spec"`

	Status VolumeAttachmentStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// VolumeAttachmentList mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.VolumeAttachmentList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type VolumeAttachmentList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Items []VolumeAttachment `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// VolumeAttachmentSpec mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.VolumeAttachmentSpec.
type VolumeAttachmentSpec struct {
	Attacher string `json:"attacher" protobuf:"bytes,1,opt,name=attacher"`

	Source VolumeAttachmentSource `json:"source" protobuf:"bytes,2,opt,name=source"`

	NodeName string `json:"nodeName" protobuf:"bytes,3,opt,name=nodeName"`
}

// VolumeAttachmentSource mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.VolumeAttachmentSource.
type VolumeAttachmentSource struct {
	PersistentVolumeName *string `json:"persistentVolumeName,omitempty" protobuf:"bytes,1,opt,name=persistentVolumeName"`
}

// VolumeAttachmentStatus mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.VolumeAttachmentStatus.
type VolumeAttachmentStatus struct {
	Attached bool `json:"attached" protobuf:"varint,1,opt,name=attached"`

	AttachmentMetadata map[string]string `json:"attachmentMetadata,omitempty" protobuf:"bytes,2,rep,name=attachmentMetadata"`

	AttachError *VolumeError `json:"attachError,omitempty" protobuf:"bytes,3,opt,name=attachError,casttype=VolumeError"`

	DetachError *VolumeError `json:"detachError,omitempty" protobuf:"bytes,4,opt,name=detachError,casttype=VolumeError"`
}

// VolumeError mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.VolumeError.
type VolumeError struct {
	Time metav1.Time `json:"time,omitempty" protobuf:"bytes,1,opt,name=time"`

	Message string `json:"message,omitempty" protobuf:"bytes,2,opt,name=message"`

	ErrorCode *int32 `json:"errorCode,omitempty" protobuf:"varint,3,opt,name=errorCode"`
}

// CSIDriver mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.CSIDriver.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CSIDriver struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Spec CSIDriverSpec `json:"spec" protobuf:"bytes,2,opt,name=spec"`
}

// CSIDriverList mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.CSIDriverList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CSIDriverList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Items []CSIDriver `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// CSIDriverSpec mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.CSIDriverSpec.
type CSIDriverSpec struct {
	AttachRequired *bool `json:"attachRequired,omitempty" protobuf:"varint,1,opt,name=attachRequired"`

	PodInfoOnMount *bool `json:"podInfoOnMount,omitempty" protobuf:"bytes,2,opt,name=podInfoOnMount"`

	// +listType=set
	VolumeLifecycleModes []VolumeLifecycleMode `json:"volumeLifecycleModes,omitempty" protobuf:"bytes,3,opt,name=volumeLifecycleModes"`

	StorageCapacity *bool `json:"storageCapacity,omitempty" protobuf:"bytes,4,opt,name=storageCapacity"`

	FSGroupPolicy *FSGroupPolicy `json:"fsGroupPolicy,omitempty" protobuf:"bytes,5,opt,name=fsGroupPolicy"`

	// +listType=atomic
	TokenRequests []TokenRequest `json:"tokenRequests,omitempty" protobuf:"bytes,6,opt,name=tokenRequests"`

	RequiresRepublish *bool `json:"requiresRepublish,omitempty" protobuf:"varint,7,opt,name=requiresRepublish"`

	SELinuxMount *bool `json:"seLinuxMount,omitempty" protobuf:"varint,8,opt,name=seLinuxMount"`

	NodeAllocatableUpdatePeriodSeconds *int64 `json:"nodeAllocatableUpdatePeriodSeconds,omitempty" protobuf:"varint,9,opt,name=nodeAllocatableUpdatePeriodSeconds"`

	ServiceAccountTokenInSecrets *bool `json:"serviceAccountTokenInSecrets,omitempty" protobuf:"varint,10,opt,name=serviceAccountTokenInSecrets"`

	PreventPodSchedulingIfMissing *bool `json:"preventPodSchedulingIfMissing,omitempty" protobuf:"varint,11,opt,name=preventPodSchedulingIfMissing"`
}

// FSGroupPolicy mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.FSGroupPolicy.
type FSGroupPolicy string

const (
	ReadWriteOnceWithFSTypeFSGroupPolicy FSGroupPolicy = "ReadWriteOnceWithFSType"

	FileFSGroupPolicy FSGroupPolicy = "File"

	NoneFSGroupPolicy FSGroupPolicy = "None"
)

// VolumeLifecycleMode mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.VolumeLifecycleMode.
type VolumeLifecycleMode string

// TokenRequest mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.TokenRequest.
type TokenRequest struct {
	Audience string `json:"audience" protobuf:"bytes,1,opt,name=audience"`

	ExpirationSeconds *int64 `json:"expirationSeconds,omitempty" protobuf:"varint,2,opt,name=expirationSeconds"`
}

const (
	VolumeLifecyclePersistent VolumeLifecycleMode = "Persistent"

	VolumeLifecycleEphemeral VolumeLifecycleMode = "Ephemeral"
)

// CSINode mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.CSINode.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CSINode struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Spec CSINodeSpec `json:"spec" protobuf:"bytes,2,opt,name=spec"`

	Status CSINodeStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// CSINodeSpec mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.CSINodeSpec.
type CSINodeSpec struct {
	// +listType=map
	// +listMapKey=name
	Drivers []CSINodeDriver `json:"drivers" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,1,rep,name=drivers"`
}

// CSINodeDriver mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.CSINodeDriver.
type CSINodeDriver struct {
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`

	NodeID string `json:"nodeID" protobuf:"bytes,2,opt,name=nodeID"`

	// +listType=atomic
	TopologyKeys []string `json:"topologyKeys" protobuf:"bytes,3,rep,name=topologyKeys"`

	Allocatable *VolumeNodeResources `json:"allocatable,omitempty" protobuf:"bytes,4,opt,name=allocatable"`
}

// VolumeNodeResources mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.VolumeNodeResources.
type VolumeNodeResources struct {
	Count *int32 `json:"count,omitempty" protobuf:"varint,1,opt,name=count"`
}

// StorageHealthStatusType mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.StorageHealthStatusType.
type StorageHealthStatusType string

const (
	StorageUnreachable StorageHealthStatusType = "StorageUnreachable"
	StorageDegraded    StorageHealthStatusType = "StorageDegraded"
)

// StorageHealthCondition mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.StorageHealthCondition.
type StorageHealthCondition struct {
	Status             StorageHealthStatusType            `json:"status" protobuf:"bytes,1,opt,name=status,casttype=StorageHealthStatusType"`
	Reason             string                             `json:"reason" protobuf:"bytes,2,opt,name=reason"`
	Message            string                             `json:"message,omitempty" protobuf:"bytes,3,opt,name=message"`
	AccessMode         *corev1.PersistentVolumeAccessMode `json:"accessMode,omitempty" protobuf:"bytes,4,opt,name=accessMode,casttype=k8s.io/api/core/v1.PersistentVolumeAccessMode"`
	VolumeMode         *corev1.PersistentVolumeMode       `json:"volumeMode,omitempty" protobuf:"bytes,5,opt,name=volumeMode,casttype=k8s.io/api/core/v1.PersistentVolumeMode"`
	LastTransitionTime metav1.Time                        `json:"lastTransitionTime,omitempty" protobuf:"bytes,6,opt,name=lastTransitionTime"`
}

// StorageHealth mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.StorageHealth.
type StorageHealth struct {
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
	// +listType=atomic
	HealthConditions []StorageHealthCondition `json:"healthConditions,omitempty" protobuf:"bytes,2,rep,name=healthConditions"`
}

// CSINodeStatus mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.CSINodeStatus.
type CSINodeStatus struct {
	// +listType=map
	// +listMapKey=name
	StorageHealth []StorageHealth `json:"storageHealth,omitempty" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,1,rep,name=storageHealth"`
}

// CSINodeList mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.CSINodeList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CSINodeList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Items []CSINode `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// CSIStorageCapacity mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.CSIStorageCapacity.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CSIStorageCapacity struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	NodeTopology *metav1.LabelSelector `json:"nodeTopology,omitempty" protobuf:"bytes,2,opt,name=nodeTopology"`

	StorageClassName string `json:"storageClassName" protobuf:"bytes,3,name=storageClassName"`

	Capacity *resource.Quantity `json:"capacity,omitempty" protobuf:"bytes,4,opt,name=capacity"`

	MaximumVolumeSize *resource.Quantity `json:"maximumVolumeSize,omitempty" protobuf:"bytes,5,opt,name=maximumVolumeSize"`
}

// CSIStorageCapacityList mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.CSIStorageCapacityList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CSIStorageCapacityList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Items []CSIStorageCapacity `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// VolumeAttributesClass mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.VolumeAttributesClass.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type VolumeAttributesClass struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	DriverName string `json:"driverName" protobuf:"bytes,2,opt,name=driverName"`

	Parameters map[string]string `json:"parameters,omitempty" protobuf:"bytes,3,rep,name=parameters"`
}

// VolumeAttributesClassList mirrors upstream's type of that name.
// Upstream: k8s.io/api/storage/v1.VolumeAttributesClassList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type VolumeAttributesClassList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Items []VolumeAttributesClass `json:"items" protobuf:"bytes,2,rep,name=items"`
}
