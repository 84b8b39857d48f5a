package v1

import (
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// HorizontalPodAutoscaler, in autoscaling/v1, scales a workload on its
// pods' average CPU utilization alone; v2 has the other metrics.
// Upstream: k8s.io/api/autoscaling/v1.HorizontalPodAutoscaler.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type HorizontalPodAutoscaler struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the autoscaler's standard metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is what to scale and the CPU target.
	Spec HorizontalPodAutoscalerSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed state, written by the autoscaler controller.
	Status HorizontalPodAutoscalerStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// CrossVersionObjectReference names an object of any group version.
// Upstream: k8s.io/api/autoscaling/v1.CrossVersionObjectReference.
//
// +structType=atomic
type CrossVersionObjectReference struct {
	// Kind is the object's kind, such as Deployment.
	Kind string `json:"kind" protobuf:"bytes,1,opt,name=kind"`
	// Name is the object's name.
	Name string `json:"name" protobuf:"bytes,2,opt,name=name"`
	// APIVersion is the object's group version, such as apps/v1.
	APIVersion string `json:"apiVersion,omitempty" protobuf:"bytes,3,opt,name=apiVersion"`
}

// HorizontalPodAutoscalerSpec is the desired behaviour of an autoscaler.
// Upstream: k8s.io/api/autoscaling/v1.HorizontalPodAutoscalerSpec.
type HorizontalPodAutoscalerSpec struct {
	// ScaleTargetRef names the workload to scale.
	ScaleTargetRef CrossVersionObjectReference `json:"scaleTargetRef" protobuf:"bytes,1,opt,name=scaleTargetRef"`
	// MinReplicas is the lower bound. Defaults to 1.
	MinReplicas *int32 `json:"minReplicas,omitempty" protobuf:"varint,2,opt,name=minReplicas"`
	// MaxReplicas is the upper bound; at least minReplicas.
	MaxReplicas int32 `json:"maxReplicas" protobuf:"varint,3,opt,name=maxReplicas"`
	// TargetCPUUtilizationPercentage is the average CPU utilization to keep
	// the pods near; unset, 80%.
	TargetCPUUtilizationPercentage *int32 `json:"targetCPUUtilizationPercentage,omitempty" protobuf:"varint,4,opt,name=targetCPUUtilizationPercentage"`
}

// HorizontalPodAutoscalerStatus is the observed state of an autoscaler.
// Upstream: k8s.io/api/autoscaling/v1.HorizontalPodAutoscalerStatus.
type HorizontalPodAutoscalerStatus struct {
	// ObservedGeneration is the generation the autoscaler last acted on.
	ObservedGeneration *int64 `json:"observedGeneration,omitempty" protobuf:"varint,1,opt,name=observedGeneration"`
	// LastScaleTime is when the autoscaler last scaled.
	LastScaleTime *metav1.Time `json:"lastScaleTime,omitempty" protobuf:"bytes,2,opt,name=lastScaleTime"`
	// CurrentReplicas is the replica count last seen.
	CurrentReplicas int32 `json:"currentReplicas" protobuf:"varint,3,opt,name=currentReplicas"`
	// DesiredReplicas is the replica count last computed.
	DesiredReplicas int32 `json:"desiredReplicas" protobuf:"varint,4,opt,name=desiredReplicas"`
	// CurrentCPUUtilizationPercentage is the pods' average CPU
	// utilization last seen.
	CurrentCPUUtilizationPercentage *int32 `json:"currentCPUUtilizationPercentage,omitempty" protobuf:"varint,5,opt,name=currentCPUUtilizationPercentage"`
}

// HorizontalPodAutoscalerConditionType names a condition of an autoscaler.
// Upstream: k8s.io/api/autoscaling/v1.HorizontalPodAutoscalerConditionType.
type HorizontalPodAutoscalerConditionType string

// HorizontalPodAutoscalerCondition is one condition of an autoscaler, as
// autoscaling/v1 carries it in the autoscaling.alpha.kubernetes.io/conditions
// annotation.
// Upstream: k8s.io/api/autoscaling/v1.HorizontalPodAutoscalerCondition.
type HorizontalPodAutoscalerCondition struct {
	// Type names the condition.
	Type HorizontalPodAutoscalerConditionType `json:"type" protobuf:"bytes,1,name=type"`
	// Status is True, False or Unknown.
	Status corev1.ConditionStatus `json:"status" protobuf:"bytes,2,name=status"`
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time `json:"lastTransitionTime,omitempty" protobuf:"bytes,3,opt,name=lastTransitionTime"`
	// Reason is a short CamelCase word saying why.
	Reason string `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason"`
	// Message explains the condition for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,5,opt,name=message"`
	// ObservedGeneration is the generation the condition was set for.
	ObservedGeneration *int64 `json:"observedGeneration,omitempty" protobuf:"varint,6,opt,name=observedGeneration"`
}

// HorizontalPodAutoscalerList is a list of autoscalers.
// Upstream: k8s.io/api/autoscaling/v1.HorizontalPodAutoscalerList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type HorizontalPodAutoscalerList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is
	// paged, the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the autoscalers.
	Items []HorizontalPodAutoscaler `json:"items" protobuf:"bytes,2,rep,name=items"`
}
