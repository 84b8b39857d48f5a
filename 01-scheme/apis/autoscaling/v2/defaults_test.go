package v2

import (
	"reflect"
	"testing"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
)

// TestHPADefaults: minReplicas 1, 80% CPU without metrics, and a given
// behavior's rules completed with upstream's defaults.
func TestHPADefaults(t *testing.T) {
	obj := &HorizontalPodAutoscaler{Spec: HorizontalPodAutoscalerSpec{MaxReplicas: 3,
		Behavior: &HorizontalPodAutoscalerBehavior{ScaleDown: &HPAScalingRules{StabilizationWindowSeconds: ptrTo[int32](60)}}}}
	SetDefaults_HorizontalPodAutoscaler(obj)
	if *obj.Spec.MinReplicas != 1 {
		t.Errorf("got minReplicas %d; want 1", *obj.Spec.MinReplicas)
	}
	wantMetrics := []MetricSpec{{Type: ResourceMetricSourceType, Resource: &ResourceMetricSource{
		Name: corev1.ResourceCPU, Target: MetricTarget{Type: UtilizationMetricType, AverageUtilization: ptrTo[int32](80)}}}}
	if !reflect.DeepEqual(obj.Spec.Metrics, wantMetrics) {
		t.Errorf("got metrics %+v; want 80%% cpu", obj.Spec.Metrics)
	}
	wantUp := defaultHPAScaleUpRules()
	if !reflect.DeepEqual(obj.Spec.Behavior.ScaleUp, wantUp) {
		t.Errorf("got scaleUp %+v; want %+v", obj.Spec.Behavior.ScaleUp, wantUp)
	}
	down := obj.Spec.Behavior.ScaleDown
	if *down.StabilizationWindowSeconds != 60 || *down.SelectPolicy != MaxChangePolicySelect || len(down.Policies) != 1 || down.Policies[0].Value != 100 {
		t.Errorf("got scaleDown %+v; want the window kept and the default policy", down)
	}
	none := &HorizontalPodAutoscaler{Spec: HorizontalPodAutoscalerSpec{MaxReplicas: 3}}
	SetDefaults_HorizontalPodAutoscaler(none)
	if none.Spec.Behavior != nil {
		t.Errorf("got behavior %+v; want none when none was given", none.Spec.Behavior)
	}
}
