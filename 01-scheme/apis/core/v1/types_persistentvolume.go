package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// ---- PersistentVolume and PersistentVolumeClaim ----

// PersistentVolume is a piece of storage in the cluster, provisioned by an
// administrator or by a storage class; a claim binds to it. It is
// cluster-scoped. Upstream: k8s.io/api/core/v1.PersistentVolume.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PersistentVolume struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the volume's standard metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is the volume: its capacity, source, access modes and claim.
	Spec PersistentVolumeSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the volume's phase, written through persistentvolumes/status.
	Status PersistentVolumeStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// PersistentVolumeSpec describes a volume.
// Upstream: k8s.io/api/core/v1.PersistentVolumeSpec.
type PersistentVolumeSpec struct {
	// Capacity is the volume's size, as storage.
	Capacity ResourceList `json:"capacity,omitempty" protobuf:"bytes,1,rep,name=capacity,casttype=ResourceList,castkey=ResourceName"`
	// PersistentVolumeSource is where the storage is; exactly one source.
	PersistentVolumeSource `json:",inline" protobuf:"bytes,2,opt,name=persistentVolumeSource"`
	// AccessModes are the ways the volume can be mounted.
	// +listType=atomic
	AccessModes []PersistentVolumeAccessMode `json:"accessModes,omitempty" protobuf:"bytes,3,rep,name=accessModes,casttype=PersistentVolumeAccessMode"`
	// ClaimRef is the claim bound to the volume (two-way binding).
	// +structType=granular
	ClaimRef *ObjectReference `json:"claimRef,omitempty" protobuf:"bytes,4,opt,name=claimRef"`
	// PersistentVolumeReclaimPolicy is what happens to the volume when its
	// claim is released: Retain (the default), Delete or Recycle.
	PersistentVolumeReclaimPolicy PersistentVolumeReclaimPolicy `json:"persistentVolumeReclaimPolicy,omitempty" protobuf:"bytes,5,opt,name=persistentVolumeReclaimPolicy,casttype=PersistentVolumeReclaimPolicy"`
	// StorageClassName is the class the volume belongs to; empty: none.
	StorageClassName string `json:"storageClassName,omitempty" protobuf:"bytes,6,opt,name=storageClassName"`
	// MountOptions are passed to mount, unvalidated.
	// +listType=atomic
	MountOptions []string `json:"mountOptions,omitempty" protobuf:"bytes,7,opt,name=mountOptions"`
	// VolumeMode is Filesystem (the default) or Block.
	VolumeMode *PersistentVolumeMode `json:"volumeMode,omitempty" protobuf:"bytes,8,opt,name=volumeMode,casttype=PersistentVolumeMode"`
	// NodeAffinity limits the nodes the volume can be reached from.
	NodeAffinity *VolumeNodeAffinity `json:"nodeAffinity,omitempty" protobuf:"bytes,9,opt,name=nodeAffinity"`
	// VolumeAttributesClassName is the VolumeAttributesClass of the volume.
	VolumeAttributesClassName *string `json:"volumeAttributesClassName,omitempty" protobuf:"bytes,10,opt,name=volumeAttributesClassName"`
}

// PersistentVolumeSource is where a volume's storage is; the package
// documentation lists the sources left out.
// Upstream: k8s.io/api/core/v1.PersistentVolumeSource.
type PersistentVolumeSource struct {
	// HostPath is a directory on the node, for single-node testing.
	HostPath *HostPathVolumeSource `json:"hostPath,omitempty" protobuf:"bytes,3,opt,name=hostPath"`
	// NFS is an NFS export.
	NFS *NFSVolumeSource `json:"nfs,omitempty" protobuf:"bytes,5,opt,name=nfs"`
	// Local is a disk, partition or directory of one node; it needs
	// nodeAffinity.
	Local *LocalVolumeSource `json:"local,omitempty" protobuf:"bytes,20,opt,name=local"`
	// CSI is a volume of a CSI driver.
	CSI *CSIPersistentVolumeSource `json:"csi,omitempty" protobuf:"bytes,22,opt,name=csi"`
}

// NFSVolumeSource is an NFS export.
// Upstream: k8s.io/api/core/v1.NFSVolumeSource.
type NFSVolumeSource struct {
	// Server is the NFS server's host name or IP.
	Server string `json:"server" protobuf:"bytes,1,opt,name=server"`
	// Path is the exported path.
	Path string `json:"path" protobuf:"bytes,2,opt,name=path"`
	// ReadOnly mounts the export read-only.
	ReadOnly bool `json:"readOnly,omitempty" protobuf:"varint,3,opt,name=readOnly"`
}

