package v2

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// HorizontalPodAutoscaler scales a workload's replicas (through its
// /scale subresource) to keep the metrics it names near their targets.
// Upstream: k8s.io/api/autoscaling/v2.HorizontalPodAutoscaler.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type HorizontalPodAutoscaler struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the autoscaler's standard metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is what to scale and by which metrics.
	Spec HorizontalPodAutoscalerSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed state, written by the autoscaler controller.
	Status HorizontalPodAutoscalerStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// HorizontalPodAutoscalerSpec is the desired behaviour of an autoscaler.
// Upstream: k8s.io/api/autoscaling/v2.HorizontalPodAutoscalerSpec.
type HorizontalPodAutoscalerSpec struct {
	// ScaleTargetRef names the workload to scale.
	ScaleTargetRef CrossVersionObjectReference `json:"scaleTargetRef" protobuf:"bytes,1,opt,name=scaleTargetRef"`
	// MinReplicas is the lower bound. Defaults to 1.
	MinReplicas *int32 `json:"minReplicas,omitempty" protobuf:"varint,2,opt,name=minReplicas"`
	// MaxReplicas is the upper bound; at least minReplicas.
	MaxReplicas int32 `json:"maxReplicas" protobuf:"varint,3,opt,name=maxReplicas"`
	// Metrics are what to keep near their targets; the largest replica
	// count any of them asks for wins. Defaults to 80% average CPU
	// utilization.
	// +listType=atomic
	Metrics []MetricSpec `json:"metrics,omitempty" protobuf:"bytes,4,rep,name=metrics"`
	// Behavior bounds how fast the autoscaler scales up and down.
	Behavior *HorizontalPodAutoscalerBehavior `json:"behavior,omitempty" protobuf:"bytes,5,opt,name=behavior"`
}

// CrossVersionObjectReference names an object of any group version.
// Upstream: k8s.io/api/autoscaling/v2.CrossVersionObjectReference.
type CrossVersionObjectReference struct {
	// Kind is the object's kind, such as Deployment.
	Kind string `json:"kind" protobuf:"bytes,1,opt,name=kind"`
	// Name is the object's name.
	Name string `json:"name" protobuf:"bytes,2,opt,name=name"`
	// APIVersion is the object's group version, such as apps/v1.
	APIVersion string `json:"apiVersion,omitempty" protobuf:"bytes,3,opt,name=apiVersion"`
}

// MetricSpec is one metric to scale on: its type and the source of that
// type.
// Upstream: k8s.io/api/autoscaling/v2.MetricSpec.
type MetricSpec struct {
	// Type is Object, Pods, Resource, ContainerResource or External.
	Type MetricSourceType `json:"type" protobuf:"bytes,1,name=type"`
	// Object is a metric of one object, such as an ingress's requests per second.
	Object *ObjectMetricSource `json:"object,omitempty" protobuf:"bytes,2,opt,name=object"`
	// Pods is a metric averaged over the target's pods.
	Pods *PodsMetricSource `json:"pods,omitempty" protobuf:"bytes,3,opt,name=pods"`
	// Resource is a resource (cpu, memory) the pods request, averaged.
	Resource *ResourceMetricSource `json:"resource,omitempty" protobuf:"bytes,4,opt,name=resource"`
	// ContainerResource is a resource of one container of the pods.
	ContainerResource *ContainerResourceMetricSource `json:"containerResource,omitempty" protobuf:"bytes,7,opt,name=containerResource"`
	// External is a metric from outside the cluster.
	External *ExternalMetricSource `json:"external,omitempty" protobuf:"bytes,5,opt,name=external"`
}

// HorizontalPodAutoscalerBehavior bounds scaling up and down.
// Upstream: k8s.io/api/autoscaling/v2.HorizontalPodAutoscalerBehavior.
type HorizontalPodAutoscalerBehavior struct {
	// ScaleUp bounds scaling up: by default at most 4 pods or 100% per 15s.
	ScaleUp *HPAScalingRules `json:"scaleUp,omitempty" protobuf:"bytes,1,opt,name=scaleUp"`
	// ScaleDown bounds scaling down: by default 100% per 15s after a
	// 300s stabilization window.
	ScaleDown *HPAScalingRules `json:"scaleDown,omitempty" protobuf:"bytes,2,opt,name=scaleDown"`
}

// ScalingPolicySelect says which policy applies: Max, Min or Disabled.
// Upstream: k8s.io/api/autoscaling/v2.ScalingPolicySelect.
type ScalingPolicySelect string

