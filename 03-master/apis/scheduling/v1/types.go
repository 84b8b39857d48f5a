package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// PreemptionPolicy says whether pods of a class may preempt others.
// Upstream: k8s.io/api/core/v1.PreemptionPolicy.
type PreemptionPolicy string

// The preemption policies.
// Upstream: k8s.io/api/core/v1 (constants).
const (
	PreemptLowerPriority PreemptionPolicy = "PreemptLowerPriority"
	PreemptNever         PreemptionPolicy = "Never"
)

// PriorityClass maps a name to a pod priority.
// Upstream: k8s.io/api/scheduling/v1.PriorityClass.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PriorityClass struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Value is the priority pods of this class get.
	Value int32 `json:"value" protobuf:"bytes,2,opt,name=value"`
	// GlobalDefault makes it the priority of pods that name no class.
	GlobalDefault bool `json:"globalDefault,omitempty" protobuf:"bytes,3,opt,name=globalDefault"`
	// Description says when to use the class.
	Description string `json:"description,omitempty" protobuf:"bytes,4,opt,name=description"`
	// PreemptionPolicy is Never or PreemptLowerPriority.
	PreemptionPolicy *PreemptionPolicy `json:"preemptionPolicy,omitempty" protobuf:"bytes,5,opt,name=preemptionPolicy"`
}

// PriorityClassList is a list of PriorityClasses.
// Upstream: k8s.io/api/scheduling/v1.PriorityClassList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PriorityClassList struct {
	metav1.TypeMeta `json:",inline"`
	// ListMeta is the standard list metadata.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the classes.
	Items []PriorityClass `json:"items" protobuf:"bytes,2,rep,name=items"`
}
