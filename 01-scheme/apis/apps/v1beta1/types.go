package v1beta1

import (
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// Scale is apps/v1beta1's own form of the /scale subresource.
// Upstream: k8s.io/api/apps/v1beta1.Scale.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Scale struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the metadata of the object being scaled: its name,
	// namespace and resource version.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is the desired state.
	Spec ScaleSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed state, read-only.
	Status ScaleStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// ScaleSpec is the desired replica count.
// Upstream: k8s.io/api/apps/v1beta1.ScaleSpec.
type ScaleSpec struct {
	// Replicas is the number of replicas the scaled object should have.
	// +default=0
	Replicas int32 `json:"replicas,omitempty" protobuf:"varint,1,opt,name=replicas"`
}

// ScaleStatus is the observed replica count and the selector of the pods
// counted, twice: Selector as a map (only when the selector is a plain set
// of equalities) and TargetSelector as a string (always).
// Upstream: k8s.io/api/apps/v1beta1.ScaleStatus.
type ScaleStatus struct {
	// Replicas is the number of replicas last observed. Read-only.
	Replicas int32 `json:"replicas" protobuf:"varint,1,opt,name=replicas"`
	// Selector is the label selector of the pods counted, as a map; set only
	// when the selector is a plain set of label equalities. Read-only.
	Selector map[string]string `json:"selector,omitempty" protobuf:"bytes,2,rep,name=selector"`
	// TargetSelector is the same label selector in its string form, such as
	// app=web,tier!=cache; always set. Read-only.
	TargetSelector string `json:"targetSelector,omitempty" protobuf:"bytes,3,opt,name=targetSelector"`
}

// Deployment is apps/v1beta1's deployment.
// Upstream: k8s.io/api/apps/v1beta1.Deployment.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Deployment struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the deployment's standard metadata: name, namespace,
	// labels, annotations and more.
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
	// Replicas is the number of pods the deployment wants running. Defaults
	// to 1.
	Replicas *int32 `json:"replicas,omitempty" protobuf:"varint,1,opt,name=replicas"`
	// Selector picks the pods the deployment manages and must match the
	// template's labels. Defaults to the template's labels, which also become
	// the deployment's labels when it has none.
	Selector *metav1.LabelSelector `json:"selector,omitempty" protobuf:"bytes,2,opt,name=selector"`
	// Template is the pod every replica is made from; changing it starts a
	// rollout.
	Template corev1.PodTemplateSpec `json:"template" protobuf:"bytes,3,opt,name=template"`
	// Strategy says how new pods replace old ones. Defaults to a rolling
	// update with 25% max unavailable and 25% max surge.
	Strategy DeploymentStrategy `json:"strategy,omitempty" patchStrategy:"retainKeys" protobuf:"bytes,4,opt,name=strategy"`
	// MinReadySeconds is how long a new pod must stay ready, with no
	// container crashing, before it counts as available; with 0, readiness
	// alone makes a pod available.
	MinReadySeconds int32 `json:"minReadySeconds,omitempty" protobuf:"varint,5,opt,name=minReadySeconds"`
	// RevisionHistoryLimit is how many old ReplicaSets to keep around for
	// rolling back. Defaults to 2 (10 in apps/v1).
	RevisionHistoryLimit *int32 `json:"revisionHistoryLimit,omitempty" protobuf:"varint,6,opt,name=revisionHistoryLimit"`
	// Paused, while true, stops the controller from rolling out changes to
	// the template.
	Paused bool `json:"paused,omitempty" protobuf:"varint,7,opt,name=paused"`
	// RollbackTo asks the controller to roll back; deprecated upstream.
	RollbackTo *RollbackConfig `json:"rollbackTo,omitempty" protobuf:"bytes,8,opt,name=rollbackTo"`
	// ProgressDeadlineSeconds is how long a rollout may make no progress
	// before the Progressing condition turns False (reason
	// ProgressDeadlineExceeded); the rollout itself goes on. Defaults to 600.
	ProgressDeadlineSeconds *int32 `json:"progressDeadlineSeconds,omitempty" protobuf:"varint,9,opt,name=progressDeadlineSeconds"`
}

// RollbackConfig names the revision to roll back to (0: the previous one).
// Upstream: k8s.io/api/apps/v1beta1.RollbackConfig.
type RollbackConfig struct {
	// Revision is the revision to roll back to; 0 means the one before the
	// current.
	Revision int64 `json:"revision,omitempty" protobuf:"varint,1,opt,name=revision"`
}

