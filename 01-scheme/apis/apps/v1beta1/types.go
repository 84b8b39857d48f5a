package v1beta1

import (
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// Scale is apps/v1beta1's own form of the /scale subresource.
// Upstream: k8s.io/api/apps/v1beta1.Scale.
type Scale struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is the desired state.
	Spec ScaleSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed state, read-only.
	Status ScaleStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// ScaleSpec is the desired replica count.
// Upstream: k8s.io/api/apps/v1beta1.ScaleSpec.
type ScaleSpec struct {
	Replicas int32 `json:"replicas,omitempty" protobuf:"varint,1,opt,name=replicas"`
}

// ScaleStatus is the observed replica count and the selector of the pods
// counted, twice: Selector as a map (only when the selector is a plain set
// of equalities) and TargetSelector as a string (always).
// Upstream: k8s.io/api/apps/v1beta1.ScaleStatus.
type ScaleStatus struct {
	Replicas       int32             `json:"replicas" protobuf:"varint,1,opt,name=replicas"`
	Selector       map[string]string `json:"selector,omitempty" protobuf:"bytes,2,rep,name=selector"`
	TargetSelector string            `json:"targetSelector,omitempty" protobuf:"bytes,3,opt,name=targetSelector"`
}

// Deployment is apps/v1beta1's deployment.
// Upstream: k8s.io/api/apps/v1beta1.Deployment.
type Deployment struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is the desired state.
	Spec DeploymentSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed state.
	Status DeploymentStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// DeploymentSpec is the desired state of a deployment. Unlike apps/v1 the
// selector is optional (defaulted from the template's labels) and there
// is rollbackTo. Upstream: k8s.io/api/apps/v1beta1.DeploymentSpec.
type DeploymentSpec struct {
	Replicas             *int32                 `json:"replicas,omitempty" protobuf:"varint,1,opt,name=replicas"`
	Selector             *metav1.LabelSelector  `json:"selector,omitempty" protobuf:"bytes,2,opt,name=selector"`
	Template             corev1.PodTemplateSpec `json:"template" protobuf:"bytes,3,opt,name=template"`
	Strategy             DeploymentStrategy     `json:"strategy,omitempty" patchStrategy:"retainKeys" protobuf:"bytes,4,opt,name=strategy"`
	MinReadySeconds      int32                  `json:"minReadySeconds,omitempty" protobuf:"varint,5,opt,name=minReadySeconds"`
	RevisionHistoryLimit *int32                 `json:"revisionHistoryLimit,omitempty" protobuf:"varint,6,opt,name=revisionHistoryLimit"`
	Paused               bool                   `json:"paused,omitempty" protobuf:"varint,7,opt,name=paused"`
	// RollbackTo asks the controller to roll back; deprecated upstream.
	RollbackTo              *RollbackConfig `json:"rollbackTo,omitempty" protobuf:"bytes,8,opt,name=rollbackTo"`
	ProgressDeadlineSeconds *int32          `json:"progressDeadlineSeconds,omitempty" protobuf:"varint,9,opt,name=progressDeadlineSeconds"`
}

// RollbackConfig names the revision to roll back to (0: the previous one).
// Upstream: k8s.io/api/apps/v1beta1.RollbackConfig.
type RollbackConfig struct {
	Revision int64 `json:"revision,omitempty" protobuf:"varint,1,opt,name=revision"`
}

// DeploymentStrategy says how a deployment replaces old pods.
// Upstream: k8s.io/api/apps/v1beta1.DeploymentStrategy.
type DeploymentStrategy struct {
	Type          DeploymentStrategyType   `json:"type,omitempty" protobuf:"bytes,1,opt,name=type,casttype=DeploymentStrategyType"`
	RollingUpdate *RollingUpdateDeployment `json:"rollingUpdate,omitempty" protobuf:"bytes,2,opt,name=rollingUpdate"`
}

// DeploymentStrategyType is Recreate or RollingUpdate.
// Upstream: k8s.io/api/apps/v1beta1.DeploymentStrategyType.
type DeploymentStrategyType string

// The deployment strategies.
const (
	RecreateDeploymentStrategyType      DeploymentStrategyType = "Recreate"
	RollingUpdateDeploymentStrategyType DeploymentStrategyType = "RollingUpdate"
)

// RollingUpdateDeployment bounds a rolling update.
// Upstream: k8s.io/api/apps/v1beta1.RollingUpdateDeployment.
type RollingUpdateDeployment struct {
	MaxUnavailable *intstr.IntOrString `json:"maxUnavailable,omitempty" protobuf:"bytes,1,opt,name=maxUnavailable"`
	MaxSurge       *intstr.IntOrString `json:"maxSurge,omitempty" protobuf:"bytes,2,opt,name=maxSurge"`
}

// DeploymentStatus is the observed state of a deployment.
// Upstream: k8s.io/api/apps/v1beta1.DeploymentStatus.
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
// Upstream: k8s.io/api/apps/v1beta1.DeploymentConditionType.
type DeploymentConditionType string

// The deployment conditions.
const (
	DeploymentAvailable      DeploymentConditionType = "Available"
	DeploymentProgressing    DeploymentConditionType = "Progressing"
	DeploymentReplicaFailure DeploymentConditionType = "ReplicaFailure"
)

// DeploymentCondition is one condition of a deployment.
// Upstream: k8s.io/api/apps/v1beta1.DeploymentCondition.
type DeploymentCondition struct {
	Type               DeploymentConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=DeploymentConditionType"`
	Status             corev1.ConditionStatus  `json:"status" protobuf:"bytes,2,opt,name=status,casttype=k8s.io/api/core/v1.ConditionStatus"`
	LastUpdateTime     metav1.Time             `json:"lastUpdateTime,omitempty" protobuf:"bytes,6,opt,name=lastUpdateTime"`
	LastTransitionTime metav1.Time             `json:"lastTransitionTime,omitempty" protobuf:"bytes,7,opt,name=lastTransitionTime"`
	Reason             string                  `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason"`
	Message            string                  `json:"message,omitempty" protobuf:"bytes,5,opt,name=message"`
}

// DeploymentList is a list of deployments.
// Upstream: k8s.io/api/apps/v1beta1.DeploymentList.
type DeploymentList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []Deployment `json:"items" protobuf:"bytes,2,rep,name=items"`
}
