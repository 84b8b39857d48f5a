package v2

import (
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// The default scaling rules, the autoscaler's behavior before behavior
// existed: up by at most 4 pods or 100% (whichever is more) per 15s, down
// by at most 100% per 15s (the window comes from the controller's flag).
// Upstream: the variables of k8s.io/kubernetes/pkg/apis/autoscaling/v2/defaults.go.
func defaultHPAScaleUpRules() *HPAScalingRules {
	return &HPAScalingRules{
		StabilizationWindowSeconds: ptrTo[int32](0),
		SelectPolicy:               ptrTo(MaxChangePolicySelect),
		Policies: []HPAScalingPolicy{
			{Type: PodsScalingPolicy, Value: 4, PeriodSeconds: 15},
			{Type: PercentScalingPolicy, Value: 100, PeriodSeconds: 15},
		},
	}
}

func defaultHPAScaleDownRules() *HPAScalingRules {
	return &HPAScalingRules{
		SelectPolicy: ptrTo(MaxChangePolicySelect),
		Policies:     []HPAScalingPolicy{{Type: PercentScalingPolicy, Value: 100, PeriodSeconds: 15}},
	}
}

// SetDefaults_HorizontalPodAutoscaler defaults minReplicas to 1, the
// metrics to 80% average CPU utilization, and a given behavior's rules.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/v2.SetDefaults_HorizontalPodAutoscaler.
func SetDefaults_HorizontalPodAutoscaler(obj *HorizontalPodAutoscaler) {
	if obj.Spec.MinReplicas == nil {
		obj.Spec.MinReplicas = ptrTo[int32](1)
	}
	if len(obj.Spec.Metrics) == 0 {
		obj.Spec.Metrics = []MetricSpec{{
			Type: ResourceMetricSourceType,
			Resource: &ResourceMetricSource{
				Name:   corev1.ResourceCPU,
				Target: MetricTarget{Type: UtilizationMetricType, AverageUtilization: ptrTo[int32](80)},
			},
		}}
	}
	SetDefaults_HorizontalPodAutoscalerBehavior(obj)
}

// SetDefaults_HorizontalPodAutoscalerBehavior fills, when a behavior is
// given, every unset field of both rules with the defaults.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/v2.SetDefaults_HorizontalPodAutoscalerBehavior.
func SetDefaults_HorizontalPodAutoscalerBehavior(obj *HorizontalPodAutoscaler) {
	if obj.Spec.Behavior != nil {
		obj.Spec.Behavior.ScaleUp = copyHPAScalingRules(obj.Spec.Behavior.ScaleUp, defaultHPAScaleUpRules())
		obj.Spec.Behavior.ScaleDown = copyHPAScalingRules(obj.Spec.Behavior.ScaleDown, defaultHPAScaleDownRules())
	}
}

// copyHPAScalingRules copies the set fields of from over to.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/v2.copyHPAScalingRules.
func copyHPAScalingRules(from, to *HPAScalingRules) *HPAScalingRules {
	if from == nil {
		return to
	}
	if from.SelectPolicy != nil {
		to.SelectPolicy = from.SelectPolicy
	}
	if from.StabilizationWindowSeconds != nil {
		to.StabilizationWindowSeconds = from.StabilizationWindowSeconds
	}
	if from.Policies != nil {
		to.Policies = from.Policies
	}
	if from.Tolerance != nil {
		to.Tolerance = from.Tolerance
	}
	return to
}

// ptrTo returns a pointer to a copy of v. Upstream: k8s.io/utils/ptr.To.
func ptrTo[T any](v T) *T { return &v }
