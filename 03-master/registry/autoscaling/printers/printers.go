package printers

import (
	"fmt"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
)

// HorizontalPodAutoscalers: NAME REFERENCE TARGETS MINPODS MAXPODS
// REPLICAS AGE.
// Upstream: horizontalPodAutoscalerColumnDefinitions and
// printHorizontalPodAutoscaler in k8s.io/kubernetes/pkg/printers/internalversion.
var HorizontalPodAutoscalers = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
	genericprinters.NameColumn,
	{Name: "Reference", Type: "string", Description: "scaleTargetRef points to the target resource to scale, and is used to the pods for which metrics should be collected, as well as to actually change the replica count."},
	{Name: "Targets", Type: "string", Description: "metrics contains the specifications for which to use to calculate the desired replica count (the maximum replica count across all metrics will be used)."},
	{Name: "MinPods", Type: "string", Description: "minReplicas is the lower limit for the number of replicas to which the autoscaler can scale down."},
	{Name: "MaxPods", Type: "string", Description: "maxReplicas is the upper limit for the number of replicas to which the autoscaler can scale up."},
	{Name: "Replicas", Type: "string", Description: "currentReplicas is current number of replicas of pods managed by this autoscaler, as last seen by the autoscaler."},
	genericprinters.AgeColumn,
}, Row: printHorizontalPodAutoscaler}

// printHorizontalPodAutoscaler makes an autoscaler's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printHorizontalPodAutoscaler.
func printHorizontalPodAutoscaler(obj runtime.Object) (metav1.TableRow, error) {
	hpa, ok := obj.(*autoscaling.HorizontalPodAutoscaler)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a HorizontalPodAutoscaler, got %T", obj)
	}
	minPods := "<unset>"
	if hpa.Spec.MinReplicas != nil {
		minPods = fmt.Sprintf("%d", *hpa.Spec.MinReplicas)
	}
	return genericprinters.Cells(hpa.Name,
		fmt.Sprintf("%s/%s", hpa.Spec.ScaleTargetRef.Kind, hpa.Spec.ScaleTargetRef.Name),
		formatHPAMetrics(hpa.Spec.Metrics, hpa.Status.CurrentMetrics),
		minPods, int64(hpa.Spec.MaxReplicas), int64(hpa.Status.CurrentReplicas),
		genericprinters.TranslateTimestampSince(hpa.CreationTimestamp)), nil
}

// formatHPAMetrics is the TARGETS cell: "current/target" per metric, at
// most two, then "+ N more...".
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.formatHPAMetrics
// (which dereferences sources a valid object always has; we check them).
func formatHPAMetrics(specs []autoscaling.MetricSpec, statuses []autoscaling.MetricStatus) string {
	if len(specs) == 0 {
		return "<none>"
	}
	var list []string
	for i, spec := range specs {
		var status *autoscaling.MetricStatus
		if len(statuses) > i {
			status = &statuses[i]
		}
		list = append(list, formatHPAMetric(spec, status))
	}
	const max = 2
	if len(list) > max {
		return fmt.Sprintf("%s + %d more...", strings.Join(list[:max], ", "), len(list)-max)
	}
	return strings.Join(list, ", ")
}

// formatHPAMetric is one metric's "current/target".
// Upstream: the switch of k8s.io/kubernetes/pkg/printers/internalversion.formatHPAMetrics.
func formatHPAMetric(spec autoscaling.MetricSpec, status *autoscaling.MetricStatus) string {
	current := "<unknown>"
	switch {
	case spec.Type == autoscaling.ExternalMetricSourceType && spec.External != nil:
		if spec.External.Target.AverageValue != nil {
			if status != nil && status.External != nil && status.External.Current.AverageValue != nil {
				current = qstr(status.External.Current.AverageValue)
			}
			return fmt.Sprintf("%s/%s (avg)", current, qstr(spec.External.Target.AverageValue))
		}
		if status != nil && status.External != nil {
			current = qstr(status.External.Current.Value)
		}
		return fmt.Sprintf("%s/%s", current, qstr(spec.External.Target.Value))
	case spec.Type == autoscaling.PodsMetricSourceType && spec.Pods != nil:
		if status != nil && status.Pods != nil {
			current = qstr(status.Pods.Current.AverageValue)
		}
		return fmt.Sprintf("%s/%s", current, qstr(spec.Pods.Target.AverageValue))
	case spec.Type == autoscaling.ObjectMetricSourceType && spec.Object != nil:
		if spec.Object.Target.AverageValue != nil {
			if status != nil && status.Object != nil && status.Object.Current.AverageValue != nil {
				current = qstr(status.Object.Current.AverageValue)
			}
			return fmt.Sprintf("%s/%s (avg)", current, qstr(spec.Object.Target.AverageValue))
		}
		if status != nil && status.Object != nil {
			current = qstr(status.Object.Current.Value)
		}
		return fmt.Sprintf("%s/%s", current, qstr(spec.Object.Target.Value))
	case spec.Type == autoscaling.ResourceMetricSourceType && spec.Resource != nil:
		var cur *autoscaling.MetricValueStatus
		if status != nil && status.Resource != nil {
			cur = &status.Resource.Current
		}
		return fmt.Sprintf("%s: %s", spec.Resource.Name, formatResourceTarget(spec.Resource.Target, cur))
	case spec.Type == autoscaling.ContainerResourceMetricSourceType && spec.ContainerResource != nil:
		var cur *autoscaling.MetricValueStatus
		if status != nil && status.ContainerResource != nil {
			cur = &status.ContainerResource.Current
		}
		return fmt.Sprintf("%s: %s", spec.ContainerResource.Name, formatResourceTarget(spec.ContainerResource.Target, cur))
	}
	return "<unknown type>"
}

// formatResourceTarget is a resource metric's "current/target": average
// values, or utilizations in percent ("<auto>" for no target).
func formatResourceTarget(target autoscaling.MetricTarget, cur *autoscaling.MetricValueStatus) string {
	current := "<unknown>"
	if target.AverageValue != nil {
		if cur != nil {
			current = qstr(cur.AverageValue)
		}
		return fmt.Sprintf("%s/%s", current, qstr(target.AverageValue))
	}
	if cur != nil && cur.AverageUtilization != nil {
		current = fmt.Sprintf("%d%%", *cur.AverageUtilization)
	}
	t := "<auto>"
	if target.AverageUtilization != nil {
		t = fmt.Sprintf("%d%%", *target.AverageUtilization)
	}
	return fmt.Sprintf("%s/%s", current, t)
}

// qstr prints a quantity, "<nil>" for none, as upstream's
// (*resource.Quantity).String does.
func qstr(q *resource.Quantity) string {
	if q == nil {
		return "<nil>"
	}
	return q.String()
}
