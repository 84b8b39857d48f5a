package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// ---- ReplicationController and PodTemplate ----

// ReplicationController keeps a number of copies of a pod template
// running: the ReplicaSet's predecessor, with an equality-only selector.
// Upstream: k8s.io/api/core/v1.ReplicationController.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ReplicationController struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the controller's standard metadata; its labels default
	// to the template's.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is the desired replicas, the selector and the pod template.
	Spec ReplicationControllerSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed replicas, written by the replication manager
	// through replicationcontrollers/status.
	Status ReplicationControllerStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// ReplicationControllerSpec is the desired state of a replication
// controller. Upstream: k8s.io/api/core/v1.ReplicationControllerSpec.
type ReplicationControllerSpec struct {
	// Replicas is the number of pods wanted. Defaults to 1.
	// +default=1
	Replicas *int32 `json:"replicas,omitempty" protobuf:"varint,1,opt,name=replicas"`
	// MinReadySeconds is how long a new pod must be ready before it counts
	// as available.
	// +default=0
	MinReadySeconds int32 `json:"minReadySeconds,omitempty" protobuf:"varint,4,opt,name=minReadySeconds"`
	// Selector is the labels of the pods counted; defaults to the
	// template's labels.
	// +mapType=atomic
	Selector map[string]string `json:"selector,omitempty" protobuf:"bytes,2,rep,name=selector"`
	// Template is the pod created for each missing replica.
	Template *PodTemplateSpec `json:"template,omitempty" protobuf:"bytes,3,opt,name=template"`
}

// ReplicationControllerStatus is the observed state of a replication
// controller. Upstream: k8s.io/api/core/v1.ReplicationControllerStatus.
type ReplicationControllerStatus struct {
	// Replicas is the number of pods seen.
	Replicas int32 `json:"replicas" protobuf:"varint,1,opt,name=replicas"`
	// FullyLabeledReplicas is the number of pods whose labels match the
	// template's.
	FullyLabeledReplicas int32 `json:"fullyLabeledReplicas,omitempty" protobuf:"varint,2,opt,name=fullyLabeledReplicas"`
	// ReadyReplicas is the number of ready pods.
	ReadyReplicas int32 `json:"readyReplicas,omitempty" protobuf:"varint,4,opt,name=readyReplicas"`
	// AvailableReplicas is the number of pods ready for at least
	// minReadySeconds.
	AvailableReplicas int32 `json:"availableReplicas,omitempty" protobuf:"varint,5,opt,name=availableReplicas"`
	// ObservedGeneration is the generation the status describes.
	ObservedGeneration int64 `json:"observedGeneration,omitempty" protobuf:"varint,3,opt,name=observedGeneration"`
	// Conditions are the controller's conditions (ReplicaFailure).
	// +listType=map
	// +listMapKey=type
	Conditions []ReplicationControllerCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,6,rep,name=conditions"`
}

// ReplicationControllerConditionType names a replication controller
// condition. Upstream: k8s.io/api/core/v1.ReplicationControllerConditionType.
type ReplicationControllerConditionType string

// ReplicationControllerReplicaFailure is set when a pod could not be
// created or deleted.
// Upstream: k8s.io/api/core/v1.ReplicationControllerReplicaFailure.
const ReplicationControllerReplicaFailure ReplicationControllerConditionType = "ReplicaFailure"

// ReplicationControllerCondition is one condition of a replication
// controller. Upstream: k8s.io/api/core/v1.ReplicationControllerCondition.
type ReplicationControllerCondition struct {
	// Type names the condition.
	Type ReplicationControllerConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=ReplicationControllerConditionType"`
	// Status is True, False or Unknown.
	Status ConditionStatus `json:"status" protobuf:"bytes,2,opt,name=status,casttype=ConditionStatus"`
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time `json:"lastTransitionTime,omitempty" protobuf:"bytes,3,opt,name=lastTransitionTime"`
	// Reason is a short CamelCase word for the last transition.
	Reason string `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason"`
	// Message explains the last transition for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,5,opt,name=message"`
}

// ReplicationControllerList is a list of replication controllers.
// Upstream: k8s.io/api/core/v1.ReplicationControllerList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ReplicationControllerList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the replication controllers.
	Items []ReplicationController `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// PodTemplate is a stored pod template, for others to copy.
// Upstream: k8s.io/api/core/v1.PodTemplate.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PodTemplate struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the template's standard metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Template is the pod template.
	Template PodTemplateSpec `json:"template,omitempty" protobuf:"bytes,2,opt,name=template"`
}

// PodTemplateList is a list of pod templates.
// Upstream: k8s.io/api/core/v1.PodTemplateList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PodTemplateList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the pod templates.
	Items []PodTemplate `json:"items" protobuf:"bytes,2,rep,name=items"`
}
