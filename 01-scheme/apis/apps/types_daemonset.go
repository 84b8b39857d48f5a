package apps

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// DaemonSet runs one copy of a pod on every node its template fits.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.DaemonSet.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type DaemonSet struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   DaemonSetSpec
	Status DaemonSetStatus
}

// DaemonSetUpdateStrategy says how a daemon set replaces its pods.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.DaemonSetUpdateStrategy.
type DaemonSetUpdateStrategy struct {
	Type          DaemonSetUpdateStrategyType
	RollingUpdate *RollingUpdateDaemonSet
}

// DaemonSetUpdateStrategyType is RollingUpdate or OnDelete.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.DaemonSetUpdateStrategyType.
type DaemonSetUpdateStrategyType string

// The daemon set update strategies.
const (
	RollingUpdateDaemonSetStrategyType DaemonSetUpdateStrategyType = "RollingUpdate"
	OnDeleteDaemonSetStrategyType      DaemonSetUpdateStrategyType = "OnDelete"
)

// RollingUpdateDaemonSet bounds a rolling update. Its bounds are values
// internally and pointers on the wire, as a deployment's.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.RollingUpdateDaemonSet.
type RollingUpdateDaemonSet struct {
	MaxUnavailable intstr.IntOrString
	MaxSurge       intstr.IntOrString
}

// DaemonSetSpec is the desired state of a daemon set.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.DaemonSetSpec.
type DaemonSetSpec struct {
	Selector        *metav1.LabelSelector
	Template        core.PodTemplateSpec
	UpdateStrategy  DaemonSetUpdateStrategy
	MinReadySeconds int32
	// TemplateGeneration counts template changes. Deprecated: apps/v1
	// has no field for it and carries it in the
	// deprecated.daemonset.template.generation annotation.
	TemplateGeneration   int64
	RevisionHistoryLimit *int32
}

// DaemonSetStatus is the observed state of a daemon set.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.DaemonSetStatus.
type DaemonSetStatus struct {
	CurrentNumberScheduled int32
	NumberMisscheduled     int32
	DesiredNumberScheduled int32
	NumberReady            int32
	ObservedGeneration     int64
	UpdatedNumberScheduled int32
	NumberAvailable        int32
	NumberUnavailable      int32
	CollisionCount         *int32
	Conditions             []DaemonSetCondition
}

// DaemonSetConditionType names a condition of a daemon set.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.DaemonSetConditionType.
type DaemonSetConditionType string

// DaemonSetCondition is one condition of a daemon set.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.DaemonSetCondition.
type DaemonSetCondition struct {
	Type               DaemonSetConditionType
	Status             core.ConditionStatus
	LastTransitionTime metav1.Time
	Reason             string
	Message            string
}

// DaemonSetList is a list of daemon sets.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.DaemonSetList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type DaemonSetList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []DaemonSet
}
