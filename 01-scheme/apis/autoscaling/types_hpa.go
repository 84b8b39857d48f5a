package autoscaling

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// DefaultCPUUtilization is the average CPU utilization, in percent, an
// autoscaler without metrics targets.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.DefaultCPUUtilization.
const DefaultCPUUtilization = 80

// HorizontalPodAutoscaler scales a workload's replicas (through its
// /scale subresource) to keep the metrics it names near their targets.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.HorizontalPodAutoscaler.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type HorizontalPodAutoscaler struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta
	// ObjectMeta is the autoscaler's standard metadata.
	metav1.ObjectMeta

	// Spec is what to scale and by which metrics.
	Spec HorizontalPodAutoscalerSpec
	// Status is the observed state, written by the autoscaler controller.
	Status HorizontalPodAutoscalerStatus
}

// HorizontalPodAutoscalerSpec is the desired behaviour of an autoscaler.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.HorizontalPodAutoscalerSpec.
type HorizontalPodAutoscalerSpec struct {
	// ScaleTargetRef names the workload to scale.
	ScaleTargetRef CrossVersionObjectReference
	// MinReplicas is the lower bound. Defaults to 1.
	MinReplicas *int32
	// MaxReplicas is the upper bound; at least minReplicas.
	MaxReplicas int32
	// Metrics are what to keep near their targets; the largest replica
	// count any of them asks for wins. Defaults to 80% average CPU
	// utilization.
	Metrics []MetricSpec
	// Behavior bounds how fast the autoscaler scales up and down.
	Behavior *HorizontalPodAutoscalerBehavior
}

// CrossVersionObjectReference names an object of any group version.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.CrossVersionObjectReference.
type CrossVersionObjectReference struct {
	// Kind is the object's kind, such as Deployment.
	Kind string
	// Name is the object's name.
	Name string
	// APIVersion is the object's group version, such as apps/v1.
	APIVersion string
}

// MetricSpec is one metric to scale on: its type and the source of that
// type.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.MetricSpec.
type MetricSpec struct {
	// Type is Object, Pods, Resource, ContainerResource or External.
	Type MetricSourceType
	// Object is a metric of one object, such as an ingress's requests per second.
	Object *ObjectMetricSource
	// Pods is a metric averaged over the target's pods.
	Pods *PodsMetricSource
	// Resource is a resource (cpu, memory) the pods request, averaged.
	Resource *ResourceMetricSource
	// ContainerResource is a resource of one container of the pods.
	ContainerResource *ContainerResourceMetricSource
	// External is a metric from outside the cluster.
	External *ExternalMetricSource
}

// HorizontalPodAutoscalerBehavior bounds scaling up and down.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.HorizontalPodAutoscalerBehavior.
type HorizontalPodAutoscalerBehavior struct {
	// ScaleUp bounds scaling up: by default at most 4 pods or 100% per 15s.
	ScaleUp *HPAScalingRules
	// ScaleDown bounds scaling down: by default 100% per 15s after a
	// 300s stabilization window.
	ScaleDown *HPAScalingRules
}

// ScalingPolicySelect says which policy applies: Max, Min or Disabled.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.ScalingPolicySelect.
type ScalingPolicySelect string

// The policy selections.
const (
	MaxPolicySelect      ScalingPolicySelect = "Max"
	MinPolicySelect      ScalingPolicySelect = "Min"
	DisabledPolicySelect ScalingPolicySelect = "Disabled"
)

// HPAScalingRules bound scaling in one direction.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.HPAScalingRules.
type HPAScalingRules struct {
	// StabilizationWindowSeconds is how far back the autoscaler looks for
	// earlier recommendations before scaling (0 to 3600).
	StabilizationWindowSeconds *int32
	// SelectPolicy is Max, Min or Disabled. Defaults to Max.
	SelectPolicy *ScalingPolicySelect
	// Policies are the allowed changes per period.
	Policies []HPAScalingPolicy
	// Tolerance is the fraction of change in the metric below which the
	// autoscaler does not scale.
	Tolerance *resource.Quantity
}

