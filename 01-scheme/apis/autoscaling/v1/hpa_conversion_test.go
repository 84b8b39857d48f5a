package v1

import (
	"reflect"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func newScheme(t *testing.T) *runtime.Scheme {
	t.Helper()
	scheme := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{autoscaling.AddToScheme, AddToScheme} {
		if err := add(scheme); err != nil {
			t.Fatal(err)
		}
	}
	return scheme
}

func i32(v int32) *int32 { return &v }

// TestHPAToInternal: the CPU target becomes a Resource metric, no target
// becomes the 80% default, and the round-trip annotations are read and
// dropped.
func TestHPAToInternal(t *testing.T) {
	scheme := newScheme(t)
	tests := []struct {
		name        string
		in          HorizontalPodAutoscaler
		wantPercent int32
		wantCond    int
		wantBehav   bool
	}{
		{"target", HorizontalPodAutoscaler{Spec: HorizontalPodAutoscalerSpec{TargetCPUUtilizationPercentage: i32(70)}}, 70, 0, false},
		{"no target", HorizontalPodAutoscaler{}, 80, 0, false},
		{"annotations", HorizontalPodAutoscaler{ObjectMeta: metav1.ObjectMeta{Annotations: map[string]string{
			autoscaling.HorizontalPodAutoscalerConditionsAnnotation: `[{"type":"AbleToScale","status":"True"}]`,
			autoscaling.BehaviorSpecsAnnotation:                     `{"ScaleUp":{"StabilizationWindowSeconds":30}}`,
			autoscaling.MetricSpecsAnnotation:                       `[]`,
			"note":                                                  "kept",
		}}}, 80, 1, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := &autoscaling.HorizontalPodAutoscaler{}
			if err := scheme.Convert(&tt.in, out, nil); err != nil {
				t.Fatal(err)
			}
			m := out.Spec.Metrics
			if len(m) != 1 || m[0].Resource == nil || m[0].Resource.Name != core.ResourceCPU || *m[0].Resource.Target.AverageUtilization != tt.wantPercent {
				t.Errorf("got metrics %+v; want one cpu metric at %d%%", m, tt.wantPercent)
			}
			if len(out.Status.Conditions) != tt.wantCond || (out.Spec.Behavior != nil) != tt.wantBehav {
				t.Errorf("got conditions %v, behavior %v; want %d conditions, behavior %v", out.Status.Conditions, out.Spec.Behavior, tt.wantCond, tt.wantBehav)
			}
			for k := range out.Annotations {
				if strings.HasPrefix(k, "autoscaling.alpha.kubernetes.io/") {
					t.Errorf("got annotation %s inside; want the round-trip annotations dropped", k)
				}
			}
		})
	}
}

// TestHPAFromInternal: the first CPU utilization metric becomes the
// target, the current CPU utilization the status, and conditions and
// behavior go into annotations without touching the input's.
func TestHPAFromInternal(t *testing.T) {
	scheme := newScheme(t)
	annotations := map[string]string{"note": "kept"}
	in := &autoscaling.HorizontalPodAutoscaler{
		ObjectMeta: metav1.ObjectMeta{Annotations: annotations},
		Spec: autoscaling.HorizontalPodAutoscalerSpec{
			MinReplicas: i32(2), MaxReplicas: 5,
			Metrics: []autoscaling.MetricSpec{{Type: autoscaling.ResourceMetricSourceType, Resource: &autoscaling.ResourceMetricSource{
				Name: core.ResourceCPU, Target: autoscaling.MetricTarget{Type: autoscaling.UtilizationMetricType, AverageUtilization: i32(60)}}}},
			Behavior: &autoscaling.HorizontalPodAutoscalerBehavior{ScaleDown: &autoscaling.HPAScalingRules{StabilizationWindowSeconds: i32(300)}},
		},
		Status: autoscaling.HorizontalPodAutoscalerStatus{
			CurrentReplicas: 2, DesiredReplicas: 3,
			CurrentMetrics: []autoscaling.MetricStatus{{Type: autoscaling.ResourceMetricSourceType, Resource: &autoscaling.ResourceMetricStatus{
				Name: core.ResourceCPU, Current: autoscaling.MetricValueStatus{AverageUtilization: i32(90)}}}},
			Conditions: []autoscaling.HorizontalPodAutoscalerCondition{{Type: "AbleToScale", Status: core.ConditionTrue}},
		},
	}
	out := &HorizontalPodAutoscaler{}
	if err := scheme.Convert(in, out, nil); err != nil {
		t.Fatal(err)
	}
	if *out.Spec.TargetCPUUtilizationPercentage != 60 || *out.Status.CurrentCPUUtilizationPercentage != 90 || out.Status.DesiredReplicas != 3 {
		t.Errorf("got target %d, current %d, desired %d; want 60, 90, 3", *out.Spec.TargetCPUUtilizationPercentage, *out.Status.CurrentCPUUtilizationPercentage, out.Status.DesiredReplicas)
	}
	if got := out.Annotations[autoscaling.HorizontalPodAutoscalerConditionsAnnotation]; got != `[{"type":"AbleToScale","status":"True","lastTransitionTime":null}]` {
		t.Errorf("got conditions annotation %s", got)
	}
	if got := out.Annotations[autoscaling.BehaviorSpecsAnnotation]; !strings.Contains(got, `"StabilizationWindowSeconds":300`) {
		t.Errorf("got behavior annotation %s; want the internal type's JSON", got)
	}
	if !reflect.DeepEqual(annotations, map[string]string{"note": "kept"}) {
		t.Errorf("got input annotations %v; want them untouched", annotations)
	}
	back := &autoscaling.HorizontalPodAutoscaler{}
	if err := scheme.Convert(out, back, nil); err != nil {
		t.Fatal(err)
	}
	if len(back.Status.Conditions) != 1 || back.Spec.Behavior == nil || *back.Spec.Behavior.ScaleDown.StabilizationWindowSeconds != 300 {
		t.Errorf("round trip: got conditions %v, behavior %+v; want both back", back.Status.Conditions, back.Spec.Behavior)
	}
}