// LocalVolumeSource is local storage of one node.
// Upstream: k8s.io/api/core/v1.LocalVolumeSource.
type LocalVolumeSource struct {
	// Path is the full path on the node.
	Path string `json:"path" protobuf:"bytes,1,opt,name=path"`
	// FSType is the filesystem type, for a block device.
	FSType *string `json:"fsType,omitempty" protobuf:"bytes,2,opt,name=fsType"`
}

// CSIPersistentVolumeSource is a volume managed by a CSI driver.
// Upstream: k8s.io/api/core/v1.CSIPersistentVolumeSource.
type CSIPersistentVolumeSource struct {
	// Driver is the CSI driver's name.
	Driver string `json:"driver" protobuf:"bytes,1,opt,name=driver"`
	// VolumeHandle is the driver's ID of the volume.
	VolumeHandle string `json:"volumeHandle" protobuf:"bytes,2,opt,name=volumeHandle"`
	// ReadOnly publishes the volume read-only.
	ReadOnly bool `json:"readOnly,omitempty" protobuf:"varint,3,opt,name=readOnly"`
	// FSType is the filesystem to mount, such as ext4.
	FSType string `json:"fsType,omitempty" protobuf:"bytes,4,opt,name=fsType"`
	// VolumeAttributes are passed to the driver.
	VolumeAttributes map[string]string `json:"volumeAttributes,omitempty" protobuf:"bytes,5,rep,name=volumeAttributes"`
	// ControllerPublishSecretRef is the secret for ControllerPublishVolume.
	ControllerPublishSecretRef *SecretReference `json:"controllerPublishSecretRef,omitempty" protobuf:"bytes,6,opt,name=controllerPublishSecretRef"`
	// NodeStageSecretRef is the secret for NodeStageVolume.
	NodeStageSecretRef *SecretReference `json:"nodeStageSecretRef,omitempty" protobuf:"bytes,7,opt,name=nodeStageSecretRef"`
	// NodePublishSecretRef is the secret for NodePublishVolume.
	NodePublishSecretRef *SecretReference `json:"nodePublishSecretRef,omitempty" protobuf:"bytes,8,opt,name=nodePublishSecretRef"`
	// ControllerExpandSecretRef is the secret for ControllerExpandVolume.
	ControllerExpandSecretRef *SecretReference `json:"controllerExpandSecretRef,omitempty" protobuf:"bytes,9,opt,name=controllerExpandSecretRef"`
	// NodeExpandSecretRef is the secret for NodeExpandVolume.
	NodeExpandSecretRef *SecretReference `json:"nodeExpandSecretRef,omitempty" protobuf:"bytes,10,opt,name=nodeExpandSecretRef"`
}

// SecretReference names a secret in any namespace.
// Upstream: k8s.io/api/core/v1.SecretReference.
//
// +structType=atomic
type SecretReference struct {
	// Name is the secret's name.
	Name string `json:"name,omitempty" protobuf:"bytes,1,opt,name=name"`
	// Namespace is the secret's namespace.
	Namespace string `json:"namespace,omitempty" protobuf:"bytes,2,opt,name=namespace"`
}

// VolumeNodeAffinity limits the nodes a volume can be reached from.
// Upstream: k8s.io/api/core/v1.VolumeNodeAffinity.
type VolumeNodeAffinity struct {
	// Required is the nodes that can reach the volume.
	Required *NodeSelector `json:"required,omitempty" protobuf:"bytes,1,opt,name=required"`
}

// PersistentVolumeAccessMode is a way a volume can be mounted.
// Upstream: k8s.io/api/core/v1.PersistentVolumeAccessMode.
type PersistentVolumeAccessMode string

// The access modes.
const (
	ReadWriteOnce    PersistentVolumeAccessMode = "ReadWriteOnce"
	ReadOnlyMany     PersistentVolumeAccessMode = "ReadOnlyMany"
	ReadWriteMany    PersistentVolumeAccessMode = "ReadWriteMany"
	ReadWriteOncePod PersistentVolumeAccessMode = "ReadWriteOncePod"
)

// PersistentVolumeReclaimPolicy is what happens to a released volume.
// Upstream: k8s.io/api/core/v1.PersistentVolumeReclaimPolicy.
type PersistentVolumeReclaimPolicy string

// The reclaim policies.
const (
	PersistentVolumeReclaimRecycle PersistentVolumeReclaimPolicy = "Recycle"
	PersistentVolumeReclaimDelete  PersistentVolumeReclaimPolicy = "Delete"
	PersistentVolumeReclaimRetain  PersistentVolumeReclaimPolicy = "Retain"
)

// PersistentVolumeMode is how a volume is consumed.
// Upstream: k8s.io/api/core/v1.PersistentVolumeMode.
type PersistentVolumeMode string

