package v1

import (
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// Annotations apps/v1 uses to carry internal fields it has no field for.
const (
	// DeprecatedRollbackTo holds the internal DeploymentSpec.RollbackTo
	// revision. Upstream: k8s.io/api/apps/v1.DeprecatedRollbackTo.
	DeprecatedRollbackTo = "deprecated.deployment.rollback.to"
)

// DefaultDeploymentUniqueLabelKey is the label the deployment controller
// adds to each ReplicaSet and its pods, holding the template's hash.
// Upstream: k8s.io/api/apps/v1.DefaultDeploymentUniqueLabelKey.
const DefaultDeploymentUniqueLabelKey string = "pod-template-hash"

// Deployment declares a pod template and a replica count, and rolls out
// changes to the template through ReplicaSets.
// Upstream: k8s.io/api/apps/v1.Deployment.
type Deployment struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is the desired state.
	Spec DeploymentSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed state, written by the deployment controller.
	Status DeploymentStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// DeploymentSpec is the desired state of a deployment. In apps/v1 the
// selector is required and is not defaulted from the template.
// Upstream: k8s.io/api/apps/v1.DeploymentSpec.
type DeploymentSpec struct {
	Replicas                *int32                 `json:"replicas,omitempty" protobuf:"varint,1,opt,name=replicas"`
	Selector                *metav1.LabelSelector  `json:"selector" protobuf:"bytes,2,opt,name=selector"`
	Template                corev1.PodTemplateSpec `json:"template" protobuf:"bytes,3,opt,name=template"`
	Strategy                DeploymentStrategy     `json:"strategy,omitempty" patchStrategy:"retainKeys" protobuf:"bytes,4,opt,name=strategy"`
	MinReadySeconds         int32                  `json:"minReadySeconds,omitempty" protobuf:"varint,5,opt,name=minReadySeconds"`
	RevisionHistoryLimit    *int32                 `json:"revisionHistoryLimit,omitempty" protobuf:"varint,6,opt,name=revisionHistoryLimit"`
	Paused                  bool                   `json:"paused,omitempty" protobuf:"varint,7,opt,name=paused"`
	ProgressDeadlineSeconds *int32                 `json:"progressDeadlineSeconds,omitempty" protobuf:"varint,9,opt,name=progressDeadlineSeconds"`
}

// DeploymentStrategy says how a deployment replaces old pods.
// Upstream: k8s.io/api/apps/v1.DeploymentStrategy.
type DeploymentStrategy struct {
	Type          DeploymentStrategyType   `json:"type,omitempty" protobuf:"bytes,1,opt,name=type,casttype=DeploymentStrategyType"`
	RollingUpdate *RollingUpdateDeployment `json:"rollingUpdate,omitempty" protobuf:"bytes,2,opt,name=rollingUpdate"`
}

// DeploymentStrategyType is Recreate or RollingUpdate.
// Upstream: k8s.io/api/apps/v1.DeploymentStrategyType.
type DeploymentStrategyType string

// The deployment strategies.
const (
	RecreateDeploymentStrategyType      DeploymentStrategyType = "Recreate"
	RollingUpdateDeploymentStrategyType DeploymentStrategyType = "RollingUpdate"
)

// RollingUpdateDeployment bounds a rolling update, as a count or a
// percentage of the desired replicas.
// Upstream: k8s.io/api/apps/v1.RollingUpdateDeployment.
type RollingUpdateDeployment struct {
	MaxUnavailable *intstr.IntOrString `json:"maxUnavailable,omitempty" protobuf:"bytes,1,opt,name=maxUnavailable"`
	MaxSurge       *intstr.IntOrString `json:"maxSurge,omitempty" protobuf:"bytes,2,opt,name=maxSurge"`
}

// DeploymentStatus is the observed state of a deployment.
// Upstream: k8s.io/api/apps/v1.DeploymentStatus.
type DeploymentStatus struct {
	ObservedGeneration  int64                 `json:"observedGeneration,omitempty" protobuf:"varint,1,opt,name=observedGeneration"`
	Replicas            int32                 `json:"replicas,omitempty" protobuf:"varint,2,opt,name=replicas"`
	UpdatedReplicas     int32                 `json:"updatedReplicas,omitempty" protobuf:"varint,3,opt,name=updatedReplicas"`
	ReadyReplicas       int32                 `json:"readyReplicas,omitempty" protobuf:"varint,7,opt,name=readyReplicas"`
	AvailableReplicas   int32                 `json:"availableReplicas,omitempty" protobuf:"varint,4,opt,name=availableReplicas"`
	UnavailableReplicas int32                 `json:"unavailableReplicas,omitempty" protobuf:"varint,5,opt,name=unavailableReplicas"`
	TerminatingReplicas *int32                `json:"terminatingReplicas,omitempty" protobuf:"varint,9,opt,name=terminatingReplicas"`
	Conditions          []DeploymentCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,6,rep,name=conditions"`
	CollisionCount      *int32                `json:"collisionCount,omitempty" protobuf:"varint,8,opt,name=collisionCount"`
}

// DeploymentConditionType names a deployment condition.
// Upstream: k8s.io/api/apps/v1.DeploymentConditionType.
type DeploymentConditionType string

// The deployment conditions.
const (
	DeploymentAvailable      DeploymentConditionType = "Available"
	DeploymentProgressing    DeploymentConditionType = "Progressing"
	DeploymentReplicaFailure DeploymentConditionType = "ReplicaFailure"
)

// DeploymentCondition is one condition of a deployment.
// Upstream: k8s.io/api/apps/v1.DeploymentCondition.
type DeploymentCondition struct {
	Type               DeploymentConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=DeploymentConditionType"`
	Status             corev1.ConditionStatus  `json:"status" protobuf:"bytes,2,opt,name=status,casttype=k8s.io/api/core/v1.ConditionStatus"`
	LastUpdateTime     metav1.Time             `json:"lastUpdateTime,omitempty" protobuf:"bytes,6,opt,name=lastUpdateTime"`
	LastTransitionTime metav1.Time             `json:"lastTransitionTime,omitempty" protobuf:"bytes,7,opt,name=lastTransitionTime"`
	Reason             string                  `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason"`
	Message            string                  `json:"message,omitempty" protobuf:"bytes,5,opt,name=message"`
}

// DeploymentList is a list of deployments.
// Upstream: k8s.io/api/apps/v1.DeploymentList.
type DeploymentList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []Deployment `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ReplicaSet keeps a number of copies of a pod template running.
// Upstream: k8s.io/api/apps/v1.ReplicaSet.
type ReplicaSet struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is the desired state.
	Spec ReplicaSetSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed state, written by the replica set controller.
	Status ReplicaSetStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// ReplicaSetSpec is the desired state of a replica set.
// Upstream: k8s.io/api/apps/v1.ReplicaSetSpec.
type ReplicaSetSpec struct {
	Replicas        *int32                 `json:"replicas,omitempty" protobuf:"varint,1,opt,name=replicas"`
	MinReadySeconds int32                  `json:"minReadySeconds,omitempty" protobuf:"varint,4,opt,name=minReadySeconds"`
	Selector        *metav1.LabelSelector  `json:"selector" protobuf:"bytes,2,opt,name=selector"`
	Template        corev1.PodTemplateSpec `json:"template,omitempty" protobuf:"bytes,3,opt,name=template"`
}

// ReplicaSetStatus is the observed state of a replica set.
// Upstream: k8s.io/api/apps/v1.ReplicaSetStatus.
type ReplicaSetStatus struct {
	Replicas             int32                 `json:"replicas" protobuf:"varint,1,opt,name=replicas"`
	FullyLabeledReplicas int32                 `json:"fullyLabeledReplicas,omitempty" protobuf:"varint,2,opt,name=fullyLabeledReplicas"`
	ReadyReplicas        int32                 `json:"readyReplicas,omitempty" protobuf:"varint,4,opt,name=readyReplicas"`
	AvailableReplicas    int32                 `json:"availableReplicas,omitempty" protobuf:"varint,5,opt,name=availableReplicas"`
	TerminatingReplicas  *int32                `json:"terminatingReplicas,omitempty" protobuf:"varint,7,opt,name=terminatingReplicas"`
	ObservedGeneration   int64                 `json:"observedGeneration,omitempty" protobuf:"varint,3,opt,name=observedGeneration"`
	Conditions           []ReplicaSetCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,6,rep,name=conditions"`
}