// The policy selections.
const (
	MaxChangePolicySelect ScalingPolicySelect = "Max"
	MinChangePolicySelect ScalingPolicySelect = "Min"
	DisabledPolicySelect  ScalingPolicySelect = "Disabled"
)

// HPAScalingRules bound scaling in one direction.
// Upstream: k8s.io/api/autoscaling/v2.HPAScalingRules.
type HPAScalingRules struct {
	// StabilizationWindowSeconds is how far back the autoscaler looks for
	// earlier recommendations before scaling (0 to 3600).
	StabilizationWindowSeconds *int32 `json:"stabilizationWindowSeconds,omitempty" protobuf:"varint,3,opt,name=stabilizationWindowSeconds"`
	// SelectPolicy is Max, Min or Disabled. Defaults to Max.
	SelectPolicy *ScalingPolicySelect `json:"selectPolicy,omitempty" protobuf:"bytes,1,opt,name=selectPolicy"`
	// Policies are the allowed changes per period.
	// +listType=atomic
	Policies []HPAScalingPolicy `json:"policies,omitempty" listType:"atomic" protobuf:"bytes,2,rep,name=policies"`
	// Tolerance is the fraction of change in the metric below which the
	// autoscaler does not scale.
	Tolerance *resource.Quantity `json:"tolerance,omitempty" protobuf:"bytes,4,opt,name=tolerance"`
}

// HPAScalingPolicyType is Pods or Percent.
// Upstream: k8s.io/api/autoscaling/v2.HPAScalingPolicyType.
type HPAScalingPolicyType string

// The scaling policy types.
const (
	PodsScalingPolicy    HPAScalingPolicyType = "Pods"
	PercentScalingPolicy HPAScalingPolicyType = "Percent"
)

// HPAScalingPolicy allows a change of value pods (or percent) per period.
// Upstream: k8s.io/api/autoscaling/v2.HPAScalingPolicy.
type HPAScalingPolicy struct {
	// Type is Pods or Percent.
	Type HPAScalingPolicyType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=HPAScalingPolicyType"`
	// Value is the allowed change; more than 0.
	Value int32 `json:"value" protobuf:"varint,2,opt,name=value"`
	// PeriodSeconds is the period the change is allowed in (1 to 1800).
	PeriodSeconds int32 `json:"periodSeconds" protobuf:"varint,3,opt,name=periodSeconds"`
}

// MetricSourceType names a kind of metric source.
// Upstream: k8s.io/api/autoscaling/v2.MetricSourceType.
type MetricSourceType string

// The metric source types.
const (
	ObjectMetricSourceType            MetricSourceType = "Object"
	PodsMetricSourceType              MetricSourceType = "Pods"
	ResourceMetricSourceType          MetricSourceType = "Resource"
	ContainerResourceMetricSourceType MetricSourceType = "ContainerResource"
	ExternalMetricSourceType          MetricSourceType = "External"
)

// ObjectMetricSource is a metric of one object.
// Upstream: k8s.io/api/autoscaling/v2.ObjectMetricSource.
type ObjectMetricSource struct {
	// DescribedObject is the object the metric describes.
	DescribedObject CrossVersionObjectReference `json:"describedObject" protobuf:"bytes,1,name=describedObject"`
	// Target is the value to keep the metric near.
	Target MetricTarget `json:"target" protobuf:"bytes,2,name=target"`
	// Metric names the metric.
	Metric MetricIdentifier `json:"metric" protobuf:"bytes,3,name=metric"`
}

// PodsMetricSource is a metric averaged over the target's pods.
// Upstream: k8s.io/api/autoscaling/v2.PodsMetricSource.
type PodsMetricSource struct {
	// Metric names the metric.
	Metric MetricIdentifier `json:"metric" protobuf:"bytes,1,name=metric"`
	// Target is the value to keep the metric near (an average value).
	Target MetricTarget `json:"target" protobuf:"bytes,2,name=target"`
}

// ResourceMetricSource is a resource of the target's pods, averaged.
// Upstream: k8s.io/api/autoscaling/v2.ResourceMetricSource.
type ResourceMetricSource struct {
	// Name is the resource, such as cpu or memory.
	Name corev1.ResourceName `json:"name" protobuf:"bytes,1,name=name"`
	// Target is the value or utilization to keep the resource near.
	Target MetricTarget `json:"target" protobuf:"bytes,2,name=target"`
}

