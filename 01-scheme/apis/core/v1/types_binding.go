package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// ---- Binding and ComponentStatus ----

// Binding ties a pod to a node: the scheduler POSTs one to
// pods/<name>/binding (or to bindings) to set the pod's spec.nodeName.
// It is never stored. Upstream: k8s.io/api/core/v1.Binding.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Binding struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta names the pod bound; its annotations are copied onto the
	// pod.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Target is the node to bind to (kind Node, name).
	Target ObjectReference `json:"target" protobuf:"bytes,2,opt,name=target"`
}

// ComponentStatus is the health of one control-plane component, as the
// API server sees it (deprecated upstream since 1.19, still served).
// Upstream: k8s.io/api/core/v1.ComponentStatus.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ComponentStatus struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta names the component.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Conditions are the component's conditions (Healthy).
	// +listType=map
	// +listMapKey=type
	Conditions []ComponentCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,2,rep,name=conditions"`
}

// ComponentConditionType names a component condition.
// Upstream: k8s.io/api/core/v1.ComponentConditionType.
type ComponentConditionType string

// ComponentHealthy is the one component condition.
// Upstream: k8s.io/api/core/v1.ComponentHealthy.
const ComponentHealthy ComponentConditionType = "Healthy"

// ComponentCondition is one condition of a component.
// Upstream: k8s.io/api/core/v1.ComponentCondition.
type ComponentCondition struct {
	// Type is Healthy.
	Type ComponentConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=ComponentConditionType"`
	// Status is True, False or Unknown.
	Status ConditionStatus `json:"status" protobuf:"bytes,2,opt,name=status,casttype=ConditionStatus"`
	// Message is what the probe answered.
	Message string `json:"message,omitempty" protobuf:"bytes,3,opt,name=message"`
	// Error is why the probe failed.
	Error string `json:"error,omitempty" protobuf:"bytes,4,opt,name=error"`
}

// ComponentStatusList is a list of component statuses.
// Upstream: k8s.io/api/core/v1.ComponentStatusList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ComponentStatusList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the component statuses.
	Items []ComponentStatus `json:"items" protobuf:"bytes,2,rep,name=items"`
}