// HPAScalingPolicyType is Pods or Percent.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.HPAScalingPolicyType.
type HPAScalingPolicyType string

// The scaling policy types.
const (
	PodsScalingPolicy    HPAScalingPolicyType = "Pods"
	PercentScalingPolicy HPAScalingPolicyType = "Percent"
)

// HPAScalingPolicy allows a change of value pods (or percent) per period.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.HPAScalingPolicy.
type HPAScalingPolicy struct {
	// Type is Pods or Percent.
	Type HPAScalingPolicyType
	// Value is the allowed change; more than 0.
	Value int32
	// PeriodSeconds is the period the change is allowed in (1 to 1800).
	PeriodSeconds int32
}

// MetricSourceType names a kind of metric source.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.MetricSourceType.
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
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.ObjectMetricSource.
type ObjectMetricSource struct {
	// DescribedObject is the object the metric describes.
	DescribedObject CrossVersionObjectReference
	// Target is the value to keep the metric near.
	Target MetricTarget
	// Metric names the metric.
	Metric MetricIdentifier
}

// PodsMetricSource is a metric averaged over the target's pods.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.PodsMetricSource.
type PodsMetricSource struct {
	// Metric names the metric.
	Metric MetricIdentifier
	// Target is the value to keep the metric near (an average value).
	Target MetricTarget
}

// ResourceMetricSource is a resource of the target's pods, averaged.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.ResourceMetricSource.
type ResourceMetricSource struct {
	// Name is the resource, such as cpu or memory.
	Name core.ResourceName
	// Target is the value or utilization to keep the resource near.
	Target MetricTarget
}

// ContainerResourceMetricSource is a resource of one container of the
// target's pods.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.ContainerResourceMetricSource.
type ContainerResourceMetricSource struct {
	// Name is the resource, such as cpu or memory.
	Name core.ResourceName
	// Target is the value or utilization to keep the resource near.
	Target MetricTarget
	// Container names the container.
	Container string
}

// ExternalMetricSource is a metric from outside the cluster.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.ExternalMetricSource.
type ExternalMetricSource struct {
	// Metric names the metric.
	Metric MetricIdentifier
	// Target is the value to keep the metric near.
	Target MetricTarget
}

// MetricIdentifier names a metric, optionally narrowed by labels.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.MetricIdentifier.
type MetricIdentifier struct {
	// Name is the metric's name.
	Name string
	// Selector narrows the metric by its labels.
	Selector *metav1.LabelSelector
}

// MetricTarget is the target of a metric: a value, an average value or an
// average utilization.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.MetricTarget.
type MetricTarget struct {
	// Type is Utilization, Value or AverageValue.
	Type MetricTargetType
	// Value is the target value of the metric.
	Value *resource.Quantity
	// AverageValue is the target value of the metric averaged over pods.
	AverageValue *resource.Quantity
	// AverageUtilization is the target percentage of the pods' requests.
	AverageUtilization *int32
}

// MetricTargetType is Utilization, Value or AverageValue.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.MetricTargetType.
type MetricTargetType string

// The metric target types.
const (
	UtilizationMetricType  MetricTargetType = "Utilization"
	ValueMetricType        MetricTargetType = "Value"
	AverageValueMetricType MetricTargetType = "AverageValue"
)

// HorizontalPodAutoscalerStatus is the observed state of an autoscaler.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.HorizontalPodAutoscalerStatus.
type HorizontalPodAutoscalerStatus struct {
	// ObservedGeneration is the generation the autoscaler last acted on.
	ObservedGeneration *int64
	// LastScaleTime is when the autoscaler last scaled.
	LastScaleTime *metav1.Time
	// CurrentReplicas is the replica count last seen.
	CurrentReplicas int32
	// DesiredReplicas is the replica count last computed.
	DesiredReplicas int32
	// CurrentMetrics are the metrics' last values.
	CurrentMetrics []MetricStatus
	// Conditions say whether the autoscaler can scale and whether it is limited.
	Conditions []HorizontalPodAutoscalerCondition
}

