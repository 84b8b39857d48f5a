package autoscaling

// The annotations in which autoscaling/v1, which has only a CPU target,
// carries what v2 has fields for.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling (annotations.go).
const (
	// MetricSpecsAnnotation holds the metrics other than the CPU target.
	// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.MetricSpecsAnnotation.
	MetricSpecsAnnotation = "autoscaling.alpha.kubernetes.io/metrics"
	// MetricStatusesAnnotation holds the current metrics.
	// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.MetricStatusesAnnotation.
	MetricStatusesAnnotation = "autoscaling.alpha.kubernetes.io/current-metrics"
	// HorizontalPodAutoscalerConditionsAnnotation holds the conditions.
	// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.HorizontalPodAutoscalerConditionsAnnotation.
	HorizontalPodAutoscalerConditionsAnnotation = "autoscaling.alpha.kubernetes.io/conditions"
	// BehaviorSpecsAnnotation holds the behavior.
	// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.BehaviorSpecsAnnotation.
	BehaviorSpecsAnnotation = "autoscaling.alpha.kubernetes.io/behavior"
	// ToleranceScaleDownAnnotation holds the scale-down tolerance.
	// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.ToleranceScaleDownAnnotation.
	ToleranceScaleDownAnnotation = "autoscaling.alpha.kubernetes.io/scale-down-tolerance"
	// ToleranceScaleUpAnnotation holds the scale-up tolerance.
	// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.ToleranceScaleUpAnnotation.
	ToleranceScaleUpAnnotation = "autoscaling.alpha.kubernetes.io/scale-up-tolerance"
)

// DropRoundTripHorizontalPodAutoscalerAnnotations returns annotations
// without the ones above, copied when one had to go (copied is then
// true): the internal object and v2 carry those fields as fields.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.DropRoundTripHorizontalPodAutoscalerAnnotations.
func DropRoundTripHorizontalPodAutoscalerAnnotations(in map[string]string) (out map[string]string, copied bool) {
	keys := []string{MetricSpecsAnnotation, BehaviorSpecsAnnotation, ToleranceScaleDownAnnotation,
		ToleranceScaleUpAnnotation, MetricStatusesAnnotation, HorizontalPodAutoscalerConditionsAnnotation}
	found := false
	for _, k := range keys {
		if _, ok := in[k]; ok {
			found = true
		}
	}
	if !found {
		return in, false
	}
	out = make(map[string]string, len(in))
	for k, v := range in {
		out[k] = v
	}
	for _, k := range keys {
		delete(out, k)
	}
	return out, true
}