// The volume modes.
const (
	PersistentVolumeBlock      PersistentVolumeMode = "Block"
	PersistentVolumeFilesystem PersistentVolumeMode = "Filesystem"
)

// PersistentVolumePhase is a volume's lifecycle phase.
// Upstream: k8s.io/api/core/v1.PersistentVolumePhase.
type PersistentVolumePhase string

// The volume phases.
const (
	VolumePending   PersistentVolumePhase = "Pending"
	VolumeAvailable PersistentVolumePhase = "Available"
	VolumeBound     PersistentVolumePhase = "Bound"
	VolumeReleased  PersistentVolumePhase = "Released"
	VolumeFailed    PersistentVolumePhase = "Failed"
)

// PersistentVolumeStatus is a volume's observed state.
// Upstream: k8s.io/api/core/v1.PersistentVolumeStatus.
type PersistentVolumeStatus struct {
	// Phase is Pending, Available, Bound, Released or Failed.
	Phase PersistentVolumePhase `json:"phase,omitempty" protobuf:"bytes,1,opt,name=phase,casttype=PersistentVolumePhase"`
	// Message explains the phase for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,2,opt,name=message"`
	// Reason is a short CamelCase word for the phase.
	Reason string `json:"reason,omitempty" protobuf:"bytes,3,opt,name=reason"`
	// LastPhaseTransitionTime is when the phase last changed; the status
	// strategy sets it.
	LastPhaseTransitionTime *metav1.Time `json:"lastPhaseTransitionTime,omitempty" protobuf:"bytes,4,opt,name=lastPhaseTransitionTime"`
}