// HorizontalPodAutoscalerConditionType names a condition of an autoscaler.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.HorizontalPodAutoscalerConditionType.
type HorizontalPodAutoscalerConditionType string

// The autoscaler conditions.
const (
	ScalingActive  HorizontalPodAutoscalerConditionType = "ScalingActive"
	AbleToScale    HorizontalPodAutoscalerConditionType = "AbleToScale"
	ScalingLimited HorizontalPodAutoscalerConditionType = "ScalingLimited"
	ScaledToZero   HorizontalPodAutoscalerConditionType = "ScaledToZero"
)

// HorizontalPodAutoscalerCondition is one condition of an autoscaler.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.HorizontalPodAutoscalerCondition.
type HorizontalPodAutoscalerCondition struct {
	// Type names the condition.
	Type HorizontalPodAutoscalerConditionType
	// Status is True, False or Unknown.
	Status core.ConditionStatus
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time
	// Reason is a short CamelCase word saying why.
	Reason string
	// Message explains the condition for humans.
	Message string
	// ObservedGeneration is the generation the condition was set for.
	ObservedGeneration *int64
}

// MetricStatus is the last value of one metric.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.MetricStatus.
type MetricStatus struct {
	// Type is Object, Pods, Resource, ContainerResource or External.
	Type MetricSourceType
	// Object is the value of an object metric.
	Object *ObjectMetricStatus
	// Pods is the value of a pods metric.
	Pods *PodsMetricStatus
	// Resource is the value of a resource metric.
	Resource *ResourceMetricStatus
	// ContainerResource is the value of a container resource metric.
	ContainerResource *ContainerResourceMetricStatus
	// External is the value of an external metric.
	External *ExternalMetricStatus
}

// ObjectMetricStatus is the last value of an object metric.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.ObjectMetricStatus.
type ObjectMetricStatus struct {
	// Metric names the metric.
	Metric MetricIdentifier
	// Current is the metric's value.
	Current MetricValueStatus
	// DescribedObject is the object the metric describes.
	DescribedObject CrossVersionObjectReference
}

// PodsMetricStatus is the last value of a pods metric.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.PodsMetricStatus.
type PodsMetricStatus struct {
	// Metric names the metric.
	Metric MetricIdentifier
	// Current is the metric's value.
	Current MetricValueStatus
}

// ResourceMetricStatus is the last value of a resource metric.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.ResourceMetricStatus.
type ResourceMetricStatus struct {
	// Name is the resource.
	Name core.ResourceName
	// Current is the resource's value.
	Current MetricValueStatus
}

// ContainerResourceMetricStatus is the last value of a container resource metric.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.ContainerResourceMetricStatus.
type ContainerResourceMetricStatus struct {
	// Name is the resource.
	Name core.ResourceName
	// Current is the resource's value.
	Current MetricValueStatus
	// Container names the container.
	Container string
}

// ExternalMetricStatus is the last value of an external metric.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.ExternalMetricStatus.
type ExternalMetricStatus struct {
	// Metric names the metric.
	Metric MetricIdentifier
	// Current is the metric's value.
	Current MetricValueStatus
}

// MetricValueStatus is a metric's value, as a value, an average value or
// an average utilization.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.MetricValueStatus.
type MetricValueStatus struct {
	// Value is the metric's value.
	Value *resource.Quantity
	// AverageValue is the metric's value averaged over pods.
	AverageValue *resource.Quantity
	// AverageUtilization is the percentage of the pods' requests used.
	AverageUtilization *int32
}

// HorizontalPodAutoscalerList is a list of autoscalers.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.HorizontalPodAutoscalerList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type HorizontalPodAutoscalerList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta
	// ListMeta holds the list's resourceVersion and, when the list is
	// paged, the continue token.
	metav1.ListMeta
	// Items are the autoscalers.
	Items []HorizontalPodAutoscaler
}
