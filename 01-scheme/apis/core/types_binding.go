package core

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// ---- Binding and ComponentStatus ----

// Binding ties a pod to a node: the scheduler POSTs one to
// pods/<name>/binding (or to bindings) to set the pod's spec.nodeName.
// It is never stored. Upstream: k8s.io/kubernetes/pkg/apis/core.Binding.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Binding struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Target ObjectReference
}

// ComponentStatus is the health of one control-plane component, as the
// API server sees it (deprecated upstream since 1.19, still served).
// Upstream: k8s.io/kubernetes/pkg/apis/core.ComponentStatus.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ComponentStatus struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Conditions []ComponentCondition
}

// ComponentConditionType names a component condition.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ComponentConditionType.
type ComponentConditionType string

// ComponentHealthy is the one component condition.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ComponentHealthy.
const ComponentHealthy ComponentConditionType = "Healthy"

// ComponentCondition is one condition of a component.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ComponentCondition.
type ComponentCondition struct {
	Type    ComponentConditionType
	Status  ConditionStatus
	Message string
	Error   string
}

// ComponentStatusList is a list of component statuses.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ComponentStatusList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ComponentStatusList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []ComponentStatus
}