// ContainerResourceMetricSource is a resource of one container of the
// target's pods.
// Upstream: k8s.io/api/autoscaling/v2.ContainerResourceMetricSource.
type ContainerResourceMetricSource struct {
	// Name is the resource, such as cpu or memory.
	Name corev1.ResourceName `json:"name" protobuf:"bytes,1,name=name"`
	// Target is the value or utilization to keep the resource near.
	Target MetricTarget `json:"target" protobuf:"bytes,2,name=target"`
	// Container names the container.
	Container string `json:"container" protobuf:"bytes,3,opt,name=container"`
}

// ExternalMetricSource is a metric from outside the cluster.
// Upstream: k8s.io/api/autoscaling/v2.ExternalMetricSource.
type ExternalMetricSource struct {
	// Metric names the metric.
	Metric MetricIdentifier `json:"metric" protobuf:"bytes,1,name=metric"`
	// Target is the value to keep the metric near.
	Target MetricTarget `json:"target" protobuf:"bytes,2,name=target"`
}

// MetricIdentifier names a metric, optionally narrowed by labels.
// Upstream: k8s.io/api/autoscaling/v2.MetricIdentifier.
type MetricIdentifier struct {
	// Name is the metric's name.
	Name string `json:"name" protobuf:"bytes,1,name=name"`
	// Selector narrows the metric by its labels.
	Selector *metav1.LabelSelector `json:"selector,omitempty" protobuf:"bytes,2,name=selector"`
}

// MetricTarget is the target of a metric: a value, an average value or an
// average utilization.
// Upstream: k8s.io/api/autoscaling/v2.MetricTarget.
type MetricTarget struct {
	// Type is Utilization, Value or AverageValue.
	Type MetricTargetType `json:"type" protobuf:"bytes,1,name=type"`
	// Value is the target value of the metric.
	Value *resource.Quantity `json:"value,omitempty" protobuf:"bytes,2,opt,name=value"`
	// AverageValue is the target value of the metric averaged over pods.
	AverageValue *resource.Quantity `json:"averageValue,omitempty" protobuf:"bytes,3,opt,name=averageValue"`
	// AverageUtilization is the target percentage of the pods' requests.
	AverageUtilization *int32 `json:"averageUtilization,omitempty" protobuf:"bytes,4,opt,name=averageUtilization"`
}

// MetricTargetType is Utilization, Value or AverageValue.
// Upstream: k8s.io/api/autoscaling/v2.MetricTargetType.
type MetricTargetType string

// The metric target types.
const (
	UtilizationMetricType  MetricTargetType = "Utilization"
	ValueMetricType        MetricTargetType = "Value"
	AverageValueMetricType MetricTargetType = "AverageValue"
)

// HorizontalPodAutoscalerStatus is the observed state of an autoscaler.
// Upstream: k8s.io/api/autoscaling/v2.HorizontalPodAutoscalerStatus.
type HorizontalPodAutoscalerStatus struct {
	// ObservedGeneration is the generation the autoscaler last acted on.
	ObservedGeneration *int64 `json:"observedGeneration,omitempty" protobuf:"varint,1,opt,name=observedGeneration"`
	// LastScaleTime is when the autoscaler last scaled.
	LastScaleTime *metav1.Time `json:"lastScaleTime,omitempty" protobuf:"bytes,2,opt,name=lastScaleTime"`
	// CurrentReplicas is the replica count last seen.
	CurrentReplicas int32 `json:"currentReplicas,omitempty" protobuf:"varint,3,opt,name=currentReplicas"`
	// DesiredReplicas is the replica count last computed.
	DesiredReplicas int32 `json:"desiredReplicas" protobuf:"varint,4,opt,name=desiredReplicas"`
	// CurrentMetrics are the metrics' last values.
	// +listType=atomic
	CurrentMetrics []MetricStatus `json:"currentMetrics" protobuf:"bytes,5,rep,name=currentMetrics"`
	// Conditions say whether the autoscaler can scale and whether it is limited.
	// +listType=map
	// +listMapKey=type
	Conditions []HorizontalPodAutoscalerCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" listType:"map" protobuf:"bytes,6,rep,name=conditions"`
}

// HorizontalPodAutoscalerConditionType names a condition of an autoscaler.
// Upstream: k8s.io/api/autoscaling/v2.HorizontalPodAutoscalerConditionType.
type HorizontalPodAutoscalerConditionType string

// The autoscaler conditions.
const (
	ScalingActive  HorizontalPodAutoscalerConditionType = "ScalingActive"
	AbleToScale    HorizontalPodAutoscalerConditionType = "AbleToScale"
	ScalingLimited HorizontalPodAutoscalerConditionType = "ScalingLimited"
	ScaledToZero   HorizontalPodAutoscalerConditionType = "ScaledToZero"
)

