package v1

import (
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// DaemonSet runs one copy of a pod on every node the pod's template fits.
// Upstream: k8s.io/api/apps/v1.DaemonSet.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type DaemonSet struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the daemon set's standard metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is the desired state.
	Spec DaemonSetSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed state, written by the daemon set controller.
	Status DaemonSetStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// DaemonSetUpdateStrategy says how a daemon set replaces its pods when the
// template changes.
// Upstream: k8s.io/api/apps/v1.DaemonSetUpdateStrategy.
type DaemonSetUpdateStrategy struct {
	// Type is RollingUpdate or OnDelete. Defaults to RollingUpdate.
	Type DaemonSetUpdateStrategyType `json:"type,omitempty" protobuf:"bytes,1,opt,name=type"`
	// RollingUpdate bounds a rolling update; set only with type RollingUpdate.
	RollingUpdate *RollingUpdateDaemonSet `json:"rollingUpdate,omitempty" protobuf:"bytes,2,opt,name=rollingUpdate"`
}

// DaemonSetUpdateStrategyType is RollingUpdate or OnDelete.
// Upstream: k8s.io/api/apps/v1.DaemonSetUpdateStrategyType.
type DaemonSetUpdateStrategyType string

// The daemon set update strategies.
const (
	RollingUpdateDaemonSetStrategyType DaemonSetUpdateStrategyType = "RollingUpdate"
	OnDeleteDaemonSetStrategyType      DaemonSetUpdateStrategyType = "OnDelete"
)

// RollingUpdateDaemonSet bounds a rolling update of a daemon set.
// Upstream: k8s.io/api/apps/v1.RollingUpdateDaemonSet.
type RollingUpdateDaemonSet struct {
	// MaxUnavailable is how many nodes (a number, or a percentage of the
	// nodes that should run the pod) may be without an available pod
	// during the update. Defaults to 1.
	MaxUnavailable *intstr.IntOrString `json:"maxUnavailable,omitempty" protobuf:"bytes,1,opt,name=maxUnavailable"`
	// MaxSurge is how many nodes may run an old and a new pod at once
	// during the update. Defaults to 0.
	MaxSurge *intstr.IntOrString `json:"maxSurge,omitempty" protobuf:"bytes,2,opt,name=maxSurge"`
}

// DaemonSetSpec is the desired state of a daemon set.
// Upstream: k8s.io/api/apps/v1.DaemonSetSpec.
type DaemonSetSpec struct {
	// Selector picks the set's pods. It is required, must match the
	// template's labels, and cannot change.
	Selector *metav1.LabelSelector `json:"selector" protobuf:"bytes,1,opt,name=selector"`
	// Template is the pod run on each node; its restartPolicy must be
	// Always.
	Template corev1.PodTemplateSpec `json:"template" protobuf:"bytes,2,opt,name=template"`
	// UpdateStrategy says how pods are replaced when the template changes.
	UpdateStrategy DaemonSetUpdateStrategy `json:"updateStrategy,omitempty" protobuf:"bytes,3,opt,name=updateStrategy"`
	// MinReadySeconds is how long a new pod must stay ready before it
	// counts as available.
	MinReadySeconds int32 `json:"minReadySeconds,omitempty" protobuf:"varint,4,opt,name=minReadySeconds"`
	// RevisionHistoryLimit is how many old ControllerRevisions to keep.
	// Defaults to 10.
	RevisionHistoryLimit *int32 `json:"revisionHistoryLimit,omitempty" protobuf:"varint,6,opt,name=revisionHistoryLimit"`
}

// DaemonSetStatus is the observed state of a daemon set.
// Upstream: k8s.io/api/apps/v1.DaemonSetStatus.
type DaemonSetStatus struct {
	// CurrentNumberScheduled counts the nodes that run the pod and should.
	CurrentNumberScheduled int32 `json:"currentNumberScheduled" protobuf:"varint,1,opt,name=currentNumberScheduled"`
	// NumberMisscheduled counts the nodes that run the pod but should not.
	NumberMisscheduled int32 `json:"numberMisscheduled" protobuf:"varint,2,opt,name=numberMisscheduled"`
	// DesiredNumberScheduled counts the nodes that should run the pod.
	DesiredNumberScheduled int32 `json:"desiredNumberScheduled" protobuf:"varint,3,opt,name=desiredNumberScheduled"`
	// NumberReady counts the nodes whose pod is ready.
	NumberReady int32 `json:"numberReady" protobuf:"varint,4,opt,name=numberReady"`
	// ObservedGeneration is the metadata.generation the controller last
	// acted on.
	ObservedGeneration int64 `json:"observedGeneration,omitempty" protobuf:"varint,5,opt,name=observedGeneration"`
	// UpdatedNumberScheduled counts the nodes that run the current template.
	UpdatedNumberScheduled int32 `json:"updatedNumberScheduled,omitempty" protobuf:"varint,6,opt,name=updatedNumberScheduled"`
	// NumberAvailable counts the nodes whose pod has been ready for
	// minReadySeconds.
	NumberAvailable int32 `json:"numberAvailable,omitempty" protobuf:"varint,7,opt,name=numberAvailable"`
	// NumberUnavailable counts the nodes that should run an available pod
	// and do not.
	NumberUnavailable int32 `json:"numberUnavailable,omitempty" protobuf:"varint,8,opt,name=numberUnavailable"`
	// CollisionCount counts hash collisions of the set's
	// ControllerRevision names.
	CollisionCount *int32 `json:"collisionCount,omitempty" protobuf:"varint,9,opt,name=collisionCount"`
	// Conditions report the set's state.
	// +listType=map
	// +listMapKey=type
	Conditions []DaemonSetCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,10,rep,name=conditions"`
}

// DaemonSetConditionType names a condition of a daemon set.
// Upstream: k8s.io/api/apps/v1.DaemonSetConditionType.
type DaemonSetConditionType string

// DaemonSetCondition is one condition of a daemon set.
// Upstream: k8s.io/api/apps/v1.DaemonSetCondition.
type DaemonSetCondition struct {
	// Type names the condition.
	Type DaemonSetConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=DaemonSetConditionType"`
	// Status is True, False or Unknown.
	Status corev1.ConditionStatus `json:"status" protobuf:"bytes,2,opt,name=status,casttype=k8s.io/api/core/v1.ConditionStatus"`
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time `json:"lastTransitionTime,omitempty" protobuf:"bytes,3,opt,name=lastTransitionTime"`
	// Reason is a short CamelCase word saying why.
	Reason string `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason"`
	// Message explains the condition for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,5,opt,name=message"`
}

// DaemonSetList is a list of daemon sets.
// Upstream: k8s.io/api/apps/v1.DaemonSetList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type DaemonSetList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is
	// paged, the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the daemon sets.
	Items []DaemonSet `json:"items" protobuf:"bytes,2,rep,name=items"`
}
