package apps

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// StatefulSet runs pods with stable identities: pod i of set "web" is
// always "web-i", and pods start, stop and update in ordinal order.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.StatefulSet.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type StatefulSet struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   StatefulSetSpec
	Status StatefulSetStatus
}

// PodManagementPolicyType is OrderedReady or Parallel.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.PodManagementPolicyType.
type PodManagementPolicyType string

// The pod management policies.
const (
	OrderedReadyPodManagement PodManagementPolicyType = "OrderedReady"
	ParallelPodManagement     PodManagementPolicyType = "Parallel"
)

// StatefulSetUpdateStrategy says how a stateful set replaces its pods.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.StatefulSetUpdateStrategy.
type StatefulSetUpdateStrategy struct {
	Type          StatefulSetUpdateStrategyType
	RollingUpdate *RollingUpdateStatefulSetStrategy
}

// StatefulSetUpdateStrategyType is RollingUpdate or OnDelete.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.StatefulSetUpdateStrategyType.
type StatefulSetUpdateStrategyType string

// The stateful set update strategies.
const (
	RollingUpdateStatefulSetStrategyType StatefulSetUpdateStrategyType = "RollingUpdate"
	OnDeleteStatefulSetStrategyType      StatefulSetUpdateStrategyType = "OnDelete"
)

// RollingUpdateStatefulSetStrategy bounds a rolling update: pods with an
// ordinal below Partition keep the old template.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.RollingUpdateStatefulSetStrategy.
type RollingUpdateStatefulSetStrategy struct {
	// Partition is a plain int32 internally; apps/v1 defaults it to 0.
	Partition      int32
	MaxUnavailable *intstr.IntOrString
}

// PersistentVolumeClaimRetentionPolicyType is Retain or Delete.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.PersistentVolumeClaimRetentionPolicyType.
type PersistentVolumeClaimRetentionPolicyType string

// The claim retention policies.
const (
	RetainPersistentVolumeClaimRetentionPolicyType PersistentVolumeClaimRetentionPolicyType = "Retain"
	DeletePersistentVolumeClaimRetentionPolicyType PersistentVolumeClaimRetentionPolicyType = "Delete"
)

// StatefulSetPersistentVolumeClaimRetentionPolicy says what happens to the
// claims of the volume claim templates when the set is deleted or scaled
// down.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.StatefulSetPersistentVolumeClaimRetentionPolicy.
type StatefulSetPersistentVolumeClaimRetentionPolicy struct {
	WhenDeleted PersistentVolumeClaimRetentionPolicyType
	WhenScaled  PersistentVolumeClaimRetentionPolicyType
}

// StatefulSetOrdinals sets the first ordinal of the set's pods.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.StatefulSetOrdinals.
type StatefulSetOrdinals struct {
	Start int32
}

// StatefulSetSpec is the desired state of a stateful set.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.StatefulSetSpec, less
// VolumeClaimTemplates: it holds core PersistentVolumeClaims, which the
// core group of this branch does not carry yet.
type StatefulSetSpec struct {
	// Replicas is a plain int32 internally; every version defaults it.
	Replicas int32
	Selector *metav1.LabelSelector
	Template core.PodTemplateSpec
	// VolumeClaimTemplates are the claims each pod gets its own of
	// (<template>-<set>-<ordinal>), made by the statefulset controller.
	VolumeClaimTemplates                 []core.PersistentVolumeClaim
	ServiceName                          string
	PodManagementPolicy                  PodManagementPolicyType
	UpdateStrategy                       StatefulSetUpdateStrategy
	RevisionHistoryLimit                 *int32
	MinReadySeconds                      int32
	PersistentVolumeClaimRetentionPolicy *StatefulSetPersistentVolumeClaimRetentionPolicy
	Ordinals                             *StatefulSetOrdinals
}

// StatefulSetStatus is the observed state of a stateful set.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.StatefulSetStatus, whose
// ObservedGeneration is a *int64 (ours an int64, as on the wire).
type StatefulSetStatus struct {
	ObservedGeneration int64
	Replicas           int32
	ReadyReplicas      int32
	CurrentReplicas    int32
	UpdatedReplicas    int32
	CurrentRevision    string
	UpdateRevision     string
	CollisionCount     *int32
	Conditions         []StatefulSetCondition
	AvailableReplicas  int32
}

// StatefulSetConditionType names a condition of a stateful set.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.StatefulSetConditionType.
type StatefulSetConditionType string

// StatefulSetCondition is one condition of a stateful set.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.StatefulSetCondition.
type StatefulSetCondition struct {
	Type               StatefulSetConditionType
	Status             core.ConditionStatus
	LastTransitionTime metav1.Time
	Reason             string
	Message            string
}

// StatefulSetList is a list of stateful sets.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.StatefulSetList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type StatefulSetList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []StatefulSet
}
