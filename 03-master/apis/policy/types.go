package policy

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// DisruptionBudgetCause is the cause an eviction's 429 carries when a
// budget refused it. Upstream: k8s.io/kubernetes/pkg/apis/policy.DisruptionBudgetCause.
const DisruptionBudgetCause metav1.CauseType = "DisruptionBudget"

// PodDisruptionBudget bounds how many of a set of pods voluntary
// disruptions (evictions) may take down at once.
// Upstream: k8s.io/kubernetes/pkg/apis/policy.PodDisruptionBudget.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PodDisruptionBudget struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   PodDisruptionBudgetSpec
	Status PodDisruptionBudgetStatus
}

// PodDisruptionBudgetSpec is a budget: at most one of minAvailable and
// maxUnavailable. Upstream: k8s.io/kubernetes/pkg/apis/policy.PodDisruptionBudgetSpec.
type PodDisruptionBudgetSpec struct {
	MinAvailable               *intstr.IntOrString
	Selector                   *metav1.LabelSelector
	MaxUnavailable             *intstr.IntOrString
	UnhealthyPodEvictionPolicy *UnhealthyPodEvictionPolicyType
}

// UnhealthyPodEvictionPolicyType says when unhealthy pods may be evicted.
// Upstream: k8s.io/kubernetes/pkg/apis/policy.UnhealthyPodEvictionPolicyType.
type UnhealthyPodEvictionPolicyType string

// The unhealthy pod eviction policies.
const (
	IfHealthyBudget UnhealthyPodEvictionPolicyType = "IfHealthyBudget"
	AlwaysAllow     UnhealthyPodEvictionPolicyType = "AlwaysAllow"
)

// PodDisruptionBudgetStatus is what the disruption controller observed.
// Upstream: k8s.io/kubernetes/pkg/apis/policy.PodDisruptionBudgetStatus.
type PodDisruptionBudgetStatus struct {
	ObservedGeneration int64
	DisruptedPods      map[string]metav1.Time
	DisruptionsAllowed int32
	CurrentHealthy     int32
	DesiredHealthy     int32
	ExpectedPods       int32
	Conditions         []metav1.Condition
}

// DisruptionAllowedCondition is the condition the disruption controller
// sets. Upstream: k8s.io/kubernetes/pkg/apis/policy.DisruptionAllowedCondition.
const DisruptionAllowedCondition = "DisruptionAllowed"

// PodDisruptionBudgetList is a list of budgets.
// Upstream: k8s.io/kubernetes/pkg/apis/policy.PodDisruptionBudgetList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PodDisruptionBudgetList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []PodDisruptionBudget
}

// Eviction asks to delete a pod, subject to its disruption budgets: the
// body of a POST to pods/<name>/eviction.
// Upstream: k8s.io/kubernetes/pkg/apis/policy.Eviction.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Eviction struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	DeleteOptions *metav1.DeleteOptions
}
