package v1

import (
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// Labels and annotations the stateful set and daemon set controllers use.
const (
	// ControllerRevisionHashLabelKey labels each pod of a stateful set or
	// daemon set with the name of the ControllerRevision it was made from.
	// Upstream: k8s.io/api/apps/v1.ControllerRevisionHashLabelKey.
	ControllerRevisionHashLabelKey = "controller-revision-hash"
	// StatefulSetRevisionLabel is the same label under its stateful set name.
	// Upstream: k8s.io/api/apps/v1.StatefulSetRevisionLabel.
	StatefulSetRevisionLabel = ControllerRevisionHashLabelKey
	// DeprecatedTemplateGeneration carries the internal
	// DaemonSetSpec.TemplateGeneration, which apps/v1 has no field for.
	// Upstream: k8s.io/api/apps/v1.DeprecatedTemplateGeneration.
	DeprecatedTemplateGeneration = "deprecated.daemonset.template.generation"
	// StatefulSetPodNameLabel labels each pod of a stateful set with its name.
	// Upstream: k8s.io/api/apps/v1.StatefulSetPodNameLabel.
	StatefulSetPodNameLabel = "statefulset.kubernetes.io/pod-name"
)

// StatefulSet runs pods with stable identities: pod i of the set "web" is
// always called "web-i", and pods are created, deleted and updated in
// ordinal order.
// Upstream: k8s.io/api/apps/v1.StatefulSet.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type StatefulSet struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the stateful set's standard metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is the desired state.
	Spec StatefulSetSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed state, written by the stateful set controller.
	Status StatefulSetStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// PodManagementPolicyType is OrderedReady or Parallel.
// Upstream: k8s.io/api/apps/v1.PodManagementPolicyType.
type PodManagementPolicyType string

// The pod management policies.
const (
	// OrderedReadyPodManagement starts pods one by one in ordinal order,
	// each once the one before is ready, and stops them in reverse order.
	OrderedReadyPodManagement PodManagementPolicyType = "OrderedReady"
	// ParallelPodManagement starts and stops pods all at once.
	ParallelPodManagement PodManagementPolicyType = "Parallel"
)

// StatefulSetUpdateStrategy says how a stateful set replaces its pods when
// the template changes.
// Upstream: k8s.io/api/apps/v1.StatefulSetUpdateStrategy.
type StatefulSetUpdateStrategy struct {
	// Type is RollingUpdate (the controller replaces pods, highest ordinal
	// first) or OnDelete (a pod is replaced only once someone deletes it).
	// Defaults to RollingUpdate.
	Type StatefulSetUpdateStrategyType `json:"type,omitempty" protobuf:"bytes,1,opt,name=type,casttype=StatefulSetStrategyType"`
	// RollingUpdate bounds a rolling update; set only with type RollingUpdate.
	RollingUpdate *RollingUpdateStatefulSetStrategy `json:"rollingUpdate,omitempty" protobuf:"bytes,2,opt,name=rollingUpdate"`
}

// StatefulSetUpdateStrategyType is RollingUpdate or OnDelete.
// Upstream: k8s.io/api/apps/v1.StatefulSetUpdateStrategyType.
type StatefulSetUpdateStrategyType string

// The stateful set update strategies.
const (
	RollingUpdateStatefulSetStrategyType StatefulSetUpdateStrategyType = "RollingUpdate"
	OnDeleteStatefulSetStrategyType      StatefulSetUpdateStrategyType = "OnDelete"
)

// RollingUpdateStatefulSetStrategy bounds a rolling update of a stateful set.
// Upstream: k8s.io/api/apps/v1.RollingUpdateStatefulSetStrategy.
type RollingUpdateStatefulSetStrategy struct {
	// Partition keeps the pods whose ordinal is below it on the old
	// template, for a staged rollout. Defaults to 0.
	Partition *int32 `json:"partition,omitempty" protobuf:"varint,1,opt,name=partition"`
	// MaxUnavailable is how many pods (a number, or a percentage of
	// replicas) may be unavailable during the update. Defaults to 1.
	MaxUnavailable *intstr.IntOrString `json:"maxUnavailable,omitempty" protobuf:"varint,2,opt,name=maxUnavailable"`
}

// PersistentVolumeClaimRetentionPolicyType is Retain or Delete.
// Upstream: k8s.io/api/apps/v1.PersistentVolumeClaimRetentionPolicyType.
type PersistentVolumeClaimRetentionPolicyType string

// The claim retention policies.
const (
	// RetainPersistentVolumeClaimRetentionPolicyType keeps the claims.
	RetainPersistentVolumeClaimRetentionPolicyType PersistentVolumeClaimRetentionPolicyType = "Retain"
	// DeletePersistentVolumeClaimRetentionPolicyType deletes them.
	DeletePersistentVolumeClaimRetentionPolicyType PersistentVolumeClaimRetentionPolicyType = "Delete"
)

// StatefulSetPersistentVolumeClaimRetentionPolicy says what happens to the
// claims made from the volume claim templates.
// Upstream: k8s.io/api/apps/v1.StatefulSetPersistentVolumeClaimRetentionPolicy.
type StatefulSetPersistentVolumeClaimRetentionPolicy struct {
	// WhenDeleted applies when the stateful set is deleted: Retain or
	// Delete. Defaults to Retain.
	WhenDeleted PersistentVolumeClaimRetentionPolicyType `json:"whenDeleted,omitempty" protobuf:"bytes,1,opt,name=whenDeleted,casttype=PersistentVolumeClaimRetentionPolicyType"`
	// WhenScaled applies to the pods a scale-down removes: Retain or
	// Delete. Defaults to Retain.
	WhenScaled PersistentVolumeClaimRetentionPolicyType `json:"whenScaled,omitempty" protobuf:"bytes,2,opt,name=whenScaled,casttype=PersistentVolumeClaimRetentionPolicyType"`
}

// StatefulSetOrdinals sets how the pods of a stateful set are numbered.
// Upstream: k8s.io/api/apps/v1.StatefulSetOrdinals.
type StatefulSetOrdinals struct {
	// Start is the ordinal of the first pod. Defaults to 0.
	Start int32 `json:"start" protobuf:"varint,1,opt,name=start"`
}

// StatefulSetSpec is the desired state of a stateful set.
// Upstream: k8s.io/api/apps/v1.StatefulSetSpec (less volumeClaimTemplates,
// field 4, left out until the core group carries PersistentVolumeClaim).
type StatefulSetSpec struct {
	// Replicas is the number of pods the set wants running. Defaults to 1.
	Replicas *int32 `json:"replicas,omitempty" protobuf:"varint,1,opt,name=replicas"`
	// Selector picks the set's pods. It is required, must match the
	// template's labels, and cannot change.
	Selector *metav1.LabelSelector `json:"selector" protobuf:"bytes,2,opt,name=selector"`
	// Template is the pod every replica is made from.
	Template corev1.PodTemplateSpec `json:"template" protobuf:"bytes,3,opt,name=template"`
	// VolumeClaimTemplates are the claims each pod gets its own of
	// (<template>-<set>-<ordinal>), made by the statefulset controller and
	// mounted where the template's volumes name them.
	// +listType=atomic
	VolumeClaimTemplates []corev1.PersistentVolumeClaim `json:"volumeClaimTemplates,omitempty" protobuf:"bytes,4,rep,name=volumeClaimTemplates"`
	// ServiceName names the headless service that gives the pods their
	// DNS names (pod-i.<serviceName>).
	ServiceName string `json:"serviceName" protobuf:"bytes,5,opt,name=serviceName"`
	// PodManagementPolicy is OrderedReady or Parallel. Defaults to
	// OrderedReady.
	PodManagementPolicy PodManagementPolicyType `json:"podManagementPolicy,omitempty" protobuf:"bytes,6,opt,name=podManagementPolicy,casttype=PodManagementPolicyType"`
	// UpdateStrategy says how pods are replaced when the template changes.
	UpdateStrategy StatefulSetUpdateStrategy `json:"updateStrategy,omitempty" protobuf:"bytes,7,opt,name=updateStrategy"`
	// RevisionHistoryLimit is how many old ControllerRevisions to keep.
	// Defaults to 10.
	RevisionHistoryLimit *int32 `json:"revisionHistoryLimit,omitempty" protobuf:"varint,8,opt,name=revisionHistoryLimit"`
	// MinReadySeconds is how long a new pod must stay ready before it
	// counts as available.
	MinReadySeconds int32 `json:"minReadySeconds,omitempty" protobuf:"varint,9,opt,name=minReadySeconds"`
	// PersistentVolumeClaimRetentionPolicy says what happens to the
	// claims made from the volume claim templates. Defaults to Retain for
	// both cases.
	PersistentVolumeClaimRetentionPolicy *StatefulSetPersistentVolumeClaimRetentionPolicy `json:"persistentVolumeClaimRetentionPolicy,omitempty" protobuf:"bytes,10,opt,name=persistentVolumeClaimRetentionPolicy"`
	// Ordinals sets the first pod's ordinal.
	Ordinals *StatefulSetOrdinals `json:"ordinals,omitempty" protobuf:"bytes,11,opt,name=ordinals"`
}

// StatefulSetStatus is the observed state of a stateful set.
// Upstream: k8s.io/api/apps/v1.StatefulSetStatus.
type StatefulSetStatus struct {
	// ObservedGeneration is the metadata.generation the controller last
	// acted on.
	ObservedGeneration int64 `json:"observedGeneration,omitempty" protobuf:"varint,1,opt,name=observedGeneration"`
	// Replicas counts the pods the controller made.
	Replicas int32 `json:"replicas" protobuf:"varint,2,opt,name=replicas"`
	// ReadyReplicas counts the pods that are ready.
	ReadyReplicas int32 `json:"readyReplicas,omitempty" protobuf:"varint,3,opt,name=readyReplicas"`
	// CurrentReplicas counts the pods made from currentRevision.
	CurrentReplicas int32 `json:"currentReplicas,omitempty" protobuf:"varint,4,opt,name=currentReplicas"`
	// UpdatedReplicas counts the pods made from updateRevision.
	UpdatedReplicas int32 `json:"updatedReplicas,omitempty" protobuf:"varint,5,opt,name=updatedReplicas"`
	// CurrentRevision is the ControllerRevision of the pods before the
	// update under way.
	CurrentRevision string `json:"currentRevision,omitempty" protobuf:"bytes,6,opt,name=currentRevision"`
	// UpdateRevision is the ControllerRevision of the current template.
	UpdateRevision string `json:"updateRevision,omitempty" protobuf:"bytes,7,opt,name=updateRevision"`
	// CollisionCount counts hash collisions of the set's
	// ControllerRevision names.
	CollisionCount *int32 `json:"collisionCount,omitempty" protobuf:"varint,9,opt,name=collisionCount"`
	// Conditions report the set's state.
	// +listType=map
	// +listMapKey=type
	Conditions []StatefulSetCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,10,rep,name=conditions"`
	// AvailableReplicas counts the pods ready for at least minReadySeconds.
	AvailableReplicas int32 `json:"availableReplicas" protobuf:"varint,11,opt,name=availableReplicas"`
}

// StatefulSetConditionType names a condition of a stateful set.
// Upstream: k8s.io/api/apps/v1.StatefulSetConditionType.
type StatefulSetConditionType string

// StatefulSetCondition is one condition of a stateful set.
// Upstream: k8s.io/api/apps/v1.StatefulSetCondition.
type StatefulSetCondition struct {
	// Type names the condition.
	Type StatefulSetConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=StatefulSetConditionType"`
	// Status is True, False or Unknown.
	Status corev1.ConditionStatus `json:"status" protobuf:"bytes,2,opt,name=status,casttype=k8s.io/api/core/v1.ConditionStatus"`
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time `json:"lastTransitionTime,omitempty" protobuf:"bytes,3,opt,name=lastTransitionTime"`
	// Reason is a short CamelCase word saying why.
	Reason string `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason"`
	// Message explains the condition for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,5,opt,name=message"`
}

// StatefulSetList is a list of stateful sets.
// Upstream: k8s.io/api/apps/v1.StatefulSetList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type StatefulSetList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is
	// paged, the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the stateful sets.
	Items []StatefulSet `json:"items" protobuf:"bytes,2,rep,name=items"`
}
