package v1beta1

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
)

// Hand-written conversions for the pairs whose shapes differ between
// this version and the internal types. conversion-gen writes the rest
// (zz_generated.conversion.go): an autoConvert_* with the fields both
// sides share for every pair, which the functions below call first, and a
// Convert_* for every pair that needs nothing by hand. Its
// RegisterConversions registers these functions too.

// Convert_v1beta1_DeploymentSpec_To_apps_DeploymentSpec converts the spec,
// replicas from pointer to value; rollbackTo goes across as it is.
// Upstream: the generated function of the same name.
func Convert_v1beta1_DeploymentSpec_To_apps_DeploymentSpec(in *DeploymentSpec, out *apps.DeploymentSpec, s conversion.Scope) error {
	if err := autoConvert_v1beta1_DeploymentSpec_To_apps_DeploymentSpec(in, out, s); err != nil {
		return err
	}
	if in.Replicas != nil {
		out.Replicas = *in.Replicas
	}
	return nil
}

// Convert_apps_DeploymentSpec_To_v1beta1_DeploymentSpec converts the spec,
// replicas from value to pointer.
// Upstream: the generated function of the same name.
func Convert_apps_DeploymentSpec_To_v1beta1_DeploymentSpec(in *apps.DeploymentSpec, out *DeploymentSpec, s conversion.Scope) error {
	if err := autoConvert_apps_DeploymentSpec_To_v1beta1_DeploymentSpec(in, out, s); err != nil {
		return err
	}
	out.Replicas = ptrTo(in.Replicas)
	return nil
}

// Convert_v1beta1_RollingUpdateDeployment_To_apps_RollingUpdateDeployment
// turns the pointer bounds into values.
// Upstream: the generated function of the same name.
func Convert_v1beta1_RollingUpdateDeployment_To_apps_RollingUpdateDeployment(in *RollingUpdateDeployment, out *apps.RollingUpdateDeployment, s conversion.Scope) error {
	if in.MaxUnavailable != nil {
		out.MaxUnavailable = *in.MaxUnavailable
	}
	if in.MaxSurge != nil {
		out.MaxSurge = *in.MaxSurge
	}
	return nil
}

// Convert_apps_RollingUpdateDeployment_To_v1beta1_RollingUpdateDeployment
// turns the value bounds into pointers.
// Upstream: the generated function of the same name.
func Convert_apps_RollingUpdateDeployment_To_v1beta1_RollingUpdateDeployment(in *apps.RollingUpdateDeployment, out *RollingUpdateDeployment, s conversion.Scope) error {
	out.MaxUnavailable = ptrTo(in.MaxUnavailable)
	out.MaxSurge = ptrTo(in.MaxSurge)
	return nil
}

// Convert_v1beta1_ScaleStatus_To_autoscaling_ScaleStatus picks the string
// selector if set, else writes the map as "k1=v1,k2=v2" (keys sorted).
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1beta1.Convert_v1beta1_ScaleStatus_To_autoscaling_ScaleStatus.
func Convert_v1beta1_ScaleStatus_To_autoscaling_ScaleStatus(in *ScaleStatus, out *autoscaling.ScaleStatus, s conversion.Scope) error {
	out.Replicas = in.Replicas
	switch {
	case in.TargetSelector != "":
		out.Selector = in.TargetSelector
	case in.Selector != nil:
		out.Selector = labels.SelectorFromSet(labels.Set(in.Selector)).String()
	default:
		out.Selector = ""
	}
	return nil
}

// Convert_autoscaling_ScaleStatus_To_v1beta1_ScaleStatus keeps the string
// selector as targetSelector and, when it is only equalities, also fills
// the map form.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1beta1.Convert_autoscaling_ScaleStatus_To_v1beta1_ScaleStatus.
func Convert_autoscaling_ScaleStatus_To_v1beta1_ScaleStatus(in *autoscaling.ScaleStatus, out *ScaleStatus, s conversion.Scope) error {
	out.Replicas = in.Replicas
	out.TargetSelector = in.Selector
	out.Selector = nil
	selector, err := metav1.ParseToLabelSelector(in.Selector)
	if err != nil {
		return fmt.Errorf("failed to parse selector: %w", err)
	}
	if len(selector.MatchExpressions) == 0 {
		out.Selector = selector.MatchLabels
	}
	return nil
}