// PersistentVolumeList is a list of volumes.
// Upstream: k8s.io/api/core/v1.PersistentVolumeList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PersistentVolumeList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the volumes.
	Items []PersistentVolume `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// PersistentVolumeClaim is a user's request for storage, bound to one
// PersistentVolume. Upstream: k8s.io/api/core/v1.PersistentVolumeClaim.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PersistentVolumeClaim struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the claim's standard metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is what the claim asks for.
	Spec PersistentVolumeClaimSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the claim's binding and capacity, written through
	// persistentvolumeclaims/status.
	Status PersistentVolumeClaimStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// PersistentVolumeClaimSpec is what a claim asks for.
// Upstream: k8s.io/api/core/v1.PersistentVolumeClaimSpec.
type PersistentVolumeClaimSpec struct {
	// AccessModes are the access modes the volume must offer.
	// +listType=atomic
	AccessModes []PersistentVolumeAccessMode `json:"accessModes,omitempty" protobuf:"bytes,1,rep,name=accessModes,casttype=PersistentVolumeAccessMode"`
	// Selector narrows the volumes the claim may bind to.
	Selector *metav1.LabelSelector `json:"selector,omitempty" protobuf:"bytes,4,opt,name=selector"`
	// Resources is the storage the claim asks for (requests.storage).
	Resources VolumeResourceRequirements `json:"resources,omitempty" protobuf:"bytes,2,opt,name=resources"`
	// VolumeName binds the claim to this volume.
	VolumeName string `json:"volumeName,omitempty" protobuf:"bytes,3,opt,name=volumeName"`
	// StorageClassName is the class of volume wanted; unset: the default
	// class, empty: no class.
	StorageClassName *string `json:"storageClassName,omitempty" protobuf:"bytes,5,opt,name=storageClassName"`
	// VolumeMode is Filesystem (the default) or Block.
	VolumeMode *PersistentVolumeMode `json:"volumeMode,omitempty" protobuf:"bytes,6,opt,name=volumeMode,casttype=PersistentVolumeMode"`
	// DataSource is a snapshot or claim to fill the new volume from.
	DataSource *TypedLocalObjectReference `json:"dataSource,omitempty" protobuf:"bytes,7,opt,name=dataSource"`
	// DataSourceRef is DataSource generalised to any object, in any
	// namespace.
	DataSourceRef *TypedObjectReference `json:"dataSourceRef,omitempty" protobuf:"bytes,8,opt,name=dataSourceRef"`
	// VolumeAttributesClassName is the VolumeAttributesClass wanted.
	VolumeAttributesClassName *string `json:"volumeAttributesClassName,omitempty" protobuf:"bytes,9,opt,name=volumeAttributesClassName"`
}

// VolumeResourceRequirements is the storage a claim asks for.
// Upstream: k8s.io/api/core/v1.VolumeResourceRequirements.
type VolumeResourceRequirements struct {
	// Limits is the most storage the claim may use.
	Limits ResourceList `json:"limits,omitempty" protobuf:"bytes,1,rep,name=limits,casttype=ResourceList,castkey=ResourceName"`
	// Requests is the least storage the claim needs.
	Requests ResourceList `json:"requests,omitempty" protobuf:"bytes,2,rep,name=requests,casttype=ResourceList,castkey=ResourceName"`
}

// TypedLocalObjectReference names an object of any group in the same
// namespace. Upstream: k8s.io/api/core/v1.TypedLocalObjectReference.
//
// +structType=atomic
type TypedLocalObjectReference struct {
	// APIGroup is the object's group; unset means the core group.
	APIGroup *string `json:"apiGroup" protobuf:"bytes,1,opt,name=apiGroup"`
	// Kind is the object's kind.
	Kind string `json:"kind" protobuf:"bytes,2,opt,name=kind"`
	// Name is the object's name.
	Name string `json:"name" protobuf:"bytes,3,opt,name=name"`
}

// TypedObjectReference names an object of any group, in any namespace.
// Upstream: k8s.io/api/core/v1.TypedObjectReference.
type TypedObjectReference struct {
	// APIGroup is the object's group; unset means the core group.
	APIGroup *string `json:"apiGroup" protobuf:"bytes,1,opt,name=apiGroup"`
	// Kind is the object's kind.
	Kind string `json:"kind" protobuf:"bytes,2,opt,name=kind"`
	// Name is the object's name.
	Name string `json:"name" protobuf:"bytes,3,opt,name=name"`
	// Namespace is the object's namespace; unset: the claim's.
	Namespace *string `json:"namespace,omitempty" protobuf:"bytes,4,opt,name=namespace"`
}

// PersistentVolumeClaimPhase is a claim's lifecycle phase.
// Upstream: k8s.io/api/core/v1.PersistentVolumeClaimPhase.
type PersistentVolumeClaimPhase string

// The claim phases.
const (
	ClaimPending PersistentVolumeClaimPhase = "Pending"
	ClaimBound   PersistentVolumeClaimPhase = "Bound"
	ClaimLost    PersistentVolumeClaimPhase = "Lost"
)

// PersistentVolumeClaimConditionType names a claim condition.
// Upstream: k8s.io/api/core/v1.PersistentVolumeClaimConditionType.
type PersistentVolumeClaimConditionType string

// PersistentVolumeClaimStatus is a claim's observed state; the package
// documentation lists the fields left out.
// Upstream: k8s.io/api/core/v1.PersistentVolumeClaimStatus.
type PersistentVolumeClaimStatus struct {
	// Phase is Pending, Bound or Lost.
	Phase PersistentVolumeClaimPhase `json:"phase,omitempty" protobuf:"bytes,1,opt,name=phase,casttype=PersistentVolumeClaimPhase"`
	// AccessModes are the access modes of the bound volume.
	// +listType=atomic
	AccessModes []PersistentVolumeAccessMode `json:"accessModes,omitempty" protobuf:"bytes,2,rep,name=accessModes,casttype=PersistentVolumeAccessMode"`
	// Capacity is the bound volume's capacity.
	Capacity ResourceList `json:"capacity,omitempty" protobuf:"bytes,3,rep,name=capacity,casttype=ResourceList,castkey=ResourceName"`
	// Conditions are the claim's conditions, such as Resizing.
	// +listType=map
	// +listMapKey=type
	Conditions []PersistentVolumeClaimCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,4,rep,name=conditions"`
}

// PersistentVolumeClaimCondition is one condition of a claim.
// Upstream: k8s.io/api/core/v1.PersistentVolumeClaimCondition.
type PersistentVolumeClaimCondition struct {
	// Type names the condition.
	Type PersistentVolumeClaimConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=PersistentVolumeClaimConditionType"`
	// Status is True, False or Unknown.
	Status ConditionStatus `json:"status" protobuf:"bytes,2,opt,name=status,casttype=ConditionStatus"`
	// LastProbeTime is when the condition was last probed.
	LastProbeTime metav1.Time `json:"lastProbeTime,omitempty" protobuf:"bytes,3,opt,name=lastProbeTime"`
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time `json:"lastTransitionTime,omitempty" protobuf:"bytes,4,opt,name=lastTransitionTime"`
	// Reason is a short CamelCase word for the last transition.
	Reason string `json:"reason,omitempty" protobuf:"bytes,5,opt,name=reason"`
	// Message explains the last transition for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,6,opt,name=message"`
}

// PersistentVolumeClaimList is a list of claims.
// Upstream: k8s.io/api/core/v1.PersistentVolumeClaimList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PersistentVolumeClaimList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the claims.
	Items []PersistentVolumeClaim `json:"items" protobuf:"bytes,2,rep,name=items"`
}