// DeploymentStrategy says how a deployment replaces old pods.
// Upstream: k8s.io/api/apps/v1beta1.DeploymentStrategy.
type DeploymentStrategy struct {
	// Type is Recreate (stop every old pod, then start the new ones) or
	// RollingUpdate (replace them a few at a time). Defaults to
	// RollingUpdate.
	Type DeploymentStrategyType `json:"type,omitempty" protobuf:"bytes,1,opt,name=type,casttype=DeploymentStrategyType"`
	// RollingUpdate bounds a rolling update; set only with type
	// RollingUpdate. Both bounds default to 25%.
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
	// MaxUnavailable is how many of the desired pods may be unavailable
	// during the update: a number, or a percentage rounded down.
	// MaxUnavailable and MaxSurge may not both be 0. Defaults to 25%.
	MaxUnavailable *intstr.IntOrString `json:"maxUnavailable,omitempty" protobuf:"bytes,1,opt,name=maxUnavailable"`
	// MaxSurge is how many pods may exist above the desired count during the
	// update: a number, or a percentage rounded up. Defaults to 25%.
	MaxSurge *intstr.IntOrString `json:"maxSurge,omitempty" protobuf:"bytes,2,opt,name=maxSurge"`
}

// DeploymentStatus is the observed state of a deployment.
// Upstream: k8s.io/api/apps/v1beta1.DeploymentStatus.
type DeploymentStatus struct {
	// ObservedGeneration is the metadata.generation the controller last acted
	// on; while it lags behind, the rest of the status is stale. Read-only.
	ObservedGeneration int64 `json:"observedGeneration,omitempty" protobuf:"varint,1,opt,name=observedGeneration"`
	// Replicas counts the non-terminating pods of all the deployment's
	// ReplicaSets. Read-only.
	Replicas int32 `json:"replicas,omitempty" protobuf:"varint,2,opt,name=replicas"`
	// UpdatedReplicas counts the non-terminating pods made from the current
	// template. Read-only.
	UpdatedReplicas int32 `json:"updatedReplicas,omitempty" protobuf:"varint,3,opt,name=updatedReplicas"`
	// ReadyReplicas counts the non-terminating pods that are ready.
	// Read-only.
	ReadyReplicas int32 `json:"readyReplicas,omitempty" protobuf:"varint,7,opt,name=readyReplicas"`
	// AvailableReplicas counts the pods that have been ready for at least
	// minReadySeconds. Read-only.
	AvailableReplicas int32 `json:"availableReplicas,omitempty" protobuf:"varint,4,opt,name=availableReplicas"`
	// UnavailableReplicas counts the pods still missing for the deployment to
	// be fully available, including pods not created yet. Read-only.
	UnavailableReplicas int32 `json:"unavailableReplicas,omitempty" protobuf:"varint,5,opt,name=unavailableReplicas"`
	// TerminatingReplicas counts the deployment's pods that are being
	// deleted; unset where the controller does not track them. Read-only.
	TerminatingReplicas *int32 `json:"terminatingReplicas,omitempty" protobuf:"varint,9,opt,name=terminatingReplicas"`
	// Conditions report the deployment's state: Available, Progressing,
	// ReplicaFailure. Read-only.
	// +listType=map
	// +listMapKey=type
	Conditions []DeploymentCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,6,rep,name=conditions"`
	// CollisionCount counts clashes of the pod-template-hash; the controller
	// mixes it into the hash so that new ReplicaSets get unused names.
	// Read-only.
	CollisionCount *int32 `json:"collisionCount,omitempty" protobuf:"varint,8,opt,name=collisionCount"`
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
	// Type names the condition: Available, Progressing or ReplicaFailure.
	Type DeploymentConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=DeploymentConditionType"`
	// Status is True, False or Unknown.
	Status corev1.ConditionStatus `json:"status" protobuf:"bytes,2,opt,name=status,casttype=k8s.io/api/core/v1.ConditionStatus"`
	// LastUpdateTime is when the condition was last updated.
	LastUpdateTime metav1.Time `json:"lastUpdateTime,omitempty" protobuf:"bytes,6,opt,name=lastUpdateTime"`
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time `json:"lastTransitionTime,omitempty" protobuf:"bytes,7,opt,name=lastTransitionTime"`
	// Reason is a short CamelCase word saying why the condition is as it is,
	// such as NewReplicaSetAvailable.
	Reason string `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason"`
	// Message explains the condition for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,5,opt,name=message"`
}

// DeploymentList is a list of deployments.
// Upstream: k8s.io/api/apps/v1beta1.DeploymentList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type DeploymentList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the deployments.
	Items []Deployment `json:"items" protobuf:"bytes,2,rep,name=items"`
}
