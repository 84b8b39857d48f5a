package v2

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
)

// Convert_autoscaling_HorizontalPodAutoscaler_To_v2_HorizontalPodAutoscaler
// converts an autoscaler; v2 has a field for everything, so the
// annotations autoscaling/v1 carries them in are dropped.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/v2.Convert_autoscaling_HorizontalPodAutoscaler_To_v2_HorizontalPodAutoscaler.
func Convert_autoscaling_HorizontalPodAutoscaler_To_v2_HorizontalPodAutoscaler(in *autoscaling.HorizontalPodAutoscaler, out *HorizontalPodAutoscaler, s conversion.Scope) error {
	if err := autoConvert_autoscaling_HorizontalPodAutoscaler_To_v2_HorizontalPodAutoscaler(in, out, s); err != nil {
		return err
	}
	out.Annotations, _ = autoscaling.DropRoundTripHorizontalPodAutoscalerAnnotations(out.Annotations)
	return nil
}

// Convert_v2_HorizontalPodAutoscaler_To_autoscaling_HorizontalPodAutoscaler
// converts an autoscaler and drops the autoscaling/v1 round-trip
// annotations a client may have sent.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/v2.Convert_v2_HorizontalPodAutoscaler_To_autoscaling_HorizontalPodAutoscaler.
func Convert_v2_HorizontalPodAutoscaler_To_autoscaling_HorizontalPodAutoscaler(in *HorizontalPodAutoscaler, out *autoscaling.HorizontalPodAutoscaler, s conversion.Scope) error {
	if err := autoConvert_v2_HorizontalPodAutoscaler_To_autoscaling_HorizontalPodAutoscaler(in, out, s); err != nil {
		return err
	}
	out.Annotations, _ = autoscaling.DropRoundTripHorizontalPodAutoscalerAnnotations(out.Annotations)
	return nil
}