// ReplicaSetConditionType names a replica set condition.
// Upstream: k8s.io/api/apps/v1.ReplicaSetConditionType.
type ReplicaSetConditionType string

// ReplicaSetReplicaFailure: pods could not be created or deleted.
const ReplicaSetReplicaFailure ReplicaSetConditionType = "ReplicaFailure"

// ReplicaSetCondition is one condition of a replica set.
// Upstream: k8s.io/api/apps/v1.ReplicaSetCondition.
type ReplicaSetCondition struct {
	Type               ReplicaSetConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=ReplicaSetConditionType"`
	Status             corev1.ConditionStatus  `json:"status" protobuf:"bytes,2,opt,name=status,casttype=k8s.io/api/core/v1.ConditionStatus"`
	LastTransitionTime metav1.Time             `json:"lastTransitionTime,omitempty" protobuf:"bytes,3,opt,name=lastTransitionTime"`
	Reason             string                  `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason"`
	Message            string                  `json:"message,omitempty" protobuf:"bytes,5,opt,name=message"`
}

// ReplicaSetList is a list of replica sets.
// Upstream: k8s.io/api/apps/v1.ReplicaSetList.
type ReplicaSetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []ReplicaSet `json:"items" protobuf:"bytes,2,rep,name=items"`
}
