package scheduling

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// The priorities and names the API reserves.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling (constants).
const (
	// DefaultPriorityWhenNoDefaultClassExists is a pod's priority when
	// it names no class and no class is the global default.
	DefaultPriorityWhenNoDefaultClassExists = 0
	// HighestUserDefinablePriority is the highest value a class a user
	// creates may have; above it are the system classes.
	HighestUserDefinablePriority = int32(1000000000)
	// SystemCriticalPriority is the value of system-cluster-critical.
	SystemCriticalPriority = 2 * HighestUserDefinablePriority
	// SystemPriorityClassPrefix is the prefix reserved for system classes.
	SystemPriorityClassPrefix = "system-"
	// SystemClusterCritical is the class of pods a cluster cannot do without.
	SystemClusterCritical = SystemPriorityClassPrefix + "cluster-critical"
	// SystemNodeCritical is the class of pods a node cannot do without.
	SystemNodeCritical = SystemPriorityClassPrefix + "node-critical"
)

// PreemptionPolicy says whether pods of a class may preempt others.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PreemptionPolicy.
type PreemptionPolicy string

// The preemption policies.
// Upstream: k8s.io/kubernetes/pkg/apis/core (constants).
const (
	PreemptLowerPriority PreemptionPolicy = "PreemptLowerPriority"
	PreemptNever         PreemptionPolicy = "Never"
)

// PriorityClass maps a name to a pod priority.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling.PriorityClass.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PriorityClass struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta
	// Value is the priority pods of this class get; immutable.
	Value int32
	// GlobalDefault makes it the priority of pods that name no class;
	// one class at most may be the default.
	GlobalDefault bool
	// Description says when to use the class.
	Description string
	// PreemptionPolicy is Never or PreemptLowerPriority (the default);
	// immutable.
	PreemptionPolicy *PreemptionPolicy
}

// PriorityClassList is a list of PriorityClasses.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling.PriorityClassList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PriorityClassList struct {
	metav1.TypeMeta
	// ListMeta is the standard list metadata.
	metav1.ListMeta
	// Items are the classes.
	Items []PriorityClass
}
