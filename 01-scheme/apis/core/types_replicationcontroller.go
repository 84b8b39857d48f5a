package core

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// ---- ReplicationController and PodTemplate ----

// ReplicationController keeps a number of copies of a pod template
// running: the ReplicaSet's predecessor, with an equality-only selector.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ReplicationController.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ReplicationController struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   ReplicationControllerSpec
	Status ReplicationControllerStatus
}

// ReplicationControllerSpec is the desired state of a replication
// controller. Upstream: k8s.io/kubernetes/pkg/apis/core.ReplicationControllerSpec.
type ReplicationControllerSpec struct {
	Replicas        *int32
	MinReadySeconds int32
	Selector        map[string]string
	Template        *PodTemplateSpec
}

// ReplicationControllerStatus is the observed state of a replication
// controller. Upstream: k8s.io/kubernetes/pkg/apis/core.ReplicationControllerStatus.
type ReplicationControllerStatus struct {
	Replicas             int32
	FullyLabeledReplicas int32
	ReadyReplicas        int32
	AvailableReplicas    int32
	ObservedGeneration   int64
	Conditions           []ReplicationControllerCondition
}

// ReplicationControllerConditionType names a replication controller
// condition. Upstream: k8s.io/kubernetes/pkg/apis/core.ReplicationControllerConditionType.
type ReplicationControllerConditionType string

// ReplicationControllerReplicaFailure is set when a pod could not be
// created or deleted.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ReplicationControllerReplicaFailure.
const ReplicationControllerReplicaFailure ReplicationControllerConditionType = "ReplicaFailure"

// ReplicationControllerCondition is one condition of a replication
// controller. Upstream: k8s.io/kubernetes/pkg/apis/core.ReplicationControllerCondition.
type ReplicationControllerCondition struct {
	Type               ReplicationControllerConditionType
	Status             ConditionStatus
	LastTransitionTime metav1.Time
	Reason             string
	Message            string
}

// ReplicationControllerList is a list of replication controllers.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ReplicationControllerList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ReplicationControllerList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []ReplicationController
}

// PodTemplate is a stored pod template, for others to copy.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PodTemplate.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PodTemplate struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Template PodTemplateSpec
}

// PodTemplateList is a list of pod templates.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PodTemplateList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PodTemplateList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []PodTemplate
}
