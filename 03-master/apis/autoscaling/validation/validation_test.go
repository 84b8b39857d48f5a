package validation

import (
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

func i32(v int32) *int32 { return &v }

var createOpts = HorizontalPodAutoscalerSpecValidationOptions{
	MinReplicasLowerBound:          1,
	ObjectMetricsValidationOptions: CrossVersionObjectReferenceValidationOptions{AllowEmptyAPIGroup: true},
}

func newHPA() *autoscaling.HorizontalPodAutoscaler {
	return &autoscaling.HorizontalPodAutoscaler{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo", ResourceVersion: "2"},
		Spec: autoscaling.HorizontalPodAutoscalerSpec{
			ScaleTargetRef: autoscaling.CrossVersionObjectReference{APIVersion: "apps/v1", Kind: "Deployment", Name: "web"},
			MinReplicas:    i32(1), MaxReplicas: 5,
			Metrics: []autoscaling.MetricSpec{{Type: autoscaling.ResourceMetricSourceType, Resource: &autoscaling.ResourceMetricSource{
				Name: core.ResourceCPU, Target: autoscaling.MetricTarget{Type: autoscaling.UtilizationMetricType, AverageUtilization: i32(80)}}}},
		},
	}
}

// TestValidateHorizontalPodAutoscaler: upstream's rules and messages.
func TestValidateHorizontalPodAutoscaler(t *testing.T) {
	q := resource.MustParse("100m")
	tests := []struct {
		name          string
		mutate        func(h *autoscaling.HorizontalPodAutoscaler)
		field, detail string
	}{
		{"valid", func(h *autoscaling.HorizontalPodAutoscaler) {}, "", ""},
		{"min 0", func(h *autoscaling.HorizontalPodAutoscaler) {
			h.Spec.MinReplicas = i32(0)
			h.Spec.Metrics = []autoscaling.MetricSpec{{Type: autoscaling.ExternalMetricSourceType, External: &autoscaling.ExternalMetricSource{
				Metric: autoscaling.MetricIdentifier{Name: "queue"}, Target: autoscaling.MetricTarget{Type: autoscaling.ValueMetricType, Value: &q}}}}
		}, "spec.minReplicas", "must be greater than or equal to 1"},
		{"no max", func(h *autoscaling.HorizontalPodAutoscaler) { h.Spec.MaxReplicas, h.Spec.MinReplicas = 0, nil }, "spec.maxReplicas", "Required value: must be set and greater than 0"},
		{"max below min", func(h *autoscaling.HorizontalPodAutoscaler) { h.Spec.MinReplicas = i32(6) }, "spec.maxReplicas", "must be greater than or equal to `minReplicas`"},
		{"core target", func(h *autoscaling.HorizontalPodAutoscaler) { h.Spec.ScaleTargetRef.APIVersion = "v1" }, "spec.scaleTargetRef.apiVersion", "apiVersion must specify API group"},
		{"no target name", func(h *autoscaling.HorizontalPodAutoscaler) { h.Spec.ScaleTargetRef.Name = "" }, "spec.scaleTargetRef.name", "Required value"},
		{"two sources", func(h *autoscaling.HorizontalPodAutoscaler) {
			h.Spec.Metrics[0].Pods = &autoscaling.PodsMetricSource{Metric: autoscaling.MetricIdentifier{Name: "rps"}, Target: autoscaling.MetricTarget{Type: autoscaling.AverageValueMetricType, AverageValue: &q}}
		}, "spec.metrics[0].pods", "must populate the given metric source only"},
		{"no source", func(h *autoscaling.HorizontalPodAutoscaler) { h.Spec.Metrics[0].Resource = nil }, "spec.metrics[0].resource", "must populate information for the given metric source"},
		{"both targets", func(h *autoscaling.HorizontalPodAutoscaler) { h.Spec.Metrics[0].Resource.Target.AverageValue = &q }, "spec.metrics[0].resource.target.averageValue", "may not set both a target raw value and a target utilization"},
		{"zero utilization", func(h *autoscaling.HorizontalPodAutoscaler) {
			h.Spec.Metrics[0].Resource.Target.AverageUtilization = i32(0)
		}, "spec.metrics[0].resource.target.averageUtilization", "must be greater than 0"},
		{"bad policy", func(h *autoscaling.HorizontalPodAutoscaler) {
			h.Spec.Behavior = &autoscaling.HorizontalPodAutoscalerBehavior{ScaleUp: &autoscaling.HPAScalingRules{
				Policies: []autoscaling.HPAScalingPolicy{{Type: autoscaling.PodsScalingPolicy, Value: 1, PeriodSeconds: 1801}}}}
		}, "spec.behavior.scaleUp.policies[0].periodSeconds", "must be less than or equal to 1800"},
		{"no policies", func(h *autoscaling.HorizontalPodAutoscaler) {
			h.Spec.Behavior = &autoscaling.HorizontalPodAutoscalerBehavior{ScaleDown: &autoscaling.HPAScalingRules{}}
		}, "spec.behavior.scaleDown.policies", "must specify at least one Policy"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHPA()
			tt.mutate(h)
			errs := ValidateHorizontalPodAutoscaler(h, createOpts)
			if tt.field == "" {
				if len(errs) != 0 {
					t.Errorf("got %v; want no errors", errs)
				}
				return
			}
			if len(errs) != 1 || errs[0].Field != tt.field || !strings.Contains(errs[0].Error(), tt.detail) {
				t.Errorf("got %v; want one error at %s with %q", errs, tt.field, tt.detail)
			}
		})
	}
}

// TestUnknownMetricType: an unknown type is refused twice, as upstream.
func TestUnknownMetricType(t *testing.T) {
	h := newHPA()
	h.Spec.Metrics = []autoscaling.MetricSpec{{Type: "Magic"}}
	errs := ValidateHorizontalPodAutoscaler(h, createOpts)
	if len(errs) != 2 || errs[0].Field != "spec.metrics[0].type" || errs[1].Field != "spec.metrics[0].type" {
		t.Errorf("got %v; want two errors at spec.metrics[0].type", errs)
	}
}

// TestValidateStatusUpdate: counts are not negative.
func TestValidateStatusUpdate(t *testing.T) {
	old, h := newHPA(), newHPA()
	h.Status.DesiredReplicas = -1
	errs := ValidateHorizontalPodAutoscalerStatusUpdate(h, old)
	if len(errs) != 1 || errs[0].Field != "status.desiredReplicas" {
		t.Errorf("got %v; want one error at status.desiredReplicas", errs)
	}
}
