package core

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// ---- PersistentVolume and PersistentVolumeClaim ----

// PersistentVolume is a piece of storage in the cluster, provisioned by an
// administrator or by a storage class; a claim binds to it. It is
// cluster-scoped. Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolume.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PersistentVolume struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   PersistentVolumeSpec
	Status PersistentVolumeStatus
}

// PersistentVolumeSpec describes a volume.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolumeSpec.
type PersistentVolumeSpec struct {
	Capacity ResourceList
	PersistentVolumeSource
	AccessModes                   []PersistentVolumeAccessMode
	ClaimRef                      *ObjectReference
	PersistentVolumeReclaimPolicy PersistentVolumeReclaimPolicy
	StorageClassName              string
	MountOptions                  []string
	VolumeMode                    *PersistentVolumeMode
	NodeAffinity                  *VolumeNodeAffinity
	VolumeAttributesClassName     *string
}

// PersistentVolumeSource is where a volume's storage is; the package
// documentation lists the sources left out.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolumeSource.
type PersistentVolumeSource struct {
	HostPath *HostPathVolumeSource
	NFS      *NFSVolumeSource
	Local    *LocalVolumeSource
	CSI      *CSIPersistentVolumeSource
}

// NFSVolumeSource is an NFS export.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NFSVolumeSource.
type NFSVolumeSource struct {
	Server   string
	Path     string
	ReadOnly bool
}

// LocalVolumeSource is local storage of one node.
// Upstream: k8s.io/kubernetes/pkg/apis/core.LocalVolumeSource.
type LocalVolumeSource struct {
	Path   string
	FSType *string
}

// CSIPersistentVolumeSource is a volume managed by a CSI driver.
// Upstream: k8s.io/kubernetes/pkg/apis/core.CSIPersistentVolumeSource.
type CSIPersistentVolumeSource struct {
	Driver                     string
	VolumeHandle               string
	ReadOnly                   bool
	FSType                     string
	VolumeAttributes           map[string]string
	ControllerPublishSecretRef *SecretReference
	NodeStageSecretRef         *SecretReference
	NodePublishSecretRef       *SecretReference
	ControllerExpandSecretRef  *SecretReference
	NodeExpandSecretRef        *SecretReference
}

// SecretReference names a secret in any namespace.
// Upstream: k8s.io/kubernetes/pkg/apis/core.SecretReference.
type SecretReference struct {
	Name      string
	Namespace string
}

// VolumeNodeAffinity limits the nodes a volume can be reached from.
// Upstream: k8s.io/kubernetes/pkg/apis/core.VolumeNodeAffinity.
type VolumeNodeAffinity struct {
	Required *NodeSelector
}

// PersistentVolumeAccessMode is a way a volume can be mounted.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolumeAccessMode.
type PersistentVolumeAccessMode string

// The access modes.
const (
	ReadWriteOnce    PersistentVolumeAccessMode = "ReadWriteOnce"
	ReadOnlyMany     PersistentVolumeAccessMode = "ReadOnlyMany"
	ReadWriteMany    PersistentVolumeAccessMode = "ReadWriteMany"
	ReadWriteOncePod PersistentVolumeAccessMode = "ReadWriteOncePod"
)

// PersistentVolumeReclaimPolicy is what happens to a released volume.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolumeReclaimPolicy.
type PersistentVolumeReclaimPolicy string

// The reclaim policies.
const (
	PersistentVolumeReclaimRecycle PersistentVolumeReclaimPolicy = "Recycle"
	PersistentVolumeReclaimDelete  PersistentVolumeReclaimPolicy = "Delete"
	PersistentVolumeReclaimRetain  PersistentVolumeReclaimPolicy = "Retain"
)

// PersistentVolumeMode is how a volume is consumed.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolumeMode.
type PersistentVolumeMode string

// The volume modes.
const (
	PersistentVolumeBlock      PersistentVolumeMode = "Block"
	PersistentVolumeFilesystem PersistentVolumeMode = "Filesystem"
)

// PersistentVolumePhase is a volume's lifecycle phase.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolumePhase.
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
// Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolumeStatus.
type PersistentVolumeStatus struct {
	Phase                   PersistentVolumePhase
	Message                 string
	Reason                  string
	LastPhaseTransitionTime *metav1.Time
}

// PersistentVolumeList is a list of volumes.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolumeList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PersistentVolumeList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []PersistentVolume
}

// PersistentVolumeClaim is a user's request for storage, bound to one
// PersistentVolume. Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolumeClaim.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PersistentVolumeClaim struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   PersistentVolumeClaimSpec
	Status PersistentVolumeClaimStatus
}

// PersistentVolumeClaimSpec is what a claim asks for.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolumeClaimSpec.
type PersistentVolumeClaimSpec struct {
	AccessModes               []PersistentVolumeAccessMode
	Selector                  *metav1.LabelSelector
	Resources                 VolumeResourceRequirements
	VolumeName                string
	StorageClassName          *string
	VolumeMode                *PersistentVolumeMode
	DataSource                *TypedLocalObjectReference
	DataSourceRef             *TypedObjectReference
	VolumeAttributesClassName *string
}

// VolumeResourceRequirements is the storage a claim asks for.
// Upstream: k8s.io/kubernetes/pkg/apis/core.VolumeResourceRequirements.
type VolumeResourceRequirements struct {
	Limits   ResourceList
	Requests ResourceList
}

// TypedLocalObjectReference names an object of any group in the same
// namespace. Upstream: k8s.io/kubernetes/pkg/apis/core.TypedLocalObjectReference.
type TypedLocalObjectReference struct {
	APIGroup *string
	Kind     string
	Name     string
}

// TypedObjectReference names an object of any group, in any namespace.
// Upstream: k8s.io/kubernetes/pkg/apis/core.TypedObjectReference.
type TypedObjectReference struct {
	APIGroup  *string
	Kind      string
	Name      string
	Namespace *string
}

// PersistentVolumeClaimPhase is a claim's lifecycle phase.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolumeClaimPhase.
type PersistentVolumeClaimPhase string

// The claim phases.
const (
	ClaimPending PersistentVolumeClaimPhase = "Pending"
	ClaimBound   PersistentVolumeClaimPhase = "Bound"
	ClaimLost    PersistentVolumeClaimPhase = "Lost"
)

// PersistentVolumeClaimConditionType names a claim condition.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolumeClaimConditionType.
type PersistentVolumeClaimConditionType string

// PersistentVolumeClaimStatus is a claim's observed state; the package
// documentation lists the fields left out.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolumeClaimStatus.
type PersistentVolumeClaimStatus struct {
	Phase       PersistentVolumeClaimPhase
	AccessModes []PersistentVolumeAccessMode
	Capacity    ResourceList
	Conditions  []PersistentVolumeClaimCondition
}

// PersistentVolumeClaimCondition is one condition of a claim.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolumeClaimCondition.
type PersistentVolumeClaimCondition struct {
	Type               PersistentVolumeClaimConditionType
	Status             ConditionStatus
	LastProbeTime      metav1.Time
	LastTransitionTime metav1.Time
	Reason             string
	Message            string
}

// PersistentVolumeClaimList is a list of claims.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PersistentVolumeClaimList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PersistentVolumeClaimList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []PersistentVolumeClaim
}
