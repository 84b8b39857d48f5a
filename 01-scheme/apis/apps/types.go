package apps

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// Deployment declares a pod template and a replica count, and rolls out
// changes to the template by scaling ReplicaSets up and down.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.Deployment.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Deployment struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   DeploymentSpec
	Status DeploymentStatus
}

// DeploymentSpec is the desired state of a deployment.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.DeploymentSpec.
type DeploymentSpec struct {
	// Replicas is a plain int32 internally; every version defaults it.
	Replicas             int32
	Selector             *metav1.LabelSelector
	Template             core.PodTemplateSpec
	Strategy             DeploymentStrategy
	MinReadySeconds      int32
	RevisionHistoryLimit *int32
	Paused               bool
	// RollbackTo asks the controller to roll back to a revision and is
	// cleared once done. Deprecated: only apps/v1beta1 (and
	// extensions/v1beta1) have the field; apps/v1 round-trips it through
	// the deprecated.deployment.rollback.to annotation.
	RollbackTo              *RollbackConfig
	ProgressDeadlineSeconds *int32
}

// RollbackConfig names the revision to roll back to (0: the previous one).
// Upstream: k8s.io/kubernetes/pkg/apis/apps.RollbackConfig.
type RollbackConfig struct {
	Revision int64
}

// DeploymentStrategy says how a deployment replaces old pods.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.DeploymentStrategy.
type DeploymentStrategy struct {
	Type          DeploymentStrategyType
	RollingUpdate *RollingUpdateDeployment
}

// DeploymentStrategyType is Recreate or RollingUpdate.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.DeploymentStrategyType.
type DeploymentStrategyType string

// The deployment strategies.
const (
	RecreateDeploymentStrategyType      DeploymentStrategyType = "Recreate"
	RollingUpdateDeploymentStrategyType DeploymentStrategyType = "RollingUpdate"
)

// RollingUpdateDeployment bounds a rolling update; internally the bounds
// are values, not pointers. Upstream: k8s.io/kubernetes/pkg/apis/apps.RollingUpdateDeployment.
type RollingUpdateDeployment struct {
	MaxUnavailable intstr.IntOrString
	MaxSurge       intstr.IntOrString
}

// DeploymentStatus is the observed state of a deployment.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.DeploymentStatus.
type DeploymentStatus struct {
	ObservedGeneration  int64
	Replicas            int32
	UpdatedReplicas     int32
	ReadyReplicas       int32
	AvailableReplicas   int32
	UnavailableReplicas int32
	TerminatingReplicas *int32
	Conditions          []DeploymentCondition
	CollisionCount      *int32
}

// DeploymentConditionType names a deployment condition.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.DeploymentConditionType.
type DeploymentConditionType string

// The deployment conditions.
const (
	DeploymentAvailable      DeploymentConditionType = "Available"
	DeploymentProgressing    DeploymentConditionType = "Progressing"
	DeploymentReplicaFailure DeploymentConditionType = "ReplicaFailure"
)

// DeploymentCondition is one condition of a deployment.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.DeploymentCondition.
type DeploymentCondition struct {
	Type               DeploymentConditionType
	Status             core.ConditionStatus
	LastUpdateTime     metav1.Time
	LastTransitionTime metav1.Time
	Reason             string
	Message            string
}

// DeploymentList is a list of deployments.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.DeploymentList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type DeploymentList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []Deployment
}

// ReplicaSet keeps a number of copies of a pod template running.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.ReplicaSet.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ReplicaSet struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   ReplicaSetSpec
	Status ReplicaSetStatus
}

// ReplicaSetSpec is the desired state of a replica set.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.ReplicaSetSpec.
type ReplicaSetSpec struct {
	Replicas        int32
	MinReadySeconds int32
	Selector        *metav1.LabelSelector
	Template        core.PodTemplateSpec
}

// ReplicaSetStatus is the observed state of a replica set.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.ReplicaSetStatus.
type ReplicaSetStatus struct {
	Replicas             int32
	FullyLabeledReplicas int32
	ReadyReplicas        int32
	AvailableReplicas    int32
	TerminatingReplicas  *int32
	ObservedGeneration   int64
	Conditions           []ReplicaSetCondition
}

// ReplicaSetConditionType names a replica set condition.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.ReplicaSetConditionType.
type ReplicaSetConditionType string

// ReplicaSetReplicaFailure: pods could not be created or deleted.
const ReplicaSetReplicaFailure ReplicaSetConditionType = "ReplicaFailure"

// ReplicaSetCondition is one condition of a replica set.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.ReplicaSetCondition.
type ReplicaSetCondition struct {
	Type               ReplicaSetConditionType
	Status             core.ConditionStatus
	LastTransitionTime metav1.Time
	Reason             string
	Message            string
}

// ReplicaSetList is a list of replica sets.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.ReplicaSetList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ReplicaSetList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []ReplicaSet
}