// HorizontalPodAutoscalerCondition is one condition of an autoscaler.
// Upstream: k8s.io/api/autoscaling/v2.HorizontalPodAutoscalerCondition.
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

// MetricStatus is the last value of one metric.
// Upstream: k8s.io/api/autoscaling/v2.MetricStatus.
type MetricStatus struct {
	// Type is Object, Pods, Resource, ContainerResource or External.
	Type MetricSourceType `json:"type" protobuf:"bytes,1,name=type"`
	// Object is the value of an object metric.
	Object *ObjectMetricStatus `json:"object,omitempty" protobuf:"bytes,2,opt,name=object"`
	// Pods is the value of a pods metric.
	Pods *PodsMetricStatus `json:"pods,omitempty" protobuf:"bytes,3,opt,name=pods"`
	// Resource is the value of a resource metric.
	Resource *ResourceMetricStatus `json:"resource,omitempty" protobuf:"bytes,4,opt,name=resource"`
	// ContainerResource is the value of a container resource metric.
	ContainerResource *ContainerResourceMetricStatus `json:"containerResource,omitempty" protobuf:"bytes,7,opt,name=containerResource"`
	// External is the value of an external metric.
	External *ExternalMetricStatus `json:"external,omitempty" protobuf:"bytes,5,opt,name=external"`
}

// ObjectMetricStatus is the last value of an object metric.
// Upstream: k8s.io/api/autoscaling/v2.ObjectMetricStatus.
type ObjectMetricStatus struct {
	// Metric names the metric.
	Metric MetricIdentifier `json:"metric" protobuf:"bytes,1,name=metric"`
	// Current is the metric's value.
	Current MetricValueStatus `json:"current" protobuf:"bytes,2,name=current"`
	// DescribedObject is the object the metric describes.
	DescribedObject CrossVersionObjectReference `json:"describedObject" protobuf:"bytes,3,name=describedObject"`
}

// PodsMetricStatus is the last value of a pods metric.
// Upstream: k8s.io/api/autoscaling/v2.PodsMetricStatus.
type PodsMetricStatus struct {
	// Metric names the metric.
	Metric MetricIdentifier `json:"metric" protobuf:"bytes,1,name=metric"`
	// Current is the metric's value.
	Current MetricValueStatus `json:"current" protobuf:"bytes,2,name=current"`
}

// ResourceMetricStatus is the last value of a resource metric.
// Upstream: k8s.io/api/autoscaling/v2.ResourceMetricStatus.
type ResourceMetricStatus struct {
	// Name is the resource.
	Name corev1.ResourceName `json:"name" protobuf:"bytes,1,name=name"`
	// Current is the resource's value.
	Current MetricValueStatus `json:"current" protobuf:"bytes,2,name=current"`
}

// ContainerResourceMetricStatus is the last value of a container resource metric.
// Upstream: k8s.io/api/autoscaling/v2.ContainerResourceMetricStatus.
type ContainerResourceMetricStatus struct {
	// Name is the resource.
	Name corev1.ResourceName `json:"name" protobuf:"bytes,1,name=name"`
	// Current is the resource's value.
	Current MetricValueStatus `json:"current" protobuf:"bytes,2,name=current"`
	// Container names the container.
	Container string `json:"container" protobuf:"bytes,3,opt,name=container"`
}

// ExternalMetricStatus is the last value of an external metric.
// Upstream: k8s.io/api/autoscaling/v2.ExternalMetricStatus.
type ExternalMetricStatus struct {
	// Metric names the metric.
	Metric MetricIdentifier `json:"metric" protobuf:"bytes,1,name=metric"`
	// Current is the metric's value.
	Current MetricValueStatus `json:"current" protobuf:"bytes,2,name=current"`
}

// MetricValueStatus is a metric's value, as a value, an average value or
// an average utilization.
// Upstream: k8s.io/api/autoscaling/v2.MetricValueStatus.
type MetricValueStatus struct {
	// Value is the metric's value.
	Value *resource.Quantity `json:"value,omitempty" protobuf:"bytes,1,opt,name=value"`
	// AverageValue is the metric's value averaged over pods.
	AverageValue *resource.Quantity `json:"averageValue,omitempty" protobuf:"bytes,2,opt,name=averageValue"`
	// AverageUtilization is the percentage of the pods' requests used.
	AverageUtilization *int32 `json:"averageUtilization,omitempty" protobuf:"bytes,3,opt,name=averageUtilization"`
}

// HorizontalPodAutoscalerList is a list of autoscalers.
// Upstream: k8s.io/api/autoscaling/v2.HorizontalPodAutoscalerList.
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
