package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// DisruptionBudgetCause is the cause an eviction's 429 carries when a
// budget refused it. Upstream: k8s.io/api/policy/v1.DisruptionBudgetCause.
const DisruptionBudgetCause metav1.CauseType = "DisruptionBudget"

// PodDisruptionBudget bounds how many of a set of pods voluntary
// disruptions (evictions) may take down at once.
// Upstream: k8s.io/api/policy/v1.PodDisruptionBudget.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PodDisruptionBudget struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the budget's standard metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is the budget: which pods, and how many must stay up.
	Spec PodDisruptionBudgetSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is what the disruption controller observed, written through
	// poddisruptionbudgets/status.
	Status PodDisruptionBudgetStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// PodDisruptionBudgetSpec is a budget: at most one of minAvailable and
// maxUnavailable. Upstream: k8s.io/api/policy/v1.PodDisruptionBudgetSpec.
type PodDisruptionBudgetSpec struct {
	// MinAvailable is how many (or what percentage) of the selected pods
	// must stay available after an eviction.
	MinAvailable *intstr.IntOrString `json:"minAvailable,omitempty" protobuf:"bytes,1,opt,name=minAvailable"`
	// Selector picks the pods; an empty selector selects every pod of the
	// namespace.
	Selector *metav1.LabelSelector `json:"selector,omitempty" patchStrategy:"replace" protobuf:"bytes,2,opt,name=selector"`
	// MaxUnavailable is how many (or what percentage) of the selected pods
	// may be unavailable after an eviction.
	MaxUnavailable *intstr.IntOrString `json:"maxUnavailable,omitempty" protobuf:"bytes,3,opt,name=maxUnavailable"`
	// UnhealthyPodEvictionPolicy says when running but not ready pods may
	// be evicted: IfHealthyBudget or AlwaysAllow.
	UnhealthyPodEvictionPolicy *UnhealthyPodEvictionPolicyType `json:"unhealthyPodEvictionPolicy,omitempty" protobuf:"bytes,4,opt,name=unhealthyPodEvictionPolicy"`
}

// UnhealthyPodEvictionPolicyType says when unhealthy pods may be evicted.
// Upstream: k8s.io/api/policy/v1.UnhealthyPodEvictionPolicyType.
type UnhealthyPodEvictionPolicyType string

// The unhealthy pod eviction policies.
const (
	IfHealthyBudget UnhealthyPodEvictionPolicyType = "IfHealthyBudget"
	AlwaysAllow     UnhealthyPodEvictionPolicyType = "AlwaysAllow"
)

// PodDisruptionBudgetStatus is what the disruption controller observed.
// Upstream: k8s.io/api/policy/v1.PodDisruptionBudgetStatus.
type PodDisruptionBudgetStatus struct {
	// ObservedGeneration is the generation the status describes.
	ObservedGeneration int64 `json:"observedGeneration,omitempty" protobuf:"varint,1,opt,name=observedGeneration"`
	// DisruptedPods are the pods the API server evicted but the controller
	// has not yet seen go, with the time of eviction.
	DisruptedPods map[string]metav1.Time `json:"disruptedPods,omitempty" protobuf:"bytes,2,rep,name=disruptedPods"`
	// DisruptionsAllowed is how many pods may be evicted now.
	DisruptionsAllowed int32 `json:"disruptionsAllowed" protobuf:"varint,3,opt,name=disruptionsAllowed"`
	// CurrentHealthy is the number of healthy pods.
	CurrentHealthy int32 `json:"currentHealthy" protobuf:"varint,4,opt,name=currentHealthy"`
	// DesiredHealthy is the least number of healthy pods wanted.
	DesiredHealthy int32 `json:"desiredHealthy" protobuf:"varint,5,opt,name=desiredHealthy"`
	// ExpectedPods is the number of pods the budget counts.
	ExpectedPods int32 `json:"expectedPods" protobuf:"varint,6,opt,name=expectedPods"`
	// Conditions are the budget's conditions (DisruptionAllowed).
	// +listType=map
	// +listMapKey=type
	Conditions []metav1.Condition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,7,rep,name=conditions"`
}

// DisruptionAllowedCondition is the condition the disruption controller
// sets. Upstream: k8s.io/api/policy/v1.DisruptionAllowedCondition.
const DisruptionAllowedCondition = "DisruptionAllowed"

// PodDisruptionBudgetList is a list of budgets.
// Upstream: k8s.io/api/policy/v1.PodDisruptionBudgetList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PodDisruptionBudgetList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the budgets.
	Items []PodDisruptionBudget `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// Eviction asks to delete a pod, subject to its disruption budgets: the
// body of a POST to pods/<name>/eviction.
// Upstream: k8s.io/api/policy/v1.Eviction.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Eviction struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta names the pod to evict.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// DeleteOptions are the options of the pod's deletion.
	DeleteOptions *metav1.DeleteOptions `json:"deleteOptions,omitempty" protobuf:"bytes,2,opt,name=deleteOptions"`
}
