package v1

import (
	"encoding/json"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
)

// Hand-written conversions of the autoscaler: autoscaling/v1 has one CPU
// target where the internal (v2) shape has a list of metrics, and carries
// the conditions and the behavior in annotations. conversion-gen writes
// the rest (zz_generated.conversion.go).

// Convert_autoscaling_HorizontalPodAutoscaler_To_v1_HorizontalPodAutoscaler
// converts an autoscaler and writes its conditions and behavior into the
// autoscaling.alpha.kubernetes.io/conditions and .../behavior annotations,
// after dropping any such annotations the object came with.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/v1.Convert_autoscaling_HorizontalPodAutoscaler_To_v1_HorizontalPodAutoscaler
// (which also writes the other metrics and the current metrics into
// annotations, in autoscaling/v1's alpha metric types: left out).
func Convert_autoscaling_HorizontalPodAutoscaler_To_v1_HorizontalPodAutoscaler(in *autoscaling.HorizontalPodAutoscaler, out *HorizontalPodAutoscaler, s conversion.Scope) error {
	if err := autoConvert_autoscaling_HorizontalPodAutoscaler_To_v1_HorizontalPodAutoscaler(in, out, s); err != nil {
		return err
	}
	annotations, copied := autoscaling.DropRoundTripHorizontalPodAutoscalerAnnotations(out.Annotations)
	out.Annotations = annotations
	set := func(key string, v any) error {
		enc, err := json.Marshal(v)
		if err != nil {
			return err
		}
		if !copied {
			copied = true
			out.Annotations = copyStringMap(out.Annotations)
		}
		out.Annotations[key] = string(enc)
		return nil
	}
	if in.Spec.Behavior != nil {
		// Upstream marshals the internal type: its field names, capitalized.
		if err := set(autoscaling.BehaviorSpecsAnnotation, in.Spec.Behavior); err != nil {
			return err
		}
	}
	if len(in.Status.Conditions) > 0 {
		conditions := make([]HorizontalPodAutoscalerCondition, len(in.Status.Conditions))
		for i := range in.Status.Conditions {
			if err := Convert_autoscaling_HorizontalPodAutoscalerCondition_To_v1_HorizontalPodAutoscalerCondition(&in.Status.Conditions[i], &conditions[i], s); err != nil {
				return err
			}
		}
		if err := set(autoscaling.HorizontalPodAutoscalerConditionsAnnotation, conditions); err != nil {
			return err
		}
	}
	return nil
}

// Convert_v1_HorizontalPodAutoscaler_To_autoscaling_HorizontalPodAutoscaler
// converts an autoscaler, reads the behavior and conditions back from
// their annotations, applies the 80% CPU default when no metric is left,
// and drops the round-trip annotations.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/v1.Convert_v1_HorizontalPodAutoscaler_To_autoscaling_HorizontalPodAutoscaler.
func Convert_v1_HorizontalPodAutoscaler_To_autoscaling_HorizontalPodAutoscaler(in *HorizontalPodAutoscaler, out *autoscaling.HorizontalPodAutoscaler, s conversion.Scope) error {
	if err := autoConvert_v1_HorizontalPodAutoscaler_To_autoscaling_HorizontalPodAutoscaler(in, out, s); err != nil {
		return err
	}
	if enc, ok := out.Annotations[autoscaling.BehaviorSpecsAnnotation]; ok {
		var behavior autoscaling.HorizontalPodAutoscalerBehavior
		if err := json.Unmarshal([]byte(enc), &behavior); err == nil && behavior != (autoscaling.HorizontalPodAutoscalerBehavior{}) {
			out.Spec.Behavior = &behavior
		}
	}
	if len(out.Spec.Metrics) == 0 {
		out.Spec.Metrics = []autoscaling.MetricSpec{cpuUtilizationMetric(autoscaling.DefaultCPUUtilization)}
	}
	if enc, ok := out.Annotations[autoscaling.HorizontalPodAutoscalerConditionsAnnotation]; ok {
		var conditions []HorizontalPodAutoscalerCondition
		if err := json.Unmarshal([]byte(enc), &conditions); err == nil {
			out.Status.Conditions = make([]autoscaling.HorizontalPodAutoscalerCondition, len(conditions))
			for i := range conditions {
				if err := Convert_v1_HorizontalPodAutoscalerCondition_To_autoscaling_HorizontalPodAutoscalerCondition(&conditions[i], &out.Status.Conditions[i], s); err != nil {
					return err
				}
			}
		}
	}
	out.Annotations, _ = autoscaling.DropRoundTripHorizontalPodAutoscalerAnnotations(out.Annotations)
	return nil
}

// Convert_autoscaling_HorizontalPodAutoscalerSpec_To_v1_HorizontalPodAutoscalerSpec
// keeps the target and bounds, and the first CPU utilization target.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/v1.Convert_autoscaling_HorizontalPodAutoscalerSpec_To_v1_HorizontalPodAutoscalerSpec.
func Convert_autoscaling_HorizontalPodAutoscalerSpec_To_v1_HorizontalPodAutoscalerSpec(in *autoscaling.HorizontalPodAutoscalerSpec, out *HorizontalPodAutoscalerSpec, s conversion.Scope) error {
	if err := Convert_autoscaling_CrossVersionObjectReference_To_v1_CrossVersionObjectReference(&in.ScaleTargetRef, &out.ScaleTargetRef, s); err != nil {
		return err
	}
	out.MinReplicas = in.MinReplicas
	out.MaxReplicas = in.MaxReplicas
	for _, metric := range in.Metrics {
		if metric.Type == autoscaling.ResourceMetricSourceType && metric.Resource != nil && metric.Resource.Name == core.ResourceCPU && metric.Resource.Target.AverageUtilization != nil {
			v := *metric.Resource.Target.AverageUtilization
			out.TargetCPUUtilizationPercentage = &v
			break
		}
	}
	return nil
}

// Convert_v1_HorizontalPodAutoscalerSpec_To_autoscaling_HorizontalPodAutoscalerSpec
// turns the CPU target into a Resource metric.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/v1.Convert_v1_HorizontalPodAutoscalerSpec_To_autoscaling_HorizontalPodAutoscalerSpec.
func Convert_v1_HorizontalPodAutoscalerSpec_To_autoscaling_HorizontalPodAutoscalerSpec(in *HorizontalPodAutoscalerSpec, out *autoscaling.HorizontalPodAutoscalerSpec, s conversion.Scope) error {
	if err := Convert_v1_CrossVersionObjectReference_To_autoscaling_CrossVersionObjectReference(&in.ScaleTargetRef, &out.ScaleTargetRef, s); err != nil {
		return err
	}
	out.MinReplicas = in.MinReplicas
	out.MaxReplicas = in.MaxReplicas
	if in.TargetCPUUtilizationPercentage != nil {
		out.Metrics = []autoscaling.MetricSpec{cpuUtilizationMetric(*in.TargetCPUUtilizationPercentage)}
	}
	return nil
}

// cpuUtilizationMetric is a Resource metric targeting percent average
// CPU utilization.
func cpuUtilizationMetric(percent int32) autoscaling.MetricSpec {
	return autoscaling.MetricSpec{
		Type: autoscaling.ResourceMetricSourceType,
		Resource: &autoscaling.ResourceMetricSource{
			Name:   core.ResourceCPU,
			Target: autoscaling.MetricTarget{Type: autoscaling.UtilizationMetricType, AverageUtilization: &percent},
		},
	}
}

// Convert_autoscaling_HorizontalPodAutoscalerStatus_To_v1_HorizontalPodAutoscalerStatus
// keeps the counts and the current CPU utilization.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/v1.Convert_autoscaling_HorizontalPodAutoscalerStatus_To_v1_HorizontalPodAutoscalerStatus.
func Convert_autoscaling_HorizontalPodAutoscalerStatus_To_v1_HorizontalPodAutoscalerStatus(in *autoscaling.HorizontalPodAutoscalerStatus, out *HorizontalPodAutoscalerStatus, s conversion.Scope) error {
	out.ObservedGeneration = in.ObservedGeneration
	out.LastScaleTime = in.LastScaleTime
	out.CurrentReplicas = in.CurrentReplicas
	out.DesiredReplicas = in.DesiredReplicas
	for _, metric := range in.CurrentMetrics {
		if metric.Type == autoscaling.ResourceMetricSourceType && metric.Resource != nil && metric.Resource.Name == core.ResourceCPU && metric.Resource.Current.AverageUtilization != nil {
			v := *metric.Resource.Current.AverageUtilization
			out.CurrentCPUUtilizationPercentage = &v
		}
	}
	return nil
}

// Convert_v1_HorizontalPodAutoscalerStatus_To_autoscaling_HorizontalPodAutoscalerStatus
// turns the current CPU utilization into a Resource metric status.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/v1.Convert_v1_HorizontalPodAutoscalerStatus_To_autoscaling_HorizontalPodAutoscalerStatus.
func Convert_v1_HorizontalPodAutoscalerStatus_To_autoscaling_HorizontalPodAutoscalerStatus(in *HorizontalPodAutoscalerStatus, out *autoscaling.HorizontalPodAutoscalerStatus, s conversion.Scope) error {
	out.ObservedGeneration = in.ObservedGeneration
	out.LastScaleTime = in.LastScaleTime
	out.CurrentReplicas = in.CurrentReplicas
	out.DesiredReplicas = in.DesiredReplicas
	if in.CurrentCPUUtilizationPercentage != nil {
		v := *in.CurrentCPUUtilizationPercentage
		out.CurrentMetrics = []autoscaling.MetricStatus{{
			Type:     autoscaling.ResourceMetricSourceType,
			Resource: &autoscaling.ResourceMetricStatus{Name: core.ResourceCPU, Current: autoscaling.MetricValueStatus{AverageUtilization: &v}},
		}}
	}
	return nil
}

// copyStringMap returns a copy of m (an empty map for nil).
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.DeepCopyStringMap.
func copyStringMap(m map[string]string) map[string]string {
	out := make(map[string]string, len(m)+1)
	for k, v := range m {
		out[k] = v
	}
	return out
}
